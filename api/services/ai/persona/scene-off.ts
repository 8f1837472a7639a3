// What is no turn of a scene, even with a card that runs scenes and a scene under way: a sum told
// or followed up ("we drive 38 miles. total?", "split between me and my brother", "thats what
// percent increase"), what a phrase means ("whats 'break a leg' mean"), and something told asked
// back ("whats the gardeners name again"). These go to the plans for numbers, words and recall; a
// scene line about them would be a bootprint in a moving-day chat.
import type { ChatTurn } from "../types";

const SUM_WORDS =
  /\b(?:total|how (?:many|much|long|far|old)|each|per|percent|percentage|%|split|share|divide|times|plus|minus|more|less|difference|increase|decrease|discount|tip|in (?:cm|mm|m|km|miles?|kg|lbs?|pounds|grams?|ounces?|oz|feet|ft|inches|celsius|fahrenheit|litres?|liters?|gallons?|hours?|minutes?))\b/i;

/** A message about amounts: a number with a sum asked of it ("we drive 38 miles. total?"). */
export function numberTalk(text: string): boolean {
  if (/\*[^*]{3,}\*/.test(text)) return false;
  return /\d/.test(text) && SUM_WORDS.test(text);
}

/** "Whats 'break a leg' mean": a phrase's meaning, asked. */
const MEANING = /\bwhat(?:'s|s| is| does| do)?\s+['"“‘][^'"”’]{2,}['"”’]\s+(?:mean|means|stand for)\b/i;

/** "Whats the gardeners name again", "remind me who…": something told, asked back, for recall. */
const ASKED_BACK =
  /\b(?:what|whats|what's|who|whos|who's|where|which)\b.*\b(?:again|i forgot|remind me|did i (?:say|tell you))\b|\bremind me (?:what|who|where|which)\b/i;

/** Is this message, after the member's earlier ones, no turn of a scene? */
export function offScene(message: string, history: readonly ChatTurn[]): boolean {
  const typed = message.replace(/[’‘]/g, "'");
  if (MEANING.test(typed) || ASKED_BACK.test(typed) || numberTalk(typed)) return true;
  if (/\*[^*]{3,}\*/.test(typed) || !SUM_WORDS.test(typed)) return false;
  // "split between me and my brother" after a sum: its follow-up, not a move.
  const before = [...history].reverse().filter((t) => t.role === "user")[1]?.content ?? "";
  return numberTalk(before);
}
