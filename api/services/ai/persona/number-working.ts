// "How did you get that?", "why do you times by 0.65 and not 0.35?": the working of the sum worked
// out just before, shown again from the member's turn that posed it (solved afresh in its own
// context); when the question sets two numbers that make a whole against each other, why the one
// used is the rest after the other is taken away; when the sum was a percent, what a percent is.
import type { Ctx } from "./context";
import { solveConversion } from "./conversions";
import { solveMath } from "./math";
import { solveInContext } from "./number-context";
import { withDigits } from "./number-words";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { quantitiesIn, showNumber } from "./quantities";
import { WORDS } from "./words";

const R = WORDS.wordRoles;
const EXPLAIN =
  /\b(?:how(?:'d| did| do| would) (?:you|u|ya) (?:get|work|figure|come up with|calculate|do|arrive)|how (?:is|was) that (?:worked|done|calculated)|show (?:me )?(?:your|the) (?:working|work|steps|maths?)|explain (?:that|it|how|the (?:math|maths|working|sum|steps))|walk me through|where (?:did|does) (?:that|the) \w+ come from)\b/i;
/** "Why do you times by 0.65?", "why does percent-of work that way?": about the sum just done only
 * when it says so, by "that way" or by a number of it ("why can't you divide by zero?" is not). */
const WHY =
  /\bwhy\b[^.?!]{0,24}\b(?:times|multiply|multiplied|divide|divided|add|subtract|minus|take away|use|work that way)\b/i;

/** The working of a sum or conversion the calculator did: the formula, not only the result. */
function calculatorWorking(said: string): string | null {
  const m = solveMath(said);
  if (!m) return null;
  if (m.kind === "arithmetic") return `${m.shown} = ${m.result}.`;
  const n = Number(m.shown.match(/-?\d+(?:\.\d+)?/)?.[0]);
  if (!Number.isFinite(n) || !n) return null;
  if (/°F$/.test(m.shown) && /°C$/.test(m.result))
    return `(${showNumber(n)} − 32) × 5 ÷ 9 = ${m.result}: take away 32, then multiply by 5 and divide by 9.`;
  if (/°C$/.test(m.shown) && /°F$/.test(m.result))
    return `${showNumber(n)} × 9 ÷ 5 + 32 = ${m.result}: multiply by 9, divide by 5, then add 32.`;
  return `${m.shown} × ${Number((m.value / n).toPrecision(4))} = ${m.result}.`;
}

/** The member turn before this one, and the working of the sum it asked, when it asked one. */
function previousWorking(ctx: Ctx): { said: string; working: string } | null {
  // The history ends with this message (its words maybe read with "it" named): the turns before it.
  const before = ctx.history.slice(0, ctx.history.map((t) => t.role).lastIndexOf("user"));
  const k = before.map((t) => t.role).lastIndexOf("user");
  if (k < 0) return null;
  const said = before[k]!.content;
  const answer = solveInContext(said, before.slice(0, k + 1)) ?? solveConversion(said);
  // The line with the most working in it: the one with most operations shown.
  const ops = (line: string) => (line.match(/[=×÷−+]/g) ?? []).length;
  const best = answer ? [...answer.lines].sort((a, b) => ops(b) - ops(a))[0]! : null;
  // "100 °C is 212 °F" shows no working: the formula does.
  const working = best && ops(best) ? best : (calculatorWorking(said) ?? best);
  return working ? { said, working } : null;
}

/** The reply to a question about how the last sum was worked out, or null when it is not one. */
export function workingPlan(ctx: Ctx, vals: Vals): Plan | null {
  const why = WHY.test(ctx.message);
  if (!EXPLAIN.test(ctx.message) && !why) return null;
  const found = previousWorking(ctx);
  if (!found) return null;
  const { said, working } = found;
  const [x, y] = quantitiesIn(withDigits(ctx.message)).filter((q) => !q.clock && !q.times);
  const whole = x && y ? [1, 100].find((w) => Math.abs(x.value + y.value - w) < 1e-9) : undefined;
  const percent = quantitiesIn(withDigits(said)).find((q) => q.unit.dim === "percent");
  // A number of the sum: in its working, or its percent as a part of the whole ("0.35" for 35%).
  const ofIt = (q: typeof x) =>
    q !== undefined &&
    (`${said} ${working}`.includes(q.text) ||
      (whole !== undefined &&
        percent !== undefined &&
        Math.abs((q.value * 100) / whole - percent.value) < 1e-9));
  if (!EXPLAIN.test(ctx.message) && !/\bthat way\b/i.test(ctx.message) && !ofIt(x) && !ofIt(y)) return null;
  const lines =
    x && y && whole
      ? fillAll(R.complement, { ...vals, x: x.text, y: y.text, whole: showNumber(whole), working })
      : fillAll(R.working, { ...vals, working });
  // "Why does percent-of work that way?": what a percent is, before the working.
  const meaning =
    percent && !whole && /\b(?:why|explain)\b/i.test(ctx.message)
      ? fillAll(R.percentMeaning, { p: showNumber(percent.value), fraction: showNumber(percent.value / 100) })
      : [];
  const cores = meaning.length ? lines.map((line, i) => `${meaning[i % meaning.length]} ${line}`) : lines;
  return { ...basePlan(cores), addOns: false, followChance: 0, weaveChance: 0 };
}
