// /messages/{id}: one exchange of a chat: regenerate and edit (JSON, or SSE with
// Accept: text/event-stream, the same events as a send), select an alternative, rate, delete from here.
import { Hono } from "hono";
import { CHAT_COPY, messageEditSchema, ratingSchema, selectSchema } from "../../contract/chat-schemas";
import {
  deleteFrom,
  editMessage,
  rateMessage,
  regenerate,
  selectAlternative,
} from "../domain/exchange-actions";
import { adultsOnly } from "../http/adults-only";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ok } from "../http/envelope";
import { idParam } from "../http/id-param";
import { parseBody } from "../http/validate";
import type { Services } from "../services/types";
import { replyResponse } from "./chatting";

export function messagesResource(services: Services) {
  const r = new Hono<ApiEnv>();
  r.use("/*", authMiddleware(services, { required: true }), adultsOnly);
  const messageId = (value: string) => idParam(value, CHAT_COPY.messageNotFound);

  r.post("/:id{[0-9]+}/regenerate", async (c) => {
    const prepared = await regenerate(services, c.get("user"), messageId(c.req.param("id")), c.get("access"));
    return replyResponse(c, services, prepared);
  });

  r.patch("/:id{[0-9]+}", async (c) => {
    const id = messageId(c.req.param("id"));
    const input = await parseBody(c, messageEditSchema);
    const prepared = await editMessage(services, c.get("user"), id, input.message, c.get("access"));
    return replyResponse(c, services, prepared);
  });

  r.post("/:id{[0-9]+}/select", async (c) => {
    const id = messageId(c.req.param("id"));
    const input = await parseBody(c, selectSchema);
    return ok(c, await selectAlternative(services, c.get("user").id, id, input.index), "Reply selected");
  });

  r.post("/:id{[0-9]+}/rating", async (c) => {
    const id = messageId(c.req.param("id"));
    const input = await parseBody(c, ratingSchema);
    return ok(c, await rateMessage(services, c.get("user").id, id, input.value), "Rating saved");
  });

  r.delete("/:id{[0-9]+}", async (c) => {
    const removed = await deleteFrom(services, c.get("user").id, messageId(c.req.param("id")));
    return ok(c, { removed }, "Messages deleted");
  });

  return r;
}
