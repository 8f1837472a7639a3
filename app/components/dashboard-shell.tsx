// The dashboard layout (docs/requirements/dashboard.md#dashboard): sidebar, header, page. On small
// screens the sidebar is a slide-in drawer driven by a checkbox (CSS :has), so it opens without
// JavaScript; with JavaScript the same checkbox is controlled, closes on navigation and Escape, and
// keeps focus inside.
import { Form, Link, NavLink, useLocation, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { NotificationsData } from "#contract/api-types";
import type { Profile } from "#contract/api-types";
import { useFocusTrap } from "~/utils/focus-trap";
import { useHydrated } from "~/utils/hydrated";
import { Icon } from "./icon";
import { CardIcon, CloseIcon, CompassIcon, GearIcon, LogoutIcon, MenuIcon, StarIcon } from "./icons";
import { Logo } from "./logo";
import { useShownPathname } from "./dashboard-pending";
import { NotificationBell } from "./notification-bell";
import { InstallAppButton } from "./install-app-button";
import { FullScreenSpinner } from "./spinner";
import { ThemeSwitch } from "./theme-switch";
import { UserAvatar } from "./user-avatar";

const ChatsIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
  </Icon>
);

const CharactersIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0M19 3v4m-2-2h4" />
  </Icon>
);

export const DASHBOARD_LINKS = [
  { to: "/dashboard/discover", label: "nav.discover", Icon: CompassIcon },
  { to: "/dashboard/chat", label: "nav.chats", Icon: ChatsIcon },
  { to: "/dashboard/favourites", label: "nav.favourites", Icon: StarIcon },
  { to: "/dashboard/characters", label: "nav.characters", Icon: CharactersIcon },
  { to: "/dashboard/subscription", label: "nav.subscriptions", Icon: CardIcon },
  { to: "/dashboard/account-setting", label: "nav.settings", Icon: GearIcon },
] as const;

const TITLES: Record<
  string,
  "titles.subscription" | "titles.favourites" | "titles.characters" | "titles.settings" | "titles.profile"
> = {
  "/dashboard/subscription": "titles.subscription",
  "/dashboard/favourites": "titles.favourites",
  "/dashboard/characters": "titles.characters",
  "/dashboard/account-setting": "titles.settings",
  "/dashboard/profile": "titles.profile",
};

/**
 * The header title for a dashboard path (docs/requirements/dashboard.md#dashboard), in the language
 * of `t` (the page's).
 */
export function dashboardTitle(pathname: string, firstName: string | undefined, t: TFunction<"dashboard">) {
  const key = TITLES[pathname.replace(/\/+$/, "")];
  return key ? t(key) : t("titles.welcome", { name: firstName || t("nav.none") });
}

const DRAWER_ID = "dashboard-drawer";

