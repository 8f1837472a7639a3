// Password hashing with scrypt (node:crypto): a fresh salt per password, the cost parameters kept
// in the stored string so they can be raised later without breaking old hashes. Also the strength
// rule for new passwords, kept here (never in contract/) so its dictionaries stay off the browser.
// Hashes take their turn in a fair queue per client (hash-pool.ts); strength estimates run in
// worker threads (strength-pool.ts). Neither holds the event loop.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { ApiError } from "../http/envelope";
import { acquireHashSlot, INTERNAL_CLIENT, releaseHashSlot } from "./hash-pool";
import { estimateStrength } from "./strength-pool";

const KEY_LENGTH = 64;
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };

async function derive(
  password: string,
  salt: Buffer,
  params: typeof PARAMS,
  client: string,
): Promise<Buffer> {
  // 128·N·r bytes of working memory; the default maxmem (32 MiB) is just too small for N=2^15.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  await acquireHashSlot(client);
  try {
    return await new Promise((resolve, reject) =>
      scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (err, key) =>
        err ? reject(err) : resolve(key),
      ),
    );
  } finally {
    releaseHashSlot();
  }
}

const format = (salt: Buffer, key: Buffer) =>
  ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join("$");

/**
 * "scrypt$N$r$p$salt$hash" (salt and hash base64url). `client` is the caller's address, so the
 * hashing queue (hash-pool.ts) serves every client in turn.
 */
export async function hashPassword(password: string, client = INTERNAL_CLIENT): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await derive(password, salt, PARAMS, client));
}

function parse(stored: string) {
  const [kind, n, r, p, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !salt || !hash) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return null;
  return { params, salt: Buffer.from(salt, "base64url"), hash: Buffer.from(hash, "base64url") };
}

// Checked when there is no hash (unknown email, Google-only account): the same parameters as a real
// one, so the work is the same. Its "hash" is random bytes no password derives to, so nothing is
// hashed to make it and nothing can match it.
const dummy = parse(format(randomBytes(16), randomBytes(KEY_LENGTH)))!;

/**
 * True when password matches the stored hash. With no hash (unknown email, Google-only account)
 * a dummy hash is checked anyway, so the answer takes as long as for a real account.
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  client = INTERNAL_CLIENT,
): Promise<boolean> {
  const target = stored ? parse(stored) : null;
  const subject = target ?? dummy;
  const key = await derive(password, subject.salt, subject.params, client);
  const same = key.length === subject.hash.length && timingSafeEqual(key, subject.hash);
  return Boolean(target) && same;
}

/**
 * zxcvbn's score (0–4) a new password needs. 3 ("safely unguessable: moderate protection from an
 * offline attack") refuses the common and breached-pattern passwords (`password123`, `Summer2024!`,
 * keyboard walks, names with years) while ordinary passphrases of three words pass
 * (`house garden tree`, `correct horse 1`): see tests/api/passwords-strength.test.ts.
 */
export const MIN_PASSWORD_SCORE = 3;
export const WEAK_PASSWORD_MESSAGE = "Please choose a stronger password.";
export const BLANK_PASSWORD = "A password cannot be only spaces.";
const TOO_GUESSABLE = "This password is too easy to guess. Try a longer phrase or add words.";

/**
 * Why a new password is refused, or null when it is strong enough. `related` are the account's own
 * words (email, names), which count as easy to guess inside the password; `client` is the caller's
 * address for the fair queue (hash-pool.ts).
 */
export async function passwordWeakness(
  password: string,
  related: string[] = [],
  client = INTERNAL_CLIENT,
): Promise<string | null> {
  if (!password.trim()) return BLANK_PASSWORD;
  const words = related.flatMap((r) => r.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => w.length > 2);
  // A core's worth of work like a hash: it takes a turn in the same fair queue, so all the password
  // work at once never outnumbers the cores and the event loop keeps one.
  await acquireHashSlot(client);
  let estimate: Awaited<ReturnType<typeof estimateStrength>>;
  try {
    estimate = await estimateStrength(password, words);
  } finally {
    releaseHashSlot();
  }
  const { score, warning, suggestion } = estimate;
  if (score >= MIN_PASSWORD_SCORE) return null;
  const why = [warning, suggestion].filter(Boolean).join(" ");
  return why || TOO_GUESSABLE;
}

/** 422 with the reason under `field` (the form's own field name) when the password is too weak. */
export async function assertStrongPassword(
  password: string,
  field: string,
  related: string[] = [],
  client = INTERNAL_CLIENT,
) {
  const weakness = await passwordWeakness(password, related, client);
  if (weakness) throw new ApiError(422, WEAK_PASSWORD_MESSAGE, { [field]: [weakness] });
}
