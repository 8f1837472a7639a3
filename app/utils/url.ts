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
