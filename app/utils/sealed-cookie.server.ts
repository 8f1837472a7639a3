// A Remix cookie whose value is encrypted, not only signed: a signed cookie is base64 JSON that
// anyone holding it (a shared computer, a proxy log, malware reading the cookie jar) can read, and
// the session cookie carries the API token. AES-256-GCM both hides and authenticates the value, with
// a key derived from SESSION_SECRET by HKDF, and the cookie's name bound in as associated data so a
// value cannot be moved to another cookie. A value that does not open (tampered, another secret, or
// the signed format of before) reads as no value at all: the person is simply signed out.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { createCookie, type Cookie, type CookieOptions } from "@remix-run/node";

const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Changing it makes every sealed cookie unreadable, like a new secret. */
const KEY_INFO = "infinite cookie encryption (AES-256-GCM)";

/** The 32-byte encryption key for `secret`. */
export function cookieKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "", KEY_INFO, 32));
}

/** JSON of `value`, encrypted under `key` for the cookie `name`: iv, tag and ciphertext, base64url. */
export function seal(value: unknown, key: Buffer, name: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(name));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** What seal() sealed, or null when `sealed` was not made with this key for this cookie. */
export function unseal(sealed: unknown, key: Buffer, name: string): unknown {
  if (typeof sealed !== "string") return null;
  const raw = Buffer.from(sealed, "base64url");
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(name));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(text.toString("utf8"));
  } catch {
    return null;
  }
}

/**
 * A cookie for createCookieSessionStorage that seals what it serializes. Remix's own cookie still
 * writes the header (name, attributes, encoding); it carries the sealed string, unsigned, since the
 * cipher's tag already proves it is ours.
 */
export function sealedCookie(name: string, options: Omit<CookieOptions, "secrets">, secret: string): Cookie {
  const inner = createCookie(name, options);
  const key = cookieKey(secret);
  return {
    name,
    // Sealed values are authenticated (GCM), which is what Remix asks of a session cookie.
    isSigned: true,
    get expires() {
      return inner.expires;
    },
    async parse(header, parseOptions) {
      return unseal(await inner.parse(header, parseOptions), key, name);
    },
    async serialize(value, serializeOptions) {
      return inner.serialize(seal(value, key, name), serializeOptions);
    },
  };
}
