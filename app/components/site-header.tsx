import { Form, Link, NavLink, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Profile } from "#contract/api-types";
import { InstallAppButton } from "./install-app-button";
import { LanguageSwitcher } from "./language-switcher";
import { FullScreenSpinner } from "./spinner";
import { Logo } from "./logo";
import { ThemeSwitch } from "./theme-switch";
import { UserAvatar } from "./user-avatar";

/** The main navigation; `key` names the label in the site catalogue (nav.<key>). */
const SITE_LINKS = [
  { to: "/", key: "home" },
  { to: "/meet-bots", key: "meetBots" },
  { to: "/pricing", key: "pricing" },
  { to: "/about", key: "about" },
  { to: "/get-in-touch", key: "contact" },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition hover:text-white ${isActive ? "text-white" : "text-white/75"}`;

/** The account menu: a details/summary dropdown, so it opens without JavaScript too. */
export function AccountMenu({ user }: { user: Profile }) {
  const navigation = useNavigation();
  const loggingOut = navigation.formAction === "/auth/logout";
  const { t } = useTranslation("site");
  return (
    <details className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-full p-1 [&::-webkit-details-marker]:hidden">
        <UserAvatar user={user} size={36} />
        <span className="sr-only">{t("account.menuFor", { name: user.first_name })}</span>
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-72 overflow-hidden rounded-xl border border-white/10 bg-ink-800 py-1 shadow-2xl">
        <Link to="/dashboard/profile" className="block px-4 py-2.5 text-sm hover:bg-white/10">
          {t("account.profile")}
        </Link>
        <Link to="/dashboard/account-setting" className="block px-4 py-2.5 text-sm hover:bg-white/10">
          {t("account.settings")}
        </Link>
        {user.is_admin ? (
          <Link to="/admin" className="block px-4 py-2.5 text-sm hover:bg-white/10">
            {t("account.console")}
          </Link>
        ) : null}
        <InstallAppButton className="flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm hover:bg-white/10" />
        <Form method="post" action="/auth/logout">
          <button type="submit" className="block w-full px-4 py-2.5 text-left text-sm hover:bg-white/10">
            {t("account.logout")}
          </button>
        </Form>
        <LanguageSwitcher className="border-t border-white/10 px-4 py-2.5" />
        <ThemeSwitch className="px-4 pb-2.5" />
      </div>
      {loggingOut ? <FullScreenSpinner label={t("account.signingOut")} /> : null}
    </details>
  );
}

export function SiteHeader({ user }: { user: Profile | null }) {
  const { t } = useTranslation("site");
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink-950/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t("nav.main")} className="hidden items-center gap-1 md:flex">
          {SITE_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.to === "/"} className={linkClass} prefetch="intent">
              {t(`nav.${l.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <Link to="/auth" className="btn-primary px-4 py-2">
              {t("nav.login")}
            </Link>
          )}
          <details className="md:hidden">
            <summary className="flex cursor-pointer list-none items-center rounded-full p-2 text-white hover:bg-white/10 [&::-webkit-details-marker]:hidden">
              <svg
                aria-hidden="true"
                width="24"
                height="24"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
              </svg>
              <span className="sr-only">{t("nav.toggle")}</span>
            </summary>
            <nav
              aria-label={t("nav.mobile")}
              className="absolute inset-x-0 top-16 border-b border-white/10 bg-ink-900 px-4 py-3 shadow-2xl"
            >
              {SITE_LINKS.map((l) => (
                <NavLink
                  key={l.to}
                  to={l.to}
                  end={l.to === "/"}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-3 text-base ${isActive ? "bg-white/10 text-white" : "text-white/80"}`
                  }
                >
                  {t(`nav.${l.key}`)}
                </NavLink>
              ))}
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
