// Public GETs: the answer is built once per catalogue version and stale time (read-cache.ts), with a
// weak ETag from a hash of its bytes, and sent with a short shared Cache-Control. A client that
// already holds those bytes (If-None-Match) gets 304 without a body.
//
// The web tier caches whole pages for visitors for longer (app/utils/cache.server.ts PUBLIC_CACHE);
// the API keeps to the stale time, so an operator's change reaches API clients and the web tier's
// own loaders within seconds, and a revalidation costs one hash comparison.
import { createHash } from "node:crypto";
import type { Context } from "hono";
import { QUERY_STALE_MS } from "../../contract/constants";
import type { Database } from "../db/client";
import { catalogueCache } from "./read-cache";

const PUBLIC_API_CACHE = `public, max-age=${QUERY_STALE_MS / 1000}`;

/** A success envelope, serialized once and kept with its ETag. */
export interface PublicAnswer<T> {
  data: T;
  body: string;
  etag: string;
}

export function weakEtag(body: string) {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** If-None-Match compares weakly (RFC 9110, section 13.1.2): W/ is ignored, `*` matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** The cached answer under `key`, read through `load` when missing or older than the stale time. */
export function cachedAnswer<T>(
  db: Database,
  key: string,
  message: string,
  load: () => Promise<T>,
): Promise<PublicAnswer<T>> {
  return catalogueCache(db).read(key, async () => {
    const data = await load();
    const body = JSON.stringify({ success: true, message, data });
    return { data, body, etag: weakEtag(body) };
  });
}

/** Sends a cached answer as a public, revalidatable response (or 304). */
export function sendPublic(c: Context, answer: PublicAnswer<unknown>, headers: Record<string, string> = {}) {
  c.header("Cache-Control", PUBLIC_API_CACHE);
  c.header("ETag", answer.etag);
  for (const [k, v] of Object.entries(headers)) c.header(k, v);
  if (etagMatches(c.req.header("If-None-Match"), answer.etag)) return c.body(null, 304);
  return c.body(answer.body, 200, { "Content-Type": "application/json" });
}

/** cachedAnswer + sendPublic: the whole of a public GET whose answer is the same for everyone. */
export async function publicGet<T>(
  c: Context,
  db: Database,
  key: string,
  message: string,
  load: () => Promise<T>,
) {
  return sendPublic(c, await cachedAnswer(db, key, message, load));
}
