// Audit log: every operator action, newest first: who, what, on which record, the note.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary, AdminPage, Empty, When } from "~/components/admin/ui";
import { Pager } from "~/components/pager";
import { endpoints } from "#contract/endpoints";
import { adminRead } from "~/utils/admin.server";
import { adminMeta } from "~/utils/admin-meta";
import { adminPageMeta } from "~/utils/admin-meta.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const page = new URL(request.url).searchParams.get("page") ?? undefined;
  const [entries, meta] = await Promise.all([
    adminRead(request, endpoints["GET /admin/audit"], { query: { page } }),
    adminPageMeta(request, "audit"),
  ]);
  return { entries, meta };
}

export const meta = adminMeta("/admin/audit");

export default function AdminAudit() {
  const { entries } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("audit.title")} intro={t("audit.intro")}>
      {entries.data.length ? (
        <div className="card overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{t("audit.caption")}</caption>
            <thead className="text-white/60">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t("audit.when")}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t("audit.operator")}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t("audit.action")}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t("audit.target")}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t("audit.note")}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.data.map((e) => (
                <tr key={e.id} className="border-t border-white/10 align-top">
                  <td className="whitespace-nowrap px-4 py-3">
                    <When at={e.created_at} />
                  </td>
                  <td className="break-all px-4 py-3">{e.admin_email}</td>
                  <td className="px-4 py-3 font-mono text-xs">{e.action}</td>
                  <td className="px-4 py-3">
                    {e.target_type} #{e.target_id}
                  </td>
                  <td className="whitespace-pre-wrap px-4 py-3 text-white/80">{e.note || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <Empty>{t("audit.empty")}</Empty>
      )}
      <Pager
        page={entries.current_page}
        lastPage={entries.last_page}
        hasNext={entries.current_page < entries.last_page}
      />
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
