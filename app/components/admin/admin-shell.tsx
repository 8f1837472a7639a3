// The operator console's frame: a sidebar of sections on wide screens, a row of tabs that scrolls
// sideways on phones (plain links, so nothing here needs JavaScript), then the page.
import { Link, NavLink, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Logo } from "../logo";
import { Spinner } from "../spinner";

export const ADMIN_SECTIONS = [
  { to: "/admin", key: "overview", end: true },
  { to: "/admin/reports", key: "reports" },
  { to: "/admin/age-reviews", key: "ageReviews" },
  { to: "/admin/users", key: "users" },
  { to: "/admin/characters", key: "characters" },
  { to: "/admin/bots", key: "bots" },
  { to: "/admin/models", key: "models" },
  { to: "/admin/usage", key: "usage" },
  { to: "/admin/catalogue", key: "catalogue" },
  { to: "/admin/contact", key: "contact" },
  { to: "/admin/audit", key: "audit" },
] as const;

const sectionClass = ({ isActive }: { isActive: boolean }) =>
  `shrink-0 whitespace-nowrap rounded-xl px-4 py-2.5 text-sm font-medium transition ${
    isActive ? "bg-brand-600/25 text-white" : "text-white/75 hover:bg-white/5 hover:text-white"
  }`;

function Sections({ label, className }: { label: string; className: string }) {
  const { t } = useTranslation("admin");
  return (
    <nav aria-label={label} className={className}>
      {ADMIN_SECTIONS.map((s) => (
        <NavLink key={s.to} to={s.to} end={"end" in s} prefetch="intent" className={sectionClass}>
          {t(`shell.sections.${s.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}

export function AdminShell({ email, children }: { email: string; children: ReactNode }) {
  const loading = useNavigation().state === "loading";
  const { t } = useTranslation("admin");
  return (
    <div className="min-h-full lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside
        id="admin-sidebar"
        aria-label={t("shell.console")}
        className="sticky top-0 hidden h-screen flex-col overflow-y-auto border-r border-white/10 bg-ink-900 px-3 py-5 lg:flex"
      >
        <div className="px-3">
          <Logo />
          <p className="mt-1 text-xs font-semibold uppercase tracking-wider text-accent-400">
            {t("shell.operatorConsole")}
          </p>
        </div>
        <Sections label={t("shell.sectionsLabel")} className="mt-8 flex flex-col gap-1" />
      </aside>
      <div className="min-w-0">
        <header className="sticky top-0 z-30 border-b border-white/10 bg-ink-950/90 backdrop-blur">
          <div className="flex h-14 items-center gap-3 px-4 sm:px-6">
            <p className="min-w-0 flex-1 truncate text-sm text-white/70">
              <span className="font-semibold text-white lg:hidden">{t("shell.operatorConsole")}</span>
              <span className="hidden sm:inline lg:hidden"> · </span>
              <span className="hidden sm:inline">{t("shell.signedInAs", { email })}</span>
            </p>
            {loading ? <Spinner className="h-4 w-4" /> : null}
            <Link to="/dashboard" className="btn-ghost px-4 py-1.5">
              {t("shell.backToApp")}
            </Link>
          </div>
          <Sections
            label={t("shell.sectionsCompactLabel")}
            className="flex gap-1 overflow-x-auto px-3 pb-2 lg:hidden"
          />
        </header>
        <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
