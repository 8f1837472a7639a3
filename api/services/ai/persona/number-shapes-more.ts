// Shapes of everyday numbers that no frame reads: months between two month names ("october, and now
// it's june"), one amount less another of the same kind in the unit asked ("2 days of leave minus the
// 9 hours we used"), whether pieces go round ("12 slices a loaf, 30 people, enough?", with the loaves
// said before), and how many containers the last volume fills ("how many 500ml bottles is that?").
import type { ChatTurn } from "../types";
import { fromBase, inBase, sameNoun } from "./frame-kit";
import { amountsIn, shown } from "./last-result";
import { withDigits } from "./number-words";
import { fillAll } from "./plan";
import { quantitiesIn, showClock, showDuration, unitOf, type Quantity } from "./quantities";
import type { WordAnswer } from "./word-answer";
import { WORDS } from "./words";

const R = WORDS.wordRoles;
const T = WORDS.numbersTyped;
const MONTHS = WORDS.recall.time.months;

/** "how many months til my review if its in october and now its june": counted on from now. */
export function monthsBetween(message: string): WordAnswer | null {
  if (!/\bhow (?:many|much) (?:more )?months\b|\bmonths? (?:away|to go|left)\b/i.test(message)) return null;
  const said = [...message.toLowerCase().matchAll(new RegExp(`\\b(${MONTHS.join("|")})\\b`, "g"))];
  if (said.length !== 2 || said[0]![1] === said[1]![1]) return null;
  const [a, b] = said as [RegExpMatchArray, RegExpMatchArray];
  // The month said as now ("now its june", "it's june now", "from june") is the start.
  const nowFor = (m: RegExpMatchArray) =>
    /\b(?:now|from|since|currently)\s+(?:it'?s\s+|it is\s+)?$/.test(
      message.toLowerCase().slice(0, m.index!),
    ) || /^\s+(?:now|at the moment|right now)\b/.test(message.toLowerCase().slice(m.index! + m[0].length));
  const [start, end] = nowFor(b) && !nowFor(a) ? [b, a] : [a, b];
  const from = MONTHS.indexOf(start[1]!);
  const to = MONTHS.indexOf(end[1]!);
  const n = (to - from + 12) % 12 || 12;
  const working = `${start[1]} to ${end[1]} is ${n} month${n === 1 ? "" : "s"}`;
  return { value: n, lines: fillAll(R.total, { result: `${n} month${n === 1 ? "" : "s"}`, working }) };
}

const LESS = /\b(?:minus|less|take away|taking away|without|after)\b/i;
const USED = /\b(?:used|spent|gone|taken|done|already)\b/i;

/** "2 days of leave minus the 9 hours we already used": the difference in the unit asked. */
export function lessOfKind(message: string): WordAnswer | null {
  const text = withDigits(message);
  const asked = text.match(/\bhow (?:many|much)\s+([a-z]+)/i)?.[1];
  const qs = amountsIn(text).filter((q) => !q.per);
  if (qs.length !== 2) return null;
  const [a, b] = qs as [Quantity, Quantity];
  if (a.unit.dim !== b.unit.dim || a.unit.dim === "count" || a.unit.dim === "money") return null;
  if (!LESS.test(text.slice(a.at, b.at)) && !USED.test(text.slice(b.at))) return null;
  const unit = (asked && unitOf(asked, a.unit.dim)) || (a.unit.factor < b.unit.factor ? a.unit : b.unit);
  if (unit.dim !== a.unit.dim) return null;
  const base = inBase(a) - inBase(b);
  if (base < 0) return null;
  const value = fromBase(base, unit);
  const result = unit.dim === "time" && !asked ? showDuration(base) : shown(value, unit);
  const working = `${a.text} is ${shown(fromBase(inBase(a), unit), unit)}, and ${shown(fromBase(inBase(a), unit), unit)} − ${shown(fromBase(inBase(b), unit), unit)} = ${result}`;
  return { value, lines: fillAll(R.total, { result, working }) };
}

/** "if i cut each loaf into 12 slices and theres 30 people, do i have enough?" */
export function enoughPieces(message: string, before: readonly string[]): WordAnswer | null {
  if (!/\benough\b|\bgo round\b|\bgo around\b/i.test(message)) return null;
  const text = withDigits(message);
  const cut =
    text.match(
      /\beach\s+([a-z]+)\s+(?:into|in|gives|makes|has|yields|is|cuts into|goes into)\s+(\d+)\s+([a-z]+)/i,
    ) ?? text.match(/\b(\d+)\s+([a-z]+)\s+(?:a|per|from each|each|in each|in a)\s+([a-z]+)/i)?.slice(0);
  if (!cut) return null;
  const [whole, per, piece] = /^\d/.test(cut[1]!)
    ? [cut[3]!, Number(cut[1]), cut[2]!]
    : [cut[1]!, Number(cut[2]), cut[3]!];
  const need = amountsIn(text).find(
    (q) => q.unit.dim === "count" && q.value !== per && !sameNoun(q.unit.name, whole),
  );
  if (!need || !per) return null;
  // How many wholes: said in the message, else in the member's last few turns ("and for 2 loaves?").
  const counted = (t: string) =>
    amountsIn(withDigits(t)).find(
      (q) => q.unit.dim === "count" && q.unit.name && sameNoun(q.unit.name, whole),
    );
  const have =
    counted(text.replace(cut[0] ?? "", "")) ??
    [...before]
      .reverse()
      .slice(0, 8)
      .map((t) => counted(t))
      .find(Boolean);
  if (!have) return null;
  const pieces = have.value * per;
  const working = `${have.value} ${have.unit.name} × ${per} = ${pieces} ${piece} for ${need.value}`;
  if (pieces >= need.value)
    return {
      value: pieces,
      lines: fillAll(T.enough, { working, spare: String(pieces - need.value), piece }),
    };
  const more = Math.ceil((need.value - pieces) / per);
  return {
    value: pieces,
    lines: fillAll(T.notEnough, {
      working,
      short: String(need.value - pieces),
      piece,
      more: `${more} more ${more === 1 ? whole.replace(/ves$/, "f").replace(/s$/, "") : whole}`,
    }),
  };
}

