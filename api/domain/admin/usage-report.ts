// The operator's numbers: AI usage (ai_usage, usage.ts) and revenue (payments, local checkout and
// Stripe alike) summed over an inclusive range of UTC days, grouped by day, model, plan or bot.
// Grouped by day, every day of the range is listed (zeros included), oldest first; other groups
// are listed by cost or revenue, largest first. Summaries add tokens and cost, never messages.
import { and, eq, gte, lt, ne, sql, type SQL } from "drizzle-orm";
import {
  daysOf,
  shiftDay,
  type RevenueSum,
  type UsageSum,
  USAGE_GROUPS,
  REVENUE_GROUPS,
} from "../../../contract/usage";
import { aiUsage, bots, payments, plans } from "../../db/schema";
import type { Services } from "../../services/types";

type Range = { from: string; to: string };

/** Dollars to a millionth: sums of many small float costs, without the float dust. */
const roundUsd = (usd: number) => Math.round(usd * 1_000_000) / 1_000_000;

const NO_PLAN = "No plan";
const REMOVED_BOT = "Removed bot";

const utcDayOf = (column: SQL | typeof aiUsage.createdAt | typeof payments.paidAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** [from 00:00 UTC, the day after `to` 00:00 UTC) */
const bounds = ({ from, to }: Range) => ({
  start: new Date(`${from}T00:00:00Z`),
  end: new Date(`${shiftDay(to, 1)}T00:00:00Z`),
});

export async function usageSums(
  services: Services,
  range: Range,
  group: (typeof USAGE_GROUPS)[number],
  model?: string,
): Promise<UsageSum[]> {
  const { start, end } = bounds(range);
  // Plain columns (no bound labels), so GROUP BY matches the select; missing names are named below.
  const key = {
    day: utcDayOf(aiUsage.createdAt),
    model: sql<string | null>`${aiUsage.model}`,
    plan: sql<string | null>`${plans.name}`,
    bot: sql<string | null>`${bots.name}`,
  }[group];
  const rows = await services.db
    .select({
      key,
      messages: sql<number>`count(*) filter (where ${ne(aiUsage.kind, "summary")})`.mapWith(Number),
      prompt_tokens: sql<number>`coalesce(sum(${aiUsage.promptTokens}), 0)`.mapWith(Number),
      completion_tokens: sql<number>`coalesce(sum(${aiUsage.completionTokens}), 0)`.mapWith(Number),
      reasoning_tokens: sql<number>`coalesce(sum(${aiUsage.reasoningTokens}), 0)`.mapWith(Number),
      cost_usd: sql<number>`coalesce(sum(${aiUsage.costUsd}), 0)`.mapWith(Number),
    })
    .from(aiUsage)
    .leftJoin(plans, eq(plans.id, aiUsage.planId))
    .leftJoin(bots, eq(bots.id, aiUsage.botId))
    .where(
      and(
        gte(aiUsage.createdAt, start),
        lt(aiUsage.createdAt, end),
        model === undefined ? undefined : eq(aiUsage.model, model),
      ),
    )
    // Two bots (or plans) may share a name: each is its own line.
    .groupBy(...(group === "bot" ? [key, aiUsage.botId] : group === "plan" ? [key, aiUsage.planId] : [key]));
  const unnamed = group === "bot" ? REMOVED_BOT : NO_PLAN;
  const sums = rows.map((r) => ({ ...r, key: r.key ?? unnamed, cost_usd: roundUsd(r.cost_usd) }));
  if (group !== "day") return sums.sort((a, b) => b.cost_usd - a.cost_usd || a.key.localeCompare(b.key));
  const byDay = new Map(sums.map((r) => [r.key, r]));
  return daysOf(range.from, range.to).map(
    (day) =>
      byDay.get(day) ?? {
        key: day,
        messages: 0,
        prompt_tokens: 0,
        completion_tokens: 0,
        reasoning_tokens: 0,
        cost_usd: 0,
      },
  );
}

/** Paid payments (a refunded one is no revenue), by the UTC day they were paid or by plan. */
export async function revenueSums(
  services: Services,
  range: Range,
  group: (typeof REVENUE_GROUPS)[number],
): Promise<RevenueSum[]> {
  const { start, end } = bounds(range);
  const key = group === "day" ? utcDayOf(payments.paidAt) : sql<string>`${plans.name}`;
  const rows = await services.db
    .select({
      key,
      payments: sql<number>`count(*)`.mapWith(Number),
      cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number),
    })
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .where(and(eq(payments.status, "paid"), gte(payments.paidAt, start), lt(payments.paidAt, end)))
    .groupBy(...(group === "plan" ? [key, payments.planId] : [key]));
  const sums = rows.map((r) => ({ key: r.key, payments: r.payments, revenue_usd: r.cents / 100 }));
  if (group !== "day")
    return sums.sort((a, b) => b.revenue_usd - a.revenue_usd || a.key.localeCompare(b.key));
  const byDay = new Map(sums.map((r) => [r.key, r]));
  return daysOf(range.from, range.to).map(
    (day) => byDay.get(day) ?? { key: day, payments: 0, revenue_usd: 0 },
  );
}
