// HTTP caching for pages. Visitors without a session share one cached copy of a public page for a
// short time (a CDN keeps it a little longer and may serve it stale while it refreshes); anything
// that knows who is asking is never stored by a shared cache.
//
// In a public route:
//   loader:  return data(payload, { headers: pageCacheHeaders(request) });
//   export const headers = cacheHeaders;
import type { HeadersFunction } from "@remix-run/node";
import { SESSION_COOKIE_NAMES } from "./cookie-security.server";

// Ten seconds, the stale time of every public read (QUERY_STALE_MS): an operator's change shows within seconds.
export const PUBLIC_CACHE = "public, max-age=10, s-maxage=10, stale-while-revalidate=60";
export const PRIVATE_CACHE = "private, no-store";
const PAGE_VARY = "Cookie, Accept-Language";

/** Cookies that make a response personal: the session and a pending flash toast. */
const PERSONAL_COOKIES = [...SESSION_COOKIE_NAMES, "toast-session"];

export function hasPersonalCookie(request: Request) {
  const cookie = request.headers.get("Cookie") ?? "";
  return cookie
    .split(";")
    .map((part) => part.trim().split("=", 1)[0] ?? "")
    .some((name) => PERSONAL_COOKIES.includes(name));
}

/** The loader's half: public for a visitor, private for anyone with a session. */
export function pageCacheHeaders(request: Request): Headers {
  return new Headers({
    "Cache-Control": hasPersonalCookie(request) ? PRIVATE_CACHE : PUBLIC_CACHE,
    // The same URL renders differently with a session, and in the visitor's language (the `lang`
    // cookie, else Accept-Language): caches must key on both.
    Vary: PAGE_VARY,
  });
}

/**
 * The route's `headers` export. Public only when the loader said so and nothing in the response is
 * personal (a cookie being set, an action's result, an error); private otherwise.
 */
export const cacheHeaders: HeadersFunction = ({
  loaderHeaders,
  parentHeaders,
  actionHeaders,
  errorHeaders,
}) => {
  const personal = [loaderHeaders, parentHeaders, actionHeaders, errorHeaders].some((h) =>
    h?.has("Set-Cookie"),
  );
  const acted = [...actionHeaders.keys()].length > 0 || errorHeaders !== undefined;
  const isPublic = !personal && !acted && loaderHeaders.get("Cache-Control") === PUBLIC_CACHE;
  return { "Cache-Control": isPublic ? PUBLIC_CACHE : PRIVATE_CACHE, Vary: PAGE_VARY };
};
