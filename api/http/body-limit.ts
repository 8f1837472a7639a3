// One size limit for every request body of the API (contract/body-limits.js). The body is read here,
// counting the bytes that actually arrive (chunked bodies and lying Content-Length headers included),
// and reading stops as soon as the limit is passed: 413 before any handler runs. Handlers then read
// the buffered copy. A Content-Length over the limit is refused without reading anything.
import type { MiddlewareHandler } from "hono";
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

export function bodyLimit(): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const limit = bodyLimitFor(raw.headers.get("content-type"), new URL(raw.url).pathname);
    const declared = Number(raw.headers.get("content-length") ?? "");
    if (declared > limit) throw bodyTooLarge();
    const bytes = await readUpTo(raw.body, limit);
    if (!bytes) throw bodyTooLarge();
    const headers = new Headers(raw.headers);
    headers.set("content-length", String(bytes.byteLength));
    headers.delete("transfer-encoding");
    c.req.raw = new Request(raw, { body: bytes, headers });
    await next();
  };
}
