// Lorebooks (a card's `character_book`): entries whose keys appear in the recent messages are given
// to the model with the reply request. Which entries fit follows the V2 spec: over the token budget,
// lower `priority` goes first; what is kept is listed by `insertion_order`. Card text is data: the
// prompt quotes it as such (api/services/ai/prompt-parts.ts).
import type { CharacterBookEntry, CharacterCardData } from "../../../contract/characters";
import type { ChatTurn } from "../../services/ai/types";
import { loadTokenCounter, type TokenCounter } from "../../services/ai/tokens";

/** Messages scanned for keys when the book does not say (`scan_depth`). */
export const DEFAULT_SCAN_DEPTH = 4;
/** Tokens of lore when the book does not say (`token_budget`); never more than LORE_MAX_TOKENS. */
export const DEFAULT_LORE_TOKENS = 500;
export const LORE_MAX_TOKENS = 2000;
/** Most messages a book may ask to scan. */
const MAX_SCAN_DEPTH = 50;

type Book = NonNullable<CharacterCardData["character_book"]>;

const positive = (value: unknown, fallback: number, max: number) =>
  typeof value === "number" && Number.isFinite(value) && value > 0
    ? Math.min(Math.floor(value), max)
    : fallback;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether `key` occurs in `text` as a whole word or phrase (so "cat" does not fire on "category"). */
function mentions(text: string, key: string, caseSensitive: boolean): boolean {
  const k = key.trim();
  if (!k) return false;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}_])${escapeRegExp(k)}(?![\\p{L}\\p{N}_])`,
    caseSensitive ? "u" : "iu",
  );
  return pattern.test(text);
}

const keyList = (value: unknown) =>
  Array.isArray(value) ? value.filter((k): k is string => typeof k === "string") : [];

function fires(entry: CharacterBookEntry, text: string): boolean {
  if (entry.enabled === false || typeof entry.content !== "string" || !entry.content.trim()) return false;
  if (entry.constant === true) return true;
  const caseSensitive = entry.case_sensitive === true;
  if (!keyList(entry.keys).some((k) => mentions(text, k, caseSensitive))) return false;
  const secondary = keyList(entry.secondary_keys);
  // Selective entries also need one of their secondary keys.
  return (
    entry.selective !== true || !secondary.length || secondary.some((k) => mentions(text, k, caseSensitive))
  );
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;

/** The book's entries that fire on these messages (newest last), in scan order, before any budget. */
export function matchingEntries(book: Book | undefined, recent: readonly string[]): CharacterBookEntry[] {
  const entries = Array.isArray(book?.entries) ? book.entries : [];
  if (!entries.length) return [];
  const depth = positive(book?.scan_depth, DEFAULT_SCAN_DEPTH, MAX_SCAN_DEPTH);
  const text = recent.slice(-depth).join("\n");
  return entries.filter(
    (e): e is CharacterBookEntry => typeof e === "object" && e !== null && fires(e, text),
  );
}

/**
 * The lore for a prompt: the entries that fire, within `budget` tokens (highest priority kept
 * first), listed by insertion_order (then their order in the book).
 */
export function selectLore(
  book: Book | undefined,
  recent: readonly string[],
  countTokens: TokenCounter,
  budget = positive(book?.token_budget, DEFAULT_LORE_TOKENS, LORE_MAX_TOKENS),
): string[] {
  const found = matchingEntries(book, recent).map((entry, index) => ({ entry, index }));
  const byPriority = [...found].sort(
    (a, b) => numberOr(b.entry.priority, 0) - numberOr(a.entry.priority, 0) || a.index - b.index,
  );
  const kept: typeof found = [];
  let used = 0;
  for (const item of byPriority) {
    const cost = countTokens(item.entry.content);
    if (used + cost > budget) continue;
    used += cost;
    kept.push(item);
  }
  return kept
    .sort(
      (a, b) =>
        numberOr(a.entry.insertion_order, 0) - numberOr(b.entry.insertion_order, 0) || a.index - b.index,
    )
    .map((item) => item.entry.content.trim());
}

/**
 * The lore for a reply to this history with the model's tokenizer. The tokenizer is loaded only
 * when an entry fires, so bots without a lorebook (and the offline engine's chats) never pay for it.
 */
export async function loreForReply(
  card: Pick<CharacterCardData, "character_book">,
  history: readonly ChatTurn[],
  model: string,
): Promise<string[]> {
  const recent = history.map((t) => t.content);
  if (!matchingEntries(card.character_book, recent).length) return [];
  return selectLore(card.character_book, recent, await loadTokenCounter(model));
}
