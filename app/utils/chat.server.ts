// The chat page's loading: the open chat (with the access answer,
// docs/requirements/dashboard.md#bot-chat-access), the Chats list and the Recommended list, in one
// round trip to the API (all calls in parallel). A chat opened by id (`?bot=B&chat=C`, what every
// link and form uses) reads GET /chats/{id}; `?bot=B` alone (the bot's address,
// docs/requirements/coming.md#conversations) reads GET /chats/latest, which answers the bot's most
// recent chat, or its greeting before the first one. Only an address whose chat is gone costs a
// second call (the bot's latest chat). Both read one page: the newest CHAT_PAGE_SIZE exchanges, or
// (`&before=M`, the no-JavaScript "Load older messages") the page before message M; with JavaScript
// older pages come from loadOlderRows (route dashboard.chat.older.ts) into the same list.
import { redirect } from "@remix-run/node";
import type { Bot, ChatDetailMessage, ChatListItem, ChatMessage, LatestChat } from "#contract/api-types";
import { CHAT_PAGE_SIZE } from "#contract/chat-schemas";
import { BOTS_PAGE_SIZE } from "#contract/constants";
import { deriveVoice } from "#contract/voice";
import { participantsOf, speakerOf, type ParticipantView } from "~/components/chat/group-types";
import type { ChatBotView, ChatListEntry, ChatRowView } from "~/components/chat/types";
import { endpoints, type AnyEndpoint } from "#contract/endpoints";
import { callApi, callApiAs, type ApiResult, type CallArgs, type CallInput } from "./api.server";
import { sessionLost } from "./auth.server";
import { accessBlockOf, chatPath, type AccessBlock } from "./chat-access";
import { sanitizedOnce } from "./sanitize-once.server";

export interface ChatView {
  /** The chat's id; null before the first message to this bot (no chat exists yet). */
  id: number | null;
  title: string;
  bot: ChatBotView;
  access: AccessBlock | null;
  /** Its creator deleted the bot: the chat is there to read, with nothing to send or change. */
  archived: boolean;
  /** The bot's greeting, shown on top until the chat's stored greeting row takes its place. */
  greetingHtml: string;
  /** One page of the chat, oldest first: the newest exchanges, or those before `before`. */
  rows: ChatRowView[];
  /** Older exchanges than `rows[0]` exist. */
  hasMore: boolean;
  /** The page shows older messages (`&before=`): a link leads back to the newest ones. */
  before: number | null;
  /** The offline demo engine answers (the header says so). */
  demoEngine: boolean;
  /** A crisis reply was given recently: the resources stay on screen. */
  crisisBanner: boolean;
  /** Three hours of chatting without a pause: the chat suggests a break. */
  breakSuggested: boolean;
  /** The chat's characters in turn order (one for a chat with one bot). */
  participants: ParticipantView[];
}

export interface ChatTarget {
  botId: number | null;
  chatId: number | null;
  /** Show the page of exchanges before this message (only with chatId). */
  before?: number | null;
}

export async function guard<T>(request: Request, result: ApiResult<T>) {
  if (!result.ok && result.status === 401) await sessionLost(request);
  return result;
}

/** One API call of a chat screen's action (the chat's forms, the Memory page), with session loss handled. */
export async function callGuarded<E extends AnyEndpoint>(
  request: Request,
  token: string,
  endpoint: E,
  ...input: CallArgs<CallInput<E>>
) {
  return guard(request, await callApiAs({ token, request }, endpoint, ...input));
}

