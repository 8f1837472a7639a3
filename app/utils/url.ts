/** The current query with some keys changed (null removes a key), as "?a=b" (or "?" when empty). */
export function withParams(
  search: string | URLSearchParams,
  changes: Record<string, string | number | null>,
) {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : "?";
}

// Only used to resolve relative paths; a target that resolves anywhere else is another site.
const PROBE_ORIGIN = "http://same-origin.invalid";
const MAX_REDIRECT_LENGTH = 2048;
/** Control characters (browsers drop tabs and newlines inside URLs, so "/\t/x" becomes "//x") and backslashes (read as "/"). */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const HOSTILE_CHARACTER = /[\u0000-\u001f\u007f-\u009f\\]/;
const PERCENT_BYTE = /%([0-9a-f]{2})/gi;

/** One round of percent-decoding, byte by byte, so malformed sequences never throw. */
const decodeBytes = (s: string) =>
  s.replace(PERCENT_BYTE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** "//x" and "/\x" are protocol-relative: the browser goes to host x. */
const isProtocolRelative = (path: string) => path.startsWith("//");

/**
 * Where a ?redirectTo= (or any user-supplied "go back to") may send someone: a path on this site,
 * returned as path + search + hash, else `fallback`. Every encoding layer is checked, because a
 * decoded copy of the value can reach the browser (a form field, a client-side navigation); the
 * result is re-serialised by the URL parser, so it never carries a character that is invalid in a
 * Location header. Never throws.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.length > MAX_REDIRECT_LENGTH) return fallback;
  let layer = to;
  for (let round = 0; ; round += 1) {
    if (HOSTILE_CHARACTER.test(layer) || isProtocolRelative(layer)) return fallback;
    const decoded = decodeBytes(layer);
    if (decoded === layer) break;
    // Deeper than any honest link is encoded: refuse rather than keep peeling.
    if (round === 3) return fallback;
    layer = decoded;
  }
  let url: URL;
  try {
    url = new URL(to, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const result = `${url.pathname}${url.search}${url.hash}`;
  // "/..//x" resolves to "//x": check what comes out too.
  return isProtocolRelative(result) ? fallback : result;
}
