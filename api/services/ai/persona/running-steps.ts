// A step on the chat's last result (last-result.ts), from the follow-up's own parts: "plus 3 portions
// of dumplings at 4.20" and "its £18 extra" add on, "after the manager takes 15%" takes a share off,
// "with a 15% tip" adds one, "split six ways" / "between me and Aviv" / "how much each" shares out
// (among the party said before when no count is given), "what percent increase" compares the total
// with the one before it, "how much short of 61,500 is that" measures the gap, and "if they offer 5%
// instead" puts a new percent on the amount the last one was worked on.
import { sameKind } from "./frame-kit";
import { amountsIn, shown, withPence, type Result, type Step } from "./last-result";
import { withDigits } from "./number-words";
import { quantitiesIn, unitOf, type Quantity } from "./quantities";
import { atRateEach, bundleSaving, cutDown, timesThose } from "./running-steps-each";
import { withParty } from "./word-chain";
import { WORDS } from "./words";
import { fillAll } from "./plan";

const R = WORDS.wordRoles;
const T = WORDS.numbersTyped;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const anyOf = (words: readonly string[]) => new RegExp(`\\b(?:${words.map(escape).join("|")})\\b`, "i");
const ADDS = anyOf(R.percentAdds);
const KEEP = anyOf(R.keepAsked);
const TAKES = new RegExp(`${anyOf(R.percentTakes).source}|\\b(?:takes?|after|minus|less|keeps?)\\b`, "i");

