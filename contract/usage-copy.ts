// The words of usage and fair use, apart from the schemas (contract/usage.ts), so that importing
// them does not bring zod along; the plan cards' line is in plan-allowance.ts.
import { formatCount as count, perDay } from "./plan-allowance";

export const USAGE_COPY = {
  allowanceUsed: (limit: number) => `You've used today's ${count(limit)} messages. More at 00:00 UTC.`,
  spendCeiling: "You've reached today's fair-use limit. More at 00:00 UTC.",
  /** The chat's quiet note once 80% of the day's allowance is used. */
  left: (n: number) => `${count(n)} message${n === 1 ? "" : "s"} left today`,
  /** The plan cards' line. */
  perDay,
  /** Under the 100% note: the composer stays open for this. */
  crisisAlwaysAnswered:
    "If you're struggling or feel unsafe, you can still write: those messages are always answered.",
  ceilingTitle: "AI spend ceiling reached",
  ceilingMessage: (userId: number, usd: number) =>
    `Member #${userId} passed today's AI spend ceiling of $${usd.toFixed(2)}; their sends pause until 00:00 UTC.`,
  dateInvalid: "Use a date as YYYY-MM-DD.",
  rangeBackwards: "The range must end on or after its first day.",
  rangeTooLong: "Choose at most 366 days.",
  groupInvalid: "Group by one of: day, model, plan, bot.",
  revenueGroupInvalid: "Group by day or plan.",
} as const;
