// Profile (§2): the summary card with the member badge and the plan countdown.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ChatHistoryItem, Profile, SubscriptionStatus } from "#contract/api-types";
import { ChatHistoryList } from "~/components/chat-history-list";
import { ProfileSummaryCard } from "~/components/profile-summary-card";
import { callApi, dataOrThrow } from "~/utils/api.server";
import { requireToken, sessionLost } from "~/utils/auth.server";
import { seoMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const [profile, status, history] = await Promise.all([
    callApi<Profile>("/auth/profile", { token, request }),
    callApi<SubscriptionStatus>("/subscription/status", { token, request }),
    callApi<ChatHistoryItem[]>("/bots/chatting/history", { token, request }),
  ]);
  if (profile.status === 401 || status.status === 401 || history.status === 401) await sessionLost(request);
  // Without a readable status the card simply shows no badge.
  return {
    user: dataOrThrow(profile),
    status: status.ok ? status.data : null,
    history: history.ok ? history.data : [],
    now: Date.now(),
  };
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Profile",
    description: "Your Infinite profile, plan and recent chats.",
    path: "/dashboard/profile",
    noIndex: true,
  });

export default function ProfilePage() {
  const { user, status, history, now } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <ProfileSummaryCard user={user} status={status} serverNow={now} />
      <ChatHistoryList items={history} />
    </div>
  );
}
