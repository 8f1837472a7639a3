// A word problem of several steps read from the parts of the message, whatever its sentence: each
// quantity gets its role from the words around it (a price, how many of it are bought, a percent
// added on as a tip or taken off as a discount or a share given away, the people a total is shared
// between), and the steps are chained in the order a person would do them: the items priced and
// added up, a percent on one item or on the total, then the total shared out. It answers only when
// every quantity of the message has its place in the chain and there are two steps at least; a
// one-step sum is the frames' (frame-solve.ts), and a problem it cannot place all the parts of is
// left to them, never guessed at.
import { ASKED, question } from "./frame-kit";
import { roundTrips } from "./frame-modifiers";
import { withDigits } from "./number-words";
import { fillAll } from "./plan";
import { quantitiesIn, showAmount, showNumber, type Quantity, type Unit } from "./quantities";
import type { WordAnswer } from "./word-answer";
import { between, readItems } from "./word-chain-items";
import { WORDS } from "./words";

const R = WORDS.wordRoles;
const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
const anyOf = (words: readonly string[]) => new RegExp(`\\b(?:${words.map(escape).join("|")})\\b`, "i");
const ADDS = anyOf(R.percentAdds);
const TAKES = anyOf(R.percentTakes);
const KEEP = anyOf(R.keepAsked);
const SHARE = anyOf(R.shareCues);
const PEOPLE = R.people.map(escape).join("|");
const TOTAL = anyOf(R.totalAsked);

