// Keeps the persona engine from wearing out its lines: how often each longer sentence was already
// said in the recent conversation, so a candidate reply reusing one can be passed over. A chat
// should never see the same 25+ character sentence more than twice in 50 replies.

export const LONG_SENTENCE_CHARS = 25;
export const MAX_USES = 2;
export const USAGE_WINDOW = 50;

/** Sentences of a reply, without *actions*, lowercased; only the long ones count. */
export function longSentences(text: string): string[] {
  return text
    .replace(/\*[^*\n]*\*/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length >= LONG_SENTENCE_CHARS);
}

export class SentenceUsage {
  private readonly counts = new Map<string, number>();

  constructor(earlierReplies: readonly string[]) {
    for (const reply of earlierReplies.slice(-(USAGE_WINDOW - 1))) {
      for (const s of new Set(longSentences(reply))) this.counts.set(s, (this.counts.get(s) ?? 0) + 1);
    }
  }

  /** How many times the most-used long sentence of `text` was already said. */
  worst(text: string): number {
    return Math.max(0, ...longSentences(text).map((s) => this.counts.get(s) ?? 0));
  }

  /** The first candidate whose sentences are fresh, else the least worn one (ties: the first). */
  freshest<T>(candidates: readonly T[], text: (c: T) => string = (c) => String(c)): T | undefined {
    let best: { c: T; n: number } | undefined;
    for (const c of candidates) {
      const n = this.worst(text(c));
      if (n === 0) return c;
      if (!best || n < best.n) best = { c, n };
    }
    return best?.c;
  }
}

/** Short words that say nothing about what a reply is about (left out of the overlap). */
const FILLER = new Set(
  "a an the and or but so of to in on at for with is are was were be been it its it's that this i i'm i'd i'll you you're your me my we our us he she they them his her what how do does did not no yes just really very can can't will would if as by from about up out all one".split(
    " ",
  ),
);

/** The content words of a reply, lowercased, without *actions*, numbers and names. */
function contentWords(text: string, names: readonly string[]): Set<string> {
  const skip = new Set(names.map((n) => n.toLowerCase()));
  const words = text
    .replace(/\*[^*\n]*\*/g, " ")
    .toLowerCase()
    .match(/[\p{L}']+/gu);
  return new Set((words ?? []).filter((w) => !FILLER.has(w) && !skip.has(w) && w.length > 1));
}

/** How much of two replies is the same words: shared content words over all of them (0 to 1). */
export function wordOverlap(a: string, b: string, names: readonly string[] = []): number {
  const x = contentWords(a, names);
  const y = contentWords(b, names);
  if (!x.size || !y.size) return 0;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / (x.size + y.size - shared);
}

/** A regenerate's reply shares less than this with the alternative before it. */
export const MAX_REGENERATE_OVERLAP = 0.5;
/** No sentence comes back within this many replies, and at most one of this many asks a question. */
export const STOCK_WINDOW = 10;
export const QUESTION_EVERY = 3;

export const endsWithQuestion = (text: string) => /\?["'”)]*\s*$/.test(text);

/** Sentences as compared for "said lately": prose only, lowercased, without punctuation. */
function plainSentences(text: string): string[] {
  return text
    .replace(/\*[^*\n]*\*/g, " ")
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) =>
      s
        .toLowerCase()
        .replace(/[^\p{L}\p{N}' ]+/gu, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((s) => s.split(" ").length >= 3);
}

/** What the last few replies of the chat said, to keep stock lines and questions from piling up. */
export class RecentReplies {
  private readonly said = new Set<string>();
  private readonly asked: boolean;

  constructor(earlierReplies: readonly string[]) {
    for (const reply of earlierReplies.slice(-(STOCK_WINDOW - 1)))
      for (const s of plainSentences(reply)) this.said.add(s);
    this.asked = earlierReplies.slice(-(QUESTION_EVERY - 1)).some(endsWithQuestion);
  }

  /** Did one of the last replies already end with a question? */
  get askedLately(): boolean {
    return this.asked;
  }

  /** How many of the candidate's sentences were said in the last replies. */
  stale(text: string): number {
    return plainSentences(text).filter((s) => this.said.has(s)).length;
  }
}
