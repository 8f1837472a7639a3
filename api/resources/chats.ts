// /chats: a user's chats (many per bot), each opened, renamed, deleted or exported by id.
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
import { exportChat } from "../domain/conversation-export";
import { chatDetail, latestChat } from "../domain/conversation-view";
import { createChat, deleteOneChat, listChats, renameChat, serializeChat } from "../domain/conversations";
import { adultsOnly } from "../http/adults-only";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ok } from "../http/envelope";
import { idParam } from "../http/id-param";
import { enforceRateLimit } from "../http/rate-limit";
import { parseBody, parseQuery } from "../http/validate";
import type { Services } from "../services/types";

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

  r.post("/", async (c) => {
    const input = await parseBody(c, chatCreateSchema.extend({ greeting: greetingIndexField }));
    const user = c.get("user");
    await enforceRateLimit(
      services.rateLimiter,
      [`chat-create:${user.id}`],
      CHAT_CREATES_PER_MINUTE,
      60,
      CHAT_COPY.tooFast,
    );
    return ok(c, await createChat(services, user, input.bot_id, input.greeting), "Chat created", 201);
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
    const file = await exportChat(services, c.get("user"), id, format);
    return c.body(file.body, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    });
  });

  return r;
}
