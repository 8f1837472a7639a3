// "How much time do I have left? I started at 8:05 pm and it's 8:47 now": the time gone since a
// start said with the time now, taken from the time allowed, when the message or an earlier member
// turn said it ("60 minutes huh", "we've got an hour"); when none did, the time gone and a question
// for how long there was, never a number guessed.
import { began, isNow } from "./clock-days";
import { question } from "./frame-kit";
import { withDigits } from "./number-words";
import { fillAll } from "./plan";
import { quantitiesIn, showDuration, type Quantity } from "./quantities";
import type { WordAnswer } from "./word-answer";
import { WORDS } from "./words";

const LEFT = /\b(?:left|remaining|remain|to go|before (?:time(?:'s| is) up|the time runs out)|until time)\b/i;
const HOW = /\b(?:how (?:much|long|many minutes)|what's left|what is left)\b/i;
/** How many earlier member turns may hold the time allowed. */
const DEPTH = 60;

const span = (q: Quantity) => !q.clock && !q.per && !q.times && q.unit.dim === "time";

/** The time gone since the start, and what is left of the time allowed. */
export function timeLeft(message: string, earlier: readonly string[]): WordAnswer | null {
  const t = withDigits(message.replace(/[’‘]/g, "'"));
  const asked = question(t);
  if (!LEFT.test(asked) || !HOW.test(asked)) return null;
  const qs = quantitiesIn(t);
  const clocks = qs.filter((q) => q.clock);
  if (clocks.length !== 2) return null;
  const now = clocks.find((q) => isNow(t, q, clocks));
  const start = clocks.find((q) => q !== now && began(t, q));
  if (!now || !start) return null;
  // "8:05 pm … 8:47": a clock without am or pm is the nearer reading.
  let gone = (now.value - start.value + 1440) % 1440;
  if (gone >= 720 && !(/[ap]\.?m/i.test(now.text) && /[ap]\.?m/i.test(start.text))) gone -= 720;
  const total =
    qs.find(span) ??
    earlier
      .slice(-DEPTH)
      .reverse()
      .map((said) => quantitiesIn(withDigits(said)).find(span))
      .find((q) => q !== undefined);
  const vals = { gone: showDuration(gone), start: start.text };
  if (!total) return { value: gone, lines: fillAll(WORDS.wordRoles.timeGone, vals) };
  const allowed = total.value * total.unit.factor;
  const left = allowed - gone;
  const shown = { ...vals, total: showDuration(allowed) };
  return left >= 0
    ? { value: left, lines: fillAll(WORDS.wordRoles.timeLeft, { ...shown, left: showDuration(left) }) }
    : { value: left, lines: fillAll(WORDS.wordRoles.timeUp, { ...shown, over: showDuration(-left) }) };
}
