// Reads the quantities in a message into typed values, so a word problem can be solved from its
// parts (word-frames.ts) instead of matched as a sentence: amounts with thousands separators and
// units ("21,196 km", "150 g", "$87", "£15"), rates ("3 km an hour", "130 words a minute", "4 apples
// a day"), amounts each ("120 credits each"), durations ("a 9-day quest", "5-minute speech"),
// times of day ("9:40", "1 pm"), percents, years and multipliers ("8 times", "twice").

import { joinQuantities } from "./quantity-joins";
import { speedOf, unitOf, type Quantity, type Unit } from "./units";

export type { Quantity, Unit } from "./units";
export { unitOf } from "./units";

/** Words after a number that say nothing about what it counts. */
const NOT_NOUNS =
  /^(?:and|or|but|is|are|was|were|to|of|the|a|an|in|on|at|by|for|with|from|into|over|between|among|each|per|if|so|then|what|how|more|less|minus|plus|times|has|have|had|round|rounded|tomorrow|today|tonight|yesterday|sharp|left|total|altogether|evenly|equally|back|away|long|far|high|done|used|gone|finished|completed|spent|read|walked)$/i;
/** Words between a number and what it counts ("3 new crystals", "2 big boxes"). */
const ADJECTIVES =
  /^(?:new|old|more|extra|big|small|little|large|whole|full|empty|fresh|spare|free|red|green|blue|black|white|other|same|different)$/i;
const NUMBER = /(?:([$£€¥])\s?)?(\d+(?:,\d{3})+(?:\.\d+)?|\d*\.\d+|\d+)/g;
/** "3 km an hour", "60 litres of water a day". */
const PER = /^\s*(?:of\s+[a-z]+\s+)?(?:(?:an?|per|every|each)\s+|\/\s*)([a-z]+)\b/i;
/** "6 litres per 100 km": a rate over a stated amount. */
const PER_AMOUNT = /^\s*(?:per|every|for every|each|\/)\s*(\d+(?:\.\d+)?)\s*([a-z]+)\b/i;
const EACH_WAY = /^\s*(?:each|one|every) way\b/i;
const AT_LEAST = /^\s*(?:\+|or (?:more|over|above)\b|and (?:up|over|above)\b)/i;
const TEMPERATURE = /^\s*(?:°\s*|degrees?\s+)(c|f|celsius|fahrenheit|centigrade)\b/i;
const EACH_AFTER = /^\s*(?:each|apiece|a head|a piece|per (?:person|head|piece))\b/i;

const parseNumber = (text: string) => Number(text.replace(/,/g, ""));
const count = (noun = ""): Unit => ({ name: noun.toLowerCase(), dim: "count", factor: 1 });

/** The unit right after a number, and how much of the text it took. */
const CENTS = /^\d{1,3}(?:,\d{3})*\.\d{2}$|^\d+\.\d{2}$/;

function unitAfter(rest: string, sign: string | undefined, digits: string): [Partial<Quantity>, number] {
  const clock = rest.match(/^(?::([0-5]\d))?\s*(a\.?m\.?|p\.?m\.?)?(?![a-z])/i);
  if (clock && (clock[1] !== undefined || clock[2]) && !sign) {
    const pm = /^p/i.test(clock[2] ?? "");
    const hours = Number(digits) % 12 === 0 && clock[2] ? 0 : Number(digits);
    const minutes = (hours + (pm ? 12 : 0)) * 60 + Number(clock[1] ?? 0);
    const part = { clock: true, value: minutes, unit: { name: "", dim: "time" as const, factor: 1 } };
    return [minutes < 24 * 60 ? part : {}, clock[0].length];
  }
  const degrees = rest.match(TEMPERATURE);
  if (degrees) return [{ unit: unitOf(degrees[1]!)! }, degrees[0].length];
  const pct = rest.match(/^\s*(?:%|percent\b|per cent\b)/i);
  if (pct) return [{ unit: unitOf("%")! }, pct[0].length];
  const hyphen = rest.match(/^-([a-z]+)/i);
  if (hyphen) return [{ unit: unitOf(hyphen[1]!) ?? count(hyphen[1]) }, hyphen[0].length];
  if (sign) return [{ unit: { name: sign, dim: "money", factor: 1 } }, 0];
  const words = rest.match(/^\s*(\p{L}+)(?:\s+(\p{L}+))?/iu);
  const first = words?.[1];
  if (first && /^times$/i.test(first)) return [{ times: true }, rest.indexOf(first) + first.length];
  const known = first && unitOf(first);
  const speed = first && speedOf(first);
  if (known && speed) return [{ unit: known, per: unitOf(speed) }, rest.indexOf(first) + first.length];
  if (known) return [{ unit: known }, rest.indexOf(first) + first.length];
  if (
    (!first || NOT_NOUNS.test(first)) &&
    /^\d{4}$/.test(digits) &&
    Number(digits) >= 1000 &&
    Number(digits) < 3000
  )
    return [{ unit: { name: "", dim: "year", factor: 1 } }, 0];
  // "179.96", "a 27.60 pizza": an amount in cents with no unit is a price.
  if (CENTS.test(digits)) return [{ unit: { name: "", dim: "money", factor: 1 } }, 0];
  if (!first || NOT_NOUNS.test(first)) return [{ unit: count() }, 0];
  const noun = ADJECTIVES.test(first) && words[2] && !NOT_NOUNS.test(words[2]) ? words[2] : first;
  // "0.3 light years an hour", "2 story points a day": a two-word name of what is counted, before a rate.
  // The rate must be over a unit ("an hour"), not "4 people rent a cabin".
  const second = words[2];
  const rate = rest.slice(words[0]!.length).match(PER);
  if (noun === first && second && !NOT_NOUNS.test(second) && rate && unitOf(rate[1]!))
    return [{ unit: count(`${first} ${second}`) }, words[0]!.length];
  return [{ unit: count(noun) }, rest.indexOf(noun) + noun.length];
}

