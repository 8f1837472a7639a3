// @ts-check
// What everything one HTTP request runs can know about it, carried through every await: its id
// (on every log line, contract/logger.js) and whether it renders a whole page
// (app/utils/request-scope.server.ts). One AsyncLocalStorage for both, opened by the server's
// listener once the request's body is in (server/listener.js; api/server.ts for the API alone): on
// Node 20 every store in use adds a step to every promise the process makes, and a second store
// (opened on "http.server.request.start") cost each request that step again besides its opening.
// Kept on globalThis: the server's modules and the build's own copies (and Vite's in development)
// must find the same store.
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * @typedef {object} RequestContext
 * @property {string} requestId the request's id (X-Request-Id)
 * @property {boolean} document a whole page is rendered in this response (after its action on a
 *   POST); a single-fetch data request (`*.data`) or an API call is not
 */

const KEY = Symbol.for("infinite.requestContext");
const holder = /** @type {Record<symbol, AsyncLocalStorage<RequestContext> | undefined>} */ (
  /** @type {unknown} */ (globalThis)
);
const storage = (holder[KEY] ??= new AsyncLocalStorage());

/**
 * Runs `fn`, and everything it starts, as part of the request `context`.
 * @template T @param {RequestContext} context @param {() => T} fn @returns {T}
 */
export function withRequest(context, fn) {
  return storage.run(context, fn);
}

/** The context of the request being answered; undefined outside one (unit tests, scripts, timers). */
export function currentRequest() {
  return storage.getStore();
}

/**
 * Whether a request for `url` renders a whole page: anything but Remix's single-fetch data (`.data`).
 * @param {string} url
 */
export function isDocumentUrl(url) {
  const pathname = url.split("?")[0] ?? "/";
  return !pathname.endsWith(".data");
}
