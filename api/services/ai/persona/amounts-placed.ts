// An answer a frame found is kept only when its working has a place for every amount of the message:
// a frame that reads two of three amounts ("I have 50 dollars, spend 12.50 on lunch and 8.75 on a
// book") would answer a sum nobody asked, and a wrong number is worse than a question. Two amounts
// or fewer are always placed; ones may stay unsaid ("one for me"), a percent may show as its
// fraction (15% as × 0.15, 0.85 or 1.15); a stretch of time may go unused ("€1,140 for 3 nights,
// split 4 ways, per person?" is €285 for the stay).
import { withDigits } from "./number-words";
import { quantitiesIn, type Quantity } from "./quantities";
import { withParty } from "./word-chain";

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));

/** Every amount of the clauses the answer works from is in its working ("those are like 400 euros
 * tho. the one I saw was €389 with 15% off": the 400 is another price, not part of the sum). */
export function placesEveryAmount(message: string, lines: readonly string[]): boolean {
  const t = withParty(withDigits(message.replace(/[’‘]/g, "'")));
  const text = lines.join(" ");
  const shown = [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, "")));
  const placed = (q: Quantity) => {
    if (q.value === 1 || text.includes(q.text)) return true;
    const forms =
      q.unit.dim === "percent" ? [q.value, q.value / 100, 1 - q.value / 100, 1 + q.value / 100] : [q.value];
    return forms.some((f) => shown.some((v) => close(v, f)));
  };
  // The clauses the answer works from: any of their amounts (a distance, a weight…) in it.
  const used = t
    // clause by clause: "the jacket was $120, the one I want is $95 with 20% off" asks of the second
    .split(/(?<=[.!?;,])\s+(?=\S)|\s+(?:but|tho|though|although|whereas)\s+/i)
    // ("groups of 8 or more": a threshold, not a part of the sum)
    .map((s) => quantitiesIn(s).filter((q) => !q.times && !q.clock && !q.atLeast))
    .filter((qs) => qs.some((q) => q.value !== 1 && placed(q)))
    .flat()
    .filter((q) => ["money", "percent", "count"].includes(q.unit.dim));
  // A price left out of an answer to "how much" answers in the wrong unit ("27 litres" for the cost
  // of the fuel), however few the amounts.
  const currencies = quantitiesIn(t).flatMap((q) =>
    q.unit.dim === "money" && q.unit.name ? [q.unit.name] : [],
  );
  const noMoney = !currencies.some((name) =>
    text.toLowerCase().includes(name.toLowerCase().replace(/s$/, "")),
  );
  const priceLeft =
    /\bhow much\b/i.test(t) &&
    (used.some((q) => q.unit.dim === "money" && !placed(q)) ||
      // (a price with its currency is written back with it: an answer without one is not money)
      (noMoney && currencies.length > 0));
  return !priceLeft && (used.length < 3 || used.every(placed));
}
