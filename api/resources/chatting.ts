// /bots/chatting/*: threads, sending (JSON, or SSE with Accept: text/event-stream), history, delete.
// replyResponse is how every new reply is answered (send here; regenerate and edit in messages.ts).
import type { Context } from "hono";
import { Hono } from "hono";
import type { ChatMessage } from "../../contract/api-types";
import { CHAT_COPY, chatSendSchema, ID_MAX } from "../../contract/chat-schemas";
import type { MessageRow } from "../db/rows";
import { chatHistory, deleteChat, loadThread, prepareExchange, type PreparedExchange } from "../domain/chat";
import { startReply, type ReplyEvent } from "../domain/chat-generation";
import { serializeDetailMessage, serializeMessage } from "../domain/chats";
import { adultsOnly } from "../http/adults-only";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ApiError, ok } from "../http/envelope";
import { parseBody } from "../http/validate";
import { metrics } from "../services/metrics";
import type { GuardedRequest } from "../domain/safety";
import type { Services } from "../services/types";

/** A comment line now and then keeps proxies from closing a stream that waits on a slow model. */
const KEEP_ALIVE_MS = 15_000;

/** The route only matches digits; a number past any id is simply not a bot. */
function botIdParam(value: string): number {
  const id = Number(value);
  if (id > ID_MAX) throw new ApiError(404, CHAT_COPY.botNotFound);
  return id;
}

export const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: the server.s compression (server/compression.js) and proxies must pass each event at once.
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
} as const;

export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function chattingResource(services: Services) {
  const r = new Hono<ApiEnv>();
  r.use("/*", authMiddleware(services, { required: true }), adultsOnly);

  // Registered before /:botId so "history" is never read as a bot id.
  r.get("/history", async (c) => {
    return ok(c, await chatHistory(services, c.get("user").id), "Chat history");
  });

  r.get("/:botId{[0-9]+}", async (c) => {
    const botId = botIdParam(c.req.param("botId"));
    return ok(c, await loadThread(services, c.get("user"), botId), "Chat");
  });

  r.delete("/:botId{[0-9]+}", async (c) => {
    const botId = botIdParam(c.req.param("botId"));
    await deleteChat(services, c.get("user").id, botId);
    return ok(c, null, "Chat deleted");
  });

  r.post("/send", async (c) => {
    const input = await parseBody(c, chatSendSchema);
    // `message` is a chat message as docs/requirements/api.md#data has it (GET /chats/{id} has the
    // alternatives).
    return replyResponse(
      c,
      services,
      await prepareExchange(services, c.get("user"), input),
      serializeMessage,
    );
  });

  return r;
}

/**
 * The answer for a stored message whose reply is about to be made: with Accept: text/event-stream
 * the reply streams as it is written (message, thinking?, token…, done | error); otherwise the JSON
 * answer waits for the saved reply ({ reply, message }), 502 with the reason when it failed (it stays
 * failed, retryable).
 */
export async function replyResponse(
  c: Context<ApiEnv>,
  services: Services,
  prepared: PreparedExchange,
  serialize: (row: MessageRow) => ChatMessage = serializeDetailMessage,
) {
  const { row, request } = prepared;
  if (!(c.req.header("accept") ?? "").includes("text/event-stream")) {
    const outcome = await startReply(services, row.id, request);
    if (!outcome.ok) throw new ApiError(502, outcome.error ?? CHAT_COPY.replyFailed);
    const saved = outcome.row ?? {
      ...row,
      replyMessage: outcome.html,
      alternatives: [...(row.alternatives ?? []), outcome.html],
      selected: (row.alternatives ?? []).length,
      status: "complete" as const,
    };
    return ok(c, { reply: outcome.html, message: serialize(saved) }, "Reply");
  }
  return replyStream(services, row, request, c.req.raw.signal);
}

/**
 * The SSE answer of a send. The generation runs on its own (startReply); this stream only forwards
 * its events while someone reads, and lets go when the reader cancels or the request is aborted.
 */
function replyStream(
  services: Services,
  row: MessageRow,
  request: GuardedRequest,
  requestSignal: AbortSignal,
): Response {
  const encoder = new TextEncoder();
  let forward: (event: ReplyEvent) => void = () => {};
  let release = () => {};
  void startReply(services, row.id, request, (event) => forward(event));

  const stream = new ReadableStream<Uint8Array>({
    // Runs synchronously in the constructor, before the generation can emit anything.
    start(controller) {
      let open = true;
      const write = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          release();
        }
      };
      const keepAlive = setInterval(() => write(": keep-alive\n\n"), KEEP_ALIVE_MS);
      metrics().sseStreams.inc();
      release = () => {
        if (!open) return;
        open = false;
        metrics().sseStreams.dec();
        forward = () => {};
        clearInterval(keepAlive);
        requestSignal.removeEventListener("abort", release);
      };
      requestSignal.addEventListener("abort", release, { once: true });

      write(sseEvent("message", { id: row.id, message: row.message }));
      forward = (event) => {
        // html (the reply so far, sanitized) rides on some tokens; JSON leaves it out when absent.
        if (event.type === "token") return write(sseEvent("token", { text: event.text, html: event.html }));
        if (event.type === "thinking") return write(sseEvent("thinking", {}));
        const { type, ...data } = event;
        write(sseEvent(type, data));
        release();
        try {
          controller.close();
        } catch {
          // the reader is already gone
        }
      };
    },
    cancel() {
      release();
    },
  });
  return new Response(stream, { status: 200, headers: SSE_HEADERS });
}
