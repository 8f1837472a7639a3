// A value asked of by the noun it was told with, wherever the clause's subject is: "how many jars
// did Maud send?" after "its 3 jars of honey" (the count before the noun), "the name of the street
// the shop is on?" after "on Delancey st" (the name before the noun or its short form), "which
// village?" after "the village of Brindle" (the name after "of").
import { withDigits } from "./number-words";
import { stem, type Told } from "./told-facts";
import type { AskBack } from "./told-question";
import { WORDS } from "./words";

const SHORT = new Map<string, string[]>();
for (const [short, long] of Object.entries(WORDS.talk.shortForms))
  SHORT.set(stem(long), [...(SHORT.get(stem(long)) ?? []), short]);

/** The forms a noun's stem is written in: "street" → street(s), st, str. */
function formsOf(noun: string): string {
  const anyCase = (w: string) => w.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
  return [`${anyCase(noun)}[a-z]*`, ...(SHORT.get(noun) ?? []).map(anyCase)].join("|");
}

/** The count told right before the noun ("3 jars", "three big jars"), newest first. */
function countOf(noun: string, told: Told): string | null {
  const re = new RegExp(`\\b(\\d+(?:\\.\\d+)?)\\s+(?:[a-z-]+\\s+){0,2}?(?:${formsOf(noun)})\\b`);
  for (const f of [...told.facts].reverse()) {
    const m = withDigits(f.text).match(re);
    if (m) return m[1]!;
  }
  return null;
}

/** The name told with the noun: "Delancey st", "Lake Tessa", "the village of Brindle". */
function nameOf(noun: string, told: Told): string | null {
  const forms = formsOf(noun);
  const NAME = `([A-Z][\\p{L}'-]+(?:\\s+[A-Z][\\p{L}'-]+)?)`;
  const before = new RegExp(`\\b((?:[A-Z][\\p{L}'-]+\\s+){1,3})(?:${forms})\\b`, "u");
  const after = new RegExp(`\\b(?:${forms})\\s+(?:of|called|named)\\s+${NAME}`, "u");
  // "Lake Tessa", "Mount Ida": the noun, capitalised, as the first word of the name.
  const titled = new RegExp(`\\b${noun.charAt(0).toUpperCase()}${noun.slice(1)}[a-z]*\\s+${NAME}`, "u");
  for (const f of [...told.facts].reverse()) {
    // "Rosemary Ave" is one name to the reader of names; the part before the noun is the answer.
    const b = f.text.match(before)?.[1]?.trim();
    if (b && f.values.some((v) => v.kind !== "time" && (v.text.includes(b) || b.endsWith(v.text)))) return b;
    const a = f.text.match(after) ?? f.text.match(titled);
    if (a) return a[1]!;
  }
  return null;
}

const SORTS = new Map(Object.entries(WORDS.talk.sorts).map(([kind, sorts]) => [stem(kind), sorts] as const));

/** Does a clause name a sort of the kind ("a 5k" is a race)? */
export function mentionsSortOf(text: string, kind: string): boolean {
  return sortIn(text, kind) !== null;
}

function sortIn(text: string, kind: string): string | null {
  const sorts = SORTS.get(kind);
  if (!sorts) return null;
  // "the cello", "a 5k", "feta": the sort with the word the member put before it.
  const re = new RegExp(
    `\\b((?:(?:the|a|an|my|our|some)\\s+)?(?:${[...sorts].sort((a, b) => b.length - a.length).join("|")})(?:e?s)?)\\b`,
    "i",
  );
  return text.match(re)?.[1] ?? null;
}

/** The sort of the kind told last ("feta" for "the cheese"), as the member wrote it. */
function sortOf(kind: string, told: Told): string | null {
  for (const f of [...told.facts].reverse()) {
    const sort = sortIn(f.text, kind);
    if (sort) return sort;
  }
  return null;
}

/** The value a question wants, read off the noun it asks of; null when no clause has one. */
export function attachedValue(a: AskBack, told: Told): string | null {
  if (a.want === "amount" && a.counted) return countOf(a.counted, told);
  if (a.want === "name" || a.want === "place")
    for (const noun of a.subject.filter((s) => s !== "i" && !s.startsWith("@"))) {
      const name = nameOf(noun, told);
      if (name) return name;
    }
  if (a.want === "thing" || a.want === "told" || a.want === "name")
    for (const kind of [...a.subject, ...a.keys]) {
      const sort = sortOf(kind, told);
      if (sort) return sort;
    }
  return null;
}
