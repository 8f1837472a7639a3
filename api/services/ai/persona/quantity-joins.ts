// Quantities read one number at a time, joined where the sentence makes one value of several:
// "2 hours 50 minutes" is one duration, "5 ft 8 in" one height, "at 7" before a time word is a time of day ("tonight at 7"
// is 19:00), and a bare number of the same kind as the next amount counts what it counts.
import { unitOf, type Quantity } from "./units";

const MINUTES = { name: "minutes", dim: "time" as const, factor: 1 };
const EVENING = /\b(?:tonight|this evening|in the evening|afternoon|after work|pm)\b/i;

const MEASURED = new Set(["time", "length", "mass", "volume"]);
const INCHES = { name: "inches", dim: "length" as const, factor: 0.0254 };

/** A length read after hours that is minutes: "45m" (metres by its letter), "50 in" (a preposition). */
const readAsMinutes = (q: Quantity) =>
  (q.unit.name === "inches" && /\d\s+in$/i.test(q.text)) || (q.unit.dim === "length" && /\dm$/i.test(q.text));

/** "2 hours 50 minutes", "5 ft 8 in", "2 kg 300 g": one amount, in the smaller unit. */
function mergeParts(text: string, qs: Quantity[]) {
  for (let k = 0; k < qs.length - 1; k++) {
    const [a, b] = [qs[k]!, qs[k + 1]!];
    const between = text.slice(a.at + a.text.length, b.at);
    // "5 foot 8": the bare number after feet counts inches.
    if (a.unit.name === "feet" && b.unit.dim === "count" && !b.unit.name && /^\s*$/.test(between))
      b.unit = INCHES;
    // "2 h 40", "1 hour 15": the bare number after hours counts minutes; so does "2h 45m" (not
    // metres) and "1 hour 50 in the oven" ("in" is not inches there).
    if (
      a.unit.name === "hours" &&
      !a.per &&
      (readAsMinutes(b) || (b.unit.dim === "count" && !b.unit.name)) &&
      !b.per &&
      /^\s*(?:and\s+)?$/.test(between) &&
      b.value < 60
    ) {
      b.unit = MINUTES;
      b.text = b.text.replace(/\s+in$/i, "");
    }
    const parts = [a, b].every((q) => MEASURED.has(q.unit.dim) && !q.clock && !q.per && !q.times);
    if (!parts || a.unit.dim !== b.unit.dim || b.unit.factor >= a.unit.factor) continue;
    if (!/^\s*(?:,|and)?\s*$/i.test(between)) continue;
    const unit = a.unit.dim === "time" ? MINUTES : b.unit;
    const merged: Quantity = {
      ...a,
      value: (a.value * a.unit.factor + b.value * b.unit.factor) / unit.factor,
      unit,
      text: text.slice(a.at, b.at + b.text.length),
      ...(b.eachWay ? { eachWay: true } : {}),
    };
    qs.splice(k, 2, merged);
    k--;
  }
}

/** "leave at 7", "tonight at 7.", "at work by 9": a time of day written as a bare hour after "at"/"by". */
function hourAfterAt(text: string, qs: Quantity[]) {
  for (const q of qs) {
    if (q.unit.dim !== "count" || q.unit.name || q.per || q.each || q.times) continue;
    if (!Number.isInteger(q.value) || q.value < 1 || q.value > 24) continue;
    if (!/\b(?:at|by|until|till)\s+$/i.test(text.slice(0, q.at))) continue;
    if (/^\s*(?:each|per|a\b|an\b|apiece)/i.test(text.slice(q.at + q.text.length))) continue;
    const hour = q.value < 12 && EVENING.test(text) ? q.value + 12 : q.value % 24;
    Object.assign(q, { clock: true, value: hour * 60, unit: { name: "", dim: "time", factor: 1 } });
  }
}

/** "A litre of milk is £0.95", "a kilo costs £2.40": a price per one unit. */
function pricePerOne(text: string, qs: Quantity[]) {
  for (const q of qs) {
    if (q.unit.dim !== "money" || q.per) continue;
    const m = text
      .slice(0, q.at)
      .match(
        /\b(?:a|an|one|per|1)\s+([a-z]+)(?:\s+of\s+[a-z]+)?\s+(?:is|costs?|was|are|for|at)\s*(?:about\s+|around\s+)?$/i,
      );
    const unit = m ? unitOf(m[1]!) : undefined;
    if (unit && unit.dim !== "money" && unit.dim !== "time") q.per = unit;
  }
}

/** Words right before a bare number that make it a price ("costs 146", "pay 40"). */
const PRICED =
  /\b(?:costs?|costing|cost me|priced at|pay|paid|paying|spend|spent|worth|price (?:is|was|of)|(?:bill|rent|fare|total|cost|ticket|meal|dinner|order) (?:is|was|of|came to|comes to)|earns?|earned|budget (?:is|of))\s+(?:about\s+|around\s+|only\s+|just\s+)?$/i;

const RATE_PRICED =
  /\b(?:at|costs?|charges?|pay|paid|for|make|makes|making|earn|earns|earning|get|gets)\s+(?:about\s+|around\s+|only\s+|just\s+)?$/i;

/** "a 40 cleaning fee", "a 12 deposit": a bare amount named as a charge, beside other prices. */
const FEE = /^\s*(?:[a-z]+\s+)?(?:fee|charge|deposit|fare|surcharge|delivery)\b/i;
/** "flights are 120", "the hotel is 95 a night": said to be a bare amount (not "there are 4", "we are 5"). */
const SAID_TO_BE =
  /\b(?<!there )(?<!much )(?<!many )(?<!we )(?<!they )(?<!you )(?:is|are|was|were)\s+(?:about\s+|around\s+)?$/i;
/** "…are 3 for £2.50", "…is 2 of us": a count after all. */
const COUNTED_AFTER = /^\s*(?:of\b|for\b|at\b|x\b|ways?\b|times\b)/i;

/** "cocoa is 3.50", "2.39 a box", "the party costs 146": a bare amount written as a price is money,
 * in the currency the message uses elsewhere. */
function barePrices(text: string, qs: Quantity[]) {
  const currency = qs.find((q) => q.unit.dim === "money")?.unit ?? {
    name: "",
    dim: "money" as const,
    factor: 1,
  };
  const bare = (q: Quantity) => q.unit.dim === "count" && !q.clock && !q.times;
  const before = (q: Quantity) => text.slice(0, q.at);
  const after = (q: Quantity) => text.slice(q.at + q.text.length);
  for (const q of qs) {
    if (!bare(q) || q.unit.name) continue;
    // "at 180 a night", "I make 15 an hour": a bare rate said as a price.
    if (/^\d+\.\d\d$/.test(q.text) || PRICED.test(before(q)) || (q.per && RATE_PRICED.test(before(q))))
      q.unit = currency;
  }
  // Beside other prices: "a 40 cleaning fee" (the noun read after it is what the charge is for),
  // then "flights are 120", "the hotel is 95 a night".
  if (!qs.some((q) => q.unit.dim === "money" || (bare(q) && FEE.test(after(q))))) return;
  for (const q of qs) if (bare(q) && FEE.test(after(q))) q.unit = currency;
  for (const q of qs)
    if (bare(q) && !q.unit.name && SAID_TO_BE.test(before(q)) && !COUNTED_AFTER.test(after(q)))
      q.unit = currency;
}

export function joinQuantities(text: string, qs: Quantity[]) {
  barePrices(text, qs);
  mergeParts(text, qs);
  hourAfterAt(text, qs);
  pricePerOne(text, qs);
}
