// @ts-check
// The server as the shared cache its own pages ask for. A public page answers
// `Cache-Control: public, s-maxage=10` with `Vary: Cookie` (app/utils/cache.server.ts): any CDN may
// keep it for ten seconds and hand it to every visitor without cookies. This does the same in front
// of Remix, so a visitor's page costs a copy, not a render, when nobody is in front of us
// (docs/decisions/012-shared-page-cache.md). What makes it safe:
// - only GET requests with no Cookie (but the theme's, keyed on its value) and no Authorization
//   header are answered from it or fill it: nobody's session, toast or token ever reaches a stored page;
// - only a 200 HTML page that says `public` with a positive s-maxage/max-age, sets no cookie and
//   varies on nothing but Cookie, Accept-Language and Accept-Encoding is stored, for at most that
//   long; a page is kept once per interface language, the one Accept-Language resolves to (not one
//   copy per raw header), so "fr-CA,fr;q=0.9" and "fr" share the French copy;
// - a stored page carries no nonce: its CSP allows its own inline scripts by their SHA-256 hashes
//   instead (docs/decisions/014-cached-pages-by-script-hash.md), so a nonce an attacker saw opens
//   nothing, and every copy is the same bytes, compressed once per encoding rather than per visitor;
// - any change to the catalogue (an operator's action, a member's character) clears it at once,
//   as it clears the API's read cache (api/http/read-cache.ts).
import { createHash } from "node:crypto";
import { pageLanguageOf } from "../contract/ui-languages.js";
import { compressOnce, pickEncoding } from "./compression.js";
import { createPageStore } from "./page-store.js";

/** A kept page lives seconds, not the life of the process: a quicker brotli level than build files. */
const KEPT_PAGE_BROTLI_QUALITY = 9;

/** Pages kept at most; the least recently used goes first (query strings could otherwise grow it). */
const PAGE_CACHE_MAX_ENTRIES = 200;
/** No page is kept longer than the spec's stale time of public reads, whatever it asks for. */
const PAGE_CACHE_MAX_AGE_MS = 10_000;

/**
 * @typedef {object} StoredPage
 * @property {Buffer} body
 * @property {[string, string][]} headers
 * @property {Partial<Record<"br" | "gzip", Promise<Buffer>>>} compressed made on first use
 * @property {number} storedAt
 * @property {number} expires
 */

/** What a stored page may vary on: a visitor without cookies is told apart by these alone. */
const SHAREABLE_VARY = new Set(["cookie", "accept-encoding", "accept-language"]);

/**
 * Cookies that only choose how a public page looks, the same for everyone who sends the same value
 * (the colour theme, app/utils/theme.server.ts): a request carrying these and nothing else still
 * shares stored pages, one copy per value.
 * @type {ReadonlyMap<string, ReadonlySet<string>>}
 */
const LOOK_COOKIES = new Map([["theme", new Set(["light", "dark"])]]);

/**
 * What the request's cookies add to the cache key: "" for none, "theme=light" and the like for look
 * cookies only, null when any other cookie (a session, a toast, anything unknown) is there.
 * @param {Request} request
 */
export function sharedCookieKey(request) {
  const header = request.headers.get("Cookie")?.trim() ?? "";
  if (!header) return "";
  const pairs = header.split(";").map((pair) => pair.trim());
  const names = new Set();
  for (const pair of pairs) {
    const [name = "", value = ""] = pair.split("=", 2);
    if (!LOOK_COOKIES.get(name)?.has(value) || names.has(name)) return null;
    names.add(name);
  }
  return pairs.sort().join("; ");
}

/** @param {Request} request */
export function mayUseSharedCache(request) {
  return (
    request.method === "GET" && !request.headers.has("Authorization") && sharedCookieKey(request) !== null
  );
}

/**
 * How long a response may be kept by a shared cache, in ms, or 0 when it must not be.
 * @param {Response} response
 */
export function sharedLifetimeMs(response) {
  if (response.status !== 200) return 0;
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.startsWith("text/html")) return 0;
  if (response.headers.has("Set-Cookie")) return 0;
  const vary = (response.headers.get("Vary") ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((v) => !SHAREABLE_VARY.has(v))) return 0;
  const directives = (response.headers.get("Cache-Control") ?? "").toLowerCase();
  if (!/(^|[\s,])public([\s,]|$)/.test(directives)) return 0;
  if (/(^|[\s,])(private|no-store|no-cache)([\s,=]|$)/.test(directives)) return 0;
  const seconds = /s-maxage=(\d+)/.exec(directives)?.[1] ?? /max-age=(\d+)/.exec(directives)?.[1];
  return Math.min(Number(seconds ?? 0) * 1000, PAGE_CACHE_MAX_AGE_MS);
}

/** @param {string | null} csp */
const nonceOf = (csp) => (csp ? (/'nonce-([^']+)'/.exec(csp)?.[1] ?? null) : null);

