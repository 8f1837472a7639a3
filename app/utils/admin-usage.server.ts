// Admin → Usage: the operator's numbers for a range of UTC days, read from GET /admin/usage and
// GET /admin/revenue and shaped into the page's four tables (each chart draws one; the CSV download
// is the same table). Models beyond the five costliest are folded into "Other".
import { endpoints } from "#contract/endpoints";
import { usageQuerySchema, type RevenueSum, type UsageSum } from "#contract/usage";
import { adminRead } from "./admin.server";
import type { Translate, UsageTable } from "./usage-table";

const STACKED_MODELS = 5;
const TOP_BOTS = 10;

export interface UsageReport {
  from: string;
  to: string;
  /** Stack order, costliest first ("Other models", in the page's language, last when present). */
  models: string[];
  daily: { day: string; messages: number[]; cost: number[] }[];
  revenue: { day: string; revenue: number; cost: number }[];
  plans: { plan: string; revenue: number; cost: number; margin: number }[];
  bots: { bot: string; messages: number; cost: number }[];
}

/** The range asked for (from/to in the query), or the field errors to show next to the fields. */
export function usageRange(request: Request) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = usageQuerySchema(() => new Date()).safeParse({ from: query.from, to: query.to });
  if (parsed.success) return { ok: true as const, from: parsed.data.from, to: parsed.data.to };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return { ok: false as const, errors, typed: { from: query.from ?? "", to: query.to ?? "" } };
}

const cents = (usd: number) => Math.round(usd * 100) / 100;

export async function loadUsageReport(
  request: Request,
  from: string,
  to: string,
  t: Translate,
): Promise<UsageReport> {
  const usage = (group: "day" | "model" | "plan" | "bot", model?: string) =>
    adminRead(request, endpoints["GET /admin/usage"], {
      query: { from, to, group, ...(model ? { model } : {}) },
    });
  const revenueBy = (group: "day" | "plan") =>
    adminRead(request, endpoints["GET /admin/revenue"], { query: { from, to, group } });
  const [days, byModel, byPlan, byBot, revenueDays, revenuePlans] = await Promise.all([
    usage("day"),
    usage("model"),
    usage("plan"),
    usage("bot"),
    revenueBy("day"),
    revenueBy("plan"),
  ]);
  const stacked = byModel.slice(0, STACKED_MODELS).map((m) => m.key);
  const perModel = await Promise.all(stacked.map((model) => usage("day", model)));
  const models = byModel.length > STACKED_MODELS ? [...stacked, t("usage.otherModels")] : stacked;

  const daily = days.map((d, i) => {
    const own = perModel.map((rows) => rows[i]!);
    const rest = (pick: (r: UsageSum) => number) => pick(d) - own.reduce((sum, r) => sum + pick(r), 0);
    const messages = own.map((r) => r.messages);
    const cost = own.map((r) => r.cost_usd);
    if (models.length > stacked.length) {
      messages.push(
        Math.max(
          0,
          rest((r) => r.messages),
        ),
      );
      cost.push(
        Math.max(
          0,
          rest((r) => r.cost_usd),
        ),
      );
    }
    return { day: d.key, messages, cost };
  });
  const revenueOf = new Map(revenueDays.map((r: RevenueSum) => [r.key, r.revenue_usd]));
  const revenue = days.map((d) => ({ day: d.key, revenue: revenueOf.get(d.key) ?? 0, cost: d.cost_usd }));

  const planNames = [...new Set([...revenuePlans.map((r) => r.key), ...byPlan.map((r) => r.key)])];
  const plans = planNames
    .map((plan) => {
      const earned = revenuePlans.find((r) => r.key === plan)?.revenue_usd ?? 0;
      const cost = byPlan.filter((r) => r.key === plan).reduce((sum, r) => sum + r.cost_usd, 0);
      return { plan, revenue: earned, cost, margin: earned - cost };
    })
    .sort((a, b) => b.margin - a.margin);
  const bots = byBot
    .slice(0, TOP_BOTS)
    .map((b: UsageSum) => ({ bot: b.key, messages: b.messages, cost: b.cost_usd }));
  return { from, to, models, daily, revenue, plans, bots };
}

/** The four tables, as the page shows them under the charts and the CSV gives them, in `t`'s language. */
export function usageTables(report: UsageReport, t: Translate): UsageTable[] {
  const { models } = report;
  const column = (key: string, model?: string) => t(`usage.column.${key}`, model ? { model } : undefined);
  return [
    {
      id: "daily",
      title: t("usage.table.daily"),
      columns: [
        column("day"),
        ...models.map((m) => column("modelMessages", m)),
        ...models.map((m) => column("modelCost", m)),
      ],
      usd: [false, ...models.map(() => false), ...models.map(() => true)],
      rows: report.daily.map((d) => [d.day, ...d.messages, ...d.cost]),
    },
    {
      id: "revenue",
      title: t("usage.table.revenue"),
      columns: [column("day"), column("revenue"), column("cost")],
      usd: [false, true, true],
      rows: report.revenue.map((d) => [d.day, cents(d.revenue), d.cost]),
    },
    {
      id: "plans",
      title: t("usage.table.plans"),
      columns: [column("plan"), column("revenue"), column("cost"), column("margin")],
      usd: [false, true, true, true],
      rows: report.plans.map((p) => [p.plan, cents(p.revenue), p.cost, cents(p.margin)]),
    },
    {
      id: "bots",
      title: t("usage.table.bots"),
      columns: [column("bot"), column("messages"), column("cost")],
      usd: [false, false, true],
      rows: report.bots.map((b) => [b.bot, b.messages, b.cost]),
    },
  ];
}
