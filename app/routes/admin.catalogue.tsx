// Catalogue: plans, content pages, FAQs and social links, one tab each. The public site
// reads them on every request, so a save shows there at once (and in shared caches within a minute).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary, AdminPage } from "~/components/admin/ui";
import { adminMeta } from "~/utils/admin-meta";
import { adminPageMeta } from "~/utils/admin-meta.server";

const TABS = [
  { to: "/admin/catalogue", key: "plans", end: true },
  { to: "/admin/catalogue/pages", key: "pages" },
  { to: "/admin/catalogue/faqs", key: "faqs" },
  { to: "/admin/catalogue/links", key: "links" },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  return { meta: await adminPageMeta(request, "catalogue") };
}

export const meta = adminMeta("/admin/catalogue");

export default function AdminCatalogue() {
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("catalogue.title")} intro={t("catalogue.intro")}>
      <nav
        aria-label={t("catalogue.sections")}
        className="flex gap-1 overflow-x-auto border-b border-white/10"
      >
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={"end" in tab}
            className={({ isActive }) =>
              `-mb-px shrink-0 border-b-2 px-4 py-3 text-sm font-semibold transition ${
                isActive ? "border-brand-400 text-white" : "border-transparent text-white/65 hover:text-white"
              }`
            }
          >
            {t(`catalogue.${tab.key}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
