// The signed-in area (§2 "Dashboard"): requires login (and a date of birth); sidebar, header with
// the bell, then the page.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteError } from "@remix-run/react";
import type { NotificationsData, Profile } from "#contract/api-types";
import { DashboardPending } from "~/components/dashboard-pending";
import { DashboardShell } from "~/components/dashboard-shell";
import { ErrorPage } from "~/components/error-page";
import { useRootData } from "~/root";
import { callApi } from "~/utils/api.server";
import { requireToken, sessionLost } from "~/utils/auth.server";
import { seoMeta } from "~/utils/seo";

const NO_NOTIFICATIONS: NotificationsData = { has_unread_notifications: false, notifications: [] };

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const [profile, result] = await Promise.all([
    callApi<Profile>("/auth/profile", { token, request }),
    callApi<NotificationsData>("/notifications", { token, request }),
  ]);
  if (profile.status === 401 || result.status === 401) await sessionLost(request);
  // Adults only: an account without a date of birth (made before sign-up asked, or by Google)
  // gives it once before any dashboard page opens.
  if (profile.ok && !profile.data.birth_date) {
    const url = new URL(request.url);
    throw redirect(`/auth/birth-date?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`);
  }
  // The bell is secondary: an API hiccup shows it empty rather than failing every dashboard page.
  return { notifications: result.ok ? result.data : NO_NOTIFICATIONS };
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Dashboard",
    description: "Your Infinite dashboard: discover bots, chat, favourites and your plan.",
    path: "/dashboard",
    noIndex: true,
  });

export default function DashboardLayout() {
  const { notifications } = useLoaderData<typeof loader>();
  // The profile comes from the root loader, which every page already runs.
  const user = useRootData()?.user ?? null;
  return (
    <DashboardShell user={user} notifications={notifications}>
      {/* While another page loads: its heading and skeletons, not the page being left. */}
      <DashboardPending>
        <Outlet />
      </DashboardPending>
    </DashboardShell>
  );
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