/** The message goes on from the result before it: it opens on a joining word or names the total. */
const GOES_ON =
  /^\W*(?:and|plus|minus|add|also|then|with|split|after|less|take|thats|that's|that is|so|what if|if)\b|\bnew total\b|\b(?:split|divide|share) (?:it|that|this|the (?:total|bill|lot))\b|\bwith (?:a |the )?\d+(?:\.\d+)?\s*(?:%|percent)\s*(?:tip|tax|service|gratuity)\b/i;
/** It says the amounts go onto (or come off) the total before. */
const ONTO =
  /^\W*(?:(?:and|oh and|also|then|and then|so)\s+)?(?:plus|add|with|minus|less|take off|subtract)\b|\b(?:extra|new total|on top)\b|\badded (?:to|on(?:to)?)\b/i;
/** "added to my 12,500 coins", "plus the 40 I had": counted things said to go onto the total. */
const ADDED_TO = /\b(?:added (?:to|on(?:to)?)|add (?:it |that |this )?(?:to|on(?:to)?)|plus)\b/i;
/** "and 2 drinks at 3.50", "and £3 for the eggs, total?": joined on, with items or the total asked. */
const JOINED = /^\W*(?:and|also|then|and then)\b/i;
const TAKING = /\b(?:minus|less|take off|take away|subtract|without|refund(?:ed)?)\b/i;
const SPLIT =
  /\b(?:split|divide|share|between|among|amongst|ways)\b|\b(?:how much|what'?s that|what is that|that'?s)\b[^.?!]{0,12}\b(?:each|per (?:person|head)|a head)\b/i;
const PERCENT_CHANGE =
  /\b(?:what|which|how much) (?:percent(?:age)?|%|per ?cent)\b|\bpercent(?:age)? (?:increase|decrease|change|rise|drop|more|less|jump|up|down)\b|\bin (?:percent|%)|as a percent(?:age)?\b/i;

const showPct = (p: number) => `${Math.round(p * 100) / 100}%`;

/** How many share: "6 ways", "between 4", "the 5 of us", "me and my brother Aviv", else the party said before. */
function sharers(text: string, before: readonly string[]): number | null {
  const own = withParty(text);
  const n =
    own.match(/\b(\d+)\s+(?:ways|people|persons|of us)\b/i)?.[1] ??
    own.match(/\b(?:between|among|amongst|by|into)\s+(?:the\s+)?(\d+)\b/i)?.[1];
  if (n) return Number(n);
  const list = text.match(
    /\b(?:between|among|amongst|with)\s+((?:me|us|myself|my\s+\w+|[a-z]+)(?:(?:\s*,\s*|\s+and\s+)[^,.?!]+)+)/i,
  );
  if (list) {
    const parts = list[1]!.split(/\s*,\s*|\s+and\s+/).filter(Boolean);
    // "split it with my sister": me and her.
    return /^with$/i.test(list[0]!.split(/\s/)[0]!) && !/\b(?:me|myself)\b/i.test(list[1]!)
      ? parts.length + 1
      : parts.length;
  }
  const pair = text.match(/\bwith\s+(?:my\s+)?[a-z]+\s*$/i) && /\bsplit|share\b/i.test(text);
  if (pair) return 2;
  for (const said of [...before].reverse().slice(0, 6)) {
    const m = withParty(withDigits(said)).match(/\b(\d+)\s+(?:people|persons|of us|ways)\b/i);
    if (m) return Number(m[1]);
  }
  return null;
}

/** "3 portions of dumplings at 4.20", "£18 extra": what is added on, and how it was worked. */
function addedOn(
  text: string,
  qs: Quantity[],
  last: Result,
): { value: number; parts: string[]; amounts: Quantity[]; items: boolean } | null {
  let value = 0;
  const parts: string[] = [];
  const amounts: Quantity[] = [];
  const used = new Set<Quantity>();
  for (const [k, q] of qs.entries()) {
    const next = qs[k + 1];
    if (q.unit.dim === "count" && !q.per && next?.unit.dim === "money" && !used.has(q)) {
      const between = text.slice(q.at + q.text.length, next.at);
      if (/^(?:\s+[a-z']+){0,4}\s*(?:at|@|for)\s*$/i.test(between) || next.each) {
        // "2 pizzas for £20" is the price of both; "at £10" or "£10 each" of one.
        const each = !/\bfor\s*$/i.test(between) || next.each;
        value += each ? q.value * next.value : next.value;
        parts.push(each ? `${q.value} × ${shown(next.value, next.unit)}` : shown(next.value, next.unit));
        used.add(q).add(next);
      }
    }
  }
  const items = parts.length > 0;
  // Only money goes on a bill (or more of the total's own unit): not "a 10 min break".
  const money = last.unit.dim === "money" || !last.unit.name;
  // "minus the 20 deposit", "plus 15 for parking": a bare amount on a bill is money; "2 drinks" is not.
  const bare = (q: Quantity) =>
    q.unit.dim === "count" &&
    (!q.unit.name || /\bthe\s*$/i.test(text.slice(0, q.at))) &&
    !/s$/i.test(q.unit.name);
  // "and added to ur 12,500 coins?" after 280 gold: what the member adds on is the same kind of thing.
  const counted = (dim: string) => dim === "count" || dim === "money";
  const countsOn = counted(last.unit.dim) && ADDED_TO.test(text);
  const fits = (q: Quantity) =>
    (countsOn && counted(q.unit.dim)) ||
    (q.unit.dim === "money" || bare(q) ? money : q.unit.dim !== "count" && sameKind(q.unit, last.unit));

  for (const q of qs) {
    if (used.has(q) || q.per || !fits(q)) continue;
    value += q.value;
    amounts.push(q);
    parts.push(shown(q.value, q.unit));
  }
  return parts.length ? { value, parts, amounts, items } : null;
}

/** "what percent increase": from the total before to the new one. */
const percentChange: Step = (text, last) => {
  if (!PERCENT_CHANGE.test(text) || !last.change || amountsIn(text).length) return null;
  const { from, to } = last.change;
  if (!from) return null;
  const p = ((to - from) / from) * 100;
  const unit = { name: "", dim: "percent" as const, factor: 1 };
  const working = `${shown(from, last.unit)} to ${shown(to, last.unit)} is ${shown(Math.abs(to - from), last.unit)} on ${shown(from, last.unit)}`;
  return {
    value: Math.abs(p),
    unit,
    lines: fillAll(T.percentChange, {
      result: `${showPct(Math.abs(p))} ${p >= 0 ? "more" : "less"}`,
      working,
    }),
  };
};

/** "how much short of 61,500 is that", "how far off 500 are we", "how much over 80 is it". */
const gapTo: Step = (text, last) => {
  const m = text.match(
    /\b(short of|away from|off|to reach|to get to|more to|over|above|under|below|less than|more than)\s+((?:[$£€¥]\s?)?\d[\d,.]*(?:k\b)?)/i,
  );
  if (!m || !/\b(?:that|it|this|we|i|us|left|need)\b/i.test(text)) return null;
  const target = quantitiesIn(withPence(m[2]!))[0];
  if (!target) return null;
  const gap = Math.abs(target.value - last.value);
  const unit = last.unit.dim === "count" ? target.unit : last.unit;
  const [hi, lo] = target.value >= last.value ? [target.value, last.value] : [last.value, target.value];
  return {
    value: gap,
    unit,
    lines: fillAll(T.gapTo, {
      result: shown(gap, unit),
      working: `${shown(hi, unit)} − ${shown(lo, unit)} = ${shown(gap, unit)}`,
    }),
  };
};

/** "and if they offer 5% instead": the new percent on what the last percent was worked on. */
const percentInstead: Step = (text, last) => {
  if (!/\binstead\b/i.test(text) || last.unit.dim !== "percent" || !last.change) return null;
  const pct = quantitiesIn(withPence(text)).filter((q) => q.unit.dim === "percent");
  if (pct.length !== 1) return null;
  const p = pct[0]!.value;
  const down = /\b(?:cut|less|off|drop|decrease|lower)\b/i.test(text);
  const base = last.change.from;
  const value = base * (1 + (down ? -p : p) / 100);
  const unit = last.baseUnit ?? { name: "", dim: "money" as const, factor: 1 };
  const working = `${shown(base, unit)} ${down ? "−" : "+"} ${p}% = ${shown(base, unit)} × ${(1 + (down ? -p : p) / 100).toFixed(2).replace(/0$/, "")}`;
  return {
    value,
    unit,
    change: { from: base, to: value },
    lines: fillAll(T.raised, { result: shown(value, unit), working }),
  };
};

/** Items added, a percent added or taken, then shared out: the running bill. A message with an
 * amount of its own to work on ("split $87 between 4", "and our rope is 30 m, how much is left?") is
 * a sum of its own, unless it says it adds to or takes from the total ("plus…", "£18 extra"). */
const bill: Step = (text, last, before) => {
  if (!GOES_ON.test(text)) return null;
  const t = withPence(text);
  const qs = quantitiesIn(withParty(t)).filter((q) => !q.times && !q.clock);
  const own = qs.filter((q) => !/^(?:ways|people|persons)$/i.test(q.unit.name) && q.unit.dim !== "percent");
  const added = addedOn(t, own, last);
  const marked = ONTO.test(t) || (JOINED.test(t) && (added?.items === true || /\btotal\s*\??\s*$/i.test(t)));
  if (own.length && !marked) return null;
  let value = last.value;
  const steps: string[] = [];
  let changed = false;
  const taking = TAKING.test(t);
  if (added && !taking) {
    steps.push(
      `${shown(value, last.unit)} + ${added.parts.join(" + ")} = ${shown(value + added.value, last.unit)}`,
    );
    value += added.value;
    changed = true;
  }
  const taken = taking && added ? added.amounts : [];
  for (const q of taken) {
    steps.push(
      `${shown(value, last.unit)} − ${shown(q.value, q.unit)} = ${shown(value - q.value, last.unit)}`,
    );
    value -= q.value;
    changed = true;
  }
  const pct = qs.filter((q) => q.unit.dim === "percent");
  if (pct.length === 1) {
    const p = pct[0]!.value;
    // The words next to the percent say which way it goes: "after 20% tax" and "15% goes to tax,
    // what do i keep?" are taken off; "plus tax", "with a 15% tip, what do we pay?" go on.
    const near = t.slice(Math.max(0, pct[0]!.at - 24), pct[0]!.at + pct[0]!.text.length + 16);
    const takeWord =
      /\b(?:after|takes?|taken|off|minus|less|discount|goes to|go to|deducted|cut|commission)\b/i.test(
        near,
      ) || KEEP.test(t);
    const adds = !takeWord && ADDS.test(near);
    if (!adds && !takeWord && !TAKES.test(near)) return null;
    const next = value * (1 + (adds ? p : -p) / 100);
    steps.push(`${shown(value, last.unit)} ${adds ? "+" : "−"} ${p}% = ${shown(next, last.unit)}`);
    value = next;
    changed = true;
  }
  const total = value;
  let each = false;
  if (SPLIT.test(t)) {
    const n = sharers(t, before);
    if (n && n > 1) {
      steps.push(`${shown(value, last.unit)} ÷ ${n} = ${shown(value / n, last.unit)}`);
      value /= n;
      changed = each = true;
    }
  }
  const from = last.value;
  if (!changed) return null;
  const result = shown(value, last.unit);
  const working = steps.join(", then ");
  return {
    value,
    unit: last.unit,
    ...(each ? {} : { change: { from, to: total } }),
    lines: fillAll(each ? R.each : total >= from ? R.total : R.kept, { result, working }),
  };
};

/** "and 9 of them?" after the price of one: that many at that price. */
const moreOfThem: Step = (text, last, before) => {
  const m = withDigits(text).match(
    /^\W*(?:(?:ok|okay|so)\s+)?(?:and|what about|how about)\s+(?:for\s+)?(\d+(?:\.\d+)?)\s+(?:of (?:them|those|these)|more)\s*\??\s*$/i,
  );
  if (!m || !/\b(?:one|each|a piece|apiece|single)\b/i.test(before.at(-1) ?? "")) return null;
  const n = Number(m[1]);
  const value = n * last.value;
  const working = `${n} × ${shown(last.value, last.unit)} = ${shown(value, last.unit)}`;
  return { value, unit: last.unit, lines: fillAll(R.total, { result: shown(value, last.unit), working }) };
};

const PERIOD =
  /^\W*(?:(?:and|so|ok|what about|how about)\s+)?(?:(?:for|in|over|per|a|each|every)\s+)?(?:a |an |one |the )?(day|week|fortnight|month|year)\b(?:\s+(?:then|instead))?\s*\??\s*$|\b(daily|weekly|monthly|yearly|annually)\b\s*\??\s*$/i;

/** "and for a year?" after "1,200 a month, my share is 40%": the result over the period asked. */
const perPeriod: Step = (text, last) => {
  const m = text.match(PERIOD);
  if (!m || !last.per || amountsIn(text).length) return null;
  const word = (m[1] ?? m[2]!)
    .toLowerCase()
    .replace(/^daily$/, "day")
    .replace(/ly$/, "")
    .replace(/^annual$/, "year");
  const period = unitOf(word, "time");
  if (!period || period.factor === last.per.factor) return null;
  const times = period.factor / last.per.factor;
  const value = last.value * times;
  const from = last.per.name.replace(/s$/, "");
  const working = `${shown(last.value, last.unit)} a ${from} × ${Math.round(times * 100) / 100}`;
  return {
    value,
    unit: last.unit,
    per: period,
    lines: fillAll(R.total, { result: `${shown(value, last.unit)} a ${word}`, working }),
  };
};

/** "the real test is out of 60. same percent, what score?": the last percent, of the new whole. */
const samePercentOf: Step = (text, last) => {
  if (last.unit.dim !== "percent" || !/\bsame (?:percent(?:age)?|%|per ?cent|rate|score|mark)\b/i.test(text))
    return null;
  const wholes = quantitiesIn(withPence(withDigits(text))).filter((q) => q.unit.dim !== "percent");
  if (wholes.length !== 1) return null;
  const whole = wholes[0]!;
  const value = (last.value / 100) * whole.value;
  const working = `${showPct(last.value)} of ${shown(whole.value, whole.unit)} is ${shown(whole.value, whole.unit)} × ${Math.round(last.value) / 100}`;
  return { value, unit: whole.unit, lines: fillAll(R.total, { result: shown(value, whole.unit), working }) };
};

/** The follow-up's step on the last result, the first that applies. */
export const runningStep: Step = (text, last, before) =>
  samePercentOf(text, last, before) ??
  percentChange(text, last, before) ??
  perPeriod(text, last, before) ??
  moreOfThem(text, last, before) ??
  timesThose(text, last, before) ??
  cutDown(text, last, before) ??
  atRateEach(text, last, before) ??
  bundleSaving(text, last, before) ??
  percentInstead(text, last, before) ??
  gapTo(text, last, before) ??
  bill(text, last, before);
