// More everyday sums written in words (word-problems.ts has the first ones): a price with a
// discount or a raise ("$40, 25% off"), a fraction of an amount ("3/4 of 64"), items at a price
// each ("3 pizzas at $14 each"), an amount per day or person ("$2,100 for 7 days, per day?"), one
// of several ("5 notebooks cost $7.50, how much is one?"), a speed ("180 km in 2 hours"), a share in
// a ratio between named people, a recipe scaled ("serves 4, need 6, 400g"), a sum or difference
// named in words, and a product of people, days and amounts each. Plain arithmetic on the numbers
// found in the message; nothing is evaluated as typed.

export interface Solved {
  lines: string[];
  value: number;
}

const NUM = String.raw`(\d+(?:,\d{3})*(?:\.\d+)?)`;
const SIGN = String.raw`([$£€])?`;
const num = (text: string) => Number(text.replace(/,/g, ""));

/** Up to two decimals, without trailing zeros ("1.5", "17.5", "57,200"). */
function show(value: number, sign = ""): string {
  const rounded = Math.round(value * 100) / 100;
  const text = Number.isInteger(rounded)
    ? rounded.toLocaleString("en-US")
    : sign
      ? rounded.toFixed(2)
      : String(rounded);
  return `${sign}${text}`;
}

const solved = (value: number, lines: string[]): Solved | null =>
  Number.isFinite(value) && Math.abs(value) < 1e12 ? { value, lines } : null;

/** "$40 and 25% off", "a 10% raise on my $52,000 salary", "$80 plus a 15% tip". */
function percentChange(t: string): Solved | null {
  const price = t.match(new RegExp(String.raw`([$£€])${NUM}|${NUM}\s*(dollars|pounds|euros)`, "i"));
  const pct = t.match(
    new RegExp(
      String.raw`${NUM}\s*(?:%|percent|per cent)\s+(off|discount|cheaper|less|raise|increase|more|tip|markup|rise|pay rise|bonus|higher)`,
      "i",
    ),
  );
  if (!price || !pct) return null;
  const sign = price[1] ?? "$";
  const whole = num(price[2] ?? price[3]!);
  const p = num(pct[1]!);
  const down = /^(?:off|discount|cheaper|less)$/i.test(pct[2]!);
  const change = (whole * p) / 100;
  const after = down ? whole - change : whole + change;
  if (down)
    return solved(after, [
      `${show(after, sign)}: ${p}% off ${show(whole, sign)} takes ${show(change, sign)} away.`,
      `It comes to ${show(after, sign)}. ${p}% of ${show(whole, sign)} is ${show(change, sign)}, and ${show(whole, sign)} − ${show(change, sign)} = ${show(after, sign)}.`,
    ]);
  return solved(after, [
    `${p}% of ${show(whole, sign)} is ${show(change, sign)}, so you'd be at ${show(after, sign)}.`,
    `That's ${show(change, sign)} more: ${show(whole, sign)} + ${show(change, sign)} = ${show(after, sign)}.`,
  ]);
}

/** "3/4 of 64", "two thirds of 90" is left to the sums; only digits here. */
function fractionOf(t: string): Solved | null {
  const m = t.match(new RegExp(String.raw`\b(\d+)\s*/\s*(\d+)\s+of\s+${SIGN}${NUM}`, "i"));
  if (!m || !num(m[2]!)) return null;
  const [a, b, whole] = [num(m[1]!), num(m[2]!), num(m[4]!)];
  const value = (whole * a) / b;
  const sign = m[3] ?? "";
  return solved(value, [
    `${a}/${b} of ${show(whole, sign)} is ${show(value, sign)}: ${show(whole, sign)} ÷ ${b} = ${show(whole / b, sign)}, times ${a}.`,
    `${show(value, sign)}. One ${b === 2 ? "half" : `part in ${b}`} of ${show(whole, sign)} is ${show(whole / b, sign)}, and ${a} of those make ${show(value, sign)}.`,
  ]);
}

/** "3 pizzas at $14 each", "4 tickets for $12 each". */
function eachPrice(t: string): Solved | null {
  const m = t.match(
    new RegExp(
      String.raw`\b${NUM}\s+([a-z-]+)\s+(?:at|for|costing|of)\s+([$£€])${NUM}\s*(?:each|apiece|a piece|per\s+\w+)`,
      "i",
    ),
  );
  if (!m) return null;
  const [n, each] = [num(m[1]!), num(m[4]!)];
  const value = n * each;
  return solved(value, [
    `${show(value, m[3])} in total: ${n} × ${show(each, m[3])} = ${show(value, m[3])}.`,
    `That's ${show(value, m[3])} for the ${n} ${m[2]} (${show(each, m[3])} each).`,
  ]);
}

