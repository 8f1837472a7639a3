// @ts-check
// The process's log (docs/operations.md#logs): pino, one JSON object per line, at LOG_LEVEL (trace,
// debug, info, warn, error, fatal, silent; default info, silent under tests unless set). In
// development it is pretty when pino-pretty is installed. Every line written while a request is
// being answered carries its request id (request_id), through the request's context
// (contract/request-context.js): the API's lines, and a reply's lines after its HTTP answer has
// gone. Lines hold ids, sizes and codes only: never a message, a reply, a code, a token, a password
// or an email address (README, Security).
// Plain JavaScript: the Node server (server/) and the build (api/, app/) log through the same one.
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import pino from "pino";
import { currentRequest } from "./request-context.js";

const LEVELS = new Set(["trace", "debug", "info", "warn", "error", "fatal", "silent"]);
/** A request id a proxy may hand us (X-Request-Id): short, and nothing that could forge a line. */
const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** @param {NodeJS.ProcessEnv} env */
function levelOf(env) {
  const level = (env.LOG_LEVEL ?? "").toLowerCase();
  if (LEVELS.has(level)) return level;
  return env.NODE_ENV === "test" ? "silent" : "info";
}

/** pino-pretty's transport in development when it is installed (a dev dependency); else JSON. */
function prettyTransport() {
  if (process.env.NODE_ENV !== "development") return undefined;
  try {
    createRequire(import.meta.url).resolve("pino-pretty");
    return { target: "pino-pretty", options: { colorize: true, translateTime: "SYS:HH:MM:ss" } };
  } catch {
    return undefined;
  }
}

function createLogger() {
  return pino({
    level: levelOf(process.env),
    base: { pid: process.pid },
    messageKey: "msg",
    mixin: () => {
      const request = currentRequest();
      return request ? { request_id: request.requestId } : {};
    },
    transport: prettyTransport(),
  });
}

const globalKey = Symbol.for("infinite.logger");
/** @typedef {ReturnType<typeof createLogger>} Logger */

/**
 * The process's logger: one for the server and the build it loads, and across dev reloads.
 * @returns {Logger}
 */
export function logger() {
  const g = /** @type {Record<symbol, Logger | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (g[globalKey] ??= createLogger());
}

/**
 * The id of a request: the proxy's X-Request-Id when a proxy is trusted (TRUST_PROXY) and the id
 * looks like one, else a new one.
 * @param {string | null | undefined} sent @param {boolean} trustProxy
 */
function requestIdFor(sent, trustProxy) {
  return trustProxy && sent && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * Gives `req` its request id (X-Request-Id): the proxy's when one is trusted, else a new one, in
 * place of whatever a client sent. The API reads it there; every log line carries it.
 * @param {import("node:http").IncomingMessage} req @param {boolean} trustProxy
 */
export function stampRequestId(req, trustProxy) {
  const sent = req.headers["x-request-id"];
  const requestId = requestIdFor(typeof sent === "string" ? sent : null, trustProxy);
  req.headers["x-request-id"] = requestId;
  const raw = req.rawHeaders;
  /** @type {string[]} */
  const kept = [];
  for (let i = 0; i < raw.length; i += 2) {
    if (/** @type {string} */ (raw[i]).toLowerCase() !== "x-request-id") {
      kept.push(/** @type {string} */ (raw[i]), /** @type {string} */ (raw[i + 1]));
    }
  }
  kept.push("X-Request-Id", requestId);
  req.rawHeaders = kept;
  return requestId;
}

/** The id of the request being answered, if any. */
export function currentRequestId() {
  return currentRequest()?.requestId;
}
