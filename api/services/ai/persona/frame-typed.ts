// The frames tried when no other reading placed the parts: each takes its operation from the kinds of
// the quantities and the question's words, not from one wording. An amount asked back as it is
// ("ça fait quatre euros vingt, how much is that?"), how many are needed to carry a load (rounded up),
// an area of "2.5 m by 1.2 m" beds, how late against a deadline, a bill rounded up to the next 5,
// whether one length fits in another across units, an amount doubled, a sum said in words ("18 tables
// of 8 minus 5"), a duration with a break every hour, and the change from a note. (More in
// frame-typed-more.ts.)
import { amounts, inBase, question, sameKind, sameNoun, solved, type Frame } from "./frame-kit";
import { fillAll } from "./plan";
import { showAmount, showClock, showDuration, showNumber, unitOf, type Quantity } from "./quantities";
import { WORDS } from "./words";

const R = WORDS.wordRoles;
const T = WORDS.numbersTyped;
/** An amount in the unit of `q`: "€25.00" after "€21.10", "€5" after "€4". */
export const said = (value: number, q: Quantity) =>
  q.unit.dim === "money" && /^[$£€¥]$/.test(q.unit.name)
    ? `${q.unit.name}${value.toFixed(Number.isInteger(value) && !/\.\d/.test(q.text) ? 0 : 2)}`
    : showAmount(value, q.unit);
/** The answer's lines: the result first, then the working. */
export const total = (result: string, working: string) => fillAll(R.total, { result, working });