/** "and thats how many 500ml bottles?": the newest volume said, in containers of that size. */
export function containersOf(message: string, history: readonly ChatTurn[]): WordAnswer | null {
  const m = withDigits(message).match(
    /\bhow many\s+(\d+(?:\.\d+)?)\s?(ml|millilitres?|milliliters?|l|litres?|liters?|cl|oz)\s+([a-z]+)/i,
  );
  if (!m) return null;
  const size = { value: Number(m[1]), unit: unitOf(m[2]!, "volume") };
  if (!size.unit || !size.value) return null;
  const others = history
    .filter((t) => t.content !== message)
    .slice(-4)
    .reverse();
  for (const turn of others) {
    const volumes = amountsIn(turn.content).filter((q) => q.unit.dim === "volume");
    const q = turn.role === "assistant" ? volumes[0] : volumes.at(-1);
    if (!q) continue;
    const n = inBase(q) / inBase({ value: size.value, unit: size.unit });
    const whole = Math.ceil(n - 1e-9);
    const result = `${Number.isInteger(Math.round(n * 10) / 10) ? Math.round(n) : Math.round(n * 10) / 10} ${m[3]}`;
    const working = `${q.text} ÷ ${m[1]} ${m[2]} = ${Math.round(n * 100) / 100}${whole !== n ? `, so ${whole} to be sure` : ""}`;
    return { value: n, lines: fillAll(R.total, { result, working }) };
  }
  return null;
}

/** "its 10:52pm now. if u start cooking now what time will it be ready": now, plus the time it takes
 * said a few turns back (the bot's "20 minutes", the member's "it takes 35 min"). */
export function readyAt(message: string, history: readonly ChatTurn[]): WordAnswer | null {
  if (
    !/\b(?:what time|when)\b/i.test(message) ||
    !/\b(?:ready|done|finished|finish|over|back)\b/i.test(message)
  )
    return null;
  const own = quantitiesIn(withDigits(message));
  const now = own.filter((q) => q.clock);
  if (now.length !== 1 || own.length !== 1) return null;
  const told = history
    .filter((t) => t.content !== message)
    .slice(-6)
    .reverse();
  for (const turn of [...told, ...cookingTimeOf(message, history.slice(-16).reverse())]) {
    const spans = quantitiesIn(withDigits(turn.content)).filter(
      (q) => q.unit.dim === "time" && !q.clock && !q.per && q.value * q.unit.factor <= 24 * 60,
    );
    const span = turn.role === "assistant" ? spans[0] : spans.at(-1);
    if (!span) continue;
    const minutes = span.value * span.unit.factor;
    const end = (now[0]!.value + minutes) % 1440;
    const working = `${showClock(now[0]!.value)} + ${showDuration(minutes)}`;
    return { value: end / 60, lines: fillAll(R.total, { result: clockBoth(end), working }) };
  }
  return null;
}

/** "if u start cooking now": the time the kitchen table gives the dish the chat named, longest first. */
function cookingTimeOf(message: string, told: readonly ChatTurn[]): ChatTurn[] {
  if (!/\b(?:cook|cooking|bake|baking|roast|fry|frying|boil|simmer)\b/i.test(message)) return [];
  for (const turn of told.filter((t) => t.role === "user")) {
    const dish = WORDS.coach.kitchen.cooking.find((c) => new RegExp(c.about, "i").test(turn.content));
    const line = dish?.lines[0];
    if (!line) continue;
    // "3 to 5 minutes": the upper end, so it is ready when said.
    const spans = quantitiesIn(withDigits(line)).filter((q) => q.unit.dim === "time" && !q.clock && !q.per);
    const longest = [...spans].sort((a, b) => b.value * b.unit.factor - a.value * a.unit.factor)[0];
    if (longest) return [{ role: "assistant", content: longest.text }];
  }
  return [];
}

/** "23:12 (11:12 pm)": an afternoon or evening time said both ways. */
const clockBoth = (m: number) => {
  const h = Math.floor(m / 60) % 24;
  const twelve = `${h % 12 || 12}:${String(m % 60).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
  return h >= 13 ? `${showClock(m)} (${twelve})` : showClock(m);
};
