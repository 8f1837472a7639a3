// Reads the quantities in a message into typed values, so a word problem can be solved from its
// parts (word-frames.ts) instead of matched as a sentence: amounts with thousands separators and
// units ("21,196 km", "150 g", "$87", "£15"), rates ("3 km an hour", "130 words a minute", "4 apples
// a day"), amounts each ("120 credits each"), durations ("a 9-day quest", "5-minute speech"),
// times of day ("9:40", "1 pm"), percents, years and multipliers ("8 times", "twice").

export type Dim = "length" | "mass" | "volume" | "time" | "money" | "count" | "percent" | "year";

export interface Unit {
  /** How the unit is written back ("km", "litres", "apples", "$"). */
  name: string;
  dim: Dim;
  /** Size in the dimension's base (metre, gram, litre, minute); 1 for counts and money. */
  factor: number;
}

export interface Quantity {
  value: number;
  unit: Unit;
  /** "3 km an hour": what one of `value` is spent over. */
  per?: Unit;
  /** "120 credits each", "each needs 150 g". */
  each?: boolean;
  /** A time of day, in minutes after midnight (the value is then that too). */
  clock?: boolean;
  /** "8 times", "twice": a multiplier, not an amount. */
  times?: boolean;
  /** The words as typed, and where they start in the message. */
  text: string;
  at: number;
}