/** "how much is that?" of one amount of money said in words or another way of writing it. */
export const amountRead: Frame = (t, qs) => {
  if (qs.length !== 1 || qs[0]!.unit.dim !== "money") return null;
  if (!/\bhow much (?:is|was|'s) (?:that|it|this|[$£€¥]?\d)/i.test(question(t))) return null;
  const q = qs[0]!;
  const [units, cents] = q.value.toFixed(2).split(".") as [string, string];
  const currency = { "€": "euros", $: "dollars", "£": "pounds" }[q.unit.name] ?? q.unit.name;
  const working = fillAll(T.readBack, { units, currency, cents: String(Number(cents)) }).at(0) ?? "";
  return solved(q.value, total(said(q.value, q), working));
};

const CAPACITY =
  /\b(?:max(?:imum)?|at a time|at once|holds?|takes?|fits?|seats?|carr(?:y|ies)|per (?:trip|load|run|boat|car|ride|go))\b/i;

/** "the bell weighs 180 kg, a horse can pull 60 kg, how many horses?": a load over what one carries,
 * rounded up, because a part of one is still one more. */
export const neededFor: Frame = (t, qs) => {
  // "…how many can I buy / could I afford?" is what the money affords, rounded down (affordCount).
  if (/\bhow many\b[^.?!]*\b(?:can|could|afford)\b/i.test(question(t))) return null;
  const asked = question(t).match(/\bhow many\s+(\p{L}+)/iu)?.[1];
  // "200 guests, 8 per table: how many tables?": the total over what one of the asked things takes.
  const perAsked = amounts(qs).find(
    (q) => q.per?.dim === "count" && asked !== undefined && sameNoun(q.per.name, asked),
  );
  const whole = amounts(qs).filter((q) => q !== perAsked && !q.per);
  if (asked && perAsked && whole.length === 1 && qs.length === 2 && perAsked.value) {
    const exact = whole[0]!.value / perAsked.value;
    const value = Math.ceil(exact - 1e-9);
    const working = `${whole[0]!.text} ÷ ${perAsked.text} = ${showNumber(exact)}`;
    return solved(value, total(`${value} ${asked}`, working));
  }
  const parts = amounts(qs).filter((q) => !q.per && !q.each);
  if (
    !asked ||
    parts.length !== 2 ||
    unitOf(asked) ||
    /^(?:can|could|do|does|will|would|should|are|is|of|in)$/i.test(asked)
  )
    return null;
  const [load, one] = [...parts].sort((a, b) => inBase(b) - inBase(a)) as [Quantity, Quantity];
  // "the lift takes 8 people max, there are 30 of us: how many trips?": counts, with a capacity said.
  const capacity =
    load.unit.dim === "count" &&
    CAPACITY.test(t.slice(Math.max(0, one.at - 24), one.at + one.text.length + 16));
  if (!sameKind(load.unit, one.unit) || (load.unit.dim === "count" && !capacity) || !inBase(one)) return null;
  const exact = inBase(load) / inBase(one);
  const value = Math.ceil(exact - 1e-9);
  const working = `${load.text} ÷ ${one.text} = ${showNumber(exact)}${value === exact ? "" : `, rounded up to ${value}`}`;
  return solved(value, total(`${value} ${asked}`, working));
};

/** "3 beds, each 2.5 m by 1.2 m: how much area?": width × length, times how many. */
export const areaOf: Frame = (t, qs) => {
  // "4 m by 3 m"; "4 m wide and 2.5 m high" when an area is asked.
  const sides = /\b(?:area|square|m²|sq)\b/i.test(question(t))
    ? /^\s*(?:(?:wide|long|high|tall|deep)\s*)?(?:by|x|×|\*|and|,)\s*$/i
    : /^\s*(?:by|x|×|\*)\s*$/i;
  const k = qs.findIndex((q, i) => qs[i + 1] && sides.test(t.slice(q.at + q.text.length, qs[i + 1]!.at)));
  if (k < 0) return null;
  const [a, b] = [qs[k]!, qs[k + 1]!];
  const length = a.unit.dim === "length" ? a.unit : b.unit;
  if (
    length.dim !== "length" ||
    (a.unit.dim !== "length" && a.unit.name) ||
    (b.unit.dim !== "length" && b.unit.name)
  )
    return null;
  const side = (q: Quantity) => (q.unit.dim === "length" ? inBase(q) / length.factor : q.value);
  const many = qs.filter((q, i) => i !== k && i !== k + 1);
  if (many.length > 1 || (many[0] && many[0].unit.dim !== "count")) return null;
  const n = many[0]?.value ?? 1;
  const one = side(a) * side(b);
  const value = one * n;
  const unit = `${length.name}²`;
  const working = `${showNumber(side(a))} × ${showNumber(side(b))} = ${showNumber(one)} ${unit}${n === 1 ? "" : `, × ${showNumber(n)} = ${showNumber(value)} ${unit}`}`;
  return solved(value, total(`${showNumber(value)} ${unit}`, working));
};

/** "it's 1:40 pm now and he said back by 4 pm yesterday: how overdue is he?" */
export const overdue: Frame = (t, qs) => {
  if (!/\b(?:overdue|late|behind|past (?:the|his|her|their) )/i.test(question(t))) return null;
  const clocks = qs.filter((q) => q.clock);
  if (clocks.length !== 2 || amounts(qs).length) return null;
  const nowAt = clocks.findIndex(
    (q) =>
      /^\s*(?:now|right now)\b|\b(?:it'?s|its)\s*$/i.test(
        `${t.slice(q.at + q.text.length, q.at + q.text.length + 10)}`,
      ) || /\b(?:it'?s|its)\s+$/i.test(t.slice(Math.max(0, q.at - 6), q.at)),
  );
  if (nowAt < 0) return null;
  const now = clocks[nowAt]!;
  const due = clocks[1 - nowAt]!;
  const days = /\byesterday\b/i.test(t) ? 1 : 0;
  const late = now.value - due.value + days * 1440;
  if (late <= 0) return null;
  const working = `${showClock(due.value)}${days ? " yesterday" : ""} to ${showClock(now.value)} now`;
  return solved(late / 60, total(showDuration(late), working));
};

/** "round my bill of €21.10 up to the next 5 euros": what is paid, and what that adds. */
export const roundedUp: Frame = (t, qs) => {
  const m = t.match(
    /\bround(?:ing)?\b.*?\bup\b.*?\b(?:next|nearest)\s+(?:([$£€]?\d+(?:\.\d+)?)|(?:whole\s+)?(?:euro|dollar|pound|buck)\b)/i,
  );
  if (!m) return null;
  // "to the next 5 euros" is one of the amounts; "to the next euro" is 1 of the currency.
  const stepAt = m[1] ? m.index! + m[0].length - m[1].length : -1;
  const bill = qs.find((q) => q.unit.dim === "money" && q.at !== stepAt);
  const step = m[1] ? Number(m[1].replace(/^[$£€]/, "")) : 1;
  if (!bill || !step || qs.length !== (m[1] ? 2 : 1)) return null;
  const value = Math.ceil(bill.value / step - 1e-9) * step;
  const extra = value - bill.value;
  return solved(
    value,
    fillAll(T.roundedUp, {
      result: said(value, bill),
      bill: said(bill.value, bill),
      extra: said(extra, bill),
      step: said(step, bill),
    }),
  );
};

const SPACE = new RegExp(`\\b(?:${T.spaces.join("|")})s?\\b`, "i");

/** "it's 1.2 m wide, will it fit in my backpack which is 45 cm?": the two in one unit, compared. */
export const fitsIn: Frame = (t, qs) => {
  if (!/\b(?:fit|fits|big enough|long enough|wide enough|room for)\b/i.test(question(t))) return null;
  const lengths = amounts(qs).filter((q) => q.unit.dim === "length" && !q.per);
  if (lengths.length !== 2 || amounts(qs).length !== 2) return null;
  // The space is the length said of a door, a bag, a van; else the one the thing goes "in".
  const [first, second] = lengths as [Quantity, Quantity];
  // The amount's own clause: back to the other amount, on to it.
  const near = (q: Quantity) => {
    const other = q === first ? second : first;
    const from = other.at < q.at ? other.at + other.text.length : Math.max(0, q.at - 40);
    const to = other.at > q.at ? other.at : q.at + q.text.length + 25;
    return t.slice(from, to);
  };
  const roomy = (q: Quantity) => SPACE.test(near(q));
  const [thing, space] = roomy(first) && !roomy(second) ? [second, first] : [first, second];
  const small = lengths.reduce((a, b) => (a.unit.factor <= b.unit.factor ? a : b)).unit;
  const vals = {
    thing: showAmount(inBase(thing) / small.factor, small),
    space: showAmount(inBase(space) / small.factor, small),
  };
  const lines = inBase(thing) <= inBase(space) ? T.fits : T.tooBig;
  return solved(
    inBase(thing) / small.factor,
    fillAll(lines, { ...vals, said: thing.text === vals.thing ? "" : thing.text }),
  );
};

const MULTIPLIER = Object.keys(WORDS.numbers.multipliers)
  .filter((w) => !/\s/.test(w))
  .join("|");
const MULTIPLIED = new RegExp(`\\b(${MULTIPLIER})\\s+(?:the|it|that|this|my|our|your|as much|of it)\\b`, "i");
const WANTED = new RegExp(
  `\\b(?:want|need|take|make|use|get)\\s+(${MULTIPLIER})\\s*(?:[,.?!]|$|of\\b|for\\b|as\\b)`,
  "i",
);

/** "…how far is half?", "what's double?" */
const ASKED_AS = new RegExp(`\\b(?:is|'s|for|about)\\s+(${MULTIPLIER})\\s*[?.!]*\\s*$`, "i");

/** "double the rope for a ledge 12 m down": one amount, times the multiplier word. */
export const multiplied: Frame = (t, qs) => {
  // "double the rope", "I want half", not a "half marathon".
  const word = t.match(MULTIPLIED)?.[1] ?? t.match(WANTED)?.[1] ?? t.match(ASKED_AS)?.[1];
  const parts = amounts(qs);
  if (!word || parts.length !== 1 || qs.length !== 1 || parts[0]!.unit.dim === "count") return null;
  const k = WORDS.numbers.multipliers[word.toLowerCase()]!;
  const q = parts[0]!;
  return solved(q.value * k, total(said(q.value * k, q), `${q.text} × ${showNumber(k)}`));
};

/** "with a 10 min break every hour" on a duration: one break per full hour before the end. */
export const withBreaks: Frame = (t, qs) => {
  const m = t.match(
    /\b(\d+(?:\.\d+)?)\s*(min(?:ute)?s?|hours?|h)\b[^.?!\d]{0,20}?\b(?:break|rest|stop|pause)s?\b[^.?!]{0,12}?\b(?:every|each|an?|per)\s+(hour|\d+\s*(?:min(?:ute)?s?|hours?))/i,
  );
  if (!m) return null;
  const spans = amounts(qs).filter(
    (q) => q.unit.dim === "time" && !q.per && !t.slice(q.at).startsWith(m[0]) && !m[0].includes(q.text),
  );
  if (spans.length !== 1) return null;
  const span = inBase(spans[0]!);
  const pause = Number(m[1]) * (unitOf(m[2]!)?.factor ?? 1);
  const every = /^hour$/i.test(m[3]!)
    ? 60
    : inBase({
        value: Number(m[3]!.match(/\d+/)![0]),
        unit: unitOf(m[3]!.replace(/^\d+\s*/, "")) ?? { name: "", dim: "time", factor: 1 },
      });
  if (!every) return null;
  const stops = Math.max(0, Math.ceil(span / every - 1e-9) - 1);
  const value = span + stops * pause;
  const working = `${showDuration(span)} + ${stops} × ${showDuration(pause)}`;
  return solved(value / 60, total(showDuration(value), working));
};

const OPS: Record<string, string> = {
  of: "×",
  times: "×",
  x: "×",
  "×": "×",
  minus: "−",
  less: "−",
  "take away": "−",
  plus: "+",
  "and another": "+",
  "divided by": "÷",
};
const GAP = new RegExp(`^\\s*(?:[\\p{L}']+\\s+){0,2}?(${Object.keys(OPS).join("|")})\\s+$`, "iu");

/** "how many guests is 18 tables of 8 minus 5 empty seats": the amounts joined by the words between
 * them, multiplied and divided before they are added and taken away. */
export const wordSum: Frame = (t, qs) => {
  if (qs.length < 3 || qs.length > 6 || !/\bhow (?:many|much)\b|\btotal\b/i.test(t)) return null;
  if (qs.some((q) => q.clock || q.per || q.times || q.unit.dim === "percent")) return null;
  const ops: string[] = [];
  for (let i = 1; i < qs.length; i++) {
    const op = t.slice(qs[i - 1]!.at + qs[i - 1]!.text.length, qs[i]!.at).match(GAP)?.[1];
    if (!op) return null;
    ops.push(OPS[op.toLowerCase()]!);
  }
  // Products and quotients first, then the sums left to right.
  const terms: number[] = [qs[0]!.value];
  const signs: string[] = [];
  ops.forEach((op, i) => {
    const v = qs[i + 1]!.value;
    if (op === "×") terms[terms.length - 1]! *= v;
    else if (op === "÷") terms[terms.length - 1]! /= v;
    else {
      terms.push(v);
      signs.push(op);
    }
  });
  const value = terms.slice(1).reduce((sum, v, i) => (signs[i] === "+" ? sum + v : sum - v), terms[0]!);
  const shown = qs.map((q, i) => `${i ? `${ops[i - 1]} ` : ""}${showNumber(q.value)}`).join(" ");
  return solved(value, total(showNumber(value), `${shown} = ${showNumber(value)}`));
};

/** "it's €4.20, I pay with a 10 euro note: my change?": what is handed over less the price. */
export const changeFrom: Frame = (t, qs) => {
  if (!/\bchange\b/i.test(question(t))) return null;
  const money = amounts(qs).filter((q) => q.unit.dim === "money");
  const handed = money.find(
    (q) =>
      /\b(?:pay|paid|paying|hand(?:ed)?(?: over)?|give|gave|with)\s+(?:(?:a|an|one|the)\s+)?$/i.test(
        t.slice(0, q.at),
      ) || /^\s*(?:note|bill|banknote)\b/i.test(t.slice(q.at + q.text.length)),
  );
  const price = money.find((q) => q !== handed);
  if (!handed || !price || money.length !== 2 || qs.length !== 2 || price.value > handed.value) return null;
  const value = handed.value - price.value;
  return solved(
    value,
    fillAll(R.kept, { result: said(value, price), working: `${handed.text} − ${price.text}` }),
  );
};
