// The operator console: visitors sign in first, members get the app's 404 (the console
// is not advertised), operators (ADMIN_EMAILS, verified) see its sections.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminShell } from "~/components/admin/admin-shell";
import { ErrorPage } from "~/components/error-page";
import { NotFound } from "~/components/not-found";
import { requireAdmin } from "~/utils/admin.server";
import { adminMeta } from "~/utils/admin-meta";
import { adminPageMeta } from "~/utils/admin-meta.server";
import { MESSAGE_NAMESPACES } from "~/utils/i18n";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return { email: admin.email, meta: await adminPageMeta(request, "layout") };
}

export const meta = adminMeta("/admin");

export default function AdminLayout() {
  const { email } = useLoaderData<typeof loader>();
  // The console's forms check what is typed in the browser too: their messages come with the page.
  useTranslation([MESSAGE_NAMESPACES.member, MESSAGE_NAMESPACES.console]);
  return (
    <AdminShell email={email}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorPage error={error} />;
}
