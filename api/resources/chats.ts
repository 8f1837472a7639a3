// /chats: a user's chats (many per bot, and groups of several characters), each opened, renamed,
// deleted or exported by id; a group's characters added and removed, and "Continue".
import { Hono } from "hono";
import {
  CHAT_COPY,
  chatCreateSchema,
  chatListQuerySchema,
  chatPageQuerySchema,
  chatTitleSchema,
  exportQuerySchema,
  latestChatQuerySchema,
} from "../../contract/chat-schemas";
import { greetingIndexField } from "../../contract/characters";
import { GROUP_COPY, continueSchema, groupCreateSchema, participantSchema } from "../../contract/group-chats";
import { negotiateUiLanguage } from "../../contract/ui-languages.js";
import { exportChat } from "../domain/conversation-export";
import { chatDetail, latestChat } from "../domain/conversation-view";
import { listChats } from "../domain/chat-list";
import { createChat, deleteOneChat, renameChat, serializeChat } from "../domain/conversations";
import { continueExchange } from "../domain/exchanges";
import { addParticipant, createGroup, removeParticipant } from "../domain/group-chats";
import { adultsOnly } from "../http/adults-only";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ok } from "../http/envelope";
import { idParam } from "../http/id-param";
import { enforceRateLimit } from "../http/rate-limit";
import { parseBody, parseQuery, readBody, validate } from "../http/validate";
import type { Services } from "../services/types";
import { replyResponse } from "./chatting";

/** New chats per user and minute: plenty for people, a wall for scripts. */
export const CHAT_CREATES_PER_MINUTE = 20;

export function chatsResource(services: Services) {
  const r = new Hono<ApiEnv>();
  const requireUser = authMiddleware(services, { required: true });
  r.use("/", requireUser, adultsOnly);
  r.use("/*", requireUser, adultsOnly);
  const chatId = (value: string) => idParam(value, CHAT_COPY.chatNotFound);

  r.get("/", async (c) => {
    const { bot_id } = parseQuery(c, chatListQuerySchema);
    return ok(c, await listChats(services, c.get("user").id, bot_id), "Chats");
  });

  r.get("/latest", async (c) => {
    const { bot_id, ...page } = parseQuery(c, latestChatQuerySchema);
    return ok(c, await latestChat(services, c.get("user"), bot_id, page), "Chat");
  });

  // With bot_ids, a group chat; with bot_id, a chat with that bot.
  r.post("/", async (c) => {
    const body = await readBody(c);
    const user = c.get("user");
    const group = "bot_ids" in body ? validate(groupCreateSchema, body) : null;
    const single = group ? null : validate(chatCreateSchema.extend({ greeting: greetingIndexField }), body);
    await enforceRateLimit(
      services.rateLimiter,
      [`chat-create:${user.id}`],
      CHAT_CREATES_PER_MINUTE,
      60,
      CHAT_COPY.tooFast,
    );
    const created = group
      ? await createGroup(services, user, group)
      : await createChat(services, user, single!.bot_id, single!.greeting);
    return ok(c, created, "Chat created", 201);
  });

  r.post("/:id{[0-9]+}/participants", async (c) => {
    const id = chatId(c.req.param("id"));
    const { bot_id } = await parseBody(c, participantSchema);
    return ok(c, await addParticipant(services, c.get("user"), id, bot_id), "Character added", 201);
  });

  r.delete("/:id{[0-9]+}/participants/:botId{[0-9]+}", async (c) => {
    const id = chatId(c.req.param("id"));
    const botId = idParam(c.req.param("botId"), GROUP_COPY.notInChat);
    return ok(c, await removeParticipant(services, c.get("user").id, id, botId), "Character removed");
  });

  // One more reply without a message: the next character (or the picked one) speaks; streams like a send.
  r.post("/:id{[0-9]+}/continue", async (c) => {
    const id = chatId(c.req.param("id"));
    const { speaker_id } = await parseBody(c, continueSchema);
    return replyResponse(c, services, await continueExchange(services, c.get("user"), id, speaker_id));
  });

  r.get("/:id{[0-9]+}", async (c) => {
    const id = chatId(c.req.param("id"));
    const page = parseQuery(c, chatPageQuerySchema);
    return ok(c, await chatDetail(services, c.get("user"), id, page), "Chat");
  });

  r.patch("/:id{[0-9]+}", async (c) => {
    const id = chatId(c.req.param("id"));
    const input = await parseBody(c, chatTitleSchema);
    return ok(
      c,
      serializeChat(await renameChat(services, c.get("user").id, id, input.title)),
      "Chat renamed",
    );
  });

  r.delete("/:id{[0-9]+}", async (c) => {
    await deleteOneChat(services, c.get("user").id, chatId(c.req.param("id")));
    return ok(c, null, "Chat deleted");
  });

  // A download, not the JSON envelope: the file itself, named for the chat.
  r.get("/:id{[0-9]+}/export", async (c) => {
    const id = chatId(c.req.param("id"));
    const { format } = parseQuery(c, exportQuerySchema);
    const lng = negotiateUiLanguage(c.req.header("Accept-Language"));
    const file = await exportChat(services, c.get("user"), id, format, lng);
    return c.body(file.body, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    });
  });

  return r;
}
