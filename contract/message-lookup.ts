// The contract's English messages (zod validation, API answers, toasts, the specification's copy)
// stay English in code: they are the API's contract and what tests match. They are translated for
// display by one lookup, keyed by the English text, in contract/locales/<language>.json. A message
// with values in it ("Bio must be 500 characters or fewer.") is keyed by its template, the values
// as {{name}} placeholders ("Bio must be {{n}} characters or fewer."), and keeps them.

export type MessageCatalogue = Record<string, string>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
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
 * `english` in the catalogue's language, or undefined when the catalogue does not have it. Templates
 * are tried in the catalogue's order: the servers' catalogues put the most specific first
 * (contract/message-catalogues.ts).
 */
export function lookupMessage(english: string, catalogue: MessageCatalogue): string | undefined {
  const exact = catalogue[english];
  if (exact !== undefined) return exact;
  for (const { pattern, names, key } of templatesOf(catalogue)) {
    const match = pattern.exec(english);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ""]));
    return catalogue[key]!.replace(PLACEHOLDER, (_, name: string) => values[name] ?? "");
  }
  return undefined;
}
