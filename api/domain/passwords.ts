// Password hashing with scrypt (node:crypto): a fresh salt per password, the cost parameters kept
// in the stored string so they can be raised later without breaking old hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const KEY_LENGTH = 64;
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };

function derive(password: string, salt: Buffer, params: typeof PARAMS): Promise<Buffer> {
  // 128·N·r bytes of working memory; the default maxmem (32 MiB) is just too small for N=2^15.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** "scrypt$N$r$p$salt$hash" (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join(
    "$",
  );
}

function parse(stored: string) {
  const [kind, n, r, p, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !salt || !hash) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return null;
  return { params, salt: Buffer.from(salt, "base64url"), hash: Buffer.from(hash, "base64url") };
}

let dummy: Promise<string> | null = null;

/**
 * True when password matches the stored hash. With no hash (unknown email, Google-only account)
 * a dummy hash is checked anyway, so the answer takes as long as for a real account.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const target = stored ? parse(stored) : null;
  const subject = target ?? parse(await (dummy ??= hashPassword(randomBytes(16).toString("hex"))))!;
  const key = await derive(password, subject.salt, subject.params);
  const same = key.length === subject.hash.length && timingSafeEqual(key, subject.hash);
  return Boolean(target) && same;
}
