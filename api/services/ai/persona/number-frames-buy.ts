// Word-problem frames for buying and sharing out, read from the typed quantities: a price for a
// bundle ("6 for €7.20: how much for 15?", "3 for £2.50, what's one?"), two prices per unit
// compared ("£6.40 a kilo… cheaper than £8.99/kg?"), how many of a thing cover a need ("one pack
// feeds 2, we're 6: how many packs?") and a total per each thing the question names ("€1,140 for
// 3 nights, split 4 ways: per person per night?").
import { amounts, inBase, question, sameNoun, solved, stem, type Frame } from "./frame-kit";
import { showAmount, showNumber, unitOf, type Quantity, type Unit } from "./quantities";

const isMoney = (q: Quantity) => q.unit.dim === "money";
const between = (t: string, a: Quantity, b: Quantity) => t.slice(a.at + a.text.length, b.at);

interface Bundle {
  count: Quantity;
  price: Quantity;
}

const isCount = (q: Quantity | undefined): q is Quantity =>
  q !== undefined && q.unit.dim === "count" && !q.times && !q.per && q.value > 0;
const isPrice = (q: Quantity | undefined): q is Quantity => q !== undefined && isMoney(q) && !q.per;

/** "6 for €7.20", "3 packs for £2.50", "¥600 for 3 onigiri": a count sold together for one price. */
function bundlesIn(t: string, qs: Quantity[]): Bundle[] {
  const out: Bundle[] = [];
  for (const [k, a] of qs.entries()) {
    const b = qs[k + 1];
    if (
      isCount(a) &&
      isPrice(b) &&
      /^\s*(?:[a-z]+\s+){0,2}(?:for|cost|costs|come to|are|is)\s+(?:just\s+|only\s+)?$/i.test(
        between(t, a, b),
      )
    )
      out.push({ count: a, price: b });
    else if (isPrice(a) && isCount(b) && a.value && /^\s*for\s+$/i.test(between(t, a, b)) && b.value > 1)
      out.push({ count: b, price: a });
  }
  return out;
}

/** How many the question asks the price of: a count after the bundles, or one ("what's one pack?"). */
function askedCount(t: string, qs: Quantity[], after: number): number | undefined {
  const later = qs.filter((q) => q.at > after && q.unit.dim === "count" && !q.times);
  if (later.length === 1) return later[0]!.value;
  if (later.length) return undefined;
  return /\b(?:one|each|apiece|a single|per (?:pack|item|piece|one|[a-z]+)|a piece|1)\b/i.test(question(t))
    ? 1
    : undefined;
}

