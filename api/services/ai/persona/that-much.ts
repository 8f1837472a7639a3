// "Is that a lot?" after a figure the bot worked out ("24.5 hours a week of gaming"): put in
// proportion, not "I can't look that up": hours a week as hours a day, and what decides whether it
// is too much. Words: words/talk.json "thatMuch".
import { memberTurnsBefore, type Ctx } from "./context";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { quantitiesIn, showAmount, showNumber } from "./quantities";
import { WORDS } from "./words";

const W = WORDS.talk.thatMuch;

/** "is that a lot?", "so is it too much", "is that normal lol". */
const THAT_MUCH =
  /^\W*(?:(?:so|and|ok|hmm|wait|but)\W+)*is (?:that|it|this) (?:a lot|too much|too many|much|normal|bad|ok(?:ay)?|reasonable|healthy|crazy)\b[^.!?]{0,12}\??\s*$/i;
/** The member's turn that asked for the figure said how often: "…a week", "per week", "weekly". */
const WEEKLY = /\b(?:a|per|each|every) week\b|\bweekly\b/i;

/** The plan for "is that a lot?" after a figure in the bot's last reply, else null. */
export function thatMuchPlan(ctx: Ctx, vals: Vals): Plan | null {
  // As typed: "that" may have been read as the figure it stands for.
  const last = ctx.history.at(-1);
  if (!THAT_MUCH.test(last?.role === "user" ? last.content : ctx.message)) return null;
  const reply = ctx.history.findLast((t) => t.role === "assistant")?.content ?? "";
  const figure = quantitiesIn(reply).find((q) => !q.clock && !q.times);
  if (!figure) return null;
  const amount = showAmount(figure.value, figure.unit);
  const asked = memberTurnsBefore(ctx).at(-1) ?? "";
  const hours = figure.unit.dim === "time" ? (figure.value * figure.unit.factor) / 60 : 0;
  const lines =
    hours > 0 && (WEEKLY.test(asked) || figure.per?.name === "weeks")
      ? fillAll(W.weekHours, { ...vals, amount, daily: showNumber(hours / 7) })
      : fillAll(W.plain, { ...vals, amount });
  return lines.length ? { ...basePlan(lines), followChance: 1, weaveChance: 0, addOns: false } : null;
}
