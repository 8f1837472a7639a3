// Frames for an amount against another of its kind: a price said for one size scaled to the size
// needed ("feta is 4.20 for 200g, I need 150g"), whether what one has is enough for what is needed,
// through a stated equivalence when they are in different units ("2 and a half cups, the recipe
// needs 375 g, 1 cup is 125 g: enough?"), the containers a need fills ("8 people, 2 glasses each,
// 5 glasses per bottle"), and the days between two dates of a month ("the 22nd, it's the 9th").
import { amounts, inBase, question, sameKind, sameNoun, solved, stem, type Frame } from "./frame-kit";
import { showAmount, showNumber, type Quantity } from "./quantities";

const MEASURED = new Set(["mass", "volume", "length", "data"]);
const gap = (t: string, a: Quantity, b: Quantity) => t.slice(a.at + a.text.length, b.at);

/** "Feta is 4.20 for 200g. I need 150g. How much is that?": the price of the amount needed. */
export const scaledPrice: Frame = (t, qs) => {
  if (!/\b(?:how much|cost|price|worth|pay|come to)\b/i.test(question(t))) return null;
  const prices = qs.filter((q) => q.unit.dim === "money" && !q.per);
  const sizes = qs.filter((q) => MEASURED.has(q.unit.dim) && !q.per && !q.times);
  if (prices.length !== 1 || sizes.length !== 2 || sizes[0]!.unit.dim !== sizes[1]!.unit.dim) return null;
  const price = prices[0]!;
  // The size the price is said for sits next to it ("4.20 for 200g", "200g is 4.20"); the other is needed.
  const said = sizes.find((s) =>
    s.at > price.at
      ? /^\s*(?:for|per|a)\s+(?:an?\s+|the\s+)?$/i.test(gap(t, price, s))
      : /^\s*(?:[a-z]+\s+){0,2}(?:is|are|costs?|for|at|=)\s*$/i.test(gap(t, s, price)),
  );
  const need = sizes.find((s) => s !== said);
  if (!said || !need || !inBase(said)) return null;
  const value = (price.value * inBase(need)) / inBase(said);
  const shown = showAmount(value, price.unit);
  return solved(value, [
    `${shown}: ${price.text} ÷ ${said.text} × ${need.text} = ${shown}.`,
    `That's ${shown} for ${need.text} (${price.text} buys ${said.text}, so ${showNumber(inBase(need) / inBase(said))} of that).`,
  ]);
};

