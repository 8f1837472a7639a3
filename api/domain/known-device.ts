// Known-device tokens (contract/known-device.ts): "<nonce>.<hmac>", where the HMAC under the server
// key covers the account's email and the nonce. Nothing is stored: a token proves that this client
// signed in to that email before. Changing the email retires the old tokens.
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Config } from "../config";
import { serverHmac } from "./server-key";

const LABEL = "known-device";

const macOf = (config: Config, email: string, nonce: string) =>
  Buffer.from(serverHmac(config, [LABEL, email.toLowerCase(), nonce]), "hex");

/** A fresh token for a client that has just signed in to `email`. */
export function knownDeviceToken(config: Config, email: string): string {
  const nonce = randomBytes(12).toString("base64url");
  return `${nonce}.${macOf(config, email, nonce).toString("base64url")}`;
}

/**
 * Whether one of the client's tokens was given for `email`. The same work for every email, known
 * or not, so the answer's timing says nothing about whether it has an account.
 */
export function isKnownDevice(config: Config, tokens: string[], email: string): boolean {
  let known = false;
  for (const token of tokens) {
    const [nonce, mac] = token.split(".");
    if (!nonce || !mac) continue;
    const given = Buffer.from(mac, "base64url");
    const expected = macOf(config, email, nonce);
    if (given.length === expected.length && timingSafeEqual(given, expected)) known = true;
  }
  return known;
}
