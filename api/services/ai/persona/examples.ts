// The card's example dialogue as question → answer pairs. When a user says (nearly) what the
// example's user says, the bot's own example answer is the best reply the engine can give: it is
// the card author's words for exactly that moment.
import type { BotCard } from "../types";
import { applyMacros } from "../macros";

export interface ExamplePair {
  user: string;
  char: string;
}

const STOP = new Set(
  "a an the i i'm im me my you your is are am to of and or it it's this that so just do does did can could would will be in on at for with up here there really very please".split(
    " ",
  ),
);

function contentWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[a-z0-9']+/g) ?? []
  ).filter((w) => !STOP.has(w));
}

export function examplePairs(card: BotCard, userName: string): ExamplePair[] {
  const names = { char: card.name, user: userName };
  const pairs: ExamplePair[] = [];
  const speaker = /^\s*(\{\{\s*user\s*\}\}|<user>|\{\{\s*char\s*\}\}|<bot>)\s*:\s*(.*)$/i;
  let user: string | null = null;
  for (const line of (card.mes_example ?? "").split(/\r?\n/)) {
    if (/<start>/i.test(line)) {
      user = null;
      continue;
    }
    const m = line.match(speaker);
    if (!m) continue;
    const isUser = /user/i.test(m[1]!);
    const text = applyMacros(m[2]!.trim(), names);
    if (isUser) user = text;
    else if (user) {
      pairs.push({ user, char: text });
      user = null;
    }
  }
  return pairs;
}

/**
 * The example answer for a message that says what an example user line says: nearly all of the
 * message's words are in the example line, and most of the example's words are in the message.
 */
export function matchExample(message: string, pairs: readonly ExamplePair[]): ExamplePair | null {
  const said = new Set(contentWords(message));
  if (said.size < 1) return null;
  let best: { pair: ExamplePair; score: number } | null = null;
  for (const pair of pairs) {
    const example = new Set(contentWords(pair.user));
    if (!example.size) continue;
    const shared = [...said].filter((w) => example.has(w)).length;
    const covered = shared / said.size;
    const jaccard = shared / new Set([...said, ...example]).size;
    if (covered >= 0.75 && jaccard >= 0.5 && (!best || jaccard > best.score)) best = { pair, score: jaccard };
  }
  return best?.pair ?? null;
}
