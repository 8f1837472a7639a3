// The secrets every instance on one database must share (start-up refuses DATABASE_URL without
// them): fixed for a test run, a fresh VAPID pair per process.
import { randomBytes } from "node:crypto";
import webpush from "web-push";

const vapid = webpush.generateVAPIDKeys();

export const sharedSecrets = (): Record<string, string> => ({
  SESSION_SECRET: randomBytes(32).toString("hex"),
  OTP_SECRET: randomBytes(32).toString("hex"),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
});
