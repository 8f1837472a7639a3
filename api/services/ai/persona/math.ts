// Arithmetic and unit conversions for the persona engine, with mathjs. User text never reaches
// mathjs as typed: a whitelist tokenizer turns the message into numbers, operators, parentheses,
// a few functions and known unit names (anything else ends the expression), and only that rebuilt
// expression is evaluated, by a restricted instance whose import, createUnit, evaluate, parse,
// simplify and derivative throw (math-instance.ts), with bounded lengths.
import type { MathType, Unit } from "mathjs";
import { personaLibraries } from "./libs";

/** Longest message the engine looks for a sum in, and longest rebuilt expression. */
const MAX_MESSAGE = 200;
const MAX_EXPRESSION = 80;
const MAX_DIGITS = 15;

/** Unit words users type → mathjs unit names (the whitelist). */
const UNITS: Record<string, string> = {};
const unit = (name: string, ...words: string[]) => {
  for (const w of [name, ...words]) UNITS[w] = name;
};
unit("km", "kilometre", "kilometres", "kilometer", "kilometers", "kms");
unit("m", "metre", "metres", "meter", "meters");
unit("cm", "centimetre", "centimetres", "centimeter", "centimeters");
unit("mm", "millimetre", "millimetres", "millimeter", "millimeters");
unit("mi", "mile", "miles");
unit("yd", "yard", "yards");
unit("ft", "foot", "feet");
unit("inch", "inches");
unit("kg", "kilogram", "kilograms", "kilo", "kilos", "kgs");
unit("g", "gram", "grams", "gramme", "grammes");
unit("lb", "lbs", "pound", "pounds");
unit("oz", "ounce", "ounces");
unit("liter", "l", "litre", "litres", "liters");
unit("ml", "millilitre", "millilitres", "milliliter", "milliliters");
unit("cup", "cups");
unit("gal", "gallon", "gallons");
unit("second", "s", "sec", "secs", "seconds");
unit("minute", "min", "mins", "minutes");
unit("hour", "h", "hr", "hrs", "hours");
unit("day", "days");
unit("week", "weeks");
unit("degC", "celsius", "°c", "c", "centigrade");
unit("degF", "fahrenheit", "°f", "f");
unit("K", "kelvin", "kelvins");

const UNIT_NAMES: Record<string, [string, string]> = {
  km: ["kilometre", "kilometres"],
  m: ["metre", "metres"],
  cm: ["centimetre", "centimetres"],
  mm: ["millimetre", "millimetres"],
  mi: ["mile", "miles"],
  yd: ["yard", "yards"],
  ft: ["foot", "feet"],
  inch: ["inch", "inches"],
  kg: ["kilogram", "kilograms"],
  g: ["gram", "grams"],
  lb: ["pound", "pounds"],
  oz: ["ounce", "ounces"],
  liter: ["litre", "litres"],
  ml: ["millilitre", "millilitres"],
  cup: ["cup", "cups"],
  gal: ["gallon", "gallons"],
  second: ["second", "seconds"],
  minute: ["minute", "minutes"],
  hour: ["hour", "hours"],
  day: ["day", "days"],
  week: ["week", "weeks"],
  degC: ["°C", "°C"],
  degF: ["°F", "°F"],
  K: ["kelvin", "kelvins"],
};

/** Operator words in the languages the engine has templates for → mathjs operators. */
const OPERATORS: [RegExp, string][] = [
  [/^(?:plus|add|and|\+|más|mas|mais|più|und|et)$/, "+"],
  [/^(?:minus|subtract|less|-|−|menos|meno|moins)$/, "-"],
  [/^(?:times|x|×|\*|multiplied|mal|fois|por|vezes|per)$/, "*"],
  [/^(?:divided|over|\/|÷|geteilt|divisé|divise|dividido|diviso)$/, "/"],
  [/^(?:\^|\*\*)$/, "^"],
];
/** Words a sum may carry that mean nothing to it ("multiplied by", "divided by"). */
const JOINERS = /^(?:by|par|durch|para|)$/;

export interface MathAnswer {
  /** The expression as a person writes it ("12 × 7"). */
  shown: string;
  /** The result, formatted ("84", "3.11 miles", "5/8"). */
  result: string;
  /** The numeric value (for follow-ups such as "your turn"). */
  value: number;
  kind: "arithmetic" | "conversion";
  /** The two operands of a simple product/sum, for explanations. */
  operands?: [number, number, string];
}

