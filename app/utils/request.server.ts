// Tells a plain form post (JavaScript off: answer with a redirect, PRG) from a fetcher call
// (answer with data, so the page keeps its place). Posts from other sites never get this far: the
// server refuses them first (server/cross-site.js).

export function isDocumentRequest(request: Request) {
  return request.headers.get("Sec-Fetch-Mode") === "navigate";
}

/** The page the request came from, path and query, for redirecting back to it. */
export function samePage(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return `${url.pathname}${url.search}`;
}
