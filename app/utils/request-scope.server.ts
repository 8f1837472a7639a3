// A store that lives exactly as long as one HTTP request, shared by everything that request runs:
// on a document POST, the action and then the loaders of the page it renders.
//
// Remix 2 hands them nothing in common: the action and the loaders each get their own copy of the
// Request (new headers, and a new AbortSignal that only follows the original), and the server
// passes no load context. So the store is opened where every request starts, Node's
// "http.server.request.start" diagnostics channel, which fires synchronously just before the
// server's "request" listeners run; AsyncLocalStorage carries it through every await from there.
// Any Node HTTP server in the process opens one (server/, in production and under Vite in
// development); code run outside a request (unit tests, scripts) sees none and must cope.
import { AsyncLocalStorage } from "node:async_hooks";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";

/** One per request: modules key what they keep for later in the request by it (a WeakMap). */
export type RequestScope = {
  /**
   * A document request renders a whole page in this response, after its action if it is a POST.
   * A single-fetch data request (`*.data`, made by the client with JavaScript) does not: its
   * loaders run in a later request.
   */
  readonly document: boolean;
};

const KEY = Symbol.for("infinite.requestScope");
type Holder = Record<symbol, AsyncLocalStorage<RequestScope> | undefined>;

/** One store per process, kept on globalThis so the dev server's module reloads do not subscribe twice. */
function openStore() {
  const holder = globalThis as unknown as Holder;
  let store = holder[KEY];
  if (!store) {
    const created = new AsyncLocalStorage<RequestScope>();
    subscribe("http.server.request.start", (message) => {
      const { request } = message as { request: IncomingMessage };
      created.enterWith({ document: isDocumentUrl(request.url ?? "/") });
    });
    store = holder[KEY] = created;
  }
  return store;
}

const store = openStore();

function isDocumentUrl(url: string) {
  const pathname = url.split("?")[0] ?? "/";
  return !pathname.endsWith(".data");
}

/** The scope of the request being handled, or undefined outside one. */
export function requestScope(): RequestScope | undefined {
  return store.getStore();
}
