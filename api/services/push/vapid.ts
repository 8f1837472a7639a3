// The VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or a pair made once and kept in
// DATA_DIR/vapid-keys.json (like the OTP and session secrets), so subscriptions survive restarts.
// Several instances must share it: set the variables (or share DATA_DIR).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import type { Config } from "../../config";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

function storedKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, "vapid-keys.json");
  mkdirSync(dataDir, { recursive: true });
  try {
    // "wx": when two processes start together, the first pair written is the one both read.
    writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { flag: "wx", mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  const keys = JSON.parse(readFileSync(file, "utf8")) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof keys.publicKey !== "string" || typeof keys.privateKey !== "string")
    throw new Error(`${file} is not a VAPID key pair; delete it to make a new one.`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

export function vapidKeys(config: Config): VapidKeys {
  const pair =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
      : storedKeys(config.dataDir);
  return { ...pair, subject: config.VAPID_SUBJECT ?? `mailto:${config.CONTACT_EMAIL}` };
}
