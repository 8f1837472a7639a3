// /bots/chatting/*: threads, sending (JSON, or SSE with Accept: text/event-stream), history, delete.
// replyResponse is how every new reply is answered (send here; regenerate and edit in messages.ts).
import type { Context } from "hono";
import { Hono } from "hono";
import type { ChatMessage, ChatSpeaker } from "../../contract/api-types";
import { CHAT_COPY, chatSendSchema, ID_MAX } from "../../contract/chat-schemas";
import { MESSAGE_EVENT_ID, writeReplyEvent } from "../../contract/reply-events";
import type { MessageRow } from "../db/rows";
import { loadThread } from "../domain/conversation-view";
import { chatHistory } from "../domain/chat-list";
import { deleteChatsWithBot } from "../domain/conversations";
import { prepareExchange, type PreparedExchange } from "../domain/exchanges";
import { beginSendTarget, type EarlySendTarget } from "../domain/send-target";
import { startReply } from "../domain/reply-generation";
import { serializeDetailMessage, serializeMessage } from "../domain/exchange-views";
import { adultsOnly } from "../http/adults-only";
import { authMiddleware, bearer } from "../http/auth";
import { lastKnownOwner, offerTokenRead } from "../http/token-owners";
import { sha256 } from "../domain/tokens";
import type { ApiEnv } from "../http/context";
import { ApiError, ok } from "../http/envelope";
import { parseBody, readBody } from "../http/validate";
import type { Services } from "../services/types";
import { replyEventStream } from "./reply-sse";

/** The route only matches digits; a number past any id is simply not a bot. */
function botIdParam(value: string): number {
  const id = Number(value);
  if (id > ID_MAX) throw new ApiError(404, CHAT_COPY.botNotFound);
  return id;
}

export function chattingResource(services: Services) {
  const r = new Hono<ApiEnv>();
  // Before the token check: a send by a token this process has seen begins its one read meanwhile.
  r.use("/send", async (c, next) => {
    if (c.req.method === "POST") await beginEarlyTarget(c, services);
    await next();
  });
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
    await deleteChatsWithBot(services, c.get("user").id, botId);
    return ok(c, null, "Chat deleted");
  });

  r.post("/send", async (c) => {
    const early = earlyTargets.get(c.req.raw);
    const input = early?.input ?? (await parseBody(c, chatSendSchema));
    // `message` is a chat message as docs/requirements/api.md#data has it (GET /chats/{id} has the
    // alternatives); in a group it also names its speaker.
    const prepared = await prepareExchange(services, c.get("user"), input, c.get("access"), early);
    const inGroup = Boolean(prepared.request.others?.length);
    return replyResponse(c, services, prepared, (row, speaker) =>
      serializeMessage(row, inGroup ? speaker : undefined),
    );
  });

  return r;
}

/**
 * A send's bot, chat and prompt rows read before the token check, for the user the token last
 * belonged to in this process (api/http/token-owners.ts), with the token itself: the check judges
 * that read instead of making its own, so one statement comes before the message is stored where
 * there were two. Nothing read is used unless the check names that user (prepareExchange); a body
 * the send would refuse begins nothing.
 */
const earlyTargets = new WeakMap<Request, EarlySendTarget>();

async function beginEarlyTarget(c: Context<ApiEnv>, services: Services) {
  const token = bearer(c.req.header("authorization"));
  if (!token) return;
  const tokenHash = sha256(token);
  const owner = lastKnownOwner(services, tokenHash);
  if (owner === undefined) return;
  const input = chatSendSchema.safeParse(await readBody(c).catch(() => null));
  if (!input.success) return;
  const early = beginSendTarget(services, owner, tokenHash, input.data);
  earlyTargets.set(c.req.raw, early);
  offerTokenRead(c.req.raw, { token, at: early.now, read: early.tokenRead });
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
  serialize: (row: MessageRow, speaker: ChatSpeaker) => ChatMessage = serializeDetailMessage,
) {
  const { row, request, speaker, opened } = prepared;
  if (!(c.req.header("accept") ?? "").includes("text/event-stream")) {
    const outcome = await startReply(services, row.id, request, opened);
    if (!outcome.ok) throw new ApiError(502, outcome.error ?? CHAT_COPY.replyFailed);
    const saved = outcome.row ?? {
      ...row,
      replyMessage: outcome.html,
      alternatives: [...(row.alternatives ?? []), outcome.html],
      selected: (row.alternatives ?? []).length,
      status: "complete" as const,
    };
    return ok(c, { reply: outcome.html, message: serialize(saved, speaker) }, "Reply");
  }
  return replyStream(services, prepared, c.req.raw.signal);
}

/**
 * The SSE answer of a send. The generation runs on its own (startReply); this stream only follows
 * its log while someone reads (reply-sse.ts), and lets go when the reader cancels or the request is
 * aborted.
 */
function replyStream(
  services: Services,
  { row, request, speaker, opened }: PreparedExchange,
  requestSignal: AbortSignal,
): Promise<Response> {
  void startReply(services, row.id, request, opened);
  const acknowledged = writeReplyEvent(
    { type: "message", id: row.id, message: row.message, speaker },
    MESSAGE_EVENT_ID,
  );
  return replyEventStream(services, row.id, 0, requestSignal, acknowledged);
}
