// Entries of a words file found by their `match` terms in a message: a term is whole words (any
// spacing between them, any case), and the entry whose term found is the longest wins, so "sea
// glass" beats "glass" and "fall asleep" beats "asleep"; and what of them is still to be said.
// Shared by topic-notes.ts and everyday-tips.ts.

import type { Ctx } from "./context";

/** The lines the bot has not said yet in this chat: a note or a tip is told once. */
export function unsaid(ctx: Ctx, lines: readonly string[]): string[] {
  const said = ctx.history.filter((h) => h.role === "assistant").map((h) => h.content);
  return lines.filter((line) => !said.some((reply) => reply.includes(line)));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Past forms spelled both ways: a term with "burnt" finds "burned" too. */
const BOTH_WAYS = ["burn", "spil", "learn", "dream", "smel", "spel"].map((stem) => ({
  re: new RegExp(`\\b${stem}(?:t|l?ed)\\b`, "gi"),
  either: `${stem}(?:t|l?ed)`,
}));
const eitherWay = (term: string) => BOTH_WAYS.reduce((t, { re, either }) => t.replace(re, either), term);

/** One pattern for a list of terms, the longest first, each whole words with any spacing. */
export function termsPattern(terms: readonly string[]): RegExp {
  const alternatives = [...terms]
    .sort((a, b) => b.length - a.length)
    .map((t) => eitherWay(escape(t).replace(/\s+/g, "\\s+")));
  return new RegExp(`\\b(?:${alternatives.join("|")})\\b`, "i");
}

/** Finds, among `entries`, the one a text names. */
export function termMatcher<E extends { match: readonly string[] }>(entries: readonly E[]) {
  const matchers = entries.map((entry) => ({ entry, terms: termsPattern(entry.match) }));
  return {
    /** The entry whose term found in `text` is the longest (and `usable`), if any. */
    best(text: string, usable: (entry: E) => boolean = () => true): E | undefined {
      let best: E | undefined;
      let longest = 0;
      for (const { entry, terms } of matchers) {
        const length = terms.exec(text)?.[0].length ?? 0;
        if (length > longest && usable(entry)) [best, longest] = [entry, length];
      }
      return best;
    },
  };
}
