// Everyday sums written in words, answered exactly: a percentage of an amount with its unit ("15% of
// 42 pounds"), a unit price or any other proportion ("if 3 coffees cost $12, what do 5 cost?"), a
// split ("split $87 between 4"), a share in a ratio ("share $100 in the ratio 3:2") and what is left
// ("I had 12 apples and ate 5, how many are left?"); then any other sentence with the parts, read
// by word-frames.ts. Only plain arithmetic on the numbers found in the message; nothing is evaluated as typed.
import { solveFrame, solveLooseFrame, solveStated, solveTypedFrame } from "./frame-solve";
import { MORE_SOLVERS } from "./word-problems-more";
import { placesEveryAmount } from "./amounts-placed";
import { solveChain } from "./word-chain";
import { withDigits } from "./number-words";
import type { WordAnswer } from "./word-answer";

const NUM = String.raw`(\d+(?:,\d{3})*(?:\.\d+)?)`;
const CURRENCY_SIGN = String.raw`([$£€])?`;
const MONEY_WORDS = /^(?:dollars?|bucks?|pounds?|quid|euros?|cents?|pence|yen|rupees?)$/i;
const MAX = 1e12;

const num = (text: string) => Number(text.replace(/,/g, ""));

const NOT_UNITS =
  /^(?:and|or|but|is|are|was|were|to|need|we|i|you|it|split|divided|shared|between|among|for|in|into|of|the|a|an|what|how|please|each|total|so|then|bill|evenly|equally|if|at|on|by|with)$/i;
/** The word after an amount, when it says what the amount counts ("pounds", "kg"), else "". */
const unitWord = (word: string | undefined) => (word && !NOT_UNITS.test(word) ? word : "");

/** An amount with what it counts: "$12", "42 pounds", "600 g", "5". */
interface Amount {
  sign: string;
  unit: string;
}

function money(a: Amount): boolean {
  return Boolean(a.sign) || MONEY_WORDS.test(a.unit);
}

/** Rounds to cents for money, else to at most three decimals. */
function format(value: number, a: Amount): string {
  const rounded = Math.round(value * 1000) / 1000;
  const digits = money(a)
    ? Number.isInteger(Math.round(value * 100) / 100)
      ? String(Math.round(value))
      : (Math.round(value * 100) / 100).toFixed(2)
    : String(rounded);
  const plural = a.unit && Math.abs(value) !== 1 ? a.unit : a.unit.replace(/s$/, "");
  return `${a.sign}${digits}${a.unit ? ` ${/^(?:dollars?|pounds?|euros?)$/i.test(a.unit) ? plural : a.unit}` : ""}`;
}

const sane = (v: number) => Number.isFinite(v) && Math.abs(v) < MAX;

function answer(value: number, lines: string[]): WordAnswer | null {
  return sane(value) ? { value, lines } : null;
}

/** "15% of 42 pounds", "20 percent of $80". */
function percentOf(t: string): WordAnswer | null {
  const m = t.match(
    new RegExp(
      String.raw`${NUM}\s*(?:%|percent|per cent)\s+of\s+${CURRENCY_SIGN}${NUM}(?:\s*([a-z]+))?`,
      "i",
    ),
  );
  if (!m) return null;
  const unit = unitWord(m[4]);
  const amount = { sign: m[2] ?? "", unit };
  const p = num(m[1]!);
  const whole = num(m[3]!);
  const shown = `${p}% of ${format(whole, amount)}`;
  const result = format((p / 100) * whole, amount);
  return answer((p / 100) * whole, [
    `${shown} is ${result}.`,
    `That's ${result}: ${shown} comes to ${result}.`,
    `${result}. (${p}% of ${format(whole, { ...amount, unit: "" })} = ${format((p / 100) * whole, { ...amount, unit: "" })}.)`,
  ]);
}

/** "split $87 between 4", "divide 120 among 5 people", "$60 split 3 ways". */
function split(t: string): WordAnswer | null {
  const m =
    t.match(
      new RegExp(
        String.raw`\b(?:split|divide|share)\s+(?:the\s+)?(?:(?:bill|cost|total|check|tab)\s+)?(?:of\s+)?${CURRENCY_SIGN}${NUM}(?:\s*([a-z]+))?\s+(?:evenly\s+|equally\s+)?(?:between|among|amongst|by|into|across|with)\s+(?:the\s+)?(\d+)`,
        "i",
      ),
    ) ??
    t.match(
      new RegExp(
        String.raw`${CURRENCY_SIGN}${NUM}(?:\s*([a-z]+))?\s+(?:split|divided|shared)\s+(\d+)\s+ways`,
        "i",
      ),
    ) ??
    // "$1,200 split between 3", "we made $84 and need to split it between 4"
    t.match(
      new RegExp(
        String.raw`${CURRENCY_SIGN}${NUM}(?:\s*([a-z]+))?\b.{0,40}?\b(?:split|shared|divide it|share it|split it)\s+(?:evenly\s+|equally\s+)?(?:between|among|amongst)\s+(\d+)`,
        "i",
      ),
    );
  if (!m) return null;
  const unit = unitWord(m[3]);
  const amount = { sign: m[1] ?? "", unit };
  const total = num(m[2]!);
  const ways = num(m[4]!);
  if (!ways) return null;
  const each = format(total / ways, amount);
  const whole = format(total, amount);
  return answer(total / ways, [
    `${whole} split ${ways} ways is ${each} each.`,
    `${each} each: ${whole} ÷ ${ways} = ${each}.`,
    `That comes to ${each} per person (${whole} ÷ ${ways}).`,
  ]);
}

