// One size limit for every request body of the API (contract/body-limits.js), checked before any
// handler runs: 413 past it. A Content-Length over the limit is refused without reading anything; a
// declared length is all the HTTP parser reads, so such a body is read whole; a chunked one is read
// counting the bytes that arrive, and reading stops as soon as the limit is passed. Handlers then
// read the copy kept in Hono's body cache.
import type { Context, MiddlewareHandler } from "hono";
import { BODY_TOO_LARGE, bodyLimitFor } from "../../contract/body-limits.js";
import { ApiError } from "./envelope";

/** The whole body, or null once it passes `limit` bytes (the rest is never read). */
export async function readUpTo(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Let go without cancelling: the runtime owns this stream. Cancelling one that undici fills
      // from a FormData on its own schedule makes its next enqueue throw ERR_INVALID_STATE as an
      // unhandled rejection (Node 24), which can end the process. What is left is never read: the
      // Node server stops a body over the limit at the socket (server/body-limit.js).
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export const bodyTooLarge = () => new ApiError(413, BODY_TOO_LARGE);

const TEXT_TYPES = /^(application\/json|text\/)/i;

/**
 * The body, read once, for every reader after this middleware: Hono's c.req.json(), text(),
 * formData() and arrayBuffer() take it from c.req's cache instead of the request.
 */
function keepBody(c: Context, bytes: Uint8Array<ArrayBuffer>, type: string | null) {
  // Hono keeps promises there (its type says the values).
  const cache = c.req.bodyCache as Record<string, Promise<unknown>>;
  // Hono derives what is not cached from the first entry; JSON is read as text, so that goes first.
  if (type && TEXT_TYPES.test(type)) cache.text = Promise.resolve(new TextDecoder().decode(bytes));
  cache.arrayBuffer = Promise.resolve(bytes.buffer);
}

export function bodyLimit(): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (raw.method === "GET" || raw.method === "HEAD") return next();
    const type = raw.headers.get("content-type");
    const limit = bodyLimitFor(type, c.req.path);
    const declared = raw.headers.get("content-length");
    if (Number(declared ?? "") > limit) throw bodyTooLarge();
    let bytes: Uint8Array<ArrayBuffer> | null;
    if (declared !== null) {
      // A declared length is what the HTTP parser reads, no more, so the body is read whole, and
      // without a stream: from Node's request (and the server's copy, server/body-limit.js) at once.
      // That stream and a second Request cost ~1.5 ms before a send's first token (bench/ttft.ts).
      bytes = new Uint8Array(await raw.arrayBuffer());
      if (bytes.byteLength > limit) throw bodyTooLarge();
    } else {
      if (!raw.body) return next();
      bytes = await readUpTo(raw.body, limit);
      if (!bytes) throw bodyTooLarge();
    }
    keepBody(c, bytes, type);
    await next();
  };
}

/**
 * A stricter limit for one route (an upload form), after bodyLimit() has read the body: its size is
 * that copy's. `refuse` throws the route's own error.
 */
export function routeBodyLimit(maxSize: number, refuse: () => never): MiddlewareHandler {
  return async (c, next) => {
    const kept = (c.req.bodyCache as Record<string, Promise<ArrayBuffer> | undefined>).arrayBuffer;
    const size = kept ? (await kept).byteLength : Number(c.req.header("content-length") ?? 0);
    if (size > maxSize) refuse();
    await next();
  };
}
