// /messages/{id}/stream and /messages/{id}/stop: a reply followed or stopped from any instance.
// GET …/stream (Accept: text/event-stream) sends the reply's events after Last-Event-ID (or
// ?after=N), then live ones until `done` or `error`; a finished reply ends at once. POST …/stop
// reaches the instance that generates the reply (reply-stream.ts); the reply is saved with what was
// written so far. Both are for the message's owner only: anyone else's message is not found.
import { Hono } from "hono";
import { z } from "zod";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { findOwnMessage } from "../domain/exchange-actions";
import { handingOver } from "../domain/reply-hub";
import { stopReply } from "../domain/reply-stream";
import { adultsOnly } from "../http/adults-only";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ApiError, ok } from "../http/envelope";
import { idParam } from "../http/id-param";
import type { Services } from "../services/types";
import { replyEventStream } from "./reply-sse";

export const STREAM_COPY = {
  acceptEventStream: "This stream is sent as text/event-stream: ask for it with Accept.",
  badPosition: "Last-Event-ID (or after) must be the number of an event of this reply.",
  handingOver: "This server is restarting. Please try again in a moment.",
} as const;

const position = z.coerce.number().int().min(0).max(1_000_000_000);

export function messageStreamResource(services: Services) {
  const r = new Hono<ApiEnv>();
  r.use("/*", authMiddleware(services, { required: true }), adultsOnly);
  const messageId = (value: string) => idParam(value, CHAT_COPY.messageNotFound);

  r.get("/:id{[0-9]+}/stream", async (c) => {
    const id = messageId(c.req.param("id"));
    await findOwnMessage(services, c.get("user").id, id);
    if (!(c.req.header("accept") ?? "").includes("text/event-stream"))
      throw new ApiError(406, STREAM_COPY.acceptEventStream);
    const given = c.req.header("last-event-id") ?? c.req.query("after") ?? "0";
    const after = position.safeParse(given.trim() || "0");
    if (!after.success)
      throw new ApiError(422, STREAM_COPY.badPosition, { after: [STREAM_COPY.badPosition] });
    // Shutting down: the client asks again and reaches another instance.
    if (handingOver(services))
      throw new ApiError(503, STREAM_COPY.handingOver, undefined, { "Retry-After": "1" });
    return replyEventStream(services, id, after.data, c.req.raw.signal);
  });

  r.post("/:id{[0-9]+}/stop", async (c) => {
    const id = messageId(c.req.param("id"));
    const { row } = await findOwnMessage(services, c.get("user").id, id);
    if (row.status === "pending" || row.status === "streaming") await stopReply(services, id);
    return ok(c, null, "Reply stopped");
  });

  return r;
}