/** Every quantity in the message, in order. */
export function quantitiesIn(message: string): Quantity[] {
  const text = message.replace(/[’‘]/g, "'");
  const out: Quantity[] = [];
  let readTo = 0;
  for (const m of text.matchAll(NUMBER)) {
    const [whole, sign, digits] = m;
    const at = m.index!;
    // The "100 km" of "6 litres per 100 km", read with the rate.
    if (at < readTo) continue;
    // A digit inside a word ("mp3"), or the minutes of a clock already read ("9:40").
    if (at > 0 && /[a-z0-9:.,]/i.test(text[at - 1]!) && !sign) continue;
    const rest = text.slice(at + whole.length);
    const [part, used] = unitAfter(rest, sign, digits!);
    if (!part.unit && !part.times) continue;
    const q: Quantity = { value: parseNumber(digits!), unit: count(), text: "", at, ...part };
    const after = rest.slice(used);
    q.text = (whole + rest.slice(0, used)).trim();
    const per = after.match(PER);
    const perAmount = after.match(PER_AMOUNT);
    const over = perAmount && unitOf(perAmount[2]!);
    // "3 eggs per cake", "250 g per loaf": any thing counted after "per" is what the amount is for.
    const perUnit = per
      ? (unitOf(per[1]!) ??
        (/^(?:person|head|guest)$/i.test(per[1]!) ||
        (/^\s*(?:of\s+[a-z]+\s+)?(?:per|every|\/)\s*[a-z]/i.test(after) &&
          !NOT_NOUNS.test(per[1]!) &&
          !/^ways?$/i.test(per[1]!))
          ? count(per[1])
          : undefined))
      : undefined;
    if (q.clock || q.unit.dim === "percent") {
      // A time of day or a percent is never per anything.
    } else if (over) {
      const n = Number(perAmount[1]);
      q.per = { name: `${showNumber(n)} ${over.name}`, dim: over.dim, factor: over.factor * n };
      readTo = at + whole.length + used + perAmount[0].length;
    } else if (perUnit) q.per = perUnit;
    else if (EACH_WAY.test(after)) q.eachWay = true;
    else if (EACH_AFTER.test(after)) q.each = true;
    if (AT_LEAST.test(after)) q.atLeast = true;
    out.push(q);
  }
  for (const w of text.matchAll(/\b(twice|three times)\b/gi))
    out.push({ value: /twice/i.test(w[1]!) ? 2 : 3, unit: count(), times: true, text: w[1]!, at: w.index! });
  // "each needs 150 g": the amount after "each … needs/gets/costs" is one person's.
  for (const e of text.matchAll(
    /\beach (?:\w+ )?(?:needs?|gets?|costs?|has|have|takes?|eats?|drinks?|uses?|is|are|wants?|had|brings?|buys?|pays?|makes?|carr(?:y|ies)|gives?|sells?|reads?|owns?)\s/gi,
  )) {
    const next = out.find((q) => q.at >= e.index! + e[0].length - 1);
    if (next && next.at - (e.index! + e[0].length) < 4) {
      next.each = true;
      // "12 kids each get 2 cookies": the kids are counted, the cookies are each one's.
      const before = out.find(
        (q) => q.at + q.text.length <= e.index! && /^\s*$/.test(text.slice(q.at + q.text.length, e.index!)),
      );
      if (before) before.each = false;
    }
  }
  out.sort((a, b) => a.at - b.at);
  // "…and its 2.4 light years away": the two-word name said with the rate names the rest too.
  for (const q of out) {
    const longer = out.find((o) => o.unit.name.startsWith(`${q.unit.name} `) && q.unit.dim === "count");
    const tail = longer?.unit.name.slice(q.unit.name.length);
    if (
      q.unit.name &&
      tail &&
      text
        .slice(q.at + q.text.length)
        .toLowerCase()
        .startsWith(tail)
    ) {
      q.unit = longer!.unit;
      q.text += tail;
    }
  }
  joinQuantities(text, out);
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
  // "20 minutes to get there plus 10 to park": a bare amount added on counts what the one before it counts.
  for (const [k, q] of out.entries()) {
    const prev = out[k - 1];
    if (!prev || q.unit.name || q.unit.dim !== "count" || q.per || q.clock || q.times) continue;
    const between = text.slice(prev.at + prev.text.length, q.at);
    if (
      /^(?:\s+[a-z']+){0,4}?\s*(?:plus|\+|and (?:another|then)|then another)\s+$/i.test(between) &&
      prev.unit.dim !== "count"
    )
      q.unit = prev.unit;
  }
  // "240 croissants… if I make 40 an hour, how long?": a bare rate counts what the count before it
  // counts (a wage only when the time is not what is asked).
  const timeAsked = /\b(?:how long|how many (?:hours|minutes|days|weeks)|when)\b/i.test(text);
  for (const [k, q] of out.entries()) {
    const bare = q.unit.dim === "count" || (q.unit.dim === "money" && timeAsked);
    if (q.per?.dim !== "time" || !bare || q.unit.name) continue;
    const counted = out.slice(0, k).findLast((o) => o.unit.dim === "count" && o.unit.name && !o.per);
    if (counted) q.unit = counted.unit;
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
  if (money && /^[$£€¥]$/.test(unit.name)) return `${unit.name}${digits}`;
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
