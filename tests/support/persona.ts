// The offline engine's unit tests talk to seed characters: a seed bot's card by its slug, and a reply
// in a chat that began with the bot's greeting.
import { seedBots } from "../../api/db/seed/bots";
import { composeReply } from "../../api/services/ai/persona";
import type { BotCard, ChatTurn } from "../../api/services/ai/types";

export function seedCard(slug: string): BotCard {
  const b = seedBots.find((x) => x.slug === slug);
  if (!b) throw new Error(`no seed bot ${slug}`);
  return { ...b.card, name: b.name };
}

/** The reply to `message`, after the greeting and the `earlier` messages (each answered in turn). */
export function replyAfterGreeting(slug: string, message: string, earlier: string[] = []): string {
  const bot = seedCard(slug);
  const history: ChatTurn[] = [
    { role: "assistant", content: composeReply({ bot, userName: "Sam", history: [] }) },
  ];
  for (const content of [...earlier, message]) {
    history.push({ role: "user", content });
    history.push({ role: "assistant", content: composeReply({ bot, userName: "Sam", history }) });
  }
  return history[history.length - 1]!.content;
}
