// The `infinite_device` cookie: the known-device tokens the API gave this browser at each sign-in
// (contract/known-device.ts), newest first. Every API call made for the browser hands them back,
// so an email's shared ceilings, which strangers can reach, never hold back a browser that signed
// in to it before. Apart from the session cookie: signing out keeps the browser known.
import { createCookie } from "@remix-run/node";
import { MAX_KNOWN_DEVICES } from "#contract/known-device";
import { env } from "./env.server";

const deviceCookie = createCookie("infinite_device", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: env.secureCookies,
  secrets: [env.sessionSecret],
  maxAge: 60 * 60 * 24 * 365,
});

/** The tokens this browser keeps (none when the cookie is missing, altered or malformed). */
export async function knownDevicesOf(request: Request): Promise<string[]> {
  const value: unknown = await deviceCookie.parse(request.headers.get("Cookie"));
  return Array.isArray(value)
    ? value.filter((t): t is string => typeof t === "string").slice(0, MAX_KNOWN_DEVICES)
    : [];
}

/** The Set-Cookie value that adds `token` (from a sign-in) in front of the ones kept. */
export async function rememberDevice(request: Request, token: string): Promise<string> {
  const kept = (await knownDevicesOf(request)).filter((t) => t !== token);
  return deviceCookie.serialize([token, ...kept].slice(0, MAX_KNOWN_DEVICES));
}
