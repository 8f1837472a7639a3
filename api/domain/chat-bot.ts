// The bot of a chat: the one the member may open (else 404, an archived one 410), its card as the
// engines take it, its reference in API answers, and its greetings.
import { and, eq } from "drizzle-orm";
import { CHAT_COPY } from "../../contract/chat-schemas";
import type { ChatBotRef } from "../../contract/api-types";
import type { BotRow, UserRow } from "../db/rows";
import { bots } from "../db/schema";
import { ApiError } from "../http/envelope";
import { applyMacros } from "../services/ai/macros";
import type { BotCard } from "../services/ai/types";
import type { Services } from "../services/types";
import { assertChatAccess } from "./access";
import { readableBy } from "./bot-visibility";
import { renderReply } from "./html";
import { guardGreeting } from "./safety";

/** 410 for a bot archived when its creator left (characters/retire.ts): nothing new is made with it. */
export function assertNotArchived(bot: Pick<BotRow, "archivedAt">): void {
  if (bot.archivedAt) throw new ApiError(410, CHAT_COPY.botArchived);
}

/**
 * The bot the user may open, else 404; an archived one is 410 unless `archived: "read"` (a reader
 * of the user's own chats or memories with it).
 */
export async function findBot(
  services: Services,
  botId: number,
  userId: number,
  { archived }: { archived?: "read" } = {},
): Promise<BotRow> {
  const [bot] = await services.db
    .select()
    .from(bots)
    .where(and(eq(bots.id, botId), readableBy(userId)))
    .limit(1);
  if (!bot) throw new ApiError(404, CHAT_COPY.botNotFound);
  if (archived !== "read") assertNotArchived(bot);
  return bot;
}

/**
 * Reading a chat needs chat access to its bot (a single pass may bind to it here); an archived bot's
 * chats are only read, so they need none (and never bind a pass).
 */
export async function assertReadAccess(services: Services, userId: number, bot: BotRow) {
  if (!bot.archivedAt) await assertChatAccess(services.db, userId, bot.id, services.now());
}

export const botCard = (bot: BotRow): BotCard => ({ ...bot.card, name: bot.name });
export const botRef = (bot: BotRow): ChatBotRef => ({
  id: bot.id,
  name: bot.name,
  image: bot.image,
  archived: bot.archivedAt !== null,
});

/** The bot's greeting (`index` 0) or one of its card's alternate greetings (1..), as HTML. */
export function greetingHtml(bot: BotRow, user: UserRow, index = 0): string {
  const text = applyMacros(botGreetingTexts(bot)[index] ?? "", { char: bot.name, user: user.firstName });
  return renderReply(text && guardGreeting(text, bot.name));
}

/** first_mes, then the card's alternate greetings (raw macros). */
export function botGreetingTexts(bot: BotRow): string[] {
  const alternates = (bot.card as { alternate_greetings?: unknown }).alternate_greetings;
  return [
    bot.card.first_mes,
    ...(Array.isArray(alternates) ? alternates.filter((g) => typeof g === "string") : []),
  ];
}
