// The contract's English messages (zod validation, API answers, toasts, the specification's copy)
// stay English in code: they are the API's contract and what tests match. They are translated for
// display by one lookup, keyed by the English text, in contract/locales/<language>.json. A message
// with values in it ("Bio must be 500 characters or fewer.") is keyed by its template, the values
// as {{name}} placeholders ("Bio must be {{n}} characters or fewer."), and keeps them; the numbers
// among them are written the language's way ("1,000" reads "1 000" in French).

export type MessageCatalogue = Record<string, string>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const FIXED_WORDS = /\{\{\w+\}\}/g;
/** A number as the English messages write it: "1,000", "12.50", "-2" (not "2026" or "#12"). */
const ENGLISH_NUMBER = /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/**
 * The catalogue with its templates in order of specificity, the most fixed text first, so that "Your
 * {{plan}} for {{bot}} is active until {{when}}." is tried before "Your {{plan}} is active until
 * {{when}}." (which would also match, the bot's name inside the plan's). The pages' inline catalogues
 * are in this order, so the browser's lookup tries them the same way at no cost in JavaScript.
 */
export const bySpecificity = (catalogue: MessageCatalogue): MessageCatalogue =>
  Object.fromEntries(
    Object.entries(catalogue).sort(
      ([a], [b]) => b.replace(FIXED_WORDS, "").length - a.replace(FIXED_WORDS, "").length,
    ),
  );

/**
 * A value taken from an English message, for a template in `lng`: a number written the English way
 * is written the language's way, with as many decimals; anything else (a name, a date, an id with no
 * thousands separator such as a year) is kept as it is.
 */
export function localizeValue(value: string, lng: string): string {
  const match = ENGLISH_NUMBER.exec(value);
  if (!match || lng === "en") return value;
  // Four digits or more with no separator are years, ids or codes, not counts ("2026", not "2,026").
  if (!match[2] && !match[3] && /\d{4}/.test(value)) return value;
  const decimals = match[3] ? match[3].length - 1 : 0;
  return new Intl.NumberFormat(lng, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(value.replace(/,/g, "")));
}
const templates = new WeakMap<MessageCatalogue, { pattern: RegExp; names: string[]; key: string }[]>();

function templatesOf(catalogue: MessageCatalogue) {
  let list = templates.get(catalogue);
  if (!list) {
    list = Object.keys(catalogue)
      .filter((key) => key.includes("{{"))
      .map((key) => {
        const names = [...key.matchAll(PLACEHOLDER)].map((m) => m[1]!);
        const literal = key.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
        const source = literal.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("(.+?)");
        return { pattern: new RegExp(`^${source}$`, "s"), names, key };
      });
    templates.set(catalogue, list);
  }
  return list;
}

/**
 * `english` in `lng`, the catalogue's language, or undefined when the catalogue does not have it.
 * Templates are tried in the catalogue's order (bySpecificity puts the most specific first); this is
 * the one place values go into templates, so numbers are written the language's way here.
 */
export function lookupMessage(english: string, catalogue: MessageCatalogue, lng = "en"): string | undefined {
  const exact = catalogue[english];
  if (exact !== undefined) return exact;
  for (const { pattern, names, key } of templatesOf(catalogue)) {
    const match = pattern.exec(english);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, localizeValue(match[i + 1] ?? "", lng)]));
    return catalogue[key]!.replace(PLACEHOLDER, (_, name: string) => values[name] ?? "");
  }
  return undefined;
}