/** "share $100 in the ratio 3:2", "split 50 in a 2:3 ratio". */
function ratio(t: string): WordAnswer | null {
  const m = t.match(
    new RegExp(
      String.raw`\b(?:split|divide|share)\s+${CURRENCY_SIGN}${NUM}(?:\s*([a-z]+))?\s+(?:in|into|by)\s+(?:the|a)\s+(?:ratio\s+(?:of\s+)?)?(\d+)\s*:\s*(\d+)`,
      "i",
    ),
  );
  if (!m) return null;
  const unit = unitWord(m[3]);
  const amount = { sign: m[1] ?? "", unit };
  const total = num(m[2]!);
  const a = num(m[4]!);
  const b = num(m[5]!);
  if (!a || !b) return null;
  const first = format((total * a) / (a + b), amount);
  const second = format((total * b) / (a + b), amount);
  return answer((total * a) / (a + b), [
    `${first} and ${second}: ${a + b} parts in all, so one part is ${format(total / (a + b), amount)}.`,
    `In the ratio ${a}:${b}, ${format(total, amount)} becomes ${first} and ${second}.`,
  ]);
}

/** The first amount after a cost word: "cost $12", "are 12 dollars", "for £3.50". */
function priceIn(text: string): { value: number; amount: Amount } | null {
  const m = text.match(
    new RegExp(
      String.raw`\b(?:cost|costs|is|are|was|were|for|at|make|makes)\s+${CURRENCY_SIGN}${NUM}(?:\s*([a-z]+))?`,
      "i",
    ),
  );
  if (!m || (!m[1] && !m[3])) return null;
  const unit = unitWord(m[3]);
  return { value: num(m[2]!), amount: { sign: m[1] ?? "", unit } };
}

/** "if 3 coffees cost $12, what do 5 cost?", "4 tickets are $30, how much for 7?". */
function proportion(t: string): WordAnswer | null {
  if (!/\b(?:what|how much|how many)\b|\?/i.test(t)) return null;
  const [given, asked] = t
    .split(/,|\?|\bthen\b|\bso\b|(?=\bhow (?:much|many)\b)|(?=\bwhat (?:do|does|would|will|about)\b)/i)
    .map((s) => s?.trim() ?? "")
    .filter(Boolean)
    .reduce<[string, string]>(
      (acc, part) => (acc[0] ? [acc[0], `${acc[1]} ${part}`.trim()] : [part, ""]),
      ["", ""],
    );
  if (!given || !asked) return null;
  const count = given.match(
    new RegExp(
      String.raw`(?:^|\bif\s+|\b)${NUM}\s+((?:[a-z-]+\s+){0,2}?[a-z-]+)(?=\s+(?:of\s+[a-z]+\s+)?(?:cost|costs|are|is|was|were|for|at|make|makes|sell|sells|burn|burns|last|lasts)\b)`,
      "i",
    ),
  );
  const price = priceIn(given.slice((count?.index ?? 0) + (count?.[0].length ?? 0)));
  const wanted = asked.match(new RegExp(String.raw`${NUM}(?:\s+([a-z]+))?`, "i"));
  if (!count || !price || !wanted || MONEY_WORDS.test(count[2]!.split(/\s+/)[0]!)) return null;
  const stem = (w: string) => w.toLowerCase().replace(/(?:es|s)$/, "");
  // "2 cups of flour for 12 cookies, how much for 30 cookies?": the 30 counts the second kind.
  if (wanted[2] && price.amount.unit && stem(wanted[2]) === stem(price.amount.unit)) {
    if (!price.value) return null;
    const kind = { sign: "", unit: count[2]!.split(/\s+/)[0]! };
    const per = num(count[1]!) / price.value;
    const value = per * num(wanted[1]!);
    const result = format(value, kind);
    return answer(value, [
      `${result} for ${num(wanted[1]!)} ${wanted[2]}: ${format(num(count[1]!), kind)} makes ${price.value}, and ${num(wanted[1]!)} is ${num(wanted[1]!) / price.value} times that.`,
      `You'd need ${result}. Scale ${format(num(count[1]!), kind)} by ${num(wanted[1]!)}/${price.value} and that's what you get.`,
    ]);
  }
  const n = num(count[1]!);
  const k = num(wanted[1]!);
  if (!n) return null;
  const item = count[2]!.toLowerCase();
  const one = format(price.value / n, price.amount);
  const result = format((price.value / n) * k, price.amount);
  const singular = item
    .replace(/(?<!k)ies$/, "y")
    .replace(/kies$/, "kie")
    .replace(/(ss|ch|sh|x)es$/, "$1")
    .replace(/([^s])s$/, "$1");
  const many = k === 1 ? singular : item;
  return answer((price.value / n) * k, [
    `${k} ${many} would be ${result}: one ${singular} is ${one}, times ${k}.`,
    `That's ${result}. ${format(price.value, price.amount)} ÷ ${n} = ${one} each, and ${one} × ${k} = ${result}.`,
    `${result} for ${k}, at ${one} apiece.`,
  ]);
}