const MEASURES: [Dim, number, string, string[]][] = [
  ["length", 1000, "km", ["km", "kms", "kilometre", "kilometres", "kilometer", "kilometers"]],
  ["length", 1, "m", ["m", "metre", "metres", "meter", "meters"]],
  ["length", 0.01, "cm", ["cm", "centimetre", "centimetres", "centimeter", "centimeters"]],
  ["length", 0.001, "mm", ["mm", "millimetre", "millimetres", "millimeter", "millimeters"]],
  ["length", 1609.344, "miles", ["mi", "mile", "miles"]],
  ["length", 0.9144, "yards", ["yd", "yds", "yard", "yards"]],
  ["length", 0.3048, "feet", ["ft", "foot", "feet"]],
  ["length", 0.0254, "inches", ["in", "inch", "inches"]],
  ["mass", 1000, "kg", ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms"]],
  ["mass", 1, "g", ["g", "gram", "grams", "gramme", "grammes"]],
  ["mass", 453.59237, "lb", ["lb", "lbs"]],
  ["mass", 28.349523125, "oz", ["oz", "ounce", "ounces"]],
  ["volume", 1, "litres", ["l", "litre", "litres", "liter", "liters"]],
  ["volume", 0.001, "ml", ["ml", "millilitre", "millilitres", "milliliter", "milliliters"]],
  ["volume", 0.2365882365, "cups", ["cup", "cups"]],
  ["volume", 3.785411784, "gallons", ["gal", "gallon", "gallons"]],
  ["time", 1 / 60, "seconds", ["s", "sec", "secs", "second", "seconds"]],
  ["time", 1, "minutes", ["min", "mins", "minute", "minutes"]],
  ["time", 60, "hours", ["h", "hr", "hrs", "hour", "hours"]],
  ["time", 1440, "days", ["day", "days", "night", "nights"]],
  ["time", 10080, "weeks", ["week", "weeks"]],
  ["time", 43830, "months", ["month", "months"]],
  ["time", 525960, "years", ["year", "years"]],
  ["money", 1, "dollars", ["dollar", "dollars", "buck", "bucks"]],
  ["money", 1, "euros", ["euro", "euros"]],
  ["money", 1, "pounds", ["pound", "pounds", "quid"]],
  ["money", 1, "credits", ["credit", "credits", "coins"]],
  ["percent", 1, "%", ["%", "percent", "per cent"]],
];

const UNITS = new Map<string, Unit>();
for (const [dim, factor, name, words] of MEASURES) for (const w of words) UNITS.set(w, { name, dim, factor });

/** The unit a word names, when it is one ("kilometres" → km); case does not matter. */
export function unitOf(word: string): Unit | undefined {
  return UNITS.get(word.toLowerCase());
}

/** Words after a number that say nothing about what it counts. */
const NOT_NOUNS =
  /^(?:and|or|but|is|are|was|were|to|of|the|a|an|in|on|at|by|for|with|from|into|over|between|among|each|per|if|so|then|what|how|more|less|left|total|altogether|evenly|equally|back|away|long|far|high|done|used|gone|finished|completed|spent|read|walked)$/i;
/** Words between a number and what it counts ("3 new crystals", "2 big boxes"). */
const ADJECTIVES =
  /^(?:new|old|more|extra|big|small|little|large|whole|full|empty|fresh|spare|free|red|green|blue|black|white|other|same|different)$/i;
const NUMBER = /(?:([$£€])\s?)?(\d+(?:,\d{3})+(?:\.\d+)?|\d*\.\d+|\d+)/g;
const PER = /^\s*(?:an?|per|every|each|\/)\s*([a-z]+)\b/i;
const EACH_AFTER = /^\s*(?:each|apiece|a head|a piece|per (?:person|head|piece))\b/i;

const parseNumber = (text: string) => Number(text.replace(/,/g, ""));
const count = (noun = ""): Unit => ({ name: noun.toLowerCase(), dim: "count", factor: 1 });

/** The unit right after a number, and how much of the text it took. */
function unitAfter(rest: string, sign: string | undefined, digits: string): [Partial<Quantity>, number] {
  const clock = rest.match(/^(?::([0-5]\d))?\s*(a\.?m\.?|p\.?m\.?)?(?![a-z])/i);
  if (clock && (clock[1] !== undefined || clock[2]) && !sign) {
    const pm = /^p/i.test(clock[2] ?? "");
    const hours = Number(digits) % 12 === 0 && clock[2] ? 0 : Number(digits);
    const minutes = (hours + (pm ? 12 : 0)) * 60 + Number(clock[1] ?? 0);
    const part = { clock: true, value: minutes, unit: { name: "", dim: "time" as const, factor: 1 } };
    return [minutes < 24 * 60 ? part : {}, clock[0].length];
  }
  const pct = rest.match(/^\s*(?:%|percent\b|per cent\b)/i);
  if (pct) return [{ unit: UNITS.get("%")! }, pct[0].length];
  const hyphen = rest.match(/^-([a-z]+)/i);
  if (hyphen) return [{ unit: unitOf(hyphen[1]!) ?? count(hyphen[1]) }, hyphen[0].length];
  if (sign) return [{ unit: { name: sign, dim: "money", factor: 1 } }, 0];
  const words = rest.match(/^\s*([a-z]+)(?:\s+([a-z]+))?/i);
  const first = words?.[1];
  if (first && /^times$/i.test(first)) return [{ times: true }, rest.indexOf(first) + first.length];
  const known = first && unitOf(first);
  if (known) return [{ unit: known }, rest.indexOf(first) + first.length];
  if (
    (!first || NOT_NOUNS.test(first)) &&
    /^\d{4}$/.test(digits) &&
    Number(digits) >= 1000 &&
    Number(digits) < 3000
  )
    return [{ unit: { name: "", dim: "year", factor: 1 } }, 0];
  if (!first || NOT_NOUNS.test(first)) return [{ unit: count() }, 0];
  const noun = ADJECTIVES.test(first) && words[2] && !NOT_NOUNS.test(words[2]) ? words[2] : first;
  return [{ unit: count(noun) }, rest.indexOf(noun) + noun.length];
}

/** Every quantity in the message, in order. */
export function quantitiesIn(message: string): Quantity[] {
  const text = message.replace(/[’‘]/g, "'");
  const out: Quantity[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const [whole, sign, digits] = m;
    const at = m.index!;
    // A digit inside a word ("mp3"), or the minutes of a clock already read ("9:40").
    if (at > 0 && /[a-z0-9:.,]/i.test(text[at - 1]!) && !sign) continue;
    const rest = text.slice(at + whole.length);
    const [part, used] = unitAfter(rest, sign, digits!);
    if (!part.unit && !part.times) continue;
    const q: Quantity = { value: parseNumber(digits!), unit: count(), text: "", at, ...part };
    const after = rest.slice(used);
    q.text = (whole + rest.slice(0, used)).trim();
    const per = after.match(PER);
    const perUnit = per
      ? (unitOf(per[1]!) ?? (/^(?:person|head|guest)$/i.test(per[1]!) ? count(per[1]) : undefined))
      : undefined;
    if (perUnit && !q.clock && q.unit.dim !== "percent") q.per = perUnit;
    else if (EACH_AFTER.test(after)) q.each = true;
    out.push(q);
  }
  for (const w of text.matchAll(/\b(twice|three times)\b/gi))
    out.push({ value: /twice/i.test(w[1]!) ? 2 : 3, unit: count(), times: true, text: w[1]!, at: w.index! });
  // "each needs 150 g": the amount after "each … needs/gets/costs" is one person's.
  for (const e of text.matchAll(
    /\beach (?:\w+ )?(?:needs?|gets?|costs?|has|takes?|eats?|drinks?|uses?)\s/gi,
  )) {
    const next = out.find((q) => q.at >= e.index! + e[0].length - 1);
    if (next && next.at - (e.index! + e[0].length) < 4) next.each = true;
  }
  out.sort((a, b) => a.at - b.at);
  // "23 of my 60 minutes": the bare number counts what the amount after it counts.
  for (const [k, q] of out.entries()) {
    const next = out[k + 1];
    const between = next ? text.slice(q.at + q.text.length, next.at) : "";
    if (
      next &&
      !q.unit.name &&
      q.unit.dim === "count" &&
      /^\s*(?:out )?of (?:my |the |our |your |his |her |their )?$/i.test(between)
    )
      q.unit = next.unit;
  }
  return out;
}

/** Up to two decimals, thousands separated ("13,170.6", "21.75"); money to cents when not whole. */
export function showNumber(value: number, money = false): string {
  const rounded = Math.round(value * 100) / 100;
  if (Number.isInteger(rounded)) return rounded.toLocaleString("en-US");
  return money
    ? rounded.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : rounded.toLocaleString("en-US", { maximumFractionDigits: 2 });
}

/** A value in a unit, written as a person would ("$21.75", "4 hours", "900 g", "36 apples"). */
export function showAmount(value: number, unit: Unit): string {
  const money = unit.dim === "money";
  const digits = showNumber(value, money);
  if (money && /^[$£€]$/.test(unit.name)) return `${unit.name}${digits}`;
  if (unit.dim === "percent") return `${digits}%`;
  if (!unit.name) return digits;
  const name = Math.abs(value) === 1 ? singular(unit.name) : unit.name;
  return `${digits} ${name}`;
}

function singular(word: string): string {
  if (/^(?:feet)$/.test(word)) return "foot";
  if (/^(?:inches)$/.test(word)) return "inch";
  return word.replace(/ies$/, "y").replace(/([^s])s$/, "$1");
}

/** "1:15" for minutes of the clock, "13:15" style; "3 hours 35 minutes" for a duration. */
export function showClock(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  return `${h}:${String(minutes % 60).padStart(2, "0")}`;
}

export function showDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  const parts = [h ? `${h} hour${h === 1 ? "" : "s"}` : "", m ? `${m} minute${m === 1 ? "" : "s"}` : ""];
  return parts.filter(Boolean).join(" and ") || "0 minutes";
}