function rewrite(message: string): string {
  return message
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/(\d),(?=\d{3}\b)/g, "$1")
    .replace(/\bsquare root of\s+/g, " sqrt ")
    .replace(/\bcube root of\s+/g, " cbrt ")
    .replace(/(\d(?:\.\d+)?)\s*(?:%|percent|per cent)\s+(?:of|de|von|di)\s+/g, "$1 % of ")
    .replace(/\bto the power of\b|\braised to(?: the power of)?\b/g, " ^ ")
    .replace(/(\d)\s*squared\b/g, "$1 ^ 2")
    .replace(/(\d)\s*cubed\b/g, "$1 ^ 3")
    .replace(/\bdegrees?\s+(celsius|fahrenheit|c|f)\b/g, "$1")
    .replace(/(\d)\s*°\s*([cf])\b/g, "$1 °$2")
    .replace(/([()+\-*/^×÷%])/g, " $1 ")
    .replace(/(\d)([a-z°])/g, "$1 $2");
}

type Token =
  | { t: "num"; v: string }
  | { t: "op"; v: string }
  | { t: "paren"; v: string }
  | { t: "fn"; v: string }
  | { t: "unit"; v: string }
  | { t: "to" }
  | { t: "pctof" };

function tokenize(message: string): Token[][] {
  // Runs of recognised tokens; any other word ends a run.
  const runs: Token[][] = [[]];
  const words = rewrite(message).split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!.replace(/[?!,;:]+$/, "");
    const run = runs[runs.length - 1]!;
    let token: Token | null = null;
    if (/^\d+(?:\.\d+)?$/.test(w) && w.replace(".", "").length <= MAX_DIGITS) token = { t: "num", v: w };
    else if (w === "(" || w === ")") token = { t: "paren", v: w };
    else if (w === "sqrt" || w === "cbrt") token = { t: "fn", v: w };
    else if (w === "%" && words[i + 1] === "of") {
      token = { t: "pctof" };
      i++;
    } else if (/^(?:to|in|into|en|in|em|a)$/.test(w) && run.some((x) => x.t === "unit")) token = { t: "to" };
    else if (
      UNITS[w] &&
      run.length &&
      (run[run.length - 1]!.t === "num" || run[run.length - 1]!.t === "to")
    ) {
      token = { t: "unit", v: UNITS[w]! };
    } else {
      const op = OPERATORS.find(([re]) => re.test(w));
      if (op && run.length) token = { t: "op", v: op[1] };
      else if (JOINERS.test(w) && run.length && run[run.length - 1]!.t === "op") continue;
    }
    if (token) run.push(token);
    else if (run.length) runs.push([]);
  }
  return runs.filter((r) => r.length);
}

/** "How many grams are in 2.5 kilograms?" → a conversion into the unit asked for first. */
function howManyTarget(message: string): string | null {
  const m = message.toLowerCase().match(/\bhow (?:many|much)\s+([a-z°]+)\b/);
  return m && UNITS[m[1]!] ? UNITS[m[1]!]! : null;
}

function expressionOf(
  run: Token[],
  target: string | null,
): { expr: string; kind: MathAnswer["kind"] } | null {
  const tokens = [...run];
  // Trailing operators or "to" without a unit are not part of the sum.
  while (tokens.length && ["op", "to", "pctof"].includes(tokens[tokens.length - 1]!.t)) tokens.pop();
  const nums = tokens.filter((t) => t.t === "num").length;
  const units = tokens.filter((t) => t.t === "unit");
  const hasOp = tokens.some((t) => t.t === "op" || t.t === "fn" || t.t === "pctof");
  let kind: MathAnswer["kind"] = "arithmetic";
  if (!nums) return null;
  if (units.length === 1 && target && target !== units[0]!.v) {
    tokens.push({ t: "to" }, { t: "unit", v: target });
    kind = "conversion";
  } else if (units.length === 2 && tokens.some((t) => t.t === "to")) kind = "conversion";
  else if (units.length || !hasOp) return null;
  const parts = tokens.map((t) => {
    switch (t.t) {
      case "num":
      case "op":
      case "paren":
        return t.v;
      case "fn":
        return `${t.v}`;
      case "unit":
        return ` ${t.v}`;
      case "to":
        return " to ";
      case "pctof":
        return " / 100 * ";
    }
  });
  // A function name takes the next number as its argument: sqrt 144 → sqrt(144).
  const expr = parts
    .join(" ")
    .replace(/\b(sqrt|cbrt)\s+(\d+(?:\.\d+)?)/g, "$1($2)")
    .replace(/\s+/g, " ")
    .trim();
  if (expr.length > MAX_EXPRESSION) return null;
  const opens = (expr.match(/\(/g) ?? []).length;
  if (opens !== (expr.match(/\)/g) ?? []).length) return null;
  return { expr, kind };
}

