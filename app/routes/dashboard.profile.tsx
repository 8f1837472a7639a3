// Profile (docs/requirements/dashboard.md#profile): the summary card with the member badge and the
// plan countdown.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ChatHistoryList } from "~/components/chat-history-list";
import { ProfileSummaryCard } from "~/components/profile-summary-card";
import { endpoints } from "#contract/endpoints";
import { callApi, dataOrThrow } from "~/utils/api.server";
import { requireToken, sessionLost } from "~/utils/auth.server";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const [profile, status, history] = await Promise.all([
    callApi(endpoints["GET /auth/profile"], { token, request }),
    callApi(endpoints["GET /subscription/status"], { token, request }),
    callApi(endpoints["GET /bots/chatting/history"], { token, request }),
  ]);
  if (profile.status === 401 || status.status === 401 || history.status === 401) await sessionLost(request);
  // Without a readable status the card simply shows no badge.
  return {
    user: dataOrThrow(profile),
    status: status.ok ? status.data : null,
    history: history.ok ? history.data : [],
    now: Date.now(),
    meta: await pageMetaText(request, "dashboard", "profile"),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/dashboard/profile",
    },
  );

export default function ProfilePage() {
  const { user, status, history, now } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <ProfileSummaryCard user={user} status={status} serverNow={now} />
      <ChatHistoryList items={history} />
    </div>
  );
}
