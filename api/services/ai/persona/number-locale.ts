// Amounts written the way much of Europe writes them, read the way the rest of the engine reads
// amounts: a decimal comma ("17,35 €" is 17.35, "2,5 km" is 2.5 km; "1,250" stays a thousand and
// more), the currency after the number ("22 €" is €22), and number words of French, Spanish, German
// and Italian next to money, with the cents said after the currency ("quatre euros vingt" is €4.20,
// "dos euros con cincuenta" €2.50). The words are data (words/numbers-foreign.json).
import { WORDS } from "./words";

const F = WORDS.numbersForeign;
const lookup = (table: Record<string, number>) =>
  new Map(Object.entries(table).map(([k, v]) => [k.toLowerCase(), v]));
const NUMBERS = lookup(F.numbers);
const SCALES = lookup(F.scales);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alternation = (words: Iterable<string>) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|");

const WORD = alternation([...NUMBERS.keys(), ...SCALES.keys()]);
const JOIN = alternation(F.joins);
/** A run of number words: "quatre-vingt-dix", "treinta y dos", "fünfundzwanzig", "cento venti". */
const PHRASE = String.raw`(?:${WORD})(?:(?:[\s-]+|[\s-]*(?:${JOIN})[\s-]*)(?:${WORD}))*`;
/** The words of a run, the joining words read (and skipped) where they stand: "fünf|und|zwanzig". */
const TOKEN = new RegExp(alternation([...NUMBERS.keys(), ...SCALES.keys(), ...F.joins]), "giu");
const CURRENCY = alternation(F.currencies);
const CENTS = alternation(F.cents);
const NOT_LETTER = String.raw`(?<![\p{L}\d.,])`;
/** An amount of money with its currency after it, and maybe its cents after that. */
const MONEY = new RegExp(
  String.raw`${NOT_LETTER}(${PHRASE}|\d+(?:\.\d+)?)\s*(${CURRENCY})(?![\p{L}])(?:\s+(?:(?:${JOIN}|con|mit)\s+)?(${PHRASE}|\d{1,2})(?=\s*(?:[.,;:!?'"”’)]|$|(?:${CENTS})(?![\p{L}])))(?:\s*(?:${CENTS}))?)?`,
  "giu",
);

/** The value of a run of number words: units and tens added, "cent", "mille" multiplying. */
function valueOf(phrase: string): number {
  let total = 0;
  let current = 0;
  for (const [token] of phrase.matchAll(TOKEN)) {
    const word = token.toLowerCase();
    const scale = SCALES.get(word);
    if (scale === undefined) current += NUMBERS.get(word) ?? 0;
    else if (scale >= 1000) {
      total += (current || 1) * scale;
      current = 0;
    } else current = (current || 1) * scale;
  }
  return total + current;
}

const amountOf = (said: string) => (/^\d/.test(said) ? Number(said) : valueOf(said));
const SIGNS: Record<string, string> = { "€": "€", euro: "€", euros: "€", dollars: "$", pounds: "£" };

/** "quatre euros vingt" → "€4.20", "22 €" → "€22", "dos pesos" → "2 pesos". */
function withMoney(text: string): string {
  return text.replace(MONEY, (said: string, amount: string, currency: string, cents?: string) => {
    const units = amountOf(amount);
    const hundredths = cents ? amountOf(cents) : 0;
    // "10 euros" is already read as it is; "10 €" and "4 euros 20" are not.
    if (/^\d/.test(amount) && currency !== "€" && !cents) return said;
    if (!Number.isFinite(units) || hundredths >= 100) return said;
    const whole = /^\d/.test(amount) && !cents ? amount : String(units);
    const value = hundredths ? (units + hundredths / 100).toFixed(2) : whole;
    const sign = SIGNS[currency.toLowerCase()];
    return sign ? `${sign}${value}` : `${value} ${currency}`;
  });
}

/** "17,35" → "17.35": a comma with one or two digits after it, not a thousands separator. */
const withDecimalPoints = (text: string) => text.replace(/(?<![\d,.])(\d+),(\d{1,2})(?![\d,])/g, "$1.$2");

/** "1 040 €": thousands set apart by a space, before a currency. */
const withThousands = (text: string) =>
  text.replace(/(?<![\d,.])(\d{1,3})[ \u00a0\u202f](\d{3})(?=\s*(?:€|euros?\b))/g, "$1$2");

/** "2 cafés à 1,20 €": the French "at" before a price. */
const withAt = (text: string) => text.replace(/(?<=\s)à(?=\s+[$£€]?\d)/g, "at");

/** The message with European amounts written as the engine reads amounts; everything else as typed. */
export function withPointAmounts(text: string): string {
  return withMoney(withDecimalPoints(withThousands(withAt(text))));
}
