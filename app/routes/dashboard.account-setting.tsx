// Account settings (docs/requirements/dashboard.md#settings): profile header with avatar upload,
// then the Personal, Security and Your data tabs (the last: download everything, delete the
// account).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import {
  DataExportPanel,
  DeleteAccountPanel,
  SignOutEverywherePanel,
} from "~/components/settings/account-panels";
import { PersonalPanel } from "~/components/settings/personal-panel";
import { PersonaPanel } from "~/components/settings/persona-panel";
import { PreferencePanel } from "~/components/settings/preference-panel";
import { ProfileHeader } from "~/components/settings/profile-header";
import { PushPanel } from "~/components/settings/push-panel";
import { PasswordChangedDialog, SecurityPanel } from "~/components/settings/security-panel";
import { TwoFactorPanel } from "~/components/settings/two-factor-panel";
import { SettingsTabs, settingsTabOf } from "~/components/settings/settings-tabs";
import { endpoints } from "#contract/endpoints";
import { callApi, dataOrThrow } from "~/utils/api.server";
import { requireToken, sessionLost } from "~/utils/auth.server";
import { settingsAction } from "~/utils/settings.server";
import { twoFactorView } from "~/utils/two-factor.server";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const url = new URL(request.url);
  const profile = await callApi(endpoints["GET /auth/profile"], { token, request });
  if (profile.status === 401) await sessionLost(request);
  const tab = settingsTabOf(url.searchParams.get("tab"));
  return {
    user: dataOrThrow(profile),
    tab,
    passwordChanged: url.searchParams.get("changed") === "1",
    twoFactor: tab === "security" ? await twoFactorView(request, token) : null,
    meta: await pageMetaText(request, "settings", "settings"),
  };
}

export const action = ({ request }: ActionFunctionArgs) => settingsAction(request);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/dashboard/account-setting",
    },
  );

export default function AccountSettings() {
  const { user, tab, passwordChanged, twoFactor } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  // Saved values become the new defaults; a successful password change starts a clean form. Each key
  // names its panel: two siblings whose keys matched (an empty persona and no language) made React
  // keep the wrong one and show a panel twice.
  const { search } = useLocation();
  const savedKey = `${user.first_name}\n${user.last_name}\n${user.bio}`;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <ProfileHeader
        user={user}
        tab={tab}
        error={data && "avatarError" in data ? data.avatarError : undefined}
      />
      <SettingsTabs tab={tab} />
      {tab === "security" ? (
        <>
          <SecurityPanel
            key={`security:${search}`}
            lastResult={data && "password" in data ? data.password : undefined}
          />
          {twoFactor ? (
            <TwoFactorPanel
              key={`two-factor:${twoFactor.enabled}:${twoFactor.pending?.secret ?? ""}`}
              status={twoFactor}
              user={user}
              replies={{
                enable: data && "twoFactorEnable" in data ? data.twoFactorEnable : undefined,
                recovery: data && "twoFactorRecovery" in data ? data.twoFactorRecovery : undefined,
                disable: data && "twoFactorDisable" in data ? data.twoFactorDisable : undefined,
                recoveryCodes: data && "recoveryCodes" in data ? data.recoveryCodes : undefined,
              }}
            />
          ) : null}
          <SignOutEverywherePanel error={data && "signOutError" in data ? data.signOutError : undefined} />
        </>
      ) : tab === "notifications" ? (
        <PushPanel />
      ) : tab === "data" ? (
        <>
          <DataExportPanel />
          <DeleteAccountPanel
            user={user}
            lastResult={data && "deleteAccount" in data ? data.deleteAccount : undefined}
          />
        </>
      ) : (
        <>
          <PersonalPanel
            key={`personal:${savedKey}`}
            user={user}
            lastResult={data && "profile" in data ? data.profile : undefined}
          />
          <PersonaPanel
            key={`persona:${user.persona}`}
            user={user}
            reply={data && "persona" in data ? data.persona : undefined}
          />
          <PreferencePanel
            key={`preference:${user.language ?? ""}`}
            user={user}
            reply={data && "preferences" in data ? data.preferences : undefined}
          />
        </>
      )}
      {passwordChanged ? <PasswordChangedDialog closeTo="?tab=security" /> : null}
    </div>
  );
}
