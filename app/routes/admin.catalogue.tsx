// Catalogue: plans, content pages, FAQs and social links, one tab each. The public site
// reads them on every request, so a save shows there at once (and in shared caches within a minute).
import type { MetaFunction } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import { AdminErrorBoundary, AdminPage } from "~/components/admin/ui";
import { seoMeta } from "~/utils/seo";

const TABS = [
  { to: "/admin/catalogue", label: "Plans", end: true },
  { to: "/admin/catalogue/pages", label: "Pages" },
  { to: "/admin/catalogue/faqs", label: "FAQs" },
  { to: "/admin/catalogue/links", label: "Social links" },
] as const;

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Catalogue",
    description: "Plans and site content.",
    path: "/admin/catalogue",
    noIndex: true,
  });

export default function AdminCatalogue() {
  return (
    <AdminPage
      title="Catalogue"
      intro="What the public site shows: plans, content pages, FAQs and social links."
    >
      <nav aria-label="Catalogue sections" className="flex gap-1 overflow-x-auto border-b border-white/10">
        {TABS.map((t) => (
          <NavLink
            key={t.to}
            to={t.to}
            end={"end" in t}
            className={({ isActive }) =>
              `-mb-px shrink-0 border-b-2 px-4 py-3 text-sm font-semibold transition ${
                isActive ? "border-brand-400 text-white" : "border-transparent text-white/65 hover:text-white"
              }`
            }
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
