// The items of a bill read from the message (word-chain.ts): each price, and how many of it are
// bought: a count of the same noun ("2.39 a box… 3 boxes"), one for each person named ("one for me
// and one for Mr Abernathy"), a count after "buy"/"need", "3 notebooks at 1.20 each", or a rate
// over a stretch of time ("2 a day… for a week", "180 a night for 3 nights").
import { sameNoun } from "./frame-kit";
import { showAmount, showNumber, unitOf, type Quantity } from "./quantities";
import { WORDS } from "./words";
import { article } from "./text";

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
const BUY = WORDS.wordRoles.buyVerbs.map(escape).join("|");

export interface Item {
  price: Quantity;
  value: number;
  name: string;
  steps: string[];
}

/** The noun a price is said of: "the book is 18 pounds" → "book", "cocoa is 3.50" → "cocoa". */
function nameBefore(t: string, q: Quantity): string {
  const m = t
    .slice(0, q.at)
    .match(/\b([a-z]+)\s+(?:is|are|was|were|costs?|at|for)\s+(?:about\s+|only\s+|just\s+)?$/i);
  return m?.[1]?.toLowerCase() ?? "";
}

/** The text between two quantities (or to the end). */
export const between = (t: string, a: Quantity, b?: Quantity) =>
  t.slice(a.at + a.text.length, b ? b.at : undefined);

