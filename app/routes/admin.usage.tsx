// Admin → Usage: what replies cost and what plans earn, for a range of UTC days (default: the last
// 30). Four charts, each drawn as SVG on the server with its table below and a CSV download
// (admin.usage_.csv.ts): messages and AI cost per day stacked by model, revenue against AI cost per
// day, margin per plan, and the ten costliest bots. The range is a plain GET form: works without
// JavaScript, and a wrong date is explained next to its field with what was typed kept.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary, AdminPage } from "~/components/admin/ui";
import { ChartFigure, DayBars, RowBars } from "~/components/admin/usage-charts";
import { useAdminFormat } from "~/components/admin/use-format";
import { loadUsageReport, usageRange, usageTables } from "~/utils/admin-usage.server";
import { getFixedT } from "~/utils/i18n.server";
import { adminMeta } from "~/utils/admin-meta";
import { adminPageMeta } from "~/utils/admin-meta.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const range = usageRange(request);
  const [t, meta] = await Promise.all([getFixedT(request, "admin"), adminPageMeta(request, "usage")]);
  if (!range.ok) return { range: range.typed, errors: range.errors, report: null, tables: null, meta };
  const report = await loadUsageReport(request, range.from, range.to, t);
  return {
    range: { from: range.from, to: range.to },
    errors: {} as Record<string, string[]>,
    report,
    tables: usageTables(report, t),
    meta,
  };
}

export const meta = adminMeta("/admin/usage");

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function RangeForm({
  range,
  errors,
}: {
  range: { from: string; to: string };
  errors: Record<string, string[]>;
}) {
  const { t } = useTranslation("admin");
  const field = (name: "from" | "to", label: string) => (
    <div>
      <label htmlFor={`usage-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`usage-${name}`}
        name={name}
        type="date"
        defaultValue={range[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `usage-${name}-error` : undefined}
        className="input mt-1"
      />
      {errors[name] ? (
        <p id={`usage-${name}-error`} className="field-error">
          {errors[name]!.join(" ")}
        </p>
      ) : null}
    </div>
  );
  return (
    <Form method="get" className="card flex flex-wrap items-end gap-4 p-5" aria-label={t("usage.range")}>
      {field("from", t("usage.from"))}
      {field("to", t("usage.to"))}
      <button type="submit" className="btn-primary h-11">
        {t("usage.show")}
      </button>
    </Form>
  );
}

export default function AdminUsagePage() {
  const { range, errors, report, tables } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { usd, whole } = useAdminFormat();
  const csv = (table: string) =>
    `/admin/usage/csv?${new URLSearchParams({ table, from: range.from, to: range.to })}`;
  return (
    <AdminPage title={t("usage.title")} intro={t("usage.intro")}>
      <RangeForm range={range} errors={errors} />
      {report && tables ? (
        <div className="grid gap-6 xl:grid-cols-2">
          <ChartFigure
            table={tables[0]!}
            csvHref={csv("daily")}
            summary={t("usage.dailySummary", {
              messages: whole(sum(report.daily.map((d) => sum(d.messages)))),
              cost: usd(sum(report.daily.map((d) => sum(d.cost)))),
            })}
          >
            <p className="mt-3 text-xs font-medium uppercase tracking-wide text-white/60">
              {t("usage.messages")}
            </p>
            <DayBars
              days={report.daily.map((d) => d.day)}
              series={report.models}
              values={report.daily.map((d) => d.messages)}
              mode="stacked"
              format={whole}
            />
            <p className="mt-4 text-xs font-medium uppercase tracking-wide text-white/60">
              {t("usage.aiCost")}
            </p>
            <DayBars
              days={report.daily.map((d) => d.day)}
              series={report.models}
              values={report.daily.map((d) => d.cost)}
              mode="stacked"
              format={usd}
            />
          </ChartFigure>
          <ChartFigure
            table={tables[1]!}
            csvHref={csv("revenue")}
            summary={t("usage.revenueSummary", {
              earned: usd(sum(report.revenue.map((d) => d.revenue))),
              spent: usd(sum(report.revenue.map((d) => d.cost))),
            })}
          >
            <DayBars
              days={report.revenue.map((d) => d.day)}
              series={[t("usage.revenue"), t("usage.aiCost")]}
              values={report.revenue.map((d) => [d.revenue, d.cost])}
              mode="grouped"
              format={usd}
            />
          </ChartFigure>
          <ChartFigure
            table={tables[2]!}
            csvHref={csv("plans")}
            summary={
              report.plans.length
                ? t("usage.plansSummary", { count: report.plans.filter((p) => p.margin < 0).length })
                : t("usage.noPayments")
            }
          >
            <RowBars rows={report.plans.map((p) => ({ label: p.plan, value: p.margin }))} format={usd} />
          </ChartFigure>
          <ChartFigure
            table={tables[3]!}
            csvHref={csv("bots")}
            summary={
              report.bots.length
                ? t("usage.botsSummary", { count: report.bots.length })
                : t("usage.noReplies")
            }
          >
            <RowBars rows={report.bots.map((b) => ({ label: b.bot, value: b.cost }))} format={usd} />
          </ChartFigure>
        </div>
      ) : null}
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
