// The exercise book: asked for an exercise ("one exercise I can do at the desk, exactly how", "my
// wrists hurt from typing, anything for that?"), a named one for the body part the message or the
// chat names, with its steps, hold and repeats; "how many seconds should I hold it?" about the one
// in hand; "put it all into a 10 min routine" with the exercises given so far, minutes adding up to
// the time asked. Pain named for the first time gets the bot's "see a professional" once, first.
// Words: words/exercises.json.
import { coachKnows, coachLines, coachPlan } from "./coach";
import type { Ctx } from "./context";
import { HEALTH, MEDICAL_LIMIT } from "./directives";
import { withDigits } from "./number-words";
import { answerPlan, fill, fillAll, type Plan, type Vals } from "./plan";
import { seededRandom } from "./random";
import { WORDS } from "./words";

const W = WORDS.exercises;
type Exercise = (typeof W.exercises)[number];
const BOOK = W.exercises.map((e) => ({ ...e, re: new RegExp(e.area, "i") }));
/** How many turns back the body part and the exercises given are looked for. */
const LOOKBACK = 8;

const ASKED =
  /\b(?:exercises?|stretch(?:es)?|stretching|anything for (?:that|it|this|them|my)|something for (?:that|it|this|my)|what (?:can|should|could) i do (?:for|about)|help (?:with )?(?:that|it|my)|fix (?:that|it|my))\b/i;
const HOLD =
  /\bhow (?:many|long)\b[^.?!]*\b(?:seconds|secs|hold|reps|repetitions|times)\b|\bhow long (?:do|should) i (?:hold|do|stay)\b/i;
const INJURY = /\b(?:sprain\w*|twisted|swollen|swelling|broken|fractur\w*|injur\w*|torn|bleeding)\b/i;
const CALLED = /\b(?:called|the name of|what was the first)\b/i;
const ROUTINE = /\broutine\b|\bput (?:it|them|these|those|that) (?:all )?(?:together|into|in)\b/i;

const turns = (ctx: Ctx, role: "user" | "assistant") =>
  ctx.history
    .filter((t) => t.role === role)
    .slice(-LOOKBACK)
    .map((t) => t.content);

/** The exercises the bot gave in this chat, in the order it first gave them. */
function given(ctx: Ctx): Exercise[] {
  const said = turns(ctx, "assistant");
  return BOOK.filter((e) => said.some((t) => t.includes(e.steps[0]!)))
    .map((e) => ({ e, at: said.findIndex((t) => t.includes(e.steps[0]!)) }))
    .sort((a, b) => a.at - b.at)
    .map((x) => x.e);
}

/** The exercises for the body part the message names, else the member's latest that names one. */
function forArea(ctx: Ctx): Exercise[] {
  for (const text of [ctx.message, ...turns(ctx, "user").reverse()]) {
    const fits = BOOK.filter((e) => e.re.test(text));
    if (fits.length) return fits;
  }
  return [];
}

const vals = (e: Exercise, v: Vals): Vals => ({
  ...v,
  name: e.name,
  steps: e.steps.map((step, i) => `${i + 1}. ${step}`).join("\n"),
  hold: String(e.hold),
  reps: String(e.reps),
});

/** "Not a doctor, see someone if it persists" once in a chat, before the first answer about pain. */
function limitFirst(ctx: Ctx): string {
  if (!ctx.directives.noMedical || !HEALTH.test(ctx.message)) return "";
  const said = turns(ctx, "assistant");
  if (said.some((t) => MEDICAL_LIMIT.some((m) => t.includes(m)))) return "";
  return `${seededRandom(`${ctx.seed}:limit`).pick(MEDICAL_LIMIT)!} `;
}

function routinePlan(ctx: Ctx, v: Vals): Plan | null {
  const minutes = Number(withDigits(ctx.message).match(/(\d+)\s*-?\s*min/i)?.[1] ?? 10);
  const parts: Exercise[] = [];
  let total = 0;
  for (const e of [...given(ctx), ...forArea(ctx), ...BOOK]) {
    if (total >= minutes || parts.includes(e)) continue;
    parts.push(e);
    total += e.minutes;
  }
  if (parts.length < 2) return null;
  let from = 0;
  const lines = parts.map((e, k) => {
    // The last part takes what is left, so the minutes add up to the time asked.
    const length = k === parts.length - 1 ? Math.max(1, minutes - from) : e.minutes;
    const to = from + length;
    const part = fill(length === 1 ? W.partOne : W.part, {
      ...vals(e, v),
      from: String(from + 1),
      to: String(to),
    });
    from = to;
    return part ?? "";
  });
  const dice = seededRandom(`${ctx.seed}:routine`);
  const cores = W.routine.map((intro) =>
    [fill(intro, { minutes: String(minutes) }) ?? "", ...lines, dice.pick(W.close)!].join("\n"),
  );
  return answerPlan(cores);
}

/** An exercise asked for, its hold, or a routine of the ones given; else null. */
export function exercisePlan(ctx: Ctx, v: Vals): Plan | null {
  const text = ctx.message;
  const mine = given(ctx);
  // The coach's situation lines (a desk-bound back) answer first where they can; the book answers
  // a body part they don't name, and anything about the exercises it gave.
  const coach = () => coachPlan(ctx, v);
  if (ROUTINE.test(text))
    return mine.length
      ? routinePlan(ctx, v)
      : (coach() ?? (forArea(ctx).length ? routinePlan(ctx, v) : null));
  const first = mine[0];
  if (CALLED.test(text) && first) return answerPlan(fillAll(W.called, vals(first, v)));
  if (HOLD.test(text)) {
    const inHand = mine.at(-1);
    if (inHand) return answerPlan(fillAll(W.hold, vals(inHand, v)));
    // The coach's own stretch, just given ("a seated twist"): its hold.
    const last = ctx.history.filter((t) => t.role === "assistant").at(-1)?.content ?? "";
    const lines = /\b(?:stretch|pose|twist|fold|release)\b/i.test(last) ? coachLines(ctx, "howLong", v) : [];
    return lines.length ? answerPlan(lines) : null;
  }
  // A fresh injury is for rest and a professional, not an exercise (advice-needs.ts answers it).
  if (!ASKED.test(text) || INJURY.test(text)) return null;
  const own = BOOK.some((e) => e.re.test(text)) && !coachKnows(text);
  const theirs = own ? null : coach();
  if (theirs) return theirs;
  const fits = forArea(ctx);
  // One not given yet in this chat, so "anything for my wrists too?" is a new one.
  const fresh = fits.filter((e) => !mine.includes(e));
  const pick = (fresh.length ? fresh : fits).slice(0, 2);
  if (!pick.length) return null;
  const lead = limitFirst(ctx);
  return answerPlan(pick.flatMap((e) => fillAll(W.given, vals(e, v)).map((line) => `${lead}${line}`)));
}
