// The auth screens' layout (docs/requirements/accounts.md#auth): a brand panel beside a centred
// card. Someone who is already signed in has nothing to do here and goes to the dashboard (or where
// they were headed).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Outlet, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorPage } from "~/components/error-page";
import { Logo } from "~/components/logo";
import { getToken } from "~/utils/auth.server";
import { safeRedirect } from "~/utils/url";

/** Auth screens for someone already signed in (the dashboard sends them here). */
const SIGNED_IN_SCREENS = new Set(["/auth/birth-date"]);

export async function loader({ request }: LoaderFunctionArgs) {
  if (SIGNED_IN_SCREENS.has(new URL(request.url).pathname)) return null;
  if (await getToken(request)) {
    throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/dashboard"));
  }
  return null;
}

export default function AuthLayout() {
  const { t } = useTranslation("auth");
  return (
    <div className="grid min-h-full lg:grid-cols-2">
      <aside
        aria-hidden="true"
        className="relative hidden overflow-hidden bg-gradient-to-br from-brand-600/40 via-ink-900 to-accent-400/30 lg:flex lg:flex-col lg:justify-end lg:p-12"
      >
        <div className="absolute -left-24 -top-24 h-96 w-96 rounded-full bg-brand-500/30 blur-3xl" />
        <div className="absolute -bottom-32 right-0 h-96 w-96 rounded-full bg-accent-400/20 blur-3xl" />
        <div className="relative max-w-md">
          <p className="text-4xl font-extrabold leading-tight">{t("layout.tagline")}</p>
          <p className="mt-4 text-lg text-white/75">{t("layout.pitch")}</p>
        </div>
      </aside>
      <div className="flex flex-col px-4 py-8 sm:px-8">
        <header>
          <Logo />
        </header>
        <main id="main" className="flex flex-1 items-center justify-center py-10">
          <div className="card w-full max-w-md p-6 sm:p-8">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