/** "$2,100 for 7 days, how much per day?", "$90 for 6 people, how much each?". */
function perUnit(t: string): Solved | null {
  const m = t.match(
    new RegExp(
      String.raw`([$£€])${NUM}.{0,20}?\bfor\s+${NUM}\s+(days?|nights?|weeks?|months?|people|persons|friends|of us|hours?)`,
      "i",
    ),
  );
  if (!m || !/\b(?:per|each|a (?:day|night|week|month|person|head)|every)\b/i.test(t)) return null;
  const [total, n] = [num(m[2]!), num(m[3]!)];
  if (!n) return null;
  const unit = m[4]!
    .toLowerCase()
    .replace(/s$/, "")
    .replace(/^(?:people|person|friend|of u)$/, "person");
  const value = total / n;
  return solved(value, [
    `${show(value, m[1])} per ${unit}: ${show(total, m[1])} ÷ ${n} = ${show(value, m[1])}.`,
    `That's ${show(value, m[1])} a ${unit} (${show(total, m[1])} over ${n}).`,
  ]);
}

/** "If 5 notebooks cost $7.50, how much is one?" */
function oneOf(t: string): Solved | null {
  const m = t.match(
    new RegExp(
      String.raw`\b${NUM}\s+([a-z-]+)\s+(?:cost|costs|are|is|was|were|for)\s+([$£€])${NUM}.*\bhow much\b.*\b(?:one|each|a single|1|apiece)\b`,
      "i",
    ),
  );
  if (!m || !num(m[1]!)) return null;
  const value = num(m[4]!) / num(m[1]!);
  return solved(value, [
    `${show(value, m[3])} each: ${show(num(m[4]!), m[3])} ÷ ${num(m[1]!)} = ${show(value, m[3])}.`,
    `One costs ${show(value, m[3])} (${show(num(m[4]!), m[3])} split over ${num(m[1]!)} ${m[2]}).`,
  ]);
}

/** "A train travels 180 km in 2 hours. What is its speed?" */
function speed(t: string): Solved | null {
  if (!/\b(?:speed|how fast|average|per hour|an hour)\b/i.test(t)) return null;
  const m = t.match(
    new RegExp(
      String.raw`${NUM}\s*(km|kilometers|kilometres|miles|mi|m|meters|metres)\b.{0,20}?\bin\s+${NUM}\s*(hours?|h|minutes?|min|seconds?|s)\b`,
      "i",
    ),
  );
  if (!m || !num(m[3]!)) return null;
  const unit = /^(?:km|kilomet)/i.test(m[2]!) ? "km" : /^mi/i.test(m[2]!) ? "miles" : "m";
  const per = /^h/i.test(m[4]!) ? "hour" : /^m/i.test(m[4]!) ? "minute" : "second";
  const value = num(m[1]!) / num(m[3]!);
  const short = unit === "km" && per === "hour" ? "km/h" : `${unit} per ${per}`;
  return solved(value, [
    `${show(value)} ${short}: ${num(m[1]!)} ${unit} ÷ ${num(m[3]!)} ${m[4]} = ${show(value)} ${unit} each ${per}.`,
    `Its speed is ${show(value)} ${short} (${num(m[1]!)} ÷ ${num(m[3]!)}).`,
  ]);
}

