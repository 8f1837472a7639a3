// A sum the member wrote out with its signs, each number with its noun: "9 people × 3 plates + 9
// glasses. how many items to wash" is 9 × 3 + 9. The nouns say what is counted, the signs how; the
// answer is said in the noun the question asks for ("36 items").
import { personaLibraries } from "./libs";
import { fillAll } from "./plan";
import { quantitiesIn, showNumber } from "./quantities";
import type { WordAnswer } from "./word-answer";
import { WORDS } from "./words";

const R = WORDS.wordRoles;

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const NOUN = String.raw`(?:\s+[a-z]+){0,2}`;
/** "×", "*", "+", "−", "÷", "/", or an "x" standing alone ("3 x 4", never the x of "box"). */
const SIGN = String.raw`\s*([×*+÷/-]|(?<=\s)x(?=\s))\s*`;
/** Two or more numbers, each with up to two words after it, joined by signs. */
const WRITTEN = new RegExp(
  String.raw`(${NUMBER})${NOUN}(?:${SIGN}(${NUMBER})${NOUN}){1,4}(?=[\s.,;:!?]|$)`,
  "i",
);
const TERM = new RegExp(String.raw`(?:^|${SIGN})(${NUMBER})`, "gi");
const OPS: Record<string, string> = {
  "×": "*",
  x: "*",
  X: "*",
  "*": "*",
  "+": "+",
  "-": "-",
  "÷": "/",
  "/": "/",
};

/** The written-out sum, or null when the message has none with a sign between nouned numbers. */
export function writtenSum(message: string): WordAnswer | null {
  if (!/\bhow (?:many|much)\b|\btotal\b|\bin all\b/i.test(message)) return null;
  const found = message.match(WRITTEN);
  // Only a sum with its nouns: a bare "9 × 3" is the calculator's (math.ts).
  if (!found || !/[a-z]/i.test(found[0].replace(/\bx\b/gi, ""))) return null;
  // Things counted, not measures: "3 m x 2 m" is an area (the frames' to read).
  if (quantitiesIn(found[0]).some((q) => q.unit.dim !== "count")) return null;
  const terms: number[] = [];
  const ops: string[] = [];
  for (const m of found[0].matchAll(TERM)) {
    if (m[1]) ops.push(OPS[m[1]]!);
    terms.push(Number(m[2]));
  }
  if (terms.length < 2 || ops.length !== terms.length - 1) return null;
  // The project's locked-down mathjs works it out (× and ÷ before + and −).
  const expression = terms.map((t, k) => `${k ? ` ${ops[k - 1]} ` : ""}${t}`).join("");
  const value = personaLibraries()?.evaluate(expression);
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  const noun = message.match(/\bhow many ([a-z]+)/i)?.[1];
  const working = terms
    .map(
      (t, k) => `${k ? ` ${{ "*": "×", "/": "÷", "+": "+", "-": "−" }[ops[k - 1]!]} ` : ""}${showNumber(t)}`,
    )
    .join("");
  const result = noun ? `${showNumber(value)} ${noun}` : showNumber(value);
  return { value, lines: fillAll(R.total, { result, working }) };
}