/** "I had 12 apples and ate 5, how many are left?", "I had $50 and spent $18". */
function leftOver(t: string): WordAnswer | null {
  if (!/\b(?:left|remain|remaining|leftover|still have|now have)\b/i.test(t)) return null;
  const m = t.match(
    new RegExp(
      String.raw`\b(?:have|had|got|bought|start(?:ed)? with)\s+${CURRENCY_SIGN}${NUM}(?:\s*([a-z]+))?.*?\b(?:ate|eat|spent|spend|gave(?: away)?|give(?: away)?|lost|lose|sold|sell|used|use|broke|took|take|drank|paid|pay)\s+${CURRENCY_SIGN}${NUM}`,
      "i",
    ),
  );
  if (!m) return null;
  const unit = unitWord(m[3]);
  const amount = { sign: m[1] ?? m[4] ?? "", unit };
  const had = num(m[2]!);
  const gone = num(m[5]!);
  if (gone > had) return null;
  const result = format(had - gone, amount);
  return answer(had - gone, [
    `${result} left: ${had} − ${gone} = ${had - gone}.`,
    `You'd have ${result} left (${had} − ${gone}).`,
  ]);
}

/** "5 boxes with 6 eggs each, how many eggs?", "3 packs of 12 pens". */
function groups(t: string): WordAnswer | null {
  if (!/\b(?:how many|total|altogether|in all)\b/i.test(t)) return null;
  const m = t.match(
    new RegExp(
      String.raw`${NUM}\s+([a-z-]+)\s+(?:of|with|each with|each of|holding|containing)\s+${NUM}\s+([a-z-]+)`,
      "i",
    ),
  );
  if (!m) return null;
  const a = num(m[1]!);
  const b = num(m[3]!);
  return answer(a * b, [
    `${a * b} ${m[4]} in all: ${a} × ${b} = ${a * b}.`,
    `${a} ${m[2]} × ${b} ${m[4]} = ${a * b} ${m[4]}.`,
  ]);
}

// The frames whose parts name the operation first (a rate, two times of day, two years), then the
// patterns, then the frames that read looser shapes (each, split, what is left, price × count).
const SOLVERS = [
  solveChain,
  solveFrame,
  ...MORE_SOLVERS,
  percentOf,
  ratio,
  split,
  leftOver,
  groups,
  proportion,
  solveLooseFrame,
  solveStated,
  solveTypedFrame,
];

/** The word problem in a message, worked out; null when there is none. */
export function solveWordProblem(message: string): WordAnswer | null {
  const t = withDigits((message ?? "").replace(/[’‘]/g, "'").trim());
  if (!t || t.length > 300 || !/\d/.test(t)) return null;
  for (const solve of SOLVERS) {
    const found = solve(t);
    // A reading that leaves an amount out answers another question: the next reading is tried.
    if (found && placesEveryAmount(t, found.lines)) return found;
  }
  return null;
}

/**
 * "split it between the 3 of us" after "$42 in total": the amount "it" stands for is the first one
 * in the bot's previous reply, so the sum goes on where the last one stopped.
 */
export function withPreviousAmount(message: string, previousReply: string): string {
  if (!/\b(?:split|divide|share|halve)\s+(?:it|that|this|the (?:total|bill|cost))\b/i.test(message))
    return message;
  const amount = previousReply.match(/[$£€]\d+(?:,\d{3})*(?:\.\d+)?/)?.[0];
  return amount
    ? message.replace(
        /\b(split|divide|share|halve)\s+(?:it|that|this|the (?:total|bill|cost))\b/i,
        `$1 ${amount}`,
      )
    : message;
}