function trimNumber(n: number): string {
  if (Number.isInteger(n)) return String(n);
  const fixed = Math.abs(n) >= 100 ? n.toFixed(2) : n.toFixed(Math.abs(n) < 1 ? 3 : 2);
  return fixed.replace(/\.?0+$/, "");
}

function pretty(expr: string): string {
  return expr
    .replace(/\s*\*\s*/g, " × ")
    .replace(/ \/ 100 × /g, "% of ")
    .replace(/(\d)\s*\/\s*(\d)/g, "$1/$2")
    .replace(/(\d) \/ (\d)/g, "$1/$2")
    .replace(/\s*\+\s*/g, " + ")
    .replace(/\s*-\s*/g, " − ")
    .replace(/sqrt\((.+?)\)/g, "√$1")
    .replace(/\s*\^\s*/g, "^")
    .replace(/\(\s+/g, "(")
    .replace(/\s+\)/g, ")")
    .replace(/\bdeg([CF])\b/g, "°$1")
    .replace(/\s+/g, " ")
    .trim();
}

function unitLabel(name: string, value: number): string {
  const [one, many] = UNIT_NAMES[name] ?? [name, name];
  if (one.startsWith("°")) return one;
  return ` ${Math.abs(value) === 1 ? one : many}`;
}

/** Words that ask for a sum ("what's", "how many", "combien"), so "I'm 25 and 30 is close" is not one. */
const ASKS =
  /\b(?:what|what's|whats|how|calculate|compute|convert|solve|equals?|work out|quanto|quanta|combien|cuánto|cuanto|cuántos|wie ?viel|was ist|quant[oa]s?)\b|=|\?\s*$/i;
const ONLY_MATH = /^[\d\s.,+\-*/^×÷()%x=?]+$/i;

/** The sum or conversion in a message, worked out; null when there is none. */
export function solveMath(message: string): MathAnswer | null {
  const libs = personaLibraries();
  if (!libs || !message || message.length > MAX_MESSAGE || !/\d/.test(message)) return null;
  const { math } = libs;
  if (!ASKS.test(message) && !ONLY_MATH.test(message.trim())) return null;
  const target = howManyTarget(message);
  for (const run of tokenize(message)) {
    const found = expressionOf(run, target);
    if (!found) continue;
    let value: MathType;
    try {
      value = libs.evaluate(found.expr) as MathType;
    } catch {
      continue;
    }
    if (found.kind === "conversion" && math.isUnit(value)) {
      const target = found.expr.split(" to ")[1]!.trim();
      const n = (value as Unit).toNumber(target);
      if (!Number.isFinite(n)) continue;
      const from = found.expr.replace(/ to .*/, "").match(/^(.*?)\s*([A-Za-z]+)$/);
      const shown = from ? `${pretty(from[1]!)}${unitLabel(from[2]!, Number(from[1]))}` : pretty(found.expr);
      return { shown, result: `${trimNumber(n)}${unitLabel(target, n)}`, value: n, kind: "conversion" };
    }
    if (typeof value !== "number" || !Number.isFinite(value) || Math.abs(value) > 1e15) continue;
    let result = trimNumber(value);
    const simpleFractions = /^\d+ \/ \d+(?: [+-] \d+ \/ \d+)*$/.test(found.expr);
    if (simpleFractions && !Number.isInteger(value)) {
      const f = math.fraction(value) as unknown as { n: number | bigint; d: number | bigint };
      if (Number(f.d) <= 16 && Math.abs(Number(f.n)) <= 100) result = `${result} (that's ${f.n}/${f.d})`;
    }
    const pair = found.expr.match(/^(\d+) ([+\-*/]) (\d+)$/);
    return {
      shown: pretty(found.expr),
      result,
      value,
      kind: "arithmetic",
      operands: pair ? [Number(pair[1]), Number(pair[3]), pair[2]!] : undefined,
    };
  }
  return null;
}
