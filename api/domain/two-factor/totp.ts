// The authenticator-app side of two-factor sign-in: RFC 6238 codes with the settings every app
// reads from a QR code (SHA-1, 6 digits, 30 s), and the secret kept encrypted at rest with a key
// derived from the server's code key (OTP_SECRET, or DATA_DIR/otp-secret), so a copy of the
// database alone does not yield anyone's second factor.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { TOTP_DIGITS } from "../../../contract/two-factor";
import type { Config } from "../../config";
import { serverKey } from "../server-key";

const PERIOD_SECONDS = 30;
const ALGORITHM = "SHA1";
/** Codes of the step before and after now are accepted too: phone clocks drift, people type slowly. */
const WINDOW = 1;
const ISSUER = "Infinite";

const encryptionKeys = new Map<string, Buffer>();

/** Its own key, not the code key itself: one purpose per key. */
function encryptionKey(config: Config): Buffer {
  const base = serverKey(config);
  const cacheKey = base.toString("hex");
  let key = encryptionKeys.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", base, Buffer.alloc(0), "infinite two-factor secret", 32));
    encryptionKeys.set(cacheKey, key);
  }
  return key;
}

/** A fresh 160-bit secret (RFC 4226's recommended size), base32 as the apps show it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** "iv.tag.ciphertext" (base64url), AES-256-GCM; the user id is bound in, so rows cannot be swapped. */
export function encryptSecret(config: Config, userId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", encryptionKey(config), iv);
  cipher.setAAD(Buffer.from(String(userId)));
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

/** The base32 secret, or null when it cannot be read (the server's key changed, the row was altered). */
export function decryptSecret(config: Config, userId: number, stored: string): string | null {
  const [iv, tag, body] = stored.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", encryptionKey(config), iv);
    decipher.setAAD(Buffer.from(String(userId)));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

const totpFor = (secret: string, label = "") =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** The otpauth:// URI the QR code carries: the app reads issuer, account and settings from it. */
export const otpauthUrl = (secret: string, email: string) => totpFor(secret, email).toString();

/** Authenticator codes are six digits; apps show them as "123 456". */
export const looksLikeTotp = (code: string) =>
  new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code.replace(/\s/g, ""));

/**
 * The time step a code belongs to when it is right at `at` and newer than `lastStep` (the step of
 * the last code accepted: each code is good once), else null.
 */
export function acceptedStep(secret: string, code: string, at: Date, lastStep: number | null): number | null {
  const token = code.replace(/\s/g, "");
  if (!looksLikeTotp(token)) return null;
  const timestamp = at.getTime();
  const delta = totpFor(secret).validate({ token, timestamp, window: WINDOW });
  if (delta === null) return null;
  const step = TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
