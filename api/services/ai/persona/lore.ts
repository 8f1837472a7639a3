// Lorebook answers: when the user asks about something the card's lorebook has an entry for
// ("What is the Sunken Library?"), the bot answers from that entry. The entries arrive already
// chosen by their keys (api/domain/cards/lorebook.ts); this only decides whether the message asks
// about one of them and which. The entry is quoted as the bot's knowledge, never obeyed.
import type { Ctx } from "./context";
import { basePlan, type Plan } from "./plan";

const STOP = new Set(
  "about also been does from have here into just know like more tell than that their them then there these they this what when where which while will with would your yours".split(
    " ",
  ),
);

function words(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []) if (!STOP.has(w)) out.add(w);
  return out;
}

/** Asks what something is, who someone is, or to hear about it. */
const ABOUT =
  /\b(?:tell me (?:more )?about|what(?:'s| is| are| was| were)|who(?:'s| is| are| was| were)|where(?:'s| is| are)|(?:ever )?heard (?:of|about)|know (?:anything )?about|explain|describe)\b/i;
/** …and not about the bot or the user themselves ("who are you?", "what's my name?"). */
const PERSONAL = /\b(?:you|your|yourself|me|my|mine|i|i'm|am i)\b/i;

/** The entry the message asks about: the one sharing most words with it, else the first when the question names no one present. */
export function loreFor(message: string, lore: readonly string[]): string | null {
  if (!lore.length) return null;
  const t = message.replace(/[’‘]/g, "'");
  const question = /\?\s*$/.test(t) || ABOUT.test(t);
  if (!question) return null;
  const asked = words(t);
  let best: string | null = null;
  let bestScore = 0;
  for (const entry of lore) {
    let score = 0;
    for (const w of words(entry)) if (asked.has(w)) score += 1;
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  if (best) return best;
  // The entry was chosen because its key is in the chat, but its text need not repeat the key.
  return ABOUT.test(t) && !PERSONAL.test(t) ? lore[0]! : null;
}

/** The plan for a question a lorebook entry answers, or null. */
export function lorePlan(ctx: Ctx): Plan | null {
  const entry = loreFor(ctx.message, ctx.background.lore);
  if (!entry) return null;
  const plan = basePlan(
    [
      entry,
      `Oh, I know this one. ${entry}`,
      `Here's what I know: ${entry}`,
      `${entry} That's how it was told to me, anyway.`,
    ],
    ["Want to hear more?", "What made you ask?", "Does that help?"],
  );
  return { ...plan, weaveChance: 0, actionChance: 2, followChance: 4, openers: false };
}
