// Tells a plain form post (JavaScript off: answer with a redirect, PRG) from a fetcher call
// (answer with data, so the page keeps its place), and guards resource-route actions.
import { env } from "./env.server";
import { isSameOriginRequest } from "./same-origin";

export function isDocumentRequest(request: Request) {
  return request.headers.get("Sec-Fetch-Mode") === "navigate";
}

/** The page the request came from, path and query, for redirecting back to it. */
export function samePage(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return `${url.pathname}${url.search}`;
}

/**
 * First line of every resource route's action: 403 for a post another site made the browser send
 * (app/utils/same-origin.ts says how it is told).
 */
export function assertSameOrigin(request: Request) {
  if (!isSameOriginRequest(request, env.publicUrl)) {
    throw new Response("Forbidden: this request did not come from Infinite's own pages.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
