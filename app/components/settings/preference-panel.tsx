// Settings → Personal → Preference: the interface's language (the switcher's form, saved on the account)
// and the language bots reply in. Each its own plain form (intent "preferences" for the second), so both
// work without JavaScript; "Any" lets bots follow the language you write in.
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import type { Profile } from "#contract/api-types";
import { LANGUAGES } from "#contract/constants";
import { COPY } from "#contract/messages";
import { SubmitButton } from "../forms";
import { LanguageSwitcher } from "../language-switcher";

export function PreferencePanel({
  user,
  reply,
}: {
  user: Pick<Profile, "language">;
  /** A refused save: the value as chosen and the reason. */
  reply?: { value: string; error: string };
}) {
  const { t } = useTranslation("settings");
  const m = useMessages();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "preferences";
  const error = reply?.error;
  return (
    <section aria-labelledby="preference-title" className="card p-6">
      <h2 id="preference-title" className="text-xl font-bold">
        {t("preference.title")}
      </h2>
      <div className="mt-5 space-y-2">
        <p className="text-sm text-white/70">{t("preference.interfaceHint")}</p>
        <LanguageSwitcher label={t("preference.interface")} />
      </div>
      <Form method="post" className="mt-5 space-y-3">
        <input type="hidden" name="intent" value="preferences" />
        <label htmlFor="language" className="block text-sm font-medium text-white/85">
          {t("preference.language")}
        </label>
        <p id="language-hint" className="text-sm text-white/70">
          {t("preference.languageHint")}
        </p>
        <select
          id="language"
          name="language"
          defaultValue={reply?.value ?? user.language ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={`language-hint${error ? " language-error" : ""}`}
          className="input max-w-xs"
        >
          <option value="">{t("preference.any")}</option>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`preference.languages.${l}`)}
            </option>
          ))}
        </select>
        {error ? (
          <p id="language-error" role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        <SubmitButton pending={pending} pendingLabel={m(COPY.pleaseWait)} className="btn-primary px-8">
          {t("preference.save")}
        </SubmitButton>
      </Form>
    </section>
  );
}