export function DashboardShell({
  user,
  notifications,
  children,
}: {
  user: Profile | null;
  notifications: NotificationsData;
  children: ReactNode;
}) {
  const { t } = useTranslation("dashboard");
  const location = useLocation();
  const navigation = useNavigation();
  // The title follows the pending view of the page being opened, so heading and skeletons agree.
  const shownPathname = useShownPathname();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const drawer = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(drawer, open, close);
  useEffect(close, [location.key, close]);
  const loggingOut = navigation.formAction === "/auth/logout";
  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : "";

  return (
    <div className="group/shell fill-screen-column min-h-full">
      {/* Tailwind reads class names literally, so the drawer selector is spelled out below. */}
      <div className="lg:hidden">
        {/* The backdrop: a tap outside the open drawer closes it, with or without JavaScript. */}
        <label
          htmlFor={DRAWER_ID}
          aria-hidden="true"
          className="fixed inset-0 z-40 hidden bg-black/60 group-has-[#dashboard-drawer:checked]/shell:block"
        >
          <span className="sr-only">{t("nav.closeMenu")}</span>
        </label>
      </div>
      <aside
        ref={drawer}
        id="dashboard-sidebar"
        aria-label={t("nav.sidebar")}
        className="invisible fixed inset-y-0 left-0 z-50 flex w-72 -translate-x-full flex-col border-r border-white/10 bg-ink-900 px-4 py-5 transition-[transform,visibility] duration-200 group-has-[#dashboard-drawer:checked]/shell:visible group-has-[#dashboard-drawer:checked]/shell:translate-x-0 lg:visible lg:translate-x-0"
      >
        <div className="flex items-center justify-between px-2">
          <Logo />
          {hydrated ? (
            <button
              type="button"
              onClick={close}
              className="rounded-full p-2 hover:bg-white/10 lg:hidden"
              aria-label={t("nav.closeMenu")}
            >
              <CloseIcon />
            </button>
          ) : (
            <label
              htmlFor={DRAWER_ID}
              className="cursor-pointer rounded-full p-2 hover:bg-white/10 lg:hidden"
            >
              <CloseIcon />
              <span className="sr-only">{t("nav.closeMenu")}</span>
            </label>
          )}
        </div>
        <nav aria-label={t("nav.label")} className="mt-8 flex flex-1 flex-col gap-1">
          {DASHBOARD_LINKS.map(({ to, label, Icon }) => (
            <NavLink
              key={to}
              to={to}
              prefetch="intent"
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-xl px-4 py-3 text-sm font-medium transition ${
                  isActive ? "bg-brand-600/25 text-white" : "text-white/75 hover:bg-white/5 hover:text-white"
                }`
              }
            >
              <Icon />
              {t(label)}
            </NavLink>
          ))}
        </nav>
        <ThemeSwitch className="px-4 py-3" />
        <InstallAppButton className="flex w-full items-center gap-3 rounded-xl px-4 py-3 text-sm font-medium text-white/75 transition hover:bg-white/5 hover:text-white" />
        <Form method="post" action="/auth/logout">
          <button
            type="submit"
            className="flex w-full items-center gap-3 rounded-xl px-4 py-3 text-sm font-medium text-white/75 transition hover:bg-white/5 hover:text-white"
          >
            <LogoutIcon />
            {t("nav.logout")}
          </button>
        </Form>
      </aside>

      <div className="fill-screen-column flex min-h-full flex-col lg:pl-72">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-white/10 bg-ink-950/85 px-4 backdrop-blur sm:px-6">
          <label className="relative cursor-pointer lg:hidden">
            <input
              id={DRAWER_ID}
              type="checkbox"
              className="peer sr-only"
              aria-controls="dashboard-sidebar"
              aria-label={t("nav.openMenu")}
              {...(hydrated ? { checked: open, onChange: (e) => setOpen(e.target.checked) } : {})}
            />
            <span className="flex rounded-full p-2 hover:bg-white/10 peer-focus-visible:outline-3 peer-focus-visible:outline-brand-300 pointer-coarse:p-2.5">
              <MenuIcon className="h-6 w-6" />
            </span>
          </label>
          <h1 className="min-w-0 flex-1 truncate text-lg font-bold sm:text-xl" data-testid="dashboard-title">
            {dashboardTitle(shownPathname, user?.first_name, t)}
          </h1>
          <div className="flex items-center gap-3">
            <NotificationBell data={notifications} />
            <Link to="/dashboard/profile" className="rounded-full" aria-label={t("nav.yourProfile")}>
              {user ? (
                <UserAvatar user={user} size={40} />
              ) : (
                <span className="block h-10 w-10 rounded-full bg-white/10" />
              )}
            </Link>
            <div className="hidden min-w-0 max-w-48 md:block">
              <p className="truncate text-sm font-semibold">{fullName || t("nav.none")}</p>
              <p className="truncate text-xs text-white/65">{user?.email || t("nav.none")}</p>
            </div>
          </div>
        </header>
        <main id="main" className="fill-screen-column flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
      {loggingOut ? <FullScreenSpinner label={t("nav.signingOut")} /> : null}
    </div>
  );
}
