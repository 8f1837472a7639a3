// Token counting for the model path, with gpt-tokenizer: o200k_base (GPT-4o, GPT-4.1, o-series and
// the default for any other model) or cl100k_base for the older OpenAI models that use it. Other
// vendors' tokenizers differ a little; o200k is a close, usually generous stand-in, which is why
// the prompt also keeps a small safety margin (prompt.ts).
//
// The encodings are large (tens of MB in memory, a few hundred ms to load), so they are loaded on
// first use, not at start-up: the offline engine never pays for them.
import { rememberedBy } from "../remembered";

export type TokenEncoding = "o200k_base" | "cl100k_base";

/** Counts the tokens of a text the way the model's tokenizer does. */
export type TokenCounter = (text: string) => number;

/** Models known to use cl100k_base: GPT-3.5, GPT-4 (not 4o or 4.1), the older embeddings. */
const CL100K = /(?:^|[/:])(?:gpt-3\.5|gpt-35|gpt-4(?!o|\.\d|-?o)|text-embedding-(?:ada|3)|text-davinci)/i;

export function encodingFor(model: string): TokenEncoding {
  return CL100K.test(model ?? "") ? "cl100k_base" : "o200k_base";
}

const loading = new Map<TokenEncoding, Promise<TokenCounter>>();

async function load(encoding: TokenEncoding): Promise<TokenCounter> {
  const mod =
    encoding === "cl100k_base"
      ? await import("gpt-tokenizer/encoding/cl100k_base")
      : await import("gpt-tokenizer/encoding/o200k_base");
  return remembering((text: string) => (text ? mod.countTokens(text) : 0));
}

/**
 * Texts shorter than this are counted again. A chat's short messages ("ok", "Message 12") are
 * counted before every reply and after it (the running summary reads 400 rows): counting a
 * ten-character text costs about twenty look-ups of it.
 */
const REMEMBERED_MIN_CHARS = 8;
/** Most characters of counted text kept (a few MB), the least recently used going first. */
const REMEMBERED_MAX_CHARS = 4_000_000;
/** Most texts kept, so many short ones cannot make the map itself large. */
const REMEMBERED_MAX_TEXTS = 100_000;

/**
 * The counter, remembering what it counted. Every reply counts the chat's history and the system
 * part again, and only the newest turns are new: without this a long chat was tokenized whole before
 * each first token.
 */
export function remembering(count: TokenCounter, maxChars = REMEMBERED_MAX_CHARS): TokenCounter {
  return rememberedBy(count, {
    minChars: REMEMBERED_MIN_CHARS,
    maxChars,
    maxTexts: REMEMBERED_MAX_TEXTS,
  });
}

/** The counter for a model's encoding, loaded once per process. */
export function loadTokenCounter(model: string): Promise<TokenCounter> {
  const encoding = encodingFor(model);
  let found = loading.get(encoding);
  if (!found) {
    found = load(encoding);
    // A failed load is retried next time rather than remembered.
    found.catch(() => loading.delete(encoding));
    loading.set(encoding, found);
  }
  return found;
}

/**
 * Tokens a chat message costs beyond its text: the role and separators of the chat format (about
 * three per message, plus three that prime the reply, per OpenAI's published counting method).
 */
export const MESSAGE_OVERHEAD_TOKENS = 4;
export const REPLY_PRIMING_TOKENS = 3;

export function messagesTokens(messages: readonly { content: string }[], count: TokenCounter): number {
  return messages.reduce((n, m) => n + count(m.content) + MESSAGE_OVERHEAD_TOKENS, REPLY_PRIMING_TOKENS);
}
