// A store that lives exactly as long as one HTTP request, shared by everything that request runs:
// on a document POST, the action and then the loaders of the page it renders.
//
// Remix 2 hands them nothing in common: the action and the loaders each get their own copy of the
// Request (new headers, and a new AbortSignal that only follows the original), and the server
// passes no load context. So the scope is the request's context (contract/request-context.js),
// which the Node server's listener opens for every request and carries through every await (server/,
// in production and under Vite in development); code run outside a request (unit tests, scripts)
// sees none and must cope.
import { currentRequest } from "#contract/request-context";

/** One per request: modules key what they keep for later in the request by it (a WeakMap). */
export type RequestScope = {
  /**
   * A document request renders a whole page in this response, after its action if it is a POST.
   * A single-fetch data request (`*.data`, made by the client with JavaScript) does not: its
   * loaders run in a later request.
   */
  readonly document: boolean;
};

/** The scope of the request being handled, or undefined outside one. */
export function requestScope(): RequestScope | undefined {
  return currentRequest();
}
