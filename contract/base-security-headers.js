// Plain JavaScript so that both the web app (through TypeScript) and the server preload
// (scripts/static-headers.js, run by plain node before remix-serve) share one list.

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
