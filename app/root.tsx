import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorPage } from "./components/error-page";
import { ModulePreloads } from "./components/module-preloads";
import { NotFound } from "./components/not-found";
import { ThemeColor } from "./components/theme-color";
import { useTheme } from "./components/theme-switch";
import { Toaster } from "./components/toaster";
import stylesheet from "./tailwind.css?url";
import { getUser } from "./utils/auth.server";
import { useBlockDevtools } from "./utils/use-block-devtools";
import { InlineStylesheet } from "./utils/inline-stylesheet";
import { env } from "./utils/env.server";
import { getFixedT, getLanguage } from "./utils/i18n.server";
import { I18nData } from "./utils/i18n-data";
import { useFollowLanguage } from "./utils/follow-language";
import { useNonce } from "./utils/nonce";
import { useServiceWorker } from "./utils/service-worker";
import { destroySession, getSession } from "./utils/session.server";
import { readTheme } from "./utils/theme.server";
import { getToast } from "./utils/toast.server";

export const links: LinksFunction = () => [
  // A production document carries the stylesheet inline (<InlineStylesheet />); Vite's development
  // server serves it as a file it can swap on change.
  ...(import.meta.env.PROD ? [] : [{ rel: "stylesheet", href: stylesheet }]),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installable: the manifest, and the home-screen icon iOS reads instead of it.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, lost }, { toast, headers }, lang] = await Promise.all([
    getUser(request),
    getToast(request),
    getLanguage(request),
  ]);
  const [t, te] = await Promise.all([getFixedT(lang, "common"), getFixedT(lang, "errors")]);
  // A token the API refused ends the session; public pages simply render for a visitor.
  if (lost) headers.append("Set-Cookie", await destroySession(await getSession(request)));
  return data(
    {
      user,
      toast: toast ?? null,
      blockDevtools: env.blockDevtools,
      googleEnabled: Boolean(env.google),
      demoMode: env.demoMode,
      // Absolute URLs in meta tags (canonical, Open Graph): see app/utils/seo.ts.
      publicUrl: env.publicUrl,
      lang,
      // The meta function cannot use hooks: the default title and description come translated.
      meta: {
        title: t("meta.title"),
        description: t("meta.description"),
        // For pages that answer 404 without data of their own.
        notFound: { title: te("notFoundTitle"), description: te("notFoundBody") },
      },
      theme: readTheme(request),
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "Infinite — AI companions, any hour of the day" },
  {
    name: "description",
    content:
      data?.meta.description ??
      "Chat with AI companions, coaches and friends on Infinite. Private chats, 20+ bots, new ones added regularly.",
  },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { i18n } = useTranslation();
  const theme = useTheme();
  return (
    // System leaves data-theme off: the stylesheet then follows prefers-color-scheme by itself.
    <html
      lang={i18n.language}
      dir={i18n.dir()}
      className="h-full"
      data-theme={theme === "system" ? undefined : theme}
    >
      <head>
        <meta charSet="utf-8" />
        {/* resizes-content: Android's keyboard shrinks the page instead of covering the chat's composer;
            viewport-fit=cover: env(safe-area-inset-*) report the home indicator and notches (tailwind.css). */}
        <meta
          name="viewport"
          content="width=device-width, initial-scale=1, viewport-fit=cover, interactive-widget=resizes-content"
        />
        <ThemeColor theme={theme} />
        <Meta />
        <ModulePreloads />
        {import.meta.env.PROD ? <InlineStylesheet /> : null}
        <Links />
      </head>
      <body className="h-full font-sans antialiased">
        {children}
        <I18nData />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export type RootLoader = typeof loader;
export const useRootData = () => useRouteLoaderData<RootLoader>("root");

export default function App() {
  const { toast, blockDevtools, demoMode, lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  useFollowLanguage(lang);
  useBlockDevtools(blockDevtools);
  useServiceWorker();
  return (
    <>
      <a
        href="#main"
        className="sr-only-focusable fixed left-4 top-4 z-[200] rounded bg-white px-3 py-2 text-black"
      >
        {t("skipToContent")}
      </a>
      {demoMode ? <DemoBanner /> : null}
      <Outlet />
      <Toaster toast={toast} />
    </>
  );
}

/**
 * One slim line above every page while the outbox and the test checkout are live, so nobody
 * mistakes a demo for the real service. In the flow (it pushes the page down, never covers it); on
 * wide screens it starts right of the dashboard's fixed sidebar.
 */
function DemoBanner() {
  const { t } = useTranslation();
  return (
    <div
      role="region"
      aria-label={t("demo.label")}
      className="bg-amber-300 px-4 py-1 text-center text-xs font-medium text-black lg:[body:has(#dashboard-sidebar)_&]:pl-76"
    >
      {t("demo.banner")}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorPage error={error} />;
}
