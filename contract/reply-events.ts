// The server-sent events of a reply, written by the API (api/resources/reply-sse.ts, from the
// reply's log) and read by the browser (app/components/chat/use-chat-stream.ts): one definition, so
// a new event or field is added on both sides at once. Each event of a reply carries `id:`, its
// number in the reply (the send's `message` is 0), which a reader sends back as Last-Event-ID to
// resume. Pure: zod only.
import { z } from "zod";

/**
 * Who speaks the reply (a group chat has several characters): on `message` and `done`, and on every
 * `token` of a group's reply. Optional, so an older reply's log, or an older reader, still reads.
 */
const speaker = z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() }).optional();

const replyEventSchema = z.discriminatedUnion("type", [
  /** The member's message is stored: `id` is its row (a send's first event). */
  z.object({
    type: z.literal("message"),
    id: z.number().int(),
    message: z.string().nullable(),
    speaker,
  }),
  /** The model is reasoning before it answers (sent once, before any token; never its text). */
  z.object({ type: z.literal("thinking") }),
  /** `html`: the whole reply so far, rendered and sanitized, on every save of the partial reply. */
  z.object({ type: z.literal("token"), text: z.string(), html: z.string().optional(), speaker }),
  /** The saved reply (the safety layer may have replaced what streamed). */
  z.object({ type: z.literal("done"), id: z.number().int(), reply_message: z.string(), speaker }),
  z.object({ type: z.literal("error"), id: z.number().int(), message: z.string() }),
]);

export type ReplyEvent = z.infer<typeof replyEventSchema>;

/**
 * The headers of a reply's stream, from the API and from the web tier that passes it on.
 * no-transform: the server's compression (server/compression.js) and proxies hand on each event at
 * once. Transfer-Encoding says the body is a stream, as Hono's own SSE helper does: without it the
 * Node adapter (@hono/node-server) waits a timer tick for a second piece of the body before it
 * writes the headers, which held every first token back by 1-3 ms (bench/ttft.ts).
 */
export const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
  "Transfer-Encoding": "chunked",
} as const;
/** The number of a send's `message` event; the reply's own events follow from 1. */
export const MESSAGE_EVENT_ID = 0;

/** `done` and `error` end a reply: nothing follows them. */
export const endsReply = (type: string) => type === "done" || type === "error";

/** One event as server-sent events text; `id` is its number in the reply. */
export function writeReplyEvent(event: ReplyEvent, id?: number): string {
  const { type, ...data } = event;
  return `${id === undefined ? "" : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * A parsed server-sent event (its name and data text, or data already decoded) as a reply event;
 * null for an event this version does not know or data that is not that event's.
 */
export function readReplyEvent(event: string, data: string | Record<string, unknown>): ReplyEvent | null {
  let fields: unknown = data;
  if (typeof data === "string") {
    try {
      fields = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) return null;
  const parsed = replyEventSchema.safeParse({ ...fields, type: event });
  return parsed.success ? parsed.data : null;
}
