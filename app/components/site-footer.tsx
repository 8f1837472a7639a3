import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { SocialLinks, type SocialLink } from "./social-icon";
import { ThemeSwitch } from "./theme-switch";

/** The footer's company links; `key` names the label in the site catalogue. */
const COMPANY = [
  { to: "/", key: "home" },
  { to: "/about", key: "aboutUs" },
  { to: "/pricing", key: "pricing" },
  { to: "/safety", key: "safety" },
  { to: "/get-in-touch", key: "contact" },
] as const;

export function SiteFooter({
  socialLinks,
  pages,
}: {
  socialLinks: SocialLink[];
  pages: { title: string; slug: string }[];
}) {
  const { t } = useTranslation("site");
  return (
    <footer className="mt-24 border-t border-white/10 bg-ink-900/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-4">
          <Logo />
          <p className="max-w-xs text-sm text-white/70">{t("footer.tagline")}</p>
          <SocialLinks links={socialLinks} />
          <LanguageSwitcher />
          <ThemeSwitch />
        </div>
        <nav aria-label={t("footer.company")}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white/60">
            {t("footer.company")}
          </h2>
          <ul className="mt-4 space-y-2 pointer-coarse:space-y-0">
            {COMPANY.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  className="text-white/80 hover:text-white pointer-coarse:inline-flex pointer-coarse:items-center"
                >
                  {t(`footer.links.${l.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("footer.legal")}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white/60">
            {t("footer.legal")}
          </h2>
          <ul className="mt-4 space-y-2 pointer-coarse:space-y-0">
            {pages.map((p) => (
              <li key={p.slug}>
                <Link
                  to={`/${p.slug}`}
                  className="text-white/80 hover:text-white pointer-coarse:inline-flex pointer-coarse:items-center"
                >
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-white/10 py-6 text-center text-sm text-white/60">
        {t("footer.copyright", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