/** "The bakery sells 6 for €7.20. How much for 15?", "noodles are 3 for £2.50: what's one pack?" */
export const bundlePrice: Frame = (t, qs) => {
  const bundles = bundlesIn(t, qs);
  if (bundles.length !== 1 || /\b(?:cheaper|better|dearer|pricier|expensive)\b/i.test(question(t)))
    return null;
  const { count, price } = bundles[0]!;
  const k = askedCount(t, qs, Math.max(price.at, count.at));
  if (k === undefined || !/\b(?:how much|what(?:'s| is| are| do| does| would)|cost|price)\b/i.test(t))
    return null;
  const one = price.value / count.value;
  const value = one * k;
  const each = showAmount(one, price.unit);
  const shown = showAmount(value, price.unit);
  if (k === 1)
    return solved(value, [
      `${each} each: ${price.text} ÷ ${showNumber(count.value)} = ${each}.`,
      `About ${each} apiece (${price.text} for ${showNumber(count.value)}).`,
    ]);
  return solved(value, [
    `${shown} for ${showNumber(k)}: ${price.text} ÷ ${showNumber(count.value)} = ${each} each, × ${showNumber(k)} = ${shown}.`,
    `That's ${shown}. At ${showNumber(count.value)} for ${price.text}, one is ${each}, and ${showNumber(k)} of them come to ${shown}.`,
  ]);
};

/** A price per one unit: "£6.40 per kilo", or a bundle's price for each of its count. */
interface UnitPrice {
  q: Quantity;
  /** The amount the price buys, when it was said with one ("a 2 litre bottle is $3"). */
  size?: Quantity;
  /** The count a bundle's price is for ("8 pack for 5.60"). */
  bundle?: Quantity;
  /** The price of one base unit (a gram, a litre, one item). */
  perBase: number;
  per: Unit;
}

function unitPrices(t: string, qs: Quantity[]): UnitPrice[] {
  const rates = qs
    .filter((q) => isMoney(q) && q.per && q.per.dim !== "time" && q.per.dim !== "count")
    .map((q) => ({ q, perBase: q.value / q.per!.factor, per: q.per! }));
  const bundles = bundlesIn(t, qs).map(({ count, price }) => ({
    q: price,
    bundle: count,
    perBase: price.value / count.value,
    per: { name: count.unit.name || "one", dim: "count" as const, factor: 1 },
  }));
  return [...rates, ...bundles, ...sizedPrices(t, qs)].sort((a, b) => a.q.at - b.q.at);
}

const MEASURED = new Set(["mass", "volume", "length", "data"]);
/** "A 2 litre bottle is $3", "$1 for 500 ml": a price said with the size it buys. */
function sizedPrices(t: string, qs: Quantity[]): UnitPrice[] {
  const out: UnitPrice[] = [];
  for (const [k, a] of qs.entries()) {
    const b = qs[k + 1];
    if (!b) continue;
    const [size, price] =
      MEASURED.has(a.unit.dim) && isPrice(b) ? [a, b] : MEASURED.has(b.unit.dim) && isPrice(a) ? [b, a] : [];
    if (!size || !price || size.per || !inBase(size)) continue;
    const gap = between(t, a, b);
    const said =
      size === a
        ? /^\s*(?:[a-z]+\s+){0,2}(?:is|are|costs?|for|at|=)\s*$/i.test(gap)
        : /^\s*for\s+(?:an?\s+)?$/i.test(gap);
    if (said) out.push({ q: price, size, perBase: price.value / inBase(size), per: size.unit });
  }
  return out;
}

/** "£6.40 a kilo, I need 750 g… is that cheaper than breast at £8.99/kg?", "which is the better deal?" */
export const comparePrices: Frame = (t, qs) => {
  const asked = question(t);
  const cheaper =
    /\b(?:cheaper|less expensive|better (?:deal|value|buy)|save|saving)\b|\bwhich(?:'s| is| one'?s| one is)? (?:the )?better\b/i.test(
      asked,
    );
  const dearer = /\b(?:dearer|pricier|more expensive|costlier)\b/i.test(asked);
  if (!cheaper && !dearer) return null;
  const prices = unitPrices(t, qs);
  if (prices.length !== 2 || prices[0]!.per.dim !== prices[1]!.per.dim) return null;
  const [first, second] = prices as [UnitPrice, UnitPrice];
  const unit = first.q.unit;
  // The amount being bought, when one is named in the same unit ("I need 750 g").
  const sizes = new Set(prices.map((p) => p.size));
  const need = amounts(qs).find(
    (q) => !q.per && !sizes.has(q) && q.unit.dim === first.per.dim && q.unit.dim !== "count",
  );
  const perShown = (p: UnitPrice) =>
    p.per.dim === "count"
      ? `${showAmount(p.perBase, unit)} each${p.bundle ? ` (${p.bundle.text} for ${p.q.text})` : ""}`
      : `${showAmount(p.perBase * first.per.factor, unit)} per ${first.per.name.replace(/s$/, "")}`;
  const firstCheaper = first.perBase < second.perBase;
  const yes = cheaper ? firstCheaper : !firstCheaper;
  const gapPerUnit = Math.abs(first.perBase - second.perBase) * first.per.factor;
  const gapLine = `${showAmount(gapPerUnit, unit)} ${first.per.dim === "count" ? "each" : `per ${first.per.name.replace(/s$/, "")}`}`;
  const [cheap, dear] = firstCheaper ? [first, second] : [second, first];
  // "Is that cheaper…?" is answered yes or no; "which is cheaper?" with the one that is.
  const yesNo = /^\W*(?:is|are|was|were|would|will|does|do)\b/i.test(asked) && !/\bwhich\b/i.test(asked);
  const better = `${perShown(cheap)} is the better deal, ${gapLine} less than ${perShown(dear)}.`;
  const verdict = yesNo
    ? `${yes ? "Yes" : "No"}: ${perShown(cheap)} beats ${perShown(dear)} by ${gapLine}.`
    : better;
  if (!need) return solved(gapPerUnit, [verdict, yesNo ? better : `${perShown(cheap)} wins, by ${gapLine}.`]);
  const cost = (p: UnitPrice) => p.perBase * inBase(need);
  const [a, b] = [cost(first), cost(second)];
  const saving = Math.abs(a - b);
  const forNeed = `For ${need.text} that's ${showAmount(a, unit)} against ${showAmount(b, unit)}, ${showAmount(saving, unit)} ${firstCheaper ? "saved" : "more"}.`;
  return solved(saving, [`${verdict} ${forNeed}`, `${forNeed} ${verdict}`]);
};

/** "Feeds", "serves", "makes": what one of a thing is good for. */
const COVER = String.raw`(?:of\s+[a-z]+\s+)?(?:feeds|serves|makes|gives|yields|fills|covers|holds|does|cuts into|is enough for|lasts)\s+(?:about\s+|around\s+|up to\s+)?`;
const COVERS = new RegExp(String.raw`^\s*${COVER}$`, "i");

/** "One pack of noodles feeds 2, we're 6: how many packs?", "a cake gives 12 slices, 18 slices?" */
export const coverNeed: Frame = (t, qs) => {
  const noun = question(t).match(/\bhow many\s+([a-z]+)\b/i)?.[1];
  if (!noun || unitOf(noun)) return null;
  // "one pack feeds 2" (a count of one), or "a bag of rice serves 4", "each bottle holds 6 glasses".
  const one = qs.find(
    (q, k) => q.value === 1 && sameNoun(q.unit.name, noun) && COVERS.test(between(t, q, qs[k + 1] ?? q)),
  );
  // …or "they come in packs of 4".
  const per = one
    ? qs[qs.indexOf(one) + 1]
    : qs.find((q) =>
        new RegExp(
          String.raw`\b(?:(?:a|an|each|every|per)\s+${stem(noun)}\w*\s+${COVER}|${stem(noun)}\w*\s+of\s+)$`,
          "i",
        ).test(t.slice(0, q.at)),
      );
  if (!per) return null;
  // The need: what the thing's yield counts ("18 slices"), else the people ("we're 6"), else so
  // many each for so many ("18 guests, 3 sandwiches each").
  const rest = amounts(qs).filter((q) => q !== per && q !== one && q.unit.dim === per.unit.dim);
  const each = rest.filter((q) => q.each);
  const need =
    each.length === 1 && rest.length === 2
      ? { ...each[0]!, value: rest[0]!.value * rest[1]!.value }
      : rest.length === 1
        ? rest[0]!
        : rest.filter((q) => (per.unit.name ? stem(q.unit.name) === stem(per.unit.name) : !q.unit.name))[0];
  if (!need || !per.value) return null;
  const exact = need.value / per.value;
  const value = Math.ceil(exact - 1e-9);
  const many = value === 1 ? stem(noun) : noun.toLowerCase();
  const counted = each.length === 1 && rest.length === 2;
  const made = counted
    ? `${showNumber(rest[0]!.value)} × ${showNumber(rest[1]!.value)} = ${showNumber(need.value)}, `
    : "";
  const working = `${made}${showNumber(need.value)} ÷ ${showNumber(per.value)} = ${showNumber(exact)}`;
  const rounded = value === exact ? "" : `, so round up to ${value}`;
  return solved(value, [
    `${value} ${many}: ${working}${rounded}.`,
    `You'll need ${value} ${many} (${working}${rounded}).`,
  ]);
};

/** What a "per …" word divides by: people ("4 ways", "4 of us", "we're 4") or a unit ("3 nights"). */
export const PEOPLE =
  /^(?:ways|people|persons|friends|guests|adults|us|of|housemates|roommates|flatmates|players|kids|mates|pals|buddies|colleagues|guys|girls|families|couples)$/i;

export function divisor(word: string, t: string, qs: Quantity[]): Quantity | undefined {
  const unit = unitOf(word);
  // "£2,400 for a week… per day?": the one period the total is for.
  const one = t.match(/\bfor (?:a|an|one) (night|day|week|month|year)\b/i);
  const period =
    one && unit?.dim === "time"
      ? { value: 1, unit: unitOf(one[1]!)!, text: one[0].slice(4), at: one.index! }
      : undefined;
  if (/^(?:person|head|each)$/i.test(word))
    return qs.find(
      (q) =>
        q.unit.dim === "count" &&
        q.value > 1 &&
        !q.per &&
        (PEOPLE.test(q.unit.name) ||
          /^\s*(?:of us|ways)\b/i.test(t.slice(q.at + q.text.length)) ||
          /\b(?:we're|we are|there are|there're|between|among|split|shared by|divided by)\s+(?:the\s+)?$/i.test(
            t.slice(0, q.at),
          )),
    );
  if (!unit) return undefined;
  return qs.find((q) => q.unit.dim === unit.dim && unit.dim !== "count" && !q.per && !q.clock) ?? period;
}

/** "€1,140 for 3 nights, split 4 ways: per person?", "and per person per night?" */
export const perEach: Frame = (t, qs) => {
  const asked = question(t);
  if (/\b(?:left|remain|difference|save|more|less|after)\b/i.test(asked)) return null;
  const words = [
    ...asked.matchAll(/\b(?:per|a|each|every)\s+(person|head|night|day|week|month|hour)\b/gi),
  ].map((m) => m[1]!.toLowerCase());
  // "What's that each?", "how much each?": each of the people.
  if (!words.length && /\b(?:each|apiece)\s*[?.!]*\s*$/i.test(asked)) words.push("each");
  if (!words.length) return null;
  const parts = words.map((w) => ({ w, q: divisor(w, t, qs) }));
  if (parts.some((p) => !p.q) || new Set(parts.map((p) => p.q)).size !== parts.length) return null;
  const used = new Set(parts.map((p) => p.q));
  const totals = amounts(qs).filter((q) => !used.has(q) && !q.per && isMoney(q));
  // Every other amount is a divisor or the stay the total is for ("€1,140 for 3 nights"): "a pizza
  // is $16, 3 pizzas shared by 4" is a sum first.
  const rest = amounts(qs).filter((q) => !used.has(q) && q !== totals[0] && q.unit.dim !== "time");
  if (totals.length !== 1 || rest.length) return null;
  const total = totals[0]!;
  let value = total.value;
  const steps: string[] = [];
  for (const { w, q } of parts) {
    const unit = unitOf(w);
    const n = unit && q!.unit.dim !== "count" ? inBase(q!) / unit.factor : q!.value;
    value /= n;
    steps.push(`÷ ${showNumber(n)}`);
  }
  const shown = showAmount(value, total.unit);
  const label = words.map((w) => `per ${/^(?:head|each)$/.test(w) ? "person" : w}`).join(" ");
  return solved(value, [
    `${shown} ${label}: ${total.text} ${steps.join(" ")} = ${shown}.`,
    `That's ${shown} ${label} (${total.text} ${steps.join(" ")}).`,
  ]);
};
