// Admin → Usage: what replies cost and what plans earn, for a range of UTC days (default: the last
// 30). Four charts, each drawn as SVG on the server with its table below and a CSV download
// (admin.usage_.csv.ts): messages and AI cost per day stacked by model, revenue against AI cost per
// day, margin per plan, and the ten costliest bots. The range is a plain GET form: works without
// JavaScript, and a wrong date is explained next to its field with what was typed kept.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AdminErrorBoundary, AdminPage } from "~/components/admin/ui";
import { ChartFigure, DayBars, RowBars, usd, whole } from "~/components/admin/usage-charts";
import { loadUsageReport, usageRange, usageTables } from "~/utils/admin-usage.server";
import { seoMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const range = usageRange(request);
  if (!range.ok) return { range: range.typed, errors: range.errors, report: null, tables: null };
  const report = await loadUsageReport(request, range.from, range.to);
  return {
    range: { from: range.from, to: range.to },
    errors: {} as Record<string, string[]>,
    report,
    tables: usageTables(report),
  };
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Usage and revenue",
    description: "What replies cost and what plans earn.",
    path: "/admin/usage",
    noIndex: true,
  });

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function RangeForm({
  range,
  errors,
}: {
  range: { from: string; to: string };
  errors: Record<string, string[]>;
}) {
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
    <Form method="get" className="card flex flex-wrap items-end gap-4 p-5" aria-label="Range">
      {field("from", "From (UTC day)")}
      {field("to", "To (UTC day)")}
      <button type="submit" className="btn-primary h-11">
        Show
      </button>
    </Form>
  );
}

export default function AdminUsagePage() {
  const { range, errors, report, tables } = useLoaderData<typeof loader>();
  const csv = (table: string) =>
    `/admin/usage/csv?${new URLSearchParams({ table, from: range.from, to: range.to })}`;
  return (
    <AdminPage
      title="Usage"
      intro="Messages, AI cost and revenue per UTC day. Members never see costs; they see how many messages they have left."
    >
      <RangeForm range={range} errors={errors} />
      {report && tables ? (
        <div className="grid gap-6 xl:grid-cols-2">
          <ChartFigure
            table={tables[0]!}
            csvHref={csv("daily")}
            summary={`${whole(sum(report.daily.map((d) => sum(d.messages))))} messages for ${usd(
              sum(report.daily.map((d) => sum(d.cost))),
            )} of AI cost.`}
          >
            <p className="mt-3 text-xs font-medium uppercase tracking-wide text-white/60">Messages</p>
            <DayBars
              days={report.daily.map((d) => d.day)}
              series={report.models}
              values={report.daily.map((d) => d.messages)}
              mode="stacked"
              format={whole}
            />
            <p className="mt-4 text-xs font-medium uppercase tracking-wide text-white/60">AI cost</p>
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
            summary={`${usd(sum(report.revenue.map((d) => d.revenue)))} earned, ${usd(
              sum(report.revenue.map((d) => d.cost)),
            )} spent on AI.`}
          >
            <DayBars
              days={report.revenue.map((d) => d.day)}
              series={["Revenue", "AI cost"]}
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
                ? `Revenue less AI cost for each plan over the range; ${report.plans.filter((p) => p.margin < 0).length} below zero.`
                : "No payments or replies in this range."
            }
          >
            <RowBars rows={report.plans.map((p) => ({ label: p.plan, value: p.margin }))} format={usd} />
          </ChartFigure>
          <ChartFigure
            table={tables[3]!}
            csvHref={csv("bots")}
            summary={
              report.bots.length
                ? `The ${report.bots.length} bots whose replies cost the most over the range.`
                : "No replies in this range."
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
