import { Link } from "@remix-run/react";
import { Logo } from "./logo";
import { SocialLinks, type SocialLink } from "./social-icon";
import { ThemeSwitch } from "./theme-switch";

const COMPANY = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/pricing", label: "Pricing" },
  { to: "/safety", label: "Safety" },
  { to: "/get-in-touch", label: "Contact" },
];

export function SiteFooter({
  socialLinks,
  pages,
}: {
  socialLinks: SocialLink[];
  pages: { title: string; slug: string }[];
}) {
  return (
    <footer className="mt-24 border-t border-white/10 bg-ink-900/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-4">
          <Logo />
          <p className="max-w-xs text-sm text-white/70">
            AI companions, coaches and friends who are there for you at any hour.
          </p>
          <SocialLinks links={socialLinks} />
          <ThemeSwitch />
        </div>
        <nav aria-label="Company">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white/60">Company</h2>
          <ul className="mt-4 space-y-2 pointer-coarse:space-y-0">
            {COMPANY.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  className="text-white/80 hover:text-white pointer-coarse:inline-flex pointer-coarse:items-center"
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white/60">Legal</h2>
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
        © {new Date().getFullYear()} Infinite. All rights reserved.
      </p>
    </footer>
  );
}
