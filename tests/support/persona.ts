// The offline engine's unit tests talk to seed characters: a seed bot's card by its slug, and a reply
// in a chat that began with the bot's greeting.
import { seedBots } from "../../api/db/seed/bots";
import { expect } from "vitest";
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

/** A message to a bot, after the `earlier` messages. */
export type AskedCase = [bot: string, earlier: string[], message: string];

/**
 * Each case's reply has none of `unwanted` (a stock line, a shrug) and matches every one of `wants`
 * (a pattern, or one made from the message: the thing it named).
 */
export function expectEachReply(
  cases: AskedCase[],
  unwanted: RegExp,
  ...wants: (RegExp | ((message: string) => RegExp))[]
): void {
  for (const [bot, earlier, message] of cases) {
    const reply = replyAfterGreeting(bot, message, earlier);
    expect(reply, `${bot}: ${message}`).not.toMatch(unwanted);
    for (const want of wants)
      expect(reply, `${bot}: ${message}`).toMatch(typeof want === "function" ? want(message) : want);
  }
}

/** Plays the messages in one chat with the seed bot `slug` and returns every reply. */
export function playChat(slug: string, messages: string[]): string[] {
  const bot = seedCard(slug);
  const history: ChatTurn[] = [];
  const replies: string[] = [];
  for (const content of messages) {
    history.push({ role: "user", content });
    const reply = composeReply({ bot, userName: "Sam", history });
    history.push({ role: "assistant", content: reply });
    replies.push(reply);
  }
  return replies;
}

/** The last reply of playChat. */
export const lastReply = (slug: string, messages: string[]) => playChat(slug, messages).at(-1)!;

/** The first reply to the last message, then `count` regenerates, each told the ones before it. */
export function regenerate(slug: string, messages: string[], count = 1): string[] {
  const bot = seedCard(slug);
  const history: ChatTurn[] = [];
  for (const content of messages.slice(0, -1)) {
    history.push({ role: "user", content });
    history.push({ role: "assistant", content: composeReply({ bot, userName: "Sam", history }) });
  }
  history.push({ role: "user", content: messages.at(-1)! });
  const replies: string[] = [];
  for (let variant = 0; variant <= count; variant++) {
    const alternatives = replies.slice();
    replies.push(composeReply({ bot, userName: "Sam", history, variant, alternatives }));
  }
  return replies;
}
