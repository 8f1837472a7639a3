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

/**
 * The part of an address that rate limits count by. IPv4 (also written IPv4-mapped, ::ffff:a.b.c.d)
 * as it is; IPv6 by its /64 network, since one subscriber is usually given a whole /64 and could
 * otherwise take a fresh address, and a fresh limit, for every try.
 */
export function rateLimitAddress(address: string): string {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (!plain.includes(":")) return plain;
  const groups = expandIpv6(plain);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : plain;
}

/** The 8 groups of an IPv6 address (without leading zeros), or null when it is not one. */
function expandIpv6(address: string): string[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const split = (part: string | undefined) => (part ? part.split(":") : []);
  const head = split(halves[0]);
  const tail = halves.length === 2 ? split(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<string>(missing).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ""));
}
