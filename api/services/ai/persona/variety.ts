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