/** "me and 3 friends", "3 friends … with me", "the 4 of us": how many share, said as "N people". */
export function withParty(text: string): string {
  return text
    .replace(
      new RegExp(`\\b(?:me|myself|i|us two) and (?:my )?(\\d+) (?:other )?(?:${PEOPLE})\\b`, "gi"),
      (_, n: string) => `${Number(n) + 1} people`,
    )
    .replace(
      new RegExp(
        `\\b(\\d+) (?:other )?(?:${PEOPLE})\\b((?:\\s+[a-z']+){0,4}?)\\s+(?:with|and|plus) (?:me|myself)\\b`,
        "gi",
      ),
      (_, n: string, between: string) => `${Number(n) + 1} people${between}`,
    )
    .replace(
      new RegExp(`\\b(\\d+) (?:other )?(?:${PEOPLE}) and (?:i|me|myself)\\b`, "gi"),
      (_, n: string) => `${Number(n) + 1} people`,
    )
    .replace(
      new RegExp(
        `\\b((?:split|share|splitting|sharing)\\b[^.?!]{0,24}?\\bwith (?:my )?)(\\d+) (?:other )?(?:${PEOPLE})\\b`,
        "gi",
      ),
      (_, lead: string, n: string) => `${lead}${Number(n) + 1} people`,
    )
    .replace(/\b(?:the )?(\d+) of us\b/gi, "$1 people")
    .replace(/\bwe(?:'re| are) (\d+)\b(?! [a-z])/gi, "we are $1 people");
}

/** The question asks what is left over, or the change. */
const BACK = new RegExp(`${KEEP.source}|\\bchange\\b`, "i");
/** "I have 50 dollars", "change from $20", "I had 120 stickers": the amount things come out of. */
const BUDGET =
  /\b(?:have|had|got|budget(?: is| of)?|start(?:ed)? with|change from|out of|paid with|pay with|saved|earned)\s+(?:a\s+|about\s+|only\s+|just\s+|exactly\s+)?$/i;

/** "gave 15 to Sam and 22 to Mia": with nothing priced, each count taken from the budget. */
function spent(counts: Quantity[], used: Set<Quantity>, budget: Quantity, ways?: Quantity) {
  const out = counts.filter((q) => q !== budget && q !== ways && !q.per && !used.has(q));
  out.forEach((q) => used.add(q));
  return out.map((q) => ({ price: q, value: q.value, name: "", steps: [] as string[] }));
}

/** Reads the message into a chain of steps; null unless every quantity has its place. */
function chain(t: string, party: boolean): WordAnswer | null {
  // "150 miles each way… the round trip": both legs.
  const qs = roundTrips(t, quantitiesIn(t));
  const used = new Set<Quantity>();
  const take = (q: Quantity | undefined) => (q ? (used.add(q), q) : undefined);
  const prices = qs.filter((q) => q.unit.dim === "money");
  const counts = qs.filter((q) => q.unit.dim === "count" && !q.clock && !q.times);
  const percents = qs.filter((q) => q.unit.dim === "percent");
  // "…what's left per month?" with no stretch of time said: a year, a month? Not guessed.
  if (
    /\b(?:per|a|each|every) (?:day|week|month|year)\b/i.test(question(t)) &&
    !qs.some((q) => q.unit.dim === "time" || q.per?.dim === "time")
  )
    return null;
  // "I have 50 dollars… how much is left?", "my change from $20": what the items are taken from.
  const asked0 = question(t);
  const budget =
    // ("I have €250 and the jacket is €180 with 15% off": a budget beside a price with a percent.)
    BACK.test(asked0) && (!percents.length || prices.length >= 2)
      ? [...prices, ...counts].find((q) => BUDGET.test(t.slice(Math.max(0, q.at - 24), q.at)))
      : undefined;
  if (!prices.length && !(percents.length && counts.length) && !budget) return null;
  const money: Unit = prices[0]?.unit ?? counts[0]!.unit;
  const show = (v: number) => showAmount(v, money);
  let ops = 0;

  // Who the total is shared between: "4 people" (after withParty), "between 5", "split 3 ways".
  const asked = question(t);
  const sharing = SHARE.test(t);
  const people = counts.find((q) => new RegExp(`^(?:${PEOPLE}|ways?)$`, "i").test(q.unit.name));
  const between5 = counts.find((q) =>
    /\b(?:between|among|amongst|by)\s+(?:the\s+)?$/i.test(t.slice(0, q.at)),
  );
  // "€84 each, for 4 of us": a price each is multiplied by the people, not shared between them.
  const eachPriced = prices.some((q) => q.each || /^(?:person|head|people)$/i.test(q.per?.name ?? ""));
  // (Unless it is a price each of things bought: "14 each and we get 4 pizzas… how much each?")
  const boughtCount = counts.some((q) => q !== people && q !== between5 && !q.per);
  const ways = sharing && (!eachPriced || boughtCount) ? take(between5 ?? people) : undefined;

  // The items: each price times how many are bought, or times a rate over a stretch of time.
  take(budget);
  const items =
    budget && !prices.some((q) => q !== budget)
      ? spent(counts, used, budget, ways)
      : readItems(
          t,
          qs.filter((q) => q !== budget),
          used,
          show,
        );
  if (!items) return null;
  ops += items.reduce((n, item) => n + item.steps.length, 0);
  // "4,800 gold coins … give Maud 15%": a count is the amount when nothing is priced.
  if (!items.length) {
    const whole = counts.find((q) => !used.has(q) && q !== ways);
    if (!whole) return null;
    take(whole);
    items.push({ price: whole, value: whole.value, name: "", steps: [] });
  }

  // Percents: on the item they name ("for the book only"), else on the total; added or taken.
  const keepAsked = KEEP.test(asked);
  const onItems: string[] = [];
  for (const p of percents) {
    take(p);
    // The percent's own clause: back to the last stop or comma, on to the next.
    const next = qs.find((q) => q.at > p.at);
    const last = [...qs].reverse().find((q) => q.at < p.at);
    const from = Math.max(0, p.at - 30, last ? last.at + last.text.length : 0);
    // The clause: back to the last amount, stop, comma or "and", on to the next.
    const clause = /[.,;!?]|\b(?:and|then|but)\b/i;
    const near = `${t.slice(from, p.at).split(clause).pop()} ${between(t, p, next).split(clause)[0]}`;
    const adds = ADDS.test(near) && !(keepAsked && /\b(?:tax|fee|commission)\b/i.test(near));
    const takes = TAKES.test(near) || (keepAsked && !adds);
    if (adds === takes) return null;
    const target = items.find(
      (i) =>
        i.name && new RegExp(`\\b(?:for|on|off)\\s+(?:the\\s+|my\\s+)?${escape(i.name)}\\b`, "i").test(near),
    );
    const apply = (before: number) => {
      const part = (before * p.value) / 100;
      const after = adds ? before + part : before - part;
      return {
        part,
        after,
        step: `${show(before)} ${adds ? "+" : "−"} ${showNumber(p.value)}% (${show(part)}) = ${show(after)}`,
      };
    };
    if (target) {
      const { after, step } = apply(target.value);
      target.value = after;
      target.steps.push(step);
    } else onItems.push(`${adds ? "+" : "−"}${p.value}`);
    ops++;
  }
  if (qs.some((q) => !used.has(q) && q !== ways)) return null;

  const steps = items.flatMap((i) => i.steps);
  let total = items.reduce((sum, i) => sum + i.value, 0);
  // Two prices are added up when the question asks for the total, or when they are one list ("the
  // book is 18 pounds and the card is 3.75"), not two prices compared ("400 euros tho. this one €389").
  const listed = items.every(
    (item, k) => k === 0 || /^[^.!?]*\band\b[^.!?]*$/i.test(between(t, items[k - 1]!.price, item.price)),
  );
  if (items.length > 1 && !TOTAL.test(asked) && !listed && !budget) return null;
  if (items.length > 1) {
    steps.push(`${items.map((i) => show(i.value)).join(" + ")} = ${show(total)}`);
    ops++;
  }
  for (const sign of onItems) {
    const p = Number(sign.slice(1));
    const part = (total * p) / 100;
    const after = sign.startsWith("+") ? total + part : total - part;
    steps.push(
      `${show(total)} ${sign[0] === "+" ? "+" : "−"} ${showNumber(p)}% (${show(part)}) = ${show(after)}`,
    );
    total = after;
  }
  if (budget) {
    if (!items.length) return null;
    steps.push(`${show(budget.value)} − ${show(total)} = ${show(budget.value - total)}`);
    total = budget.value - total;
    ops++;
  }
  if (ways) {
    if (ways.value < 1) return null;
    const each = total / ways.value;
    steps.push(`${show(total)} ÷ ${showNumber(ways.value)} = ${show(each)}`);
    total = each;
    ops++;
  }
  // One step is a frame's to answer, except a share taken off before what is kept ("give Maud 15%,
  // how many do I keep?"), which is two: the share, then the rest.
  const kept = keepAsked && percents.length > 0;
  // "…plus 18% tip, what's the total?": the total with the percent is asked, not the percent alone.
  const withPercent =
    percents.length > 0 && prices.length > 0 && (TOTAL.test(asked) || /\bpay\b/i.test(asked));
  if ((ops < 2 && !kept && !party && !withPercent) || !Number.isFinite(total)) return null;
  const kind = ways ? R.each : kept || budget ? R.kept : R.total;
  const lines = fillAll(kind, { result: show(total), working: steps.join(", then ") });
  return { value: total, lines };
}

/** The word problem of several steps in the message, chained from its parts; null when it is not one. */
export function solveChain(message: string): WordAnswer | null {
  const plain = withDigits(message.replace(/[’‘]/g, "'"));
  const t = withParty(plain);
  // Asked, or said as a bill to work out ("me and 3 friends split $57.80 plus 15% tip").
  if (!ASKED.test(t) && !SHARE.test(t) && !ADDS.test(t) && !TAKES.test(t)) return null;
  // "3 friends chip in with me" is 4 shares: the frames would read 3, so even one step is the chain's.
  return chain(t, t !== plain);
}
