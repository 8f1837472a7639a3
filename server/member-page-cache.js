// @ts-check
// The pages members live on (the home page, Discover, the chat), kept per member and served again
// while nothing they show has changed. A render costs tens of milliseconds (loaders, a dozen
// queries, React); a kept page costs one indexed read: the member's page version, which the
// database bumps on every change those pages show, whichever instance or sweep made it (migration
// 0018, api/domain/page-versions.ts). What makes it safe:
// - a page is kept under its URL, the whole Cookie header (session, language, theme, known devices),
//   Accept-Language and User-Agent, so it only ever goes back to the browser it was rendered for;
// - it is served only while the version read now equals the one read before it was rendered, and
//   the member's token was used within the last minute (a sign-out or ban anywhere ends it at once);
// - only a 200 HTML page that sets no cookie is kept (a session being ended, a toast being shown,
//   a redirect: rendered every time), and a request carrying a toast is never answered from here;
// - a catalogue change clears it, as it clears the visitors' cache (server/page-cache.js);
// - no page is kept longer than ten seconds, the bound of what is judged by the clock (times shown
//   as "2 min ago", a day's allowance starting over, a plan running out);
// - like the visitors' cache, a kept page carries no nonce but its scripts' hashes.
import { createHash } from "node:crypto";
import { responseFrom, storedPage } from "./page-cache.js";
import { createPageStore } from "./page-store.js";

/** The member pages that are kept; every other page is rendered for each request. */
export const MEMBER_PAGE_PATHS = new Set(["/", "/dashboard/chat", "/dashboard/discover"]);
/**
 * What a page may be rendered from besides its URL (host included): the cookies (session,
 * language, theme), the languages asked for, and the browser (crawlers get whole documents).
 */
const KEYED_HEADERS = ["Cookie", "Accept-Language", "User-Agent"];
/** The flash cookie of a toast (app/utils/toast.server.ts): shown once, so never from a kept page. */
const TOAST_COOKIE = "toast-session";
const MEMBER_PAGE_MAX_AGE_MS = 10_000;
/** Pages kept at most; the least recently used goes first. */
const MEMBER_PAGE_MAX_ENTRIES = 500;

/**
 * @typedef {import("./page-cache.js").StoredPage} StoredPage
 * @typedef {{ page: StoredPage, version: string }} KeptPage
 */

/** @param {string} cookie @param {string} name */
const hasCookie = (cookie, name) => cookie.split(";").some((part) => part.trim().startsWith(`${name}=`));

/** @param {Request} request */
export function mayUseMemberCache(request) {
  if (request.method !== "GET" || request.headers.has("Authorization")) return false;
  const cookie = request.headers.get("Cookie");
  if (!cookie || hasCookie(cookie, TOAST_COOKIE)) return false;
  const url = new URL(request.url);
  return MEMBER_PAGE_PATHS.has(url.pathname) && !url.searchParams.has("_data");
}

/** @param {Request} request */
function keyOf(request) {
  const hash = createHash("sha256").update(request.url);
  for (const name of KEYED_HEADERS) hash.update("\0").update(request.headers.get(name) ?? "");
  return hash.digest("base64url");
}

/** @param {Response} response */
const keepable = (response) =>
  response.status === 200 &&
  (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
  !response.headers.has("Set-Cookie");

/**
 * The rendered page as kept, or the response itself when it may not be kept.
 * @param {Request} request @param {(request: Request) => Promise<Response>} render
 * @param {() => number} at @param {number} maxAgeMs
 * @returns {Promise<StoredPage | Response>}
 */
async function renderAndKeep(request, render, at, maxAgeMs) {
  const response = await render(request);
  return keepable(response) ? storedPage(response, at(), maxAgeMs) : response;
}

/**
 * @param {object} options
 * @param {(request: Request) => Promise<string | null>} options.versionOf the member's page version,
 *   or null when this request may not be answered from the cache (no fresh session)
 * @param {() => number} [options.now] ms on a monotonic clock; tests pass their own
 * @param {number} [options.maxEntries]
 * @param {number} [options.maxAgeMs]
 */
export function createMemberPageCache({
  versionOf,
  now = () => performance.now(),
  maxEntries = MEMBER_PAGE_MAX_ENTRIES,
  maxAgeMs = MEMBER_PAGE_MAX_AGE_MS,
}) {
  /** @type {ReturnType<typeof createPageStore<KeptPage>>} */
  const pages = createPageStore(maxEntries);
  /** Renders under way, so a burst of one member's requests renders the page once. */
  /** @type {Map<string, { version: string, page: Promise<StoredPage | null> }>} */
  const rendering = new Map();

  return {
    get size() {
      return pages.size;
    },

    /** Forgets every page at once: the catalogue they show changed. */
    clear() {
      pages.clear();
      rendering.clear();
    },

    /**
     * The page for `request`: a kept one still current, or `render(request)`, kept when allowed.
     * @param {Request} request
     * @param {(request: Request) => Promise<Response>} render
     * @returns {Promise<Response>}
     */
    async serve(request, render) {
      if (!mayUseMemberCache(request)) return render(request);
      // Read before the render: a change made while it renders leaves the page older than this.
      const version = await versionOf(request);
      if (version === null) return render(request);
      const key = keyOf(request);
      const hit = pages.take(key);
      if (hit && hit.version === version && hit.page.expires > now())
        return responseFrom(hit.page, now(), request);
      if (hit) pages.delete(key);
      // A render of this page under this same version is under way: no change has been committed
      // since it read the version, so its page is as current as one made now.
      const pending = rendering.get(key);
      if (pending?.version === version) {
        const shared = await pending.page;
        return shared ? responseFrom(shared, now(), request) : render(request);
      }
      const renderedIn = pages.generation;
      const made = renderAndKeep(request, render, now, maxAgeMs);
      // Those waiting on a render that failed or may not be kept render their own.
      const entry = {
        version,
        page: made.then(
          (r) => (r instanceof Response ? null : r),
          () => null,
        ),
      };
      rendering.set(key, entry);
      try {
        const result = await made;
        if (result instanceof Response) return result;
        pages.keep(key, { page: result, version }, renderedIn);
        return responseFrom(result, now(), request);
      } finally {
        if (rendering.get(key) === entry) rendering.delete(key);
      }
    },
  };
}
