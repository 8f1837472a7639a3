// Numbers written as words read as digits ("three friends" → "3 friends", "two and a half hours" →
// "2.5 hours", "a dozen eggs" → "12 eggs", "twenty-five" → "25"), so the quantity parser and the
// word problems see one kind of number. The words are data (words/numbers.json).
import { withPointAmounts } from "./number-locale";
import { WORDS } from "./words";

const { numbers, scales, fractions, notCounted, oneIsPronoun, clockWords, namedTimes, denominators } =
  WORDS.numbers;

const lookup = (table: Record<string, number>) =>
  new Map(Object.entries(table).map(([k, v]) => [k.toLowerCase().replace(/\s+/g, " "), v]));
const NUMBERS = lookup(numbers);
const SCALES = lookup(scales);
const FRACTIONS = lookup(fractions);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
const alternation = (words: Iterable<string>) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|");

const NUM = alternation(NUMBERS.keys());
const SCALE = alternation(SCALES.keys());
const FRACTION = alternation(FRACTIONS.keys());
/** A run of number words: "twenty-five", "two hundred", "three and a half". */
const PHRASE = new RegExp(
  String.raw`\b(?:${NUM})(?:[\s-]+(?:${NUM}|${SCALE}))*(?:\s+(?:${FRACTION}))?\b`,
  "gi",
);
const TOKEN = new RegExp(String.raw`${FRACTION}|${SCALE}|${NUM}`, "gi");
const BEFORE_PRONOUN = new RegExp(String.raw`\b(?:${alternation(notCounted)})\s+$`, "i");
const AFTER_PRONOUN = new RegExp(String.raw`^\s*(?:${alternation(oneIsPronoun)})\b|^\s*(?:[.,;:!?]|$)`, "i");

/** "half past 3", "quarter to 6", "6 o'clock", "noon": times of day said in words. */
const CLOCK_WORDS = new RegExp(
  String.raw`\b(${alternation(Object.keys(clockWords))})\s+(\d{1,2})\b(?![:.]\d)`,
  "gi",
);
const O_CLOCK = /\b(\d{1,2})\s*o'?clock\b/gi;
const NAMED_TIMES = new RegExp(String.raw`\b(${alternation(Object.keys(namedTimes))})\b`, "gi");
const CLOCK_MINUTES = lookup(clockWords);
const NAMED_MINUTES = lookup(namedTimes);