/** The priced items, with the quantities they use marked in `used`; null when a price cannot be read. */
export function readItems(
  t: string,
  qs: Quantity[],
  used: Set<Quantity>,
  show: (v: number) => string,
): Item[] | null {
  const take = (q: Quantity | undefined) => (q ? (used.add(q), q) : undefined);
  const prices = qs.filter((q) => q.unit.dim === "money");
  const counts = qs.filter((q) => q.unit.dim === "count" && !q.clock && !q.times);
  const items: Item[] = [];
  for (const price of prices) {
    take(price);
    const item: Item = { price, value: price.value, name: nameBefore(t, price), steps: [] };
    let inverse: Quantity | undefined;
    // "2.39 a box… 3 boxes", "4.20 a cup… 3 cups a day": the amount of what the price is per.
    // "0.05 a sheet": a price per a thing counted elsewhere in the message.
    const noun = t
      .slice(price.at + price.text.length)
      .match(/^\s*(?:a|an|per|each|every|for)\s+([a-z]+)/i)?.[1];
    const per =
      price.per ??
      (noun && counts.some((q) => q.unit.name && sameNoun(q.unit.name, noun))
        ? { name: noun, dim: "count" as const, factor: 1 }
        : undefined);
    // "pasta is 2.39 a box" with no count of boxes: how many are bought is not said.
    const perThing = t.slice(price.at + price.text.length).match(/^\s*(?:a|an|per)\s+([a-z]+)/i)?.[1];
    if (
      !price.per &&
      !per &&
      perThing &&
      !unitOf(perThing) &&
      !/^(?:person|head|piece|pop|go|time)$/i.test(perThing)
    )
      return null;
    const counted =
      per &&
      qs.find(
        (q) =>
          !used.has(q) &&
          !q.clock &&
          !q.times &&
          q.unit.dim === per.dim &&
          per.dim !== "time" &&
          (per.dim !== "count" || (q.unit.name && sameNoun(q.unit.name, per.name))),
      );
    // In the price's unit: "750 g" of a price per kilo is 0.75.
    const inPer = (q: Quantity) => (q === counted && per ? (q.value * q.unit.factor) / per.factor : q.value);
    // "one for me and one for Mr Abernathy": the ones bought for someone add up.
    const forSomeone = counts.filter(
      (q) =>
        !used.has(q) && q.value >= 1 && /^\s*for\s+(?!each|every|a\b|an\b|the\b)[a-z]/i.test(between(t, q)),
    );
    const bought = counts.find(
      (q) =>
        !used.has(q) &&
        !q.per &&
        q.at > price.at &&
        new RegExp(`\\b(?:${BUY})\\s+(?:another\\s+)?$`, "i").test(t.slice(0, q.at)),
    );
    // "3 notebooks at 1.20 each", "2 pizzas @ 9.50".
    const before = counts.find(
      (q) =>
        !used.has(q) &&
        !q.per &&
        q.at < price.at &&
        /^\s*(?:\p{L}+\s+){0,2}(?:at|@|for)\s*$/iu.test(t.slice(q.at + q.text.length, price.at)) &&
        (price.each || /(?:at|@)\s*$/i.test(t.slice(0, price.at))),
    );
    // "one bag of hay is 4.40": the one the price is for, nothing to multiply.
    const one = counts.find(
      (q) =>
        !used.has(q) &&
        q.value === 1 &&
        q.at < price.at &&
        /^\s*(?:of\s+[a-z]+\s+)?(?:[a-z]+\s+)?(?:is|costs?|=|at|for)\s*$/i.test(
          t.slice(q.at + q.text.length, price.at),
        ),
    );
    take(one);
    // "2.25 a tin, he eats 3 tins a day": how many a day is a rate too.
    // …and "6 litres per 100 km": what is used per so much of something else.
    const rate =
      counted && counted.per && counted.per.dim !== "money"
        ? counted
        : counts.find((q) => !used.has(q) && q.per?.dim === "time");
    // "I want 2 of each": a count that goes with every price.
    const ofEach = counts.find((q) => !q.per && /^\s*of (?:each|both|them all)\b/i.test(between(t, q)));
    if (ofEach && !bought && !before && !counted) {
      used.add(ofEach);
      item.value = price.value * ofEach.value;
      item.steps.push(`${showNumber(ofEach.value)} × ${show(price.value)} = ${show(item.value)}`);
    } else if (forSomeone.length > 1) {
      const n = forSomeone.reduce((sum, q) => sum + take(q)!.value, 0);
      item.value = price.value * n;
      item.steps.push(`${showNumber(n)} × ${show(price.value)} = ${show(item.value)}`);
    } else if ((counted && counted !== rate) || bought || before) {
      const n = inPer(take((counted !== rate && counted) || bought || before)!);
      item.value = price.value * n;
      item.steps.push(`${showNumber(n)} × ${show(price.value)} = ${show(item.value)}`);
    } else if (rate && prices.length === 1) {
      const over = rate.per!;
      const span = qs.find((q) => !used.has(q) && q.unit.dim === over.dim && !q.clock && !q.per);
      // "for a week", not the "a day" of the rate itself.
      const rateEnd = rate.at + rate.text.length + 8;
      const word = [
        ...t.matchAll(/\b(?:a|an|one|per|the whole|each|every)\s+(day|week|fortnight|month|year)\b/gi),
      ]
        .filter((m) => m.index! > rateEnd || m.index! < rate.at)
        .pop()?.[1];
      const spanMinutes = span
        ? span.value * span.unit.factor
        : word && over.dim === "time"
          ? unitOf(word)?.factor
          : undefined;
      if (!spanMinutes) return null;
      take(rate);
      take(span);
      const times = (inPer(rate) * spanMinutes) / rate.per!.factor;
      item.value = price.value * times;
      item.steps.push(
        `${rate === counted && per && per.dim !== "count" ? showAmount(inPer(rate), per) : rate.text} ${over.dim === "time" ? "a" : "per"} ${over.name.replace(/s$/, "")} × ${showNumber(spanMinutes / over.factor)} = ${showNumber(times)}`,
        `${showNumber(times)} × ${show(price.value)} = ${show(item.value)}`,
      );
    } else if (
      per &&
      per.dim !== "time" &&
      (inverse = qs.find((q) => !used.has(q) && q.per?.dim === per.dim && q.unit.dim !== "money"))
    ) {
      // "8 miles per gallon, a gallon is 4.10, for 200 miles": the gallons it takes, priced.
      const by = inverse;
      const whole = qs.find((q) => !used.has(q) && q !== by && q.unit.dim === by.unit.dim && !q.per);
      if (!whole || !by.value) return null;
      take(by);
      take(whole);
      const amount =
        (whole.value * whole.unit.factor) / (by.value * by.unit.factor) / (per.factor / by.per!.factor);
      item.value = price.value * amount;
      item.steps.push(
        `${whole.text} ÷ ${by.text} = ${showAmount(amount, per)}`,
        `${showNumber(amount)} × ${show(price.value)} = ${show(item.value)}`,
      );
    } else if (price.per?.dim === "time") {
      // "$18 an hour, 7 hours a day, 5 days a week": each rate turns the price into one per a longer
      // stretch; "180 a night for 3 nights": a stretch multiplies it.
      let per = price.per;
      for (;;) {
        const next = qs.find(
          (q) =>
            !used.has(q) && q.unit.dim === "time" && q.per && Math.abs(q.unit.factor - per.factor) < 1e-9,
        );
        if (!next) break;
        take(next);
        const value = item.value * next.value;
        item.steps.push(
          `${show(item.value)} × ${showNumber(next.value)} = ${show(value)} ${article(next.per!.name.replace(/s$/, ""))}`,
        );
        item.value = value;
        per = next.per!;
      }
      const span = qs.find((q) => !used.has(q) && q.unit.dim === "time" && !q.clock && !q.per);
      // "2,400 a month… 20% goes to rent": with nothing to multiply it by, the amount as it is.
      if (span) {
        take(span);
        const times = (span.value * span.unit.factor) / per.factor;
        const value = item.value * times;
        item.steps.push(`${showNumber(times)} × ${show(item.value)} = ${show(value)}`);
        item.value = value;
      }
    } else if (price.per) return null;
    items.push(item);
  }
  return items;
}
