// Every response header policy of the product in one place (docs/architecture.md#security-headers):
// the Node server (server/) for static files and whatever lacks them, entry.server for pages and
// data, and the API for its answers, also when it is served alone. Plain JavaScript, because the
// server runs under plain node before anything is compiled.

/**
 * Headers every response carries, whatever serves it. HSTS only in production (plain http in dev).
 * @param {{ isProduction: boolean }} env
 * @returns {Record<string, string>}
 */
export function baseSecurityHeaders({ isProduction }) {
  /** @type {Record<string, string>} */
  const headers = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    // The composer's microphone button (speech recognition) asks for our own origin's microphone only.
    "Permissions-Policy": "camera=(), microphone=(self), geolocation=()",
  };
  if (isProduction) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/**
 * The policy for anything that is not an HTML page of ours (data, images, scripts, video): an SVG
 * or an upload opened on its own can style itself but never run anything, nor post a form anywhere
 * (form-action is not covered by default-src).
 */
export const NON_DOCUMENT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; form-action 'none'; sandbox";

/**
 * Sets headers on `response`, or on a copy when its headers cannot change (an answer of fetch(),
 * such as a stream passed through from API_URL).
 * @param {Response} response
 * @param {(headers: Headers) => void} set
 * @returns {Response}
 */
export function withHeaders(response, set) {
  try {
    set(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    set(copy.headers);
    return copy;
  }
}

/**
 * For responses that are data or files, never a document: single-fetch data, static files,
 * resource routes, the API.
 * @param {{ isProduction: boolean }} env
 * @returns {Record<string, string>}
 */
export function dataSecurityHeaders(env) {
  return { "Content-Security-Policy": NON_DOCUMENT_CSP, ...baseSecurityHeaders(env) };
}

/**
 * HTML pages: a Content-Security-Policy that allows inline scripts only with this request's nonce
 * (enforced, not report-only). `formActionOrigins`: where else a form may post or be redirected
 * after posting (Stripe Checkout when it is in use, see app/utils/env.server.ts). Nothing else: an
 * injected form cannot send data away.
 * @param {string} nonce
 * @param {{ isProduction: boolean, formActionOrigins?: readonly string[] }} env
 * @returns {Record<string, string>}
 */
export function documentSecurityHeaders(nonce, env) {
  const csp = [
    "default-src 'self'",
    // Inline scripts need this response's nonce; files come from our own origin only. No
    // 'strict-dynamic': it ignores 'self', and Remix's <link rel="modulepreload"> tags carry no
    // nonce, so a phone would fetch no JavaScript until the page had rendered (the
    // slow-network bench: about 3 s later). Nothing on our origin answers script with
    // user-controlled text: API answers are JSON, uploads images, and nosniff holds them to that.
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self'",
    "font-src 'self'",
    // The service worker and the manifest are ours.
    "worker-src 'self'",
    "manifest-src 'self'",
    // Dev needs the Vite HMR socket.
    `connect-src 'self'${env.isProduction ? "" : " ws: http://localhost:*"}`,
    "frame-ancestors 'none'",
    ["form-action 'self'", ...(env.formActionOrigins ?? [])].join(" "),
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
  return { "Content-Security-Policy": csp, ...baseSecurityHeaders(env) };
}

/** Hashed build files: their names change with their content, so they never need asking again. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Files whose names stay when their content changes (a new /media/hero.mp4 must reach visitors). */
const UNHASHED = "public, max-age=3600";

/**
 * Files whose headers differ from every other static file. The service worker needs a policy that
 * lets it fetch our own files (NON_DOCUMENT_CSP allows nothing), scope over the whole site, and a
 * fresh copy on every update check (docs/decisions/010-push-and-service-worker-caching.md).
 * @type {Record<string, Record<string, string>>}
 */
const FILE_HEADERS = {
  "/sw.js": {
    "Content-Security-Policy": "default-src 'self'",
    "Service-Worker-Allowed": "/",
    "Cache-Control": "no-cache",
  },
};

/**
 * The headers of one file of build/client, by its URL path (content type and length aside).
 * @param {string} urlPath e.g. /assets/root-AbC123.js
 * @param {{ isProduction: boolean }} env
 * @returns {Record<string, string>}
 */
export function staticFileHeaders(urlPath, env) {
  return {
    ...dataSecurityHeaders(env),
    "Cache-Control": urlPath.startsWith("/assets/") ? IMMUTABLE : UNHASHED,
    ...FILE_HEADERS[urlPath],
  };
}
