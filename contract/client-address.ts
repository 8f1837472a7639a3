// The browser's address behind `hops` trusted proxies. Each proxy appends the address it saw to
// X-Forwarded-For, so the client is `hops` entries from the right; anything further left was
// written by the client itself and cannot be trusted. With no trusted proxy the header is ignored.
export function forwardedClientAddress(header: string | null | undefined, hops: number): string | undefined {
  if (!header || hops < 1) return undefined;
  const entries = header
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  return entries[entries.length - hops] ?? entries[0];
}

/** Per-address rate-limit keys only make sense when the address is known. */
export const UNKNOWN_ADDRESS = "unknown";
