import type { Config } from "../config";
import type { Database } from "../db/client";
import type { AIProvider } from "./ai/types";
import type { Mailer } from "./mail/mailer";
import type { PaymentProvider } from "./payments/provider";
import type { PushService } from "./push/push";
import type { RateLimiter } from "./rate-limit/limiter";
import type { Storage } from "./storage/storage";

/** Everything a resource needs, chosen once at start-up from env (createServices). */
export interface Services {
  config: Config;
  db: Database;
  mailer: Mailer;
  storage: Storage;
  ai: AIProvider;
  payments: PaymentProvider;
  rateLimiter: RateLimiter;
  /** Web Push to members' devices; notify() uses it for every notification. */
  push: PushService;
  /** The clock, so tests can move time (OTP expiry, subscription periods). */
  now: () => Date;
  log: (line: string) => void;
}
