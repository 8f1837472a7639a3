// Usage and fair use: the member's allowance (GET /usage), the 429 a send over it gets, and the
// operator's numbers (GET /admin/usage, GET /admin/revenue) with their query schema.
import { z } from "zod";
import { isCalendarDate } from "./safety";
import { USAGE_COPY } from "./usage-copy";

/** GET /usage (member): never costs, only the allowance. */
export interface MemberUsage {
  plan: { id: number; name: string } | null;
  allowance: {
    /** null: unlimited. */
    messages_per_day: number | null;
    used_today: number;
    /** The next UTC midnight. */
    resets_at: string;
  };
}

export interface UsageSum {
  key: string;
  messages: number;
  prompt_tokens: number;
  completion_tokens: number;
  reasoning_tokens: number;
  cost_usd: number;
}

export interface RevenueSum {
  key: string;
  payments: number;
  revenue_usd: number;
}

export const USAGE_GROUPS = ["day", "model", "plan", "bot"] as const;
export const REVENUE_GROUPS = ["day", "plan"] as const;
const MAX_RANGE_DAYS = 366;

const day = z.string().refine(isCalendarDate, USAGE_COPY.dateInvalid);

/** from/to: inclusive UTC days (default: the 30 days ending today), at most 366; and the grouping. */
function rangeQuery<G extends readonly [string, ...string[]]>(
  groups: G,
  groupMessage: string,
  today: () => Date,
) {
  return z
    .object({
      from: day.optional(),
      to: day.optional(),
      group: z.enum(groups, { errorMap: () => ({ message: groupMessage }) }).default(groups[0]),
      /** One model's sums only (usage; the page's days stacked by model). */
      model: z.string().trim().min(1).max(200).optional(),
    })
    .transform(({ from, to, group, model }) => {
      const end = to ?? today().toISOString().slice(0, 10);
      return { from: from ?? shiftDay(end, -29), to: end, group: (group ?? groups[0]) as G[number], model };
    })
    .superRefine(({ from, to }, ctx) => {
      const days = daysBetween(from, to) + 1;
      if (days < 1) ctx.addIssue({ code: "custom", path: ["to"], message: USAGE_COPY.rangeBackwards });
      else if (days > MAX_RANGE_DAYS)
        ctx.addIssue({ code: "custom", path: ["to"], message: USAGE_COPY.rangeTooLong });
    });
}

export const usageQuerySchema = (today: () => Date) =>
  rangeQuery(USAGE_GROUPS, USAGE_COPY.groupInvalid, today);
export const revenueQuerySchema = (today: () => Date) =>
  rangeQuery(REVENUE_GROUPS, USAGE_COPY.revenueGroupInvalid, today);

export function shiftDay(dayText: string, days: number): string {
  const d = new Date(`${dayText}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Every day of an inclusive range, oldest first. */
export function daysOf(from: string, to: string): string[] {
  const n = daysBetween(from, to);
  return Array.from({ length: n + 1 }, (_, i) => shiftDay(from, i));
}
