// The bot's picks of a kind (a poem, a record, a game, a film), each with its reason, for a
// favourite asked of it (self.ts) or a recommendation (advice-default.ts); the ones sharing words
// with what the member likes come first. Words: `picks` in words/advice-default.json.
import { seededRandom } from "./random";
import { WORDS } from "./words";

const PICKS = WORDS.adviceDefault.picks.map((p) => ({ kinds: new RegExp(p.kinds, "i"), options: p.options }));

const stems = (text: string) =>
  new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.replace(/(?:es|s)$/, "")));

/**
 * The bot's picks of the kind a text names ("a poetry book", "cozy games"), the ones sharing most
 * words with what the member likes first ("she loves birds" → the one with birds), then seeded.
 */
export function picksOf(text: string, seed: string, likes = text): string[] {
  const found = PICKS.find((p) => p.kinds.test(text));
  if (!found) return [];
  const liked = stems(likes);
  const score = (option: string) => [...stems(option)].filter((w) => liked.has(w)).length;
  return seededRandom(seed)
    .rotate(found.options)
    .map((option, k) => ({ option, k, score: score(option) }))
    .sort((a, b) => b.score - a.score || a.k - b.k)
    .map((x) => x.option);
}
