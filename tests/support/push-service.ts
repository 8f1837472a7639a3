// A push service on loopback for the Web Push tests: it records every request and answers with the
// status the test asks for. Browser side, `device()` makes a subscription's keys the way a browser
// does, and `decrypt()` opens an aes128gcm message with them (RFC 8291), proving what was sent.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export async function startPushService() {
  const requests: PushRequest[] = [];
  let status = 201;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    /** The status the next requests get (201 by default; 410 or 404: the subscription is gone). */
    answer(next: number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const b64url = (buf: Buffer) => buf.toString("base64url");

/** A browser's subscription: an endpoint on the service plus a P-256 key pair and an auth secret. */
export function device(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } },
  };
}

/** Opens an aes128gcm body (RFC 8188 framing, RFC 8291 keys) with the device's private key. */
export function decrypt(body: Buffer, d: ReturnType<typeof device>): string {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const shared = d.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), d.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, d.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then optional zero padding.
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end--;
  if (plain[end - 1] !== 2) throw new Error("no last-record delimiter");
  return plain.subarray(0, end - 1).toString("utf8");
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): k is the server's public key and the
 * JWT is signed with its private half for this push service's origin. Returns the JWT's claims.
 */
export function verifyVapid(header: string | undefined, publicKey: string, audience: string) {
  const match = header?.match(/^vapid t=([^,\s]+),\s*k=(\S+)$/);
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, jwt = "", k] = match;
  if (k !== publicKey) throw new Error("k is not the server's public key");
  const [head, claims, signature] = jwt.split(".");
  if (!claims || !signature) throw new Error("the VAPID JWT does not have three parts");
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("the VAPID JWT's signature does not verify");
  const payload = JSON.parse(Buffer.from(claims, "base64url").toString("utf8"));
  if (payload.aud !== audience) throw new Error(`aud ${payload.aud} is not ${audience}`);
  return payload as { aud: string; exp: number; sub: string };
}
