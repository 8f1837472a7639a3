// The chat's fair-use note (docs/operations.md#fair-use-allowances): nothing until 80% of the day's
// messages are used, then how many are left; at 100% the reason and the plan that has more. Read
// with the page, so it is there without JavaScript too.
import type { Plan } from "#contract/api-types";
import { endpoints } from "#contract/endpoints";
import { callApi } from "./api.server";
import { loadPlans } from "./plans.server";

/** The share of the day's allowance after which the chat shows what is left. */
const NOTE_FROM = 0.8;

export interface AllowanceView {
  left: number;
  limit: number;
  /** ISO: the next UTC midnight. */
  resetsAt: string;
  /** At 100%: the plan with the next larger allowance (unlimited last), if any is offered. */
  better: Pick<Plan, "id" | "name" | "daily_messages"> | null;
}

/** The plan that gives the most help for the least step up: the smallest allowance above `limit`. */
function betterPlan(plans: readonly Plan[], limit: number): AllowanceView["better"] {
  const more = plans.filter((p) => p.daily_messages === null || p.daily_messages > limit);
  more.sort((a, b) => (a.daily_messages ?? Infinity) - (b.daily_messages ?? Infinity) || a.price - b.price);
  const pick = more[0];
  return pick ? { id: pick.id, name: pick.name, daily_messages: pick.daily_messages } : null;
}

export async function loadAllowance(request: Request, token: string): Promise<AllowanceView | null> {
  const usage = await callApi(endpoints["GET /usage"], { token, request });
  if (!usage.ok) return null;
  const { messages_per_day: limit, used_today: used, resets_at: resetsAt } = usage.data.allowance;
  if (limit === null || used < limit * NOTE_FROM) return null;
  const left = Math.max(0, limit - used);
  const better = left === 0 ? betterPlan(await loadPlans(request, token), limit) : null;
  return { left, limit, resetsAt, better };
}
