// The allowlist's HTML for a stored text, made once per text: the chat page shows the same 50
// replies (and the same plan descriptions) on every load, and sanitizing them took about a
// millisecond and a half of every render. Bounded by the characters kept; the least recently used
// go first.
import { sanitizeRichText } from "#contract/sanitize";

/** Most characters of HTML kept (input and output together, about 4 MB). */
const KEPT_MAX_CHARS = 2_000_000;
const kept = new Map<string, string>();
let keptChars = 0;

export function sanitizedOnce(html: string): string {
  if (!html) return "";
  const known = kept.get(html);
  if (known !== undefined) {
    kept.delete(html);
    kept.set(html, known);
    return known;
  }
  const clean = sanitizeRichText(html);
  const size = html.length + clean.length;
  if (size > KEPT_MAX_CHARS) return clean;
  kept.set(html, clean);
  keptChars += size;
  for (const [oldest, value] of kept) {
    if (keptChars <= KEPT_MAX_CHARS) break;
    kept.delete(oldest);
    keptChars -= oldest.length + value.length;
  }
  return clean;
}