/** Inline scripts (no src): what a browser hashes is the text between the tags, as sent. */
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The page made shareable: the nonce attributes it was rendered with removed from the body, and in
 * the CSP the nonce replaced by the hashes of its inline scripts. The scripts themselves are
 * unchanged, so the browser runs exactly these and nothing else inline.
 * @param {string} body @param {[string, string][]} headers
 * @returns {{ body: string, headers: [string, string][] }}
 */
function withScriptHashes(body, headers) {
  const csp = headers.find(([name]) => name.toLowerCase() === "content-security-policy")?.[1] ?? null;
  const nonce = nonceOf(csp);
  if (!nonce) return { body, headers };
  const hashes = new Set();
  for (const [, attributes, text] of body.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes ?? "")) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(text ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  const sources = [...hashes].join(" ") || "'none'";
  return {
    body: body.replaceAll(` nonce="${nonce}"`, ""),
    headers: headers.map(([name, value]) =>
      name.toLowerCase() === "content-security-policy"
        ? /** @type {[string, string]} */ ([name, value.replace(`'nonce-${nonce}'`, sources)])
        : [name, value],
    ),
  };
}

/**
 * A rendered page as kept: read whole, its nonce traded for script hashes (withScriptHashes).
 * @param {Response} response @param {number} at now, on the cache's clock @param {number} lifetime ms
 * @returns {Promise<StoredPage>}
 */
export async function storedPage(response, at, lifetime) {
  const shared = withScriptHashes(
    await response.text(),
    /** @type {[string, string][]} */ ([...response.headers]).filter(
      ([name]) => name.toLowerCase() !== "content-length",
    ),
  );
  return {
    body: Buffer.from(shared.body),
    headers: shared.headers,
    compressed: {},
    storedAt: at,
    expires: at + lifetime,
  };
}

/**
 * The page in the encoding the client asks for (made once per stored page), with its age.
 * @param {StoredPage} page @param {number} now @param {Request} request
 */
export async function responseFrom(page, now, request) {
  const headers = new Headers(page.headers);
  headers.set("Age", String(Math.floor((now - page.storedAt) / 1000)));
  const encoding = pickEncoding(request.headers.get("Accept-Encoding"));
  if (!encoding) return new Response(asBody(page.body), { status: 200, headers });
  page.compressed[encoding] ??= compressOnce(page.body, encoding, KEPT_PAGE_BROTLI_QUALITY);
  headers.set("Content-Encoding", encoding);
  headers.set("Vary", "Cookie, Accept-Language, Accept-Encoding");
  return new Response(asBody(await page.compressed[encoding]), { status: 200, headers });
}

/** Node's Buffer is the Uint8Array a Response takes; the DOM typings do not say so. */
const asBody = (/** @type {Buffer} */ bytes) => /** @type {BodyInit} */ (/** @type {unknown} */ (bytes));

/**
 * @param {object} [options]
 * @param {() => number} [options.now] ms on a monotonic clock; tests pass their own
 * @param {number} [options.maxEntries]
 */
export function createPageCache({ now = () => performance.now(), maxEntries = PAGE_CACHE_MAX_ENTRIES } = {}) {
  /** @type {ReturnType<typeof createPageStore<StoredPage>>} */
  const pages = createPageStore(maxEntries);
  /** Renders under way, so a burst of visitors to a cold page renders it once. */
  /** @type {Map<string, Promise<StoredPage | Response>>} */
  const rendering = new Map();

  /**
   * @param {Response} response
   * @returns {Promise<StoredPage | Response>} the stored page, or the response itself when it may not be kept
   */
  async function store(/** @type {string} */ key, response, /** @type {number} */ renderedIn) {
    const lifetime = sharedLifetimeMs(response);
    if (lifetime <= 0) return response;
    const page = await storedPage(response, now(), lifetime);
    pages.keep(key, page, renderedIn);
    return page;
  }

  return {
    get size() {
      return pages.size;
    },

    /** Forgets every page at once: what they show changed. */
    clear() {
      pages.clear();
      rendering.clear();
    },

    /**
     * The page for `request`: a fresh copy of a stored one, or `render(request)`, stored when allowed.
     * @param {Request} request
     * @param {(request: Request) => Promise<Response>} render
     * @returns {Promise<Response>}
     */
    async serve(request, render) {
      if (!mayUseSharedCache(request)) return render(request);
      const url = new URL(request.url);
      const look = sharedCookieKey(request);
      const key = `${pageLanguageOf(request)} ${url.pathname}${url.search}${look ? `\n${look}` : ""}`;
      const hit = pages.take(key);
      if (hit && hit.expires > now()) return responseFrom(hit, now(), request);
      if (hit) pages.delete(key);

      const pending = rendering.get(key);
      if (pending) {
        const shared = await pending;
        // Someone else's render that may not be kept: this visitor gets a render of their own.
        return shared instanceof Response ? render(request) : responseFrom(shared, now(), request);
      }
      const renderedIn = pages.generation;
      const rendered = render(request).then((response) => store(key, response, renderedIn));
      rendering.set(key, rendered);
      try {
        const result = await rendered;
        return result instanceof Response ? result : responseFrom(result, now(), request);
      } finally {
        if (rendering.get(key) === rendered) rendering.delete(key);
      }
    },
  };
}
