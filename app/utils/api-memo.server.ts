// What one page request has already asked the API, so nothing is asked twice: the root loader and
// the dashboard layout both read the profile, and every call of a page would check the same token
// again. Kept for one HTTP request (request-scope.server.ts) and only for reads: any write in that
// request (an action before its page's loaders) forgets everything, so the loaders then see what
// the write changed. Outside a request (unit tests, scripts) nothing is kept.
import { requestScope, type RequestScope } from "./request-scope.server";

interface Memo {
  /** Answers of GET calls, by token and URL. */
  reads: Map<string, Promise<unknown>>;
  /** The API's token checks, shared by this request's calls in process (api/http/auth.ts). */
  tokens: TokenChecks;
}

/** The API's token checks by token (the in-process API keeps them there, api/http/auth.ts). */
export type TokenChecks = Map<string, Promise<unknown>>;

const memos = new WeakMap<RequestScope, Memo>();

function memoOfThisRequest(): Memo | null {
  const scope = requestScope();
  if (!scope) return null;
  let memo = memos.get(scope);
  if (!memo) memos.set(scope, (memo = { reads: new Map(), tokens: new Map() }));
  return memo;
}

const isRead = (method: string) => method === "GET" || method === "HEAD";

/** Every call to the API says what it is: a write makes this request forget what it read. */
export function noteCall(method: string = "GET") {
  if (isRead(method.toUpperCase())) return;
  const memo = memoOfThisRequest();
  memo?.reads.clear();
  memo?.tokens.clear();
}

/**
 * The answer of a read made earlier in this request, or `call()`'s (kept for later reads of the
 * same URL with the same token). A write is never kept (and makes the request forget, noteCall).
 */
export function rememberedCall<T>(
  method: string,
  token: string | null | undefined,
  url: string,
  call: (tokens: TokenChecks | undefined) => Promise<T>,
): Promise<T> {
  const memo = isRead(method) ? memoOfThisRequest() : null;
  if (!memo) return call(undefined);
  const key = `${token ?? ""} ${method} ${url}`;
  const kept = memo.reads.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  const answer = call(memo.tokens);
  memo.reads.set(key, answer);
  // A failed call is not kept: the next reader tries again.
  answer.catch(() => memo.reads.delete(key));
  return answer;
}
