// @ts-check
// Response compression as remix-serve did it, with the same middleware (`compression`: brotli at
// quality 4, else gzip; bodies from 1 KB; compressible types only; never a response marked
// no-transform, such as the chat's server-sent events), for pages, data and the API. It works on
// the Node response, so a body's length is known when it is written in one piece. Static files
// bring compressed copies of their own (server/static-files.js), which it leaves alone.
import { promisify } from "node:util";
import zlib from "node:zlib";
import compression from "compression";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */

/** What a client reading server-sent events asks for (contract/reply-events.ts). */
const SSE = "text/event-stream";

/** In our order of preference; every browser sends both. */
const ENCODINGS = /** @type {const} */ (["br", "gzip"]);

/**
 * The encoding to answer with, or undefined for none (no header, or only what we do not make).
 * @param {string | null | undefined} acceptEncoding
 * @returns {(typeof ENCODINGS)[number] | undefined}
 */
export function pickEncoding(acceptEncoding) {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((a) => a.type === "*")?.q ?? 0;
  let best;
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard;
    if (q > bestQ) [best, bestQ] = [encoding, q];
  }
  return best;
}

/** @param {string | null | undefined} type a Content-Type */
export const isCompressible = (type) => !!type && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type);

/**
 * `listener` with its responses compressed for clients that accept an encoding. A client that
 * accepts none skips the middleware's hooks on the response altogether; what it gets is never
 * compressed, so it needs no Vary either. So does a request for server-sent events (a chat send or
 * a resume): its stream is never compressed, and its errors are a few bytes, while the hooks cost
 * ~0.15 ms of the first token (bench/ttft.ts).
 * @param {(req: IncomingMessage, res: ServerResponse) => void} listener
 * @returns {(req: IncomingMessage, res: ServerResponse) => void}
 */
export function compressResponses(listener) {
  const compress = compression();
  return (req, res) => {
    if (!req.headers["accept-encoding"] || req.headers.accept === SSE) return listener(req, res);
    compress(/** @type {any} */ (req), /** @type {any} */ (res), () => listener(req, res));
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Text compressed once, to be sent many times (build files, kept pages): brotli in text mode at
 * `brotliQuality`, else gzip at its best level.
 * @param {Buffer} bytes @param {"br" | "gzip"} encoding @param {number} brotliQuality
 * @returns {Promise<Buffer>}
 */
export function compressOnce(bytes, encoding, brotliQuality) {
  return encoding === "br"
    ? brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
}
