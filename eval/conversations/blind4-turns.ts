// What blind set #4 checks beyond the earlier sets' helpers: a duration however it is written
// ("2 h 30", "2.5 hours", "150 minutes", "two and a half hours"), a clock time in 24 or 12 hours, a
// price with a decimal point or a French decimal comma, a recipe given with amounts, and a recipe
// scaled from the one the bot gave a turn before. None of them can be passed by the member's own words.
import { fail, numbersIn, pass } from "../checks";
import type { Check, CheckContext } from "../types";
import { wordNumbersIn } from "./blind3-turns";

export const BLIND4 = "(blind set #4)";

const near = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance + 1e-9;

const NUM = String.raw`\b(\d+(?:\.\d+)?|an?|[a-z]+(?:-[a-z]+)?)`;
const HOURS = String.raw`\s*(?:h|hrs?|hours?)\b`;
const MINUTES = String.raw`\s*(?:mins?|minutes?)\b`;

/** A number in digits or words ("2.5", "an", "twenty-one"), or undefined. */
function valueOf(text: string): number | undefined {
  if (/^\d/.test(text)) return Number(text);
  if (text === "a" || text === "an") return 1;
  return wordNumbersIn(text)[0];
}

/** Every length of time the text states, in minutes. */
export function minutesIn(text: string): number[] {
  const t = text.toLowerCase().replace(/(\d),(\d{3})/g, "$1$2");
  const out: number[] = [];
  const add = (n: number | undefined) => {
    if (n !== undefined && Number.isFinite(n)) out.push(n);
  };
  const hoursThenMinutes = new RegExp(`${NUM}${HOURS}(?:,?\\s*(?:and\\s*)?${NUM}${MINUTES})?`, "g");
  for (const m of t.matchAll(hoursThenMinutes)) {
    const h = valueOf(m[1]!);
    if (h !== undefined) add(h * 60 + (m[2] ? (valueOf(m[2]) ?? 0) : 0));
  }
  for (const m of t.matchAll(/(\d+)h(\d{2})\b/g)) add(Number(m[1]) * 60 + Number(m[2]));
  for (const m of t.matchAll(new RegExp(`${NUM}${MINUTES}`, "g"))) add(valueOf(m[1]!));
  for (const m of t.matchAll(new RegExp(`${NUM} and a half hours?|${NUM} hours? and a half`, "g"))) {
    const h = valueOf((m[1] ?? m[2])!);
    if (h !== undefined) add(h * 60 + 30);
  }
  if (/\bhalf an hour\b/.test(t)) add(30);
  return out;
}

