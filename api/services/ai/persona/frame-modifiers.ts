// What a word problem says around its sum: a leg "each way" of a round trip counts twice, "split 4
// ways" shares whatever the rest of the sum comes to, and "we each pay…, how much together?" counts
// two people. Applied to the quantities before the frames and to the answer after them.
import { amounts, question, type FrameAnswer } from "./frame-kit";
import { divisor } from "./number-frames-buy";
import { showAmount, showNumber, type Quantity } from "./quantities";

const ROUND_TRIP = /\b(?:round trip|return (?:trip|journey)|there and back|both ways|and back)\b/i;
const WAYS =
  /\b(?:split|shared?|divided?)\b[^.?!]*?\b(?:(\d+) ways\b|(?:between|among|by) (?:the )?(\d+)\b)|\bbetween (?:the )?(\d+) of us\b/i;
const EACH_OF_US = /\b(?:we|you|they) (?:each|both)\b|\beach of us\b/i;
const EACH_ASKED = /\b(?:each|apiece|per (?:person|head)|a (?:person|head))\s*[?.!]*\s*$/i;
const TOGETHER = /\b(?:together|combined|between us|altogether|in total|for both)\b/i;

/** The quantities with each-way legs doubled when the question is about the round trip. */
export function roundTrips(t: string, qs: Quantity[]): Quantity[] {
  if (!ROUND_TRIP.test(t)) return qs;
  return qs.map((q) => (q.eachWay ? { ...q, value: q.value * 2, text: `2 × ${q.text}`, eachWay: false } : q));
}

/** The sum of the parts; `shared` when the sharing is done here, so no frame shares them again. */
type Solve = (qs: Quantity[], shared: boolean) => FrameAnswer | null;

/** A value written with the sum's currency, when it has one. */
function shownAs(qs: Quantity[]): (value: number) => string {
  const money = qs.find((q) => q.unit.dim === "money")?.unit;
  return (value) => (money ? showAmount(value, money) : showNumber(value));
}

/** The answer to the sum, shared out or counted for two as the sentence around it asks. */
export function aroundTheSum(t: string, qs: Quantity[], solve: Solve): FrameAnswer | null {
  const ways = t.match(WAYS);
  // "We're 5 and the bill was €137.50 plus a 10% tip. How much each?": shared by the people.
  const people = !ways && EACH_ASKED.test(question(t)) ? divisor("person", t, qs) : undefined;
  const n = ways ? Number(ways[1] ?? ways[2] ?? ways[3]) : (people?.value ?? 0);
  const share = n > 1 ? (people ?? qs.find((q) => q.value === n && q.unit.dim === "count")) : undefined;
  // Only a sum with parts of its own is shared: "split £60 4 ways" is the split frame's.
  if (share && amounts(qs).length >= 3) {
    const whole = solve(
      qs.filter((q) => q !== share),
      true,
    );
    if (whole) {
      const each = whole.value / n;
      const show = shownAs(qs);
      return {
        value: each,
        lines: whole.lines.map(
          (line) =>
            `${show(each)} each. ${line} Split ${n} ways: ${show(whole.value)} ÷ ${n} = ${show(each)}.`,
        ),
      };
    }
  }
  const found = solve(qs, false);
  const counted = qs.some((q) => q.unit.dim === "count" && q.unit.name && !q.per);
  if (!found || !EACH_OF_US.test(t) || !TOGETHER.test(t) || counted) return found;
  const both = found.value * 2;
  const show = shownAs(qs);
  return {
    value: both,
    lines: found.lines.map(
      (line) => `${show(both)} together, for the two of you: 2 × ${show(found.value)}. ${line}`,
    ),
  };
}
