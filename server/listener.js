// @ts-check
// The Node request listener, in this order (docs/architecture.md#the-node-server): the body limit
// (server/body-limit.js), the client-address stamp (contract/client-channel.js), compression
// (server/compression.js), the files of build/client (server/static-files.js), then the app
// (server/app.js: the API, then Remix) through @hono/node-server. In development Vite's own
// middleware comes before the app instead of the files.
import { getRequestListener } from "@hono/node-server";
import { CLIENT_CHANNEL_HEADER, channelSecret, stampClientAddress } from "../contract/client-channel.js";
import { stampRequestId } from "../contract/logger.js";
import { isDocumentUrl, withRequest } from "../contract/request-context.js";
import { limitBodies } from "./body-limit.js";
import { compressResponses } from "./compression.js";
import { serveStaticFiles } from "./static-files.js";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */

/**
 * Stamps the socket's address on `req`. The Request the app gets is built from the raw header list
 * (its parsed `headers` object serves single lookups), so both carry the stamp and neither keeps
 * what a client sent under that name.
 * @param {IncomingMessage} req @param {string} secret
 */
export function stampRequest(req, secret) {
  stampClientAddress(req.headers, req.socket.remoteAddress, secret);
  const raw = req.rawHeaders;
  /** @type {string[]} */
  const kept = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = /** @type {string} */ (raw[i]);
    if (name.length !== CLIENT_CHANNEL_HEADER.length || name.toLowerCase() !== CLIENT_CHANNEL_HEADER) {
      kept.push(name, /** @type {string} */ (raw[i + 1]));
    }
  }
  const stamp = req.headers[CLIENT_CHANNEL_HEADER];
  if (typeof stamp === "string") kept.push(CLIENT_CHANNEL_HEADER, stamp);
  req.rawHeaders = kept;
}

/**
 * A streamed answer's headers leave with its first piece when that piece is ready within the same
 * tick (a send's `message` event is): one write, where @hono/node-server, which flushes a stream's
 * headers before reading it, made two. Each write is a system call and a packet; on a small VM that
 * was ~0.5 ms of a first token (bench/ttft.ts). A stream with nothing ready yet (a resumed reply
 * still waiting) gets its headers alone once this turn of the event loop ends, as before.
 * @param {ServerResponse} res
 */
function headersWithFirstPiece(res) {
  const flush = res.flushHeaders;
  res.flushHeaders = () => {
    // After this turn's promise callbacks and ticks, wherever the stream's reader runs among them.
    setImmediate(() => {
      // `_headerSent` (Node's own, as compression reads it): the headers went out with a write.
      const sent = /** @type {{ _headerSent?: boolean }} */ (/** @type {unknown} */ (res))._headerSent;
      if (!sent && !res.destroyed) flush.call(res);
    });
  };
}

/**
 * @param {object} parts
 * @param {(request: Request, env: any) => Response | Promise<Response>} parts.fetch the app's
 * @param {Map<string, import("./static-files.js").StaticFile>} parts.files build/client, by URL path
 * @param {(req: IncomingMessage, res: ServerResponse, next: () => void) => void} [parts.before]
 * @returns {(req: IncomingMessage, res: ServerResponse) => void}
 */
export function createListener({ fetch, files, before }) {
  // Made before any request, so the app finds it on globalThis (app/utils/client-address.server.ts).
  const secret = channelSecret();
  const app = getRequestListener(fetch);
  const inner = before
    ? (/** @type {IncomingMessage} */ req, /** @type {ServerResponse} */ res) =>
        before(req, res, () => void app(req, res))
    : app;
  const compressed = compressResponses(serveStaticFiles(files, (req, res) => void inner(req, res)));
  const trustProxy = Number(process.env.TRUST_PROXY || 0) > 0;
  return limitBodies((req, res) => {
    stampRequest(req, secret);
    const requestId = stampRequestId(req, trustProxy);
    res.setHeader("X-Request-Id", requestId);
    headersWithFirstPiece(res);
    withRequest({ requestId, document: isDocumentUrl(req.url ?? "/") }, () => compressed(req, res));
  });
}