/** The positive whole id a form posted under `name`, or null. */
export function formId(form: FormData, name: string) {
  const id = Number(form.get(name));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The Recommended list: the first page of bots without the open one. */
export async function loadRecommended(request: Request, token: string, exclude: number | null) {
  const result = await guard(
    request,
    await callApi(endpoints["GET /bots"], { token, request, query: { per_page: BOTS_PAGE_SIZE } }),
  );
  return result.ok ? result.data.data.filter((b) => b.id !== exclude) : [];
}

export function chatListEntry(item: ChatListItem): ChatListEntry {
  return {
    id: item.id,
    bot: item.bot,
    participants: item.participants?.length ? item.participants : [item.bot],
    title: item.title,
    preview: item.last_message,
    lastMessageAt: item.last_message_at,
  };
}

export function rowView(m: ChatMessage | ChatDetailMessage): ChatRowView {
  const detail = "alternatives" in m ? m : null;
  return {
    id: m.id,
    message: m.message,
    replyHtml: sanitizedOnce(m.reply_message ?? ""),
    status: m.status ?? "complete",
    error: m.error ?? null,
    safety: m.safety ?? null,
    createdAt: m.created_at,
    alternatives: detail ? Math.max(detail.alternatives.length, 1) : 1,
    selected: detail?.selected ?? 0,
    rating: detail?.rating ?? 0,
    speaker: speakerOf(m),
  };
}

function conversationView(
  base: Pick<ChatView, "id" | "title" | "bot" | "before" | "participants">,
  source: LatestChat,
): ChatView {
  return {
    ...base,
    access: null,
    archived: source.bot.archived,
    // The greeting belongs on top of the chat's first page only.
    greetingHtml: source.has_more ? "" : sanitizedOnce(source.greeting ?? ""),
    rows: source.messages.map(rowView),
    hasMore: source.has_more,
    demoEngine: source.engine === "persona",
    crisisBanner: source.crisis_banner,
    breakSuggested: source.break_suggested,
  };
}

function blockedView(bot: ChatBotView, message: string): ChatView {
  return {
    id: null,
    title: "",
    bot,
    access: accessBlockOf(message),
    archived: false,
    greetingHtml: "",
    rows: [],
    hasMore: false,
    before: null,
    demoEngine: false,
    crisisBanner: false,
    breakSuggested: false,
    participants: participantsOf({ bot }, bot.voice),
  };
}

const failure = (result: { status: number; message: string }) =>
  new Response(result.message, { status: result.status >= 500 ? 503 : result.status });

function botViewOf(bot: ApiResult<Bot> | null, fallback: { id: number; name: string; image: string | null }) {
  return bot?.ok && bot.data.id === fallback.id
    ? {
        id: bot.data.id,
        name: bot.data.name,
        image: bot.data.image,
        character: bot.data.character,
        greetings: bot.data.greetings ?? [],
        voice: bot.data.voice ?? deriveVoice(bot.data.id),
      }
    : { ...fallback, character: null, greetings: [], voice: deriveVoice(fallback.id) };
}

function detailView(detail: LatestChat, bot: ApiResult<Bot> | null, before: number | null): ChatView {
  const own = botViewOf(bot, detail.bot);
  const participants = participantsOf(detail, own.voice);
  return conversationView({ id: detail.id, title: detail.title, bot: own, before, participants }, detail);
}

async function openChat(
  request: Request,
  token: string,
  chatId: number,
  before?: number | null,
  limit = CHAT_PAGE_SIZE,
) {
  const query = { limit, ...(before ? { before } : {}) };
  return guard(
    request,
    await callApi(endpoints["GET /chats/:id"], { params: { id: chatId }, token, request, query }),
  );
}

/** The bot's most recent chat, or its greeting before the first one. */
async function openLatest(request: Request, token: string, botId: number) {
  return guard(
    request,
    await callApi(endpoints["GET /chats/latest"], {
      token,
      request,
      query: { bot_id: botId, limit: CHAT_PAGE_SIZE },
    }),
  );
}

/** A page of older exchanges for the list (with JavaScript): what "Load older messages" fetches. */
export interface OlderRows {
  rows: ChatRowView[];
  hasMore: boolean;
}

export async function loadOlderRows(
  request: Request,
  token: string,
  chatId: number,
  before: number,
  limit?: number,
): Promise<OlderRows> {
  const answer = await openChat(request, token, chatId, before, limit);
  if (!answer.ok) throw failure(answer);
  return { rows: answer.data.messages.map(rowView), hasMore: answer.data.has_more };
}

export async function loadChatPage(request: Request, token: string, { botId, chatId, before }: ChatTarget) {
  const [list, recommended, bot, first] = await Promise.all([
    callApi(endpoints["GET /chats"], { token, request }).then((r) => guard(request, r)),
    loadRecommended(request, token, botId),
    botId
      ? callApi(endpoints["GET /bots/:id"], { params: { id: botId }, token, request }).then((r) =>
          guard(request, r),
        )
      : null,
    chatId ? openChat(request, token, chatId, before) : botId ? openLatest(request, token, botId) : null,
  ]);
  const chats = list.ok ? list.data.map(chatListEntry) : [];
  if (!first) return { chat: null, chats, recommended };
  // A chat that is gone (deleted, or never the user's) leads to the bot's most recent chat.
  const answer = chatId && first.status === 404 && botId ? await openLatest(request, token, botId) : first;

  if (answer.ok) {
    // One address per chat: the bot in the URL is the chat's own.
    if (answer.data.id !== null && answer.data.bot.id !== botId)
      throw redirect(chatPath(answer.data.bot.id, answer.data.id));
    // An older page of a chat that is gone (the latest answered instead) is the newest page.
    const olderPage = answer === first && before ? before : null;
    return { chat: detailView(answer.data, bot, olderPage), chats, recommended };
  }
  if (answer.status === 403 && botId) {
    const chat = blockedView(botViewOf(bot, { id: botId, name: "", image: null }), answer.message);
    return { chat, chats, recommended };
  }
  if (answer.status === 404) throw new Response(chatId ? "Chat not found" : "Bot not found", { status: 404 });
  throw failure(answer);
}
