// A reply as server-sent events, read from its log (reply-stream.ts): the same writer answers a send
// (after its `message` event) and a resume (GET /messages/{id}/stream). Every event of the reply
// carries `id:`, its sequence number, which a reader sends back as Last-Event-ID to resume. The
// generation never depends on the stream: a reader that goes away only stops reading.
import { SSE_HEADERS, writeReplyEvent } from "../../contract/reply-events";
import { addReader, type LoggedEvent } from "../domain/reply-hub";
import { followReply } from "../domain/reply-stream";
import { metrics } from "../services/metrics";
import type { Services } from "../services/types";

/** A comment line now and then keeps proxies from closing a stream that waits on a slow model. */
const KEEP_ALIVE_MS = 15_000;

type NextEvent = Promise<IteratorResult<LoggedEvent>>;

/** `next` once it settles within `ms`, else undefined (it is still the stream's to read). */
function settledWithin(next: NextEvent, ms: number): Promise<IteratorResult<LoggedEvent> | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const settled = (result?: IteratorResult<LoggedEvent>) => {
      clearTimeout(timer);
      resolve(result);
    };
    // A failed read is the stream's own to answer (below); here it only ends the wait.
    next.then(settled, () => settled());
  });
}

/**
 * The events of row `id`'s reply after number `after`, live until `done` or `error`; `prelude` is
 * written first (a send's `message` event), with the reply's first event when that comes within
 * REPLY_FIRST_EVENT_WAIT_MS (15 ms by default, less than a frame at 60 Hz): the answer waits for
 * it, so its headers, the message and the first token go out as one write. A model server that
 * answers at once (one on the same machine, as Ollama or llama.cpp often is) otherwise had the
 * member's client reading the headers and the message while the first token was being relayed: on
 * a two-core machine the two took turns (bench/ttft.ts). A slower model's message goes out alone.
 */
export async function replyEventStream(
  services: Services,
  id: number,
  after: number,
  requestSignal: AbortSignal,
  prelude = "",
): Promise<Response> {
  const encoder = new TextEncoder();
  const reading = new AbortController();
  const stopReading = () => reading.abort();
  requestSignal.addEventListener("abort", stopReading, { once: true });
  const gone = addReader(services, reading);
  const events = followReply(services, id, after, reading.signal);
  let first = prelude;
  let pending: NextEvent | undefined;
  const wait = services.config.REPLY_FIRST_EVENT_WAIT_MS;
  if (prelude && wait > 0) {
    pending = events.next();
    const early = await settledWithin(pending, wait);
    if (early) {
      pending = undefined;
      if (!early.done) first += writeReplyEvent(early.value.event, early.value.seq);
    }
  }

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
      if (first) write(first);
      void (async () => {
        try {
          for (;;) {
            const next = await (pending ?? events.next());
            pending = undefined;
            if (next.done) break;
            write(writeReplyEvent(next.value.event, next.value.seq));
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
