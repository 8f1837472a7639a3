// "That" and "it" where an amount belongs ("what's 10 percent of that", "how far is that in miles",
// "we split that between 2 families", "double it") read as the amount they stand for: the last one
// said before them in the message ("I weigh 62 kg, so what's 10% of that"), else the answer of the
// bot's last reply, else the newest amount the member said a few turns back. When the question names
// a unit to go into ("in miles"), the amount is the newest of that unit's kind.
import type { ChatTurn } from "../types";
import { withDigits } from "./number-words";
import { quantitiesIn, showClock, unitOf, type Quantity } from "./quantities";
import type { Dim } from "./units";

/** "of that", "is that", "split it", "double that", "that in miles": the pronoun as an amount. */
const PRONOUN =
  /\b(of|is|was|split|divide|share|halve|double|triple|convert|put|make|round|from)\s+(that|it|this|my bill|the bill|the total)\b(?!\s+(?:is|was|will|would|sounds|means|takes|costs?|comes?|an?|the|too|enough|right|ok|okay|good|bad|fair|normal|true|why)\b)|\b(that|it)(?=\s+in\s+(?:miles|km|kilometers|kilometres|metres|meters|feet|inches|pounds|kg|kilos|mph|celsius|fahrenheit|hours|minutes|euros|dollars)\b)/i;
/** The message asks for an amount worked out: not "is that a red flag?". */
const ASKS =
  /\b(?:how (?:much|many|far|long|big|heavy)|what(?:'s|s| is| are| would| will)|percent|per ?cent|split|divide|share|halve|double|triple|round|each|in (?:miles|km|kilometers|kilometres|metres|meters|feet|inches|pounds|kg|kilos|mph|celsius|fahrenheit|hours|minutes|euros|dollars))\b|%/i;
/** How many turns back an amount may be taken from. */
const TURNS_BACK = 24;

/** The amounts of a text worth standing for: with a unit, a price, a year, not "3 times". */
const amountsOf = (text: string, bare = false) =>
  quantitiesIn(withDigits(text)).filter(
    (q) =>
      !q.times && !q.clock && q.unit.dim !== "percent" && (bare || q.unit.name || q.unit.dim !== "count"),
  );

/** The unit kind the question goes into: "in miles" → length, "in mph" → speed (per time). */
function wantedDim(message: string): { dim: Dim; per: boolean } | null {
  const m = message.match(/\bin\s+((?:miles|km|kilometers|kilometres)\s+(?:per|an|a)\s+hour|[a-z]+)\b/i);
  if (!m) return null;
  if (/\s(?:per|an|a)\s+hour$/i.test(m[1]!) || /^(?:mph|kph)$/i.test(m[1]!))
    return { dim: "length", per: true };
  const unit = unitOf(m[1]!);
  return unit && unit.dim !== "count" ? { dim: unit.dim, per: false } : null;
}

/** The amount "that" stands for, or null when none was said. */
function referent(message: string, at: number, history: readonly ChatTurn[]): string | null {
  const want = wantedDim(message.slice(at));
  const fits = (q: Quantity) => !want || (q.unit.dim === want.dim && Boolean(q.per) === want.per);
  const before = amountsOf(message.slice(0, at)).filter(fits).at(-1);
  if (before) return before.text;
  // The newest turns first; the reply's answer is its first amount, a member's the last one said.
  const turns = history.slice(-TURNS_BACK - 1).reverse();
  for (const turn of turns) {
    if (turn.role === "user" && turn.content === message) continue;
    // A reply's answer may be a bare number ("360: 120 × 3").
    const qs = amountsOf(turn.content, turn.role === "assistant").filter(fits);
    const q = turn.role === "assistant" ? qs[0] : qs.at(-1);
    if (q) return q.per ? `${q.text} ${q.per.name === "hours" ? "an hour" : `per ${q.per.name}`}` : q.text;
  }
  return null;
}

/** The message with the pronoun that stands for an amount written as that amount; else as it was. */
export function withReferent(message: string, history: readonly ChatTurn[]): string {
  const m = message.match(PRONOUN);
  if (!m || !ASKS.test(message)) return message;
  const pronounAt = m.index! + (m[1] ? m[0].length - m[2]!.length : 0);
  const amount = referent(message, pronounAt, history);
  if (!amount) return message;
  const pronoun = m[2] ?? m[3]!;
  return `${message.slice(0, pronounAt)}${amount}${message.slice(pronounAt + pronoun.length)}`;
}

/** "…when do I leave?" with durations but no time of day: the time of day the member said last (a
 * few turns back), as the sentence the question goes on from ("job interview at 9 tomorrow"). */
export function clockTold(members: readonly string[], message: string): string | null {
  const own = quantitiesIn(withDigits(message));
  if (own.some((q) => q.clock) || !own.some((q) => q.unit.dim === "time")) return null;
  if (!/\b(?:when|what time)\b/i.test(message)) return null;
  for (const said of members.slice(-12).reverse()) {
    // A time told, not one in a sum asked ("if I fall asleep at 12:40…, how much sleep?").
    if (/\?\s*$|^\W*if\b/i.test(said.trim())) continue;
    const text = withDigits(said);
    const clock = quantitiesIn(text).findLast((q) => q.clock);
    if (clock) return `It's at ${clock.text.match(/\d/) ? showClock(clock.value) : clock.text}.`;
  }
  return null;
}