/** "Share 60 sweets between Ana and Ben in the ratio 2:1". */
function namedRatio(t: string): Solved | null {
  const m =
    t.match(
      new RegExp(
        String.raw`\b(?:split|divide|share)\s+${SIGN}${NUM}\s*([a-z]*)\s+(?:between|among)\s+([A-Z][a-z]+)\s+and\s+([A-Z][a-z]+)\s+(?:in|by)\s+(?:the|a)\s+(?:ratio\s+(?:of\s+)?)?(\d+)\s*:\s*(\d+)`,
      ),
    ) ??
    t.match(
      new RegExp(
        String.raw`\b(?:split|divide|share)\s+${SIGN}${NUM}\s*([a-z]*)\s+(?:between|among)\s+([a-z]+)\s+and\s+([a-z]+)\s+(?:in|by)\s+(?:the|a)\s+(?:ratio\s+(?:of\s+)?)?(\d+)\s*:\s*(\d+)`,
        "i",
      ),
    );
  if (!m) return null;
  const [total, a, b] = [num(m[2]!), num(m[6]!), num(m[7]!)];
  if (!a || !b) return null;
  const sign = m[1] ?? "";
  const unit = m[3] ? ` ${m[3]}` : "";
  const first = (total * a) / (a + b);
  const second = total - first;
  return solved(first, [
    `${m[4]} gets ${show(first, sign)}${unit} and ${m[5]} gets ${show(second, sign)}${unit}: ${a + b} parts, ${show(total / (a + b), sign)} each.`,
    `${show(first, sign)} for ${m[4]}, ${show(second, sign)} for ${m[5]}. In the ratio ${a}:${b}, one part is ${show(total / (a + b), sign)}.`,
  ]);
}

/** "The recipe serves 4 but I need it for 6. It says 400g of pasta." */
function scaled(t: string): Solved | null {
  const m = t.match(new RegExp(String.raw`\bserves\s+${NUM}\b.*?\bfor\s+${NUM}\b`, "i"));
  const q = t.match(
    new RegExp(String.raw`${NUM}\s*(g|grams?|kg|ml|l|cups?|tbsp|tsp|oz)\b(?:\s+of\s+([a-z]+))?`, "i"),
  );
  if (!m || !q || !num(m[1]!)) return null;
  const value = (num(q[1]!) * num(m[2]!)) / num(m[1]!);
  const of = q[3] ? ` of ${q[3]}` : "";
  return solved(value, [
    `${show(value)}${q[2]}${of}: ${num(q[1]!)}${q[2]} × ${num(m[2]!)}/${num(m[1]!)} = ${show(value)}${q[2]}.`,
    `You'll need ${show(value)}${q[2]}${of}. For ${num(m[2]!)} instead of ${num(m[1]!)}, multiply everything by ${show(num(m[2]!) / num(m[1]!))}.`,
  ]);
}

/** "the sum of 250 and 175", "the difference between 90 and 35", "the product of 6 and 7". */
function namedOperation(t: string): Solved | null {
  const m = t.match(
    new RegExp(String.raw`\b(sum|total|difference|product)\s+(?:of|between)\s+${NUM}\s+and\s+${NUM}`, "i"),
  );
  if (!m) return null;
  const [a, b] = [num(m[2]!), num(m[3]!)];
  const kind = m[1]!.toLowerCase();
  const [value, op] =
    kind === "difference" ? [Math.abs(a - b), "−"] : kind === "product" ? [a * b, "×"] : [a + b, "+"];
  const [x, y] = kind === "difference" && b > a ? [b, a] : [a, b];
  return solved(value, [
    `${show(value)}: ${x} ${op} ${y} = ${show(value)}.`,
    `The ${kind} is ${show(value)} (${x} ${op} ${y}).`,
  ]);
}

/** "3 people for 2 days at 3 liters each per day": people × days × amount. */
function peopleDays(t: string): Solved | null {
  const people = t.match(
    new RegExp(String.raw`\b${NUM}\s+(?:people|persons|of us|friends|hikers|kids|adults)\b`, "i"),
  );
  const days = t.match(new RegExp(String.raw`\b${NUM}\s+(days?|nights?|weeks?)\b`, "i"));
  const each = t.match(
    new RegExp(
      String.raw`\b${NUM}\s*(liters?|litres?|l|bottles?|meals?|cups?|kg|g|portions?)\s+(?:each|a person|per person)\b`,
      "i",
    ),
  );
  if (!people || !days || !each || !/\bhow (?:much|many)\b|\btotal\b/i.test(t)) return null;
  const [p, d, e] = [num(people[1]!), num(days[1]!), num(each[1]!)];
  const value = p * d * e;
  return solved(value, [
    `${show(value)} ${each[2]} in all: ${p} × ${d} × ${e} = ${show(value)}.`,
    `${show(value)} ${each[2]}: ${e} each a ${days[2]!.replace(/s$/, "")} for ${p}, over ${d} ${days[2]}.`,
  ]);
}

/** The extra solvers, tried before the first ones (they are more specific). */
export const MORE_SOLVERS = [
  percentChange,
  fractionOf,
  namedRatio,
  eachPrice,
  oneOf,
  perUnit,
  speed,
  scaled,
  namedOperation,
  peopleDays,
];