/** "I have 2.5 cups, it needs 375 g, 1 cup is 125 g: enough?": what one has against what is needed. */
export const enoughFor: Frame = (t, qs) => {
  if (!/\benough\b/i.test(question(t))) return null;
  const all = amounts(qs).filter((q) => !q.per && q.unit.dim !== "percent");
  // "1 cup is 125g": an equivalence between two units.
  const k = all.findIndex(
    (q, i) =>
      q.value === 1 &&
      all[i + 1] !== undefined &&
      /^\s*(?:is|=|equals|weighs|makes|holds)\s*(?:about\s+|around\s+)?$/i.test(gap(t, q, all[i + 1]!)),
  );
  const [one, worth] = k >= 0 ? [all[k]!, all[k + 1]!] : [];
  const rest = all.filter((q) => q !== one && q !== worth);
  const have = rest.find((q) =>
    /\b(?:have|got|has|there's|there is)\b(?:\s+\w+){0,2}\s*$/i.test(t.slice(0, q.at)),
  );
  const need = rest.find(
    (q) =>
      q !== have &&
      /\b(?:needs?|calls? for|takes|requires?|asks? for|want)\b(?:\s+\w+){0,2}\s*$/i.test(t.slice(0, q.at)),
  );
  // "3 eggs per cake and want 4 cakes": the need is the rate times the count of what it is per.
  const rate = amounts(qs).find((q) => q.per?.dim === "count" && !have?.per);
  const times =
    rate &&
    rest.find((q) => q !== have && q.unit.dim === "count" && sameNoun(q.unit.name || "-", rate.per!.name));
  if (rate && have && times && rest.length === 2 && sameKind(have.unit, rate.unit)) {
    const value = rate.value * times.value;
    const text = `${showAmount(value, rate.unit)} (${times.text} × ${rate.text})`;
    return verdict(have, inBase(have) / rate.unit.factor, { value, unit: rate.unit, text }, "");
  }
  if (!have || !need || rest.length !== 2) return null;
  // In the needed amount's unit: directly when the kinds match, else through the equivalence.
  let had: number;
  if (
    have.unit.dim === need.unit.dim &&
    (have.unit.dim !== "count" || sameNoun(have.unit.name || "x", need.unit.name || "x"))
  )
    had = inBase(have) / need.unit.factor;
  else if (
    one &&
    worth &&
    sameNoun(stem(one.unit.name), stem(have.unit.name)) &&
    worth.unit.dim === need.unit.dim
  )
    had = (have.value * inBase(worth)) / need.unit.factor;
  else return null;
  return verdict(have, had, need, one && worth ? ` (${have.text} × ${worth.text})` : "");
};

/** Enough or short: what one has (`had`, in the need's unit) against the need. */
function verdict(have: Quantity, had: number, need: Pick<Quantity, "value" | "unit" | "text">, via: string) {
  const short = need.value - had;
  const hadShown = showAmount(had, need.unit);
  // "2.5 cups is 312.5 g", but not "10 eggs is 10 eggs".
  const is = had === have.value && have.unit.name === need.unit.name ? "" : ` is ${hadShown}${via}`;
  if (short <= 1e-9)
    return solved(had, [
      `Yes, enough: ${have.text}${is}, and you need ${need.text}.`,
      `That covers it: ${hadShown} against ${need.text}, ${showAmount(-short, need.unit)} to spare.`,
    ]);
  const gapShown = showAmount(short, need.unit);
  return solved(had, [
    `Not quite: ${have.text}${is}, ${gapShown} short of ${need.text}.`,
    `Not enough, sadly: ${hadShown} against ${need.text}, so you're ${gapShown} short.`,
  ]);
}

/** "8 people, about 2 glasses each, 5 glasses per bottle": the bottles it takes, rounded up. */
export const containersFor: Frame = (t, qs) => {
  const holds = qs.find(
    (q) =>
      q.per?.dim === "count" &&
      !["money", "percent", "time"].includes(q.unit.dim) &&
      !/^(?:person|people|head|guest)s?$/i.test(q.per.name),
  );
  if (!holds || !inBase(holds)) return null;
  const rest = amounts(qs).filter((q) => q !== holds);
  const kin = (q: Quantity) =>
    sameKind(q.unit, holds.unit) && (q.unit.dim !== "count" || sameNoun(q.unit.name || "-", holds.unit.name));
  const each = rest.find((q) => q.each && kin(q));
  const people = rest.find((q) => q !== each && q.unit.dim === "count" && !q.per && !kin(q));
  const total = rest.find((q) => !q.each && !q.per && kin(q));
  if (rest.length !== (each ? 2 : 1)) return null;
  const need = each && people ? inBase(each) * people.value : total ? inBase(total) : undefined;
  if (need === undefined) return null;
  const exact = need / inBase(holds);
  const value = Math.ceil(exact - 1e-9);
  const what = holds.per!.name.replace(/s$/, "");
  const made =
    each && people
      ? `${showNumber(people.value)} × ${showNumber(each.value)} = ${showAmount(people.value * each.value, each.unit)}, `
      : "";
  return solved(value, [
    `${value} ${what}${value === 1 ? "" : "s"}: ${made}÷ ${holds.text} a ${what} = ${showNumber(exact)}${exact === value ? "" : `, rounded up to ${value}`}.`,
    `You'll want ${value} ${what}${value === 1 ? "" : "s"}. ${made}and each ${what} gives ${holds.text}.`,
  ]);
};

const ORDINAL = /\b([0-3]?\d)(?:st|nd|rd|th)\b/gi;

/** "Her birthday is the 22nd and it's the 9th today: how many days?" */
export const daysOfMonth: Frame = (t) => {
  if (!/\b(?:how many days|how long|days? (?:left|to go|until|till|away)|until|till)\b/i.test(t)) return null;
  const dates = [...t.matchAll(ORDINAL)].map((m) => ({
    day: Number(m[1]),
    at: m.index!,
    end: m.index! + m[0].length,
  }));
  if (dates.length !== 2 || dates.some((d) => d.day < 1 || d.day > 31)) return null;
  // "it's the 9th today", "today is the 9th", "the 9th now": the date that is today.
  const isToday = (d: { at: number; end: number }) =>
    /\b(?:it's|its|it is|today is|today's|now is)\s+(?:the\s+)?$/i.test(
      t.slice(Math.max(0, d.at - 20), d.at),
    ) || /^\s*(?:today|now)\b/i.test(t.slice(d.end));
  const nowAt = dates.findIndex(isToday);
  if (nowAt < 0) return null;
  const [today, target] = [dates[nowAt]!.day, dates[1 - nowAt]!.day];
  // Into next month the count depends on the month's length: left to the member, never guessed.
  if (target <= today) return null;
  const value = target - today;
  return solved(value, [
    `${value} days: from the ${nth(today)} to the ${nth(target)} is ${target} − ${today}.`,
    `That's ${value} days, counting from the ${nth(today)} to the ${nth(target)}.`,
  ]);
};

const nth = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;