const clock = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, "0")}`;
};

/** Times of day said in words, written as a clock reads them ("quarter to 6" → "5:45"). */
function withClocks(text: string): string {
  return text
    .replace(CLOCK_WORDS, (_, words: string, hour: string) =>
      clock(Number(hour) * 60 + CLOCK_MINUTES.get(normal(words))!),
    )
    .replace(O_CLOCK, (_, hour: string) => clock(Number(hour) * 60))
    .replace(NAMED_TIMES, (word: string) => clock(NAMED_MINUTES.get(normal(word))!));
}

const normal = (word: string) => word.toLowerCase().replace(/\s+/g, " ");

/** The value of a run of number words ("two hundred and a half" aside: plain English order). */
function valueOf(phrase: string): number {
  let total = 0;
  let current = 0;
  for (const [token] of phrase.matchAll(TOKEN)) {
    const word = normal(token);
    const scale = SCALES.get(word);
    const fraction = FRACTIONS.get(word);
    if (scale !== undefined) {
      current = (current || 1) * scale;
      if (scale >= 1000) {
        total += current;
        current = 0;
      }
    } else if (fraction !== undefined) current += fraction;
    else current += NUMBERS.get(word) ?? 0;
  }
  return total + current;
}

const PARTS = lookup(denominators);
/** "2 thirds of", "a quarter of 60": a fraction written as "2/3 of". */
const PART_OF = new RegExp(
  String.raw`\b(?:(\d+|a|one)\s+)?(${alternation(PARTS.keys())})\s+of\b(?!\s+an?\b)`,
  "gi",
);

/** "give a quarter to the guild", "spent half": a share given or taken, as a percent of the whole. */
const GIVEN_PART = new RegExp(
  String.raw`\b((?:give|gives|gave|giving|take|takes|took|lose|loses|lost|spend|spends|spent|pay|pays|paid|hand over|hands over|eat|eats|ate|use|uses|used|sell|sells|sold)(?:\s+away)?)\s+(?:(a|one|\d+)\s+)?(${alternation(PARTS.keys())})\b(?!\s+of\b)`,
  "gi",
);

function withFractions(text: string): string {
  text = text.replace(GIVEN_PART, (_, verb: string, n: string | undefined, part: string) => {
    const share = ((n && /^\d/.test(n) ? Number(n) : 1) * 100) / PARTS.get(normal(part))!;
    return `${verb} ${Math.round(share * 100) / 100}%`;
  });
  return text.replace(
    PART_OF,
    (_, n: string | undefined, part: string) =>
      `${n && /^\d/.test(n) ? n : "1"}/${PARTS.get(normal(part))} of`,
  );
}

const SCALED_MONEY = /([$£€])\s?(\d+(?:\.\d+)?)\s?(k|m|bn)\b/gi;
const MONEY_SCALES: Record<string, number> = { k: 1e3, m: 1e6, bn: 1e9 };
/** "60k", "52K": thousands without a currency sign ("m" stays metres); a "5k run" is a distance. */
const THOUSANDS = /(?<![\w.,$£€])(\d+(?:\.\d+)?)\s?k\b(?!\s*(?:run|race|walk|jog|swim|ride|steps)\b)/gi;

const full = (n: string, scale: number) => {
  const value = Number(n) * scale;
  return Number.isFinite(value) ? String(Math.round(value * 100) / 100) : n;
};

/** Words of running, walking or racing: there a "5k" is five kilometres, not five thousand. */
const RACING = /\b(?:pace|run|runs|ran|running|race|racing|jog|jogging|parkrun|marathon)\b|\dk in \d/i;

/** "£32k", "€1.5m", "60k": the amount in full; "finish 5k in 35 minutes": a distance. */
const withFullAmounts = (text: string) =>
  (RACING.test(text) ? text.replace(/(?<![\w.,$£€])(\d+(?:\.\d+)?)\s?k\b/gi, "$1 km") : text)
    .replace(
      SCALED_MONEY,
      (_, sign: string, n: string, scale: string) => `${sign}${full(n, MONEY_SCALES[scale.toLowerCase()]!)}`,
    )
    .replace(THOUSANDS, (_, n: string) => full(n, 1e3));

/** "95p", "40 pence", "50 cents": the amount in pounds, or dollars (euros in a message about euros). */
const withWholeCurrency = (text: string) =>
  text
    .replace(/\b(\d{1,3})\s?(?:p|pence)\b/gi, (_, n: string) => `£${(Number(n) / 100).toFixed(2)}`)
    .replace(
      /\b(\d{1,3})\s?(?:cents?)\b/gi,
      (_, n: string) => `${/€|euro/i.test(text) ? "€" : "$"}${(Number(n) / 100).toFixed(2)}`,
    );

/** "7 and a half hours": digits with a fraction in words after them. */
const DIGITS_AND = new RegExp(String.raw`\b(\d+(?:\.\d+)?)\s+(${FRACTION})\b`, "gi");
const withDigitFractions = (text: string) =>
  text.replace(DIGITS_AND, (_, n: string, part: string) => String(Number(n) + FRACTIONS.get(normal(part))!));

/** The message with its number words written as digits; everything else as typed. */
export function withDigits(text: string): string {
  const digits = numbersIn(withWholeCurrency(withFullAmounts(withPointAmounts(text))));
  // "four euros twenty": the English words are digits now, the cents still after the currency.
  return withFractions(withClocks(withDigitFractions(withPointAmounts(digits))));
}

/** Words of a price nearby: "at nine fifty each". */
const PRICED = /[$£€]|\b(?:each|apiece|cost|costs|price|pay|paid|euros?|dollars?|bucks|pounds|quid)\b/i;

function numbersIn(text: string): string {
  return text.replace(PHRASE, (phrase: string, at: number, whole: string) => {
    // "the one I liked", "no one", "one of them", "one is at a bank": a pronoun, not a count.
    if (/^one$/i.test(phrase)) {
      const after = whole.slice(at + phrase.length);
      if (BEFORE_PRONOUN.test(whole.slice(0, at)) || AFTER_PRONOUN.test(after)) return phrase;
    }
    // "nine fifty" is no English count (that would be "fifty-nine"): a price, 9.50, or a year's
    // hundreds, "nineteen fifty".
    const [first, second, ...more] = [...phrase.matchAll(TOKEN)].map(([w]) => NUMBERS.get(normal(w)));
    if (!more.length && first && first < 20 && second && second >= 20 && second < 100)
      return PRICED.test(whole) ? `${first}.${second}` : String(first * 100 + second);
    const value = valueOf(phrase);
    return value ? String(value) : phrase;
  });
}
