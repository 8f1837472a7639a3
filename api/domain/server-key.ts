// The API's own secret for HMACs (one-time codes, known-device tokens): OTP_SECRET, or a random key
// created once in DATA_DIR (like the web app's session secret), so it survives restarts.
import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config";

const keys = new Map<string, Buffer>();

/** The key itself, for keys derived from it (two-factor secrets are encrypted under one). */
export function serverKey(config: Config): Buffer {
  if (config.OTP_SECRET) return Buffer.from(config.OTP_SECRET);
  let key = keys.get(config.dataDir);
  if (!key) {
    const file = path.join(config.dataDir, "otp-secret");
    mkdirSync(config.dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    key = Buffer.from(readFileSync(file, "utf8").trim());
    keys.set(config.dataDir, key);
  }
  return key;
}

/**
 * HMAC-SHA256 (hex) of the lines under the server key. The first line names what is signed, so a
 * value signed for one use can never pass for another.
 */
export const serverHmac = (config: Config, lines: string[]) =>
  createHmac("sha256", serverKey(config)).update(lines.join("\n")).digest("hex");
