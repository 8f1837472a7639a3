// A number message put in the shape the frames read, and the shapes they have no frame for: a sum
// left hanging ("so six of them is"), pence ("40p a mile"), a flat fee said with the time it covers
// ("£65 for 4 hours plus 40p a mile"), and the gap between two amounts in percent ("i make 52,000,
// the role pays 61,500, the gap in percent?").
import { sameNoun } from "./frame-kit";
import { alike, amountsIn, oldToNew, shown, withPence } from "./last-result";
import { withDigits } from "./number-words";
import { fillAll } from "./plan";
import type { WordAnswer } from "./word-answer";
import { WORDS } from "./words";

const R = WORDS.wordRoles;
const T = WORDS.numbersTyped;

/** "so six of them is", "which comes to", "that makes": a sum left for the listener to finish. */
const HANGING = /\b(?:is|are|would be|will be|comes? to|makes?|equals|=)\s*[.…?!]*\s*$/i;

/** The message as the frames read it. */
export function reshaped(message: string): string {
  const digits = withDigits(message).trim();
  let text = withPence(message).trim();
  if (HANGING.test(text) && /\d/.test(text) && !/\bhow\b/i.test(text))
    text = `${text.replace(/[.…?!\s]+$/, "")} how much?`;
  // "£65 for 4 hours plus 40p a mile": the fee covers the hours; no other hours are counted.
  const flat = text.match(
    /([$£€¥]\s?\d[\d,.]*)\s+for\s+(?:the\s+)?(?:first\s+)?\d+(?:\.\d+)?\s+(?:hours?|days?|hrs?|nights?)\b/i,
  );
  if (
    flat &&
    /^\s*(?:plus|\+|and then|then)\b/i.test(text.slice(flat.index! + flat[0].length)) &&
    amountsIn(text).some((q) => q.unit.dim === "money" && q.per)
  ) {
    const times = amountsIn(text).filter((q) => q.unit.dim === "time");
    if (times.length === 1)
      text = `${text.slice(0, flat.index!)}${flat[1]}${text.slice(flat.index! + flat[0].length)}`;
  }
  // "6 bottles for £45 or singles for £8.50": a single is one.
  text = text.replace(
    /\b(?:singles?|single ones?|a single one|one on its own)\s+(?:for|at|are|is)\s+(?=[$£€¥]?\s?\d)/gi,
    "1 for ",
  );
  const shaped = ofThem(party(text));
  // Only a message some rule reshaped is read anew; any other is left to the frames as typed.
  return shaped === digits ? message : shaped;
}

/** "just me and oskar", "me, Ana and Joe": a party counted, when the sum counts people elsewhere. */
function party(text: string): string {
  if (!/\b\d+\s+(?:people|persons|of us|crew|adults|guests)\b/i.test(text)) return text;
  return text.replace(
    /\b(?:(?:just|only)\s+)?(?:me|myself)((?:\s*,\s*(?:my\s+)?[a-z]+)*\s+and\s+(?:my\s+)?[a-z]+)\b(?!\s+\d)/i,
    (whole, others: string) =>
      /\d/.test(others) ? whole : `${others.split(/\s*,\s*|\s+and\s+/).filter(Boolean).length + 1} people`,
  );
}

/** "480 pages and a quarter of them are maps": the fraction is of the amount before it. */
function ofThem(text: string): string {
  const m = text.match(/\b(\d+\/\d+|half)\s+of\s+(?:them|those|these|the\s+([a-z]+))\b/i);
  if (!m) return text;
  const counted = amountsIn(text.slice(0, m.index!)).filter(
    (q) => q.unit.dim === "count" && q.unit.name && (!m[2] || sameNoun(q.unit.name, m[2])),
  );
  const whole = counted.at(-1);
  if (!whole) return text;
  const of = `${m[1]} of ${whole.text}`;
  return `${text.slice(0, m.index!)}${of}${text.slice(m.index! + m[0].length)}`;
}

const GAP =
  /\b(?:gap|difference|increase|decrease|raise|rise|jump|cut|drop|more|less|higher|lower|between|improve(?:ment|d)?|faster|slower|better|worse|change|saving|cheaper|dearer)\b/i;

/** "52,000 against 61,500, the gap in percent": how much more the higher is, on the lower. */
export function percentGap(message: string): WordAnswer | null {
  if (!/\b(?:percent(?:age)?|per cent)\b|%\s*\??\s*$|\bin %/i.test(message) || !GAP.test(message))
    return null;
  // The two amounts of one kind compared ("my old 5k time was 30 minutes, now 26 minutes").
  const all = amountsIn(message).filter((q) => q.value);
  const pairs = all.flatMap((a, k) =>
    all
      .slice(k + 1)
      .filter((b) => alike(a, b))
      .map((b) => [a, b]),
  );
  if (pairs.length !== 1) return null;
  const qs = pairs[0]!;
  const { from, to } = oldToNew(message, qs[0]!, qs[1]!);
  const unit = qs.find((q) => q.unit.dim === "money")?.unit ?? qs[0]!.unit;
  const diff = Math.abs(to - from);
  const change = (diff / from) * 100;
  const other = (diff / to) * 100;
  const pct = (p: number) => `${Math.round(p * 100) / 100}%`;
  const result = `${pct(change)} ${to >= from ? "more" : "less"}`;
  const working = `${shown(Math.max(from, to), unit)} − ${shown(Math.min(from, to), unit)} = ${shown(diff, unit)}, and ${shown(diff, unit)} ÷ ${shown(from, unit)} = ${pct(change)} (or ${pct(other)} of ${shown(to, unit)})`;
  return { value: change, lines: fillAll(T.percentChange, { result, working }) };
}

const LEFT = /\b(?:left|remaining|remains?|left over|leftover|to spare|still have)\b/i;
const TAKEN = /\b(?:spent|spend|paid|pay|used|use|gave|give|bought|lost|ate|sold|on|for|minus)\b/i;

/** "we have a 200 budget, spent 45 on food and 80 on tickets, how much is left?": the first amount,
 * less the ones taken from it. */
export function whatsLeft(message: string): WordAnswer | null {
  if (!LEFT.test(message) || !/\bhow (?:much|many)\b|\bwhat(?:'s| is)\b/i.test(message)) return null;
  const qs = amountsIn(message).filter((q) => !q.per);
  if (qs.length < 2) return null;
  const [whole, ...rest] = qs as [(typeof qs)[0], ...typeof qs];
  // "a 200 budget": a singular noun names the amount, it does not count things.
  const labelled = whole.unit.dim === "count" && /[^s]$/i.test(whole.unit.name);
  const plain = (q: (typeof qs)[0]) => q.unit.dim === "money" || (q.unit.dim === "count" && !q.unit.name);
  if (!rest.every((q) => alike(q, whole) || (labelled && plain(q)))) return null;
  if (!TAKEN.test(message.slice(whole.at + whole.text.length, rest.at(-1)!.at))) return null;
  const value = whole.value - rest.reduce((sum, q) => sum + q.value, 0);
  if (value < 0) return null;
  const unit = qs.find((q) => q.unit.dim === "money")?.unit ?? whole.unit;
  const working = `${shown(whole.value, unit)} − ${rest.map((q) => shown(q.value, unit)).join(" − ")} = ${shown(value, unit)}`;
  return { value, lines: fillAll(R.kept, { result: shown(value, unit), working }) };
}
