// Reports: the queue, newest and most severe first, open or resolved; each resolved with
// dismiss, hide the bot or ban its creator, and a note. The reporter is told it was handled.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ADMIN_COPY, reportsQuerySchema, resolveReportSchema } from "#contract/admin";
import { ReportCard, type ReportView } from "~/components/admin/report-card";
import { AdminErrorBoundary, AdminPage, Empty, FilterTabs } from "~/components/admin/ui";
import { Pager } from "~/components/pager";
import { endpoints } from "#contract/endpoints";
import { adminCall, adminRead, backTo, submitAdminForm } from "~/utils/admin.server";
import { htmlToText } from "~/utils/html-text";
import { adminMeta } from "~/utils/admin-meta";
import { adminPageMeta } from "~/utils/admin-meta.server";
import { readForm } from "~/utils/request.server";

const STATUSES = [
  { value: "open", label: "reports.open" },
  { value: "resolved", label: "reports.resolved" },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { status } = reportsQuerySchema.parse({ status: url.searchParams.get("status") ?? undefined });
  const page = url.searchParams.get("page") ?? undefined;
  const [reports, meta] = await Promise.all([
    adminRead(request, endpoints["GET /admin/reports"], { query: { status, page } }),
    adminPageMeta(request, "reports"),
  ]);
  const data: ReportView[] = reports.data.map((r) => ({
    ...r,
    exchanges: r.exchanges.map((x) => ({
      message: x.message,
      reply_text: htmlToText(x.reply_message),
      created_at: x.created_at,
    })),
  }));
  return { status, reports: { ...reports, data }, meta };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const id = String(form.get("reportId") ?? "");
  if (!/^[0-9]{1,10}$/.test(id)) throw new Response("Not found", { status: 404 });
  const result = await submitAdminForm(
    request,
    form,
    resolveReportSchema,
    (value) =>
      adminCall(request, endpoints["POST /admin/reports/:id/resolve"], { params: { id }, json: value }),
    { back: backTo(request, form), success: ADMIN_COPY.resolved },
  );
  return { reportId: Number(id), result };
}

export const meta = adminMeta("/admin/reports");

export default function AdminReports() {
  const { status, reports } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("reports.title")} intro={t("reports.intro")}>
      <FilterTabs label={t("reports.filter")} options={STATUSES} current={status} />
      {reports.data.length ? (
        <div className="space-y-4">
          {reports.data.map((r) => (
            <ReportCard
              key={r.id}
              report={r}
              lastResult={reply?.reportId === r.id ? reply.result : undefined}
            />
          ))}
        </div>
      ) : (
        <Empty>{t(status === "open" ? "reports.emptyOpen" : "reports.emptyResolved")}</Empty>
      )}
      <Pager
        page={reports.current_page}
        lastPage={reports.last_page}
        hasNext={reports.current_page < reports.last_page}
      />
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
