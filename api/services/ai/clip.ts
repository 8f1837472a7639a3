// Card text cut to a share of the model's window. Cards people share carry descriptions of tens of
// thousands of characters; the import keeps all of it, and the prompt decides what a model sees: a
// field longer than its share is cut at a word boundary, so a long card never pushes the chat itself
// (or the reply) out of a small window.
import type { TokenCounter } from "./tokens";

/** Shares of the context window each card field may fill in the system part. */
export const CARD_WINDOW_SHARES = {
  system_prompt: 0.1,
  description: 0.3,
  personality: 0.1,
  scenario: 0.1,
  greeting: 0.1,
} as const;

/** Shown where a field was cut, so the model reads it as an excerpt rather than a finished text. */
const CUT_MARK = " …";

/** The longest prefix of `text` of at most `end` UTF-16 units that ends at a space (or at `end`). */
function prefixAt(text: string, end: number): string {
  let cut = Math.max(0, Math.min(text.length, end));
  // Never split a surrogate pair.
  if (cut > 0 && /[\uD800-\uDBFF]/.test(text[cut - 1]!)) cut--;
  const space = text.lastIndexOf(" ", cut);
  const wordEnd = space > cut * 0.8 ? space : cut;
  return text.slice(0, wordEnd).trimEnd();
}

/**
 * `text` within `maxTokens`, cut at a word when it is longer; `clipped` says whether it was. The
 * first guess scales by the measured tokens per character; each retry shortens by a tenth, so a
 * 100,000-character field costs a few counts, not one per character.
 */
export function clipToTokens(
  text: string,
  maxTokens: number,
  count: TokenCounter,
): { text: string; clipped: boolean } {
  if (!text) return { text, clipped: false };
  const tokens = count(text);
  if (tokens <= maxTokens) return { text, clipped: false };
  if (maxTokens <= 0) return { text: "", clipped: true };
  let end = Math.floor((text.length * maxTokens) / tokens);
  for (;;) {
    const candidate = prefixAt(text, end);
    const clippedText = candidate ? `${candidate}${CUT_MARK}` : "";
    if (!clippedText || count(clippedText) <= maxTokens) return { text: clippedText, clipped: true };
    end = Math.floor(candidate.length * 0.9);
  }
}
