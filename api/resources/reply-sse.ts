// A reply as server-sent events, read from its log (reply-stream.ts): the same writer answers a send
// (after its `message` event) and a resume (GET /messages/{id}/stream). Every event of the reply
// carries `id:`, its sequence number, which a reader sends back as Last-Event-ID to resume. The
// generation never depends on the stream: a reader that goes away only stops reading.
import { SSE_HEADERS, writeReplyEvent } from "../../contract/reply-events";
import { addReader } from "../domain/reply-hub";
import { followReply } from "../domain/reply-stream";
import { metrics } from "../services/metrics";
import type { Services } from "../services/types";

/** A comment line now and then keeps proxies from closing a stream that waits on a slow model. */
const KEEP_ALIVE_MS = 15_000;

/**
 * The events of row `id`'s reply after number `after`, live until `done` or `error`; `prelude` is
 * written first (a send's `message` event).
 */
export function replyEventStream(
  services: Services,
  id: number,
  after: number,
  requestSignal: AbortSignal,
  prelude = "",
): Response {
  const encoder = new TextEncoder();
  const reading = new AbortController();
  const stopReading = () => reading.abort();
  requestSignal.addEventListener("abort", stopReading, { once: true });
  const gone = addReader(services, reading);

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const write = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stopReading();
        }
      };
      const keepAlive = setInterval(() => write(": keep-alive\n\n"), KEEP_ALIVE_MS);
      metrics().sseStreams.inc();
      if (prelude) write(prelude);
      void (async () => {
        try {
          for await (const entry of followReply(services, id, after, reading.signal)) {
            write(writeReplyEvent(entry.event, entry.seq));
          }
        } catch {
          // The log could not be read (Redis gone mid-stream): the reader resumes elsewhere.
        } finally {
          open = false;
          gone();
          clearInterval(keepAlive);
          metrics().sseStreams.dec();
          requestSignal.removeEventListener("abort", stopReading);
          try {
            controller.close();
          } catch {
            // the reader is already gone
          }
        }
      })();
    },
    cancel() {
      stopReading();
    },
  });
  return new Response(stream, { status: 200, headers: SSE_HEADERS });
}
