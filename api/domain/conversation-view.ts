// Reading a conversation: the spec's view of a bot's most recent chat (GET /bots/chatting/{botId}),
// one chat with a page of its exchanges (GET /chats/{id}) and the bot's latest chat or, before the
// first, its greeting (GET /chats/latest).
import type { ChatPageQuery } from "../../contract/chat-schemas";
import type { ChatDetail, ChatThread, LatestChat } from "../../contract/api-types";
import type { BotRow, ChatRow, UserRow } from "../db/rows";
import type { Services } from "../services/types";
import { assertNotArchived, assertReadAccess, botRef, findBot, greetingHtml } from "./chat-bot";
import { findOwnChat, mostRecentChat } from "./conversations";
import { serializeDetailMessage, serializeMessage } from "./exchange-views";
import { chatFlags, chatPage, chatRows, crisisBanner } from "./history-paging";
import { engineForBot, engineKind } from "./models";
import { participantRef, participantsOf, speakersOf } from "./participants";

/**
 * GET /bots/chatting/{botId}: the most recent chat with the bot (a list of one, as
 * docs/requirements/api.md#api has it).
 */
export async function loadThread(services: Services, user: UserRow, botId: number): Promise<ChatThread[]> {
  const bot = await findBot(services, botId, user.id, { archived: "read" });
  await assertReadAccess(services, user.id, bot);
  const chat = await mostRecentChat(services, user.id, bot.id);
  if (!chat) assertNotArchived(bot);
  const rows = chat ? await chatRows(services, chat.id) : [];
  return [
    {
      bot_name: bot.name,
      bot_id: bot.id,
      bot_image: bot.image,
      greeting: greetingHtml(bot, user),
      messages: rows.map((r) => serializeMessage(r)),
      engine: engineKind((await engineForBot(services, bot)).ai),
      crisis_banner: crisisBanner(services, rows),
    },
  ];
}

/**
 * GET /chats/{id}: the chat page's one answer (access to the bot is checked, as GET /bots/chatting/{botId} does),
 * with every exchange, or one page of them (`?limit=`, `?before=`).
 */
export async function chatDetail(
  services: Services,
  user: UserRow,
  chatId: number,
  page: ChatPageQuery = {},
): Promise<ChatDetail> {
  const chat = await findOwnChat(services, user.id, chatId);
  const bot = await findBot(services, chat.botId, user.id, { archived: "read" });
  await assertReadAccess(services, user.id, bot);
  return detailOf(services, user, chat, bot, page);
}

/**
 * GET /chats/latest?bot_id=: what `/dashboard/chat?bot=B` shows, in one call: the bot's most recent
 * chat as GET /chats/{id} answers it, or, before the first chat with the bot, the same shape with
 * id null and no messages (the page shows the greeting; the first send opens the chat).
 */
export async function latestChat(
  services: Services,
  user: UserRow,
  botId: number,
  page: ChatPageQuery = {},
): Promise<LatestChat> {
  const bot = await findBot(services, botId, user.id, { archived: "read" });
  await assertReadAccess(services, user.id, bot);
  const chat = await mostRecentChat(services, user.id, bot.id);
  if (chat) return detailOf(services, user, chat, bot, page);
  // No chat of the user's to read, and none can start.
  assertNotArchived(bot);
  return {
    id: null,
    title: "",
    bot: botRef(bot),
    bot_id: bot.id,
    kind: "single",
    scenario: "",
    participants: [participantRef(bot)],
    greeting: greetingHtml(bot, user),
    messages: [],
    has_more: false,
    engine: engineKind((await engineForBot(services, bot)).ai),
    crisis_banner: false,
    break_suggested: false,
    created_at: null,
    last_message_at: null,
  };
}

async function detailOf(
  services: Services,
  user: UserRow,
  chat: ChatRow,
  bot: BotRow,
  query: ChatPageQuery,
): Promise<ChatDetail> {
  const [page, cast] = await Promise.all([
    chatPage(services, chat.id, query),
    participantsOf(services.db, chat.id),
  ]);
  const speakers = await speakersOf(
    services,
    page.rows.map((r) => r.botId),
    cast.map((p) => p.bot),
  );
  return {
    id: chat.id,
    title: chat.title,
    bot: botRef(bot),
    bot_id: bot.id,
    kind: chat.kind,
    scenario: chat.scenario,
    participants: cast.map((p) => participantRef(p.bot)),
    greeting: greetingHtml(bot, user),
    messages: page.rows.map((r) => serializeDetailMessage(r, speakers.get(r.botId)!)),
    has_more: page.hasMore,
    engine: engineKind((await engineForBot(services, bot)).ai),
    ...(await chatFlags(services, chat.id, page, query.before)),
    created_at: chat.createdAt.toISOString(),
    last_message_at: chat.lastMessageAt.toISOString(),
  };
}