/** The reply states a duration of `minutes` (within `tolerance` minutes), in any usual form. */
export function duration(minutes: number, tolerance = 0): Check {
  const shown = `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return {
    label: `lasts ${shown}`,
    run: (reply) => {
      const found = minutesIn(reply);
      return found.some((m) => near(m, minutes, tolerance))
        ? pass
        : fail(`no ${shown} (found ${found.join(", ") || "no duration"} min)`);
    },
  };
}

/** Every clock time in the text, as minutes after midnight (a time without am/pm counts both ways). */
export function clockTimesIn(text: string): number[] {
  const t = text.toLowerCase();
  const out: number[] = [];
  const re =
    /\b(\d{1,2})(?:[:.h](\d{2}))?\s*(a\.?m\.?|p\.?m\.?|o'clock|o’clock|in the (?:morning|afternoon|evening))?/g;
  for (const m of t.matchAll(re)) {
    const h = Number(m[1]);
    const min = Number(m[2] ?? 0);
    const suffix = m[3] ?? "";
    if ((m[2] === undefined && !suffix) || h > 24 || min > 59) continue;
    if (/^p|afternoon|evening/.test(suffix)) out.push(((h % 12) + 12) * 60 + min);
    else if (/^a|morning/.test(suffix)) out.push((h % 12) * 60 + min);
    else out.push(h * 60 + min, ((h + 12) % 24) * 60 + min);
  }
  return out;
}

/** The reply names the clock time hh:mm (24-hour), written as 24-hour, 12-hour or "4 am". */
export function clock(hours: number, minutes = 0): Check {
  const shown = `${hours}:${String(minutes).padStart(2, "0")}`;
  return {
    label: `at ${shown}`,
    run: (reply) => {
      const found = clockTimesIn(reply);
      return found.includes(hours * 60 + minutes) ? pass : fail(`no ${shown}`);
    },
  };
}

/** Amounts of money as written in English or in French ("4.20", "4,20 €", "1,250.50"). */
export function pricesIn(text: string): number[] {
  const french = [...text.matchAll(/(?<![\d,.])(\d+),(\d{1,2})(?![\d,])/g)].map((m) =>
    Number(`${m[1]}.${m[2]}`),
  );
  return [...numbersIn(text), ...french];
}

/** The reply states the price (to the cent, a decimal point or comma). */
export function price(expected: number): Check {
  return {
    label: `= ${expected.toFixed(2)}`,
    run: (reply) => {
      const found = pricesIn(reply);
      return found.some((n) => near(n, expected, 0.005))
        ? pass
        : fail(`no ${expected.toFixed(2)} (found ${found.join(", ") || "no numbers"})`);
    },
  };
}

/** Units of a recipe, each with its base unit and the factor to it ("1.25 l" is 1250 ml). */
const UNITS: [RegExp, string, number][] = [
  [/^(?:g|grams?)$/, "g", 1],
  [/^kg$/, "g", 1000],
  [/^(?:ml|millilit(?:re|er)s?)$/, "ml", 1],
  [/^cl$/, "ml", 10],
  [/^(?:l|lit(?:re|er)s?)$/, "ml", 1000],
  [/^cups?$/, "cup", 1],
  [/^(?:tbsp|tablespoons?)$/, "tbsp", 1],
  [/^(?:tsp|teaspoons?)$/, "tsp", 1],
  [/^(?:eggs?|œufs?|oeufs?)$/, "egg", 1],
  [/^pinch(?:es)?$/, "pinch", 1],
];
const UNIT = String.raw`(?:g|grams?|kg|ml|millilit(?:re|er)s?|cl|l|lit(?:re|er)s?|cups?|tbsp|tablespoons?|tsp|teaspoons?|eggs?|œufs?|oeufs?|pinch(?:es)?)`;

/** Each "250 g", "2 eggs", "½ tsp", "1.25 l" of a text, as [amount, base unit]. */
export function quantitiesIn(text: string): [number, string][] {
  const re = new RegExp(String.raw`(\d+(?:[.,]\d+)?|½|¼)\s*(${UNIT})(?![\p{L}])`, "giu");
  return [...text.matchAll(re)].flatMap((m) => {
    const n = m[1] === "½" ? 0.5 : m[1] === "¼" ? 0.25 : Number(m[1]!.replace(",", "."));
    const unit = UNITS.find(([u]) => u.test(m[2]!.toLowerCase()));
    return unit ? [[n * unit[2], unit[1]] as [number, string]] : [];
  });
}

/** A recipe with at least `min` measured ingredients the member did not give. */
export function measured(min: number): Check {
  return {
    label: `${min}+ measured ingredients`,
    run: (reply, ctx) => {
      const given = new Set(quantitiesIn(ctx.said ?? "").map(([n, u]) => `${n} ${u}`));
      const found = quantitiesIn(reply).filter(([n, u]) => !given.has(`${n} ${u}`));
      return found.length >= min ? pass : fail(`${found.length} measured ingredients`);
    },
  };
}

/**
 * The recipe of the reply before, multiplied by `factor`: at least two of its measured amounts appear
 * scaled (within 10%, for an egg rounded up or down) with the same unit.
 */
export function scaledFrom(factor: number): Check {
  return {
    label: `the last recipe × ${factor}`,
    run: (reply, ctx: CheckContext) => {
      const before = quantitiesIn(ctx.earlier[ctx.earlier.length - 1] ?? "");
      if (before.length < 2) return fail("no measured recipe before");
      const now = quantitiesIn(reply);
      const hits = before.filter(([n, u]) =>
        now.some(([m, v]) => v === u && near(m, n * factor, Math.max(0.1 * n * factor, 0.5))),
      );
      return hits.length >= 2 ? pass : fail(`${hits.length} amounts scaled × ${factor}`);
    },
  };
}
