// "Known device" tokens: the API gives one with every sign-in (AuthResult.device_token) and the
// client hands back the ones it keeps in this header (the web tier from its `infinite_device`
// cookie). A browser that signed in to an account before is never held back by that email's
// shared ceilings, which strangers' failures can reach (api/http/auth-limit.ts).
export const KNOWN_DEVICES_HEADER = "X-Known-Devices";

/** How many tokens a client keeps and the API reads (a browser shared by a few people). */
export const MAX_KNOWN_DEVICES = 5;

/** The tokens in the header's value (space-separated), at most MAX_KNOWN_DEVICES, each bounded. */
export function parseKnownDevices(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(/\s+/)
    .filter((t) => t.length > 0 && t.length <= 200)
    .slice(0, MAX_KNOWN_DEVICES);
}
