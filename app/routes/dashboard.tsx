// The signed-in area (docs/requirements/dashboard.md#dashboard): requires login (and a date of
// birth); sidebar, header with the bell, then the page.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteError } from "@remix-run/react";
import type { NotificationsData } from "#contract/api-types";
import { DashboardPending } from "~/components/dashboard-pending";
import { DashboardShell } from "~/components/dashboard-shell";
import { ErrorPage } from "~/components/error-page";
import { useRootData } from "~/root";
import { endpoints } from "#contract/endpoints";
import { callApi } from "~/utils/api.server";
import { requireToken, sessionLost } from "~/utils/auth.server";
import { getLanguage } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";

const NO_NOTIFICATIONS: NotificationsData = { has_unread_notifications: false, notifications: [] };

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  // The bell's notices come translated by the API: in the page's language (the account's preference
  // first), which the profile read the page makes anyway tells.
  const language = await getLanguage(request);
  const [profile, result] = await Promise.all([
    callApi(endpoints["GET /auth/profile"], { token, request }),
    callApi(endpoints["GET /notifications"], { token, request, language }),
  ]);
  if (profile.status === 401 || result.status === 401) await sessionLost(request);
  // Adults only: an account without a date of birth (made before sign-up asked, or by Google)
  // gives it once before any dashboard page opens.
  if (profile.ok && !profile.data.birth_date) {
    const url = new URL(request.url);
    throw redirect(`/auth/birth-date?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`);
  }
  // The bell is secondary: an API hiccup shows it empty rather than failing every dashboard page.
  return {
    notifications: result.ok ? result.data : NO_NOTIFICATIONS,
    meta: await pageMetaText(request, "dashboard", "dashboard"),
  };
}

// No noindex on dashboard pages: only a signed-in member ever sees them (a crawler is sent to sign in),
// so it would protect nothing and only cost the SEO score.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/dashboard",
    },
  );

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
