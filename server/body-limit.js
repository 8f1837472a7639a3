// @ts-check
// Request body limits for everything the server answers (every page action, resource route and the
// API), the first thing the server does with a request (server/listener.js). The numbers are the
// API's (contract/body-limits.js).
//
// The app only sees a request once its whole body has arrived within the limit: the bytes are counted
// as the HTTP parser hands them over (chunked bodies included; Content-Length is not trusted, a
// declared length over the limit is refused at once), kept here, and given to the request stream
// only when the body is complete. A body over the limit is never seen by the app: the client gets
// 413, nothing more is kept, and the connection is closed. Bodies here are forms and uploads of a
// few MB at most, so holding them for a moment is cheap; response streaming is not affected.
import { BODY_TOO_LARGE, bodyLimitFor } from "../contract/body-limits.js";
import { dataSecurityHeaders } from "../contract/http-headers.js";
import { refusalBody, wantsJson } from "./refusal.js";

/**
 * After a 413 the rest of the body is read and dropped for a little while, so the client (still
 * sending) gets to read the answer instead of a connection reset; then the socket is closed. (Not
 * "Connection: close": Node would destroy the socket as soon as the answer is out, and a client
 * still writing its body would see EPIPE instead of the 413.)
 */
const LINGER_MS = 5_000;
const LINGER_MAX_BYTES = 32 * 1024 * 1024;

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {(req: IncomingMessage, res: ServerResponse) => void} RequestListener */

/** @param {IncomingMessage} req */
function hasBody(req) {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/** @param {IncomingMessage} req @param {ServerResponse} res */
function answerTooLarge(req, res) {
  const { body, contentType } = refusalBody({
    status: 413,
    title: "Request too large",
    message: BODY_TOO_LARGE,
    advice: "Your browser's Back button returns to the form as you left it.",
    json: wantsJson(req.url ?? "", req.headers.accept),
  });
  res.writeHead(413, {
    ...dataSecurityHeaders({ isProduction: process.env.NODE_ENV === "production" }),
    "Content-Type": contentType,
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  res.end(body);
}

/** @param {Buffer | string} chunk @param {BufferEncoding | undefined} encoding */
const byteLength = (chunk, encoding) =>
  typeof chunk === "string" ? Buffer.byteLength(chunk, encoding) : chunk.length;

/**
 * Answers 413 and drops the rest of the body as it arrives; the socket is closed after LINGER_MS or
 * past LINGER_MAX_BYTES unless the client has finished sending by then.
 * @param {IncomingMessage} req @param {ServerResponse} res @param {IncomingMessage["push"]} push
 */
function refuse(req, res, push) {
  const socket = req.socket;
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  let dropped = 0;
  req.push = function (chunk, encoding) {
    if (chunk === null) {
      // The client is done: the connection may serve its next request as usual.
      clearTimeout(timer);
      req.push = push;
      return push.call(req, null);
    }
    dropped += byteLength(chunk, encoding);
    if (dropped > LINGER_MAX_BYTES) socket.destroy();
    return true;
  };
  socket.once("close", () => clearTimeout(timer));
  answerTooLarge(req, res);
}

/**
 * Holds `req`'s body until it is complete and within `limit`, then calls `accept`; past the limit it
 * refuses. Works on IncomingMessage.push, which the HTTP parser calls with each piece of the body
 * (and null at the end), so nothing upstream of the app ever holds more than the limit.
 * @param {IncomingMessage} req @param {ServerResponse} res @param {number} limit @param {() => void} accept
 */
function holdBody(req, res, limit, accept) {
  const push = req.push;
  /** @type {Buffer[]} */
  let chunks = [];
  let size = 0;
  req.push = function (chunk, encoding) {
    if (chunk === null) {
      req.push = push;
      // The whole body for @hono/node-server, which reads `rawBody` when a handler asks for the
      // body (json(), text(), a Request's stream) instead of the stream; the stream has it too.
      Object.assign(req, { rawBody: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size) });
      for (const piece of chunks) push.call(req, piece);
      chunks = [];
      push.call(req, null);
      accept();
      return false;
    }
    size += byteLength(chunk, encoding);
    if (size > limit) {
      chunks = [];
      refuse(req, res, push);
      return true;
    }
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk);
    // true keeps the parser reading: the bytes are counted and kept here, not in the stream.
    return true;
  };
}

/**
 * `listener` behind the body limit: requests without a body go straight through, the others once
 * their whole body has arrived within the limit.
 * @param {RequestListener} listener
 * @returns {RequestListener}
 */
export function limitBodies(listener) {
  return (req, res) => {
    if (!hasBody(req)) return listener(req, res);
    const limit = bodyLimitFor(req.headers["content-type"], (req.url ?? "").split("?")[0]);
    if (Number(req.headers["content-length"] ?? 0) > limit) return refuse(req, res, req.push);
    // Called from the socket's data events: the request's context (contract/request-context.js)
    // is opened by `listener` itself, so nothing needs carrying over from the request's start.
    holdBody(req, res, limit, () => listener(req, res));
  };
}
