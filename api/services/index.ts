// Chooses each part once at start-up from the config (docs/architecture.md#services-chosen-at-start-up).
import { logger } from "../../contract/logger.js";
import path from "node:path";
import { ConfigError, type Config } from "../config";
import { DEMO_BANNER } from "../../contract/demo-mode";
import type { DatabaseHandle } from "../db/client";
import { createPersonaProvider } from "./ai/persona";
import { createOpenAIProvider } from "./ai/openai";
import { isReasoningModel } from "./ai/reasoning";
import type { AIProvider } from "./ai/types";
import type { Mailer } from "./mail/mailer";
import { createOutboxMailer } from "./mail/outbox";
import { createSmtpMailer } from "./mail/smtp";
import { createLocalPaymentProvider } from "./payments/local";
import type { PaymentProvider } from "./payments/provider";
import { createStripePaymentProvider } from "./payments/stripe";
import { createPushService } from "./push/fan-out";
import { pushNotificationsWith } from "./push/registry";
import { vapidKeys } from "./push/vapid";
import { createWebPushSender } from "./push/web-push";
import { createMemoryRateLimiter, type RateLimiter } from "./rate-limit/limiter";
import { createRedisRateLimiter } from "./rate-limit/redis";
import { createLocalDiskStorage } from "./storage/local-disk";
import { createS3Storage, describeS3, parseStorageUrl } from "./storage/s3";
import type { Services } from "./types";

export interface ServiceOverrides {
  now?: () => Date;
  log?: (line: string) => void;
}

function chooseMailer(config: Config, handle: DatabaseHandle, log: (l: string) => void): Mailer {
  if (config.SMTP_URL) return createSmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  // loadConfig refuses this already; checked again for configs built some other way.
  if (!config.demoMode)
    throw new ConfigError("Set SMTP_URL: outside demo mode mail cannot go to the outbox.");
  return createOutboxMailer(handle.db, log);
}

function chooseAI(config: Config): AIProvider {
  if (config.AI_BASE_URL) {
    return createOpenAIProvider({
      baseUrl: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY,
      model: config.AI_MODEL,
      contextTokens: config.AI_CONTEXT_TOKENS,
      maxTokens: config.AI_MAX_TOKENS,
      sampling: { temperature: config.AI_TEMPERATURE },
      reasoning: isReasoningModel(config.AI_MODEL, config.AI_REASONING),
      reasoningTokens: config.AI_REASONING_TOKENS,
      timeoutMs: config.AI_TIMEOUT_MS,
      wholeAnswerMs: config.AI_REPLY_MAX_MS,
    });
  }
  return createPersonaProvider({
    delayMs: config.PERSONA_WORD_DELAY_MS ?? (config.NODE_ENV === "test" ? 0 : 25),
  });
}

/** Redis when several instances must share counters; connected by startApi (connect()). */
function chooseRateLimiter(config: Config, now: () => Date, log: (l: string) => void): RateLimiter {
  // The in-memory limiter (and Redis's fallback while it is away) shares the services' clock, so
  // moving time in tests also ends rate-limit windows.
  const clock = () => now().getTime();
  if (config.REDIS_URL) return createRedisRateLimiter(config.REDIS_URL, log, clock);
  return createMemoryRateLimiter(clock);
}

function choosePayments(config: Config, log: (l: string) => void): PaymentProvider {
  return config.STRIPE_SECRET_KEY
    ? createStripePaymentProvider(config, log)
    : createLocalPaymentProvider(config);
}

export function createServices(
  config: Config,
  handle: DatabaseHandle,
  overrides: ServiceOverrides = {},
): Services {
  const log = overrides.log ?? logLine;
  const now = overrides.now ?? (() => new Date());
  const push = createPushService(
    handle.db,
    createWebPushSender(() => vapidKeys(config)),
    log,
  );
  pushNotificationsWith(handle.db, push);
  return {
    config,
    db: handle.db,
    mailer: chooseMailer(config, handle, log),
    storage: config.STORAGE_URL
      ? createS3Storage(parseStorageUrl(config.STORAGE_URL))
      : createLocalDiskStorage(path.join(config.dataDir, "uploads")),
    ai: chooseAI(config),
    payments: choosePayments(config, log),
    rateLimiter: chooseRateLimiter(config, now, log),
    push,
    now,
    log,
  };
}

/** One line per part, printed by `npm start` so it is clear what is embedded and what is real. */
export function describeServices(services: Services, driver: DatabaseHandle["driver"]) {
  return [
    `  database  ${driver === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite (embedded, ${path.join(services.config.dataDir, "db")})`}`,
    `  AI        ${services.ai.name === "openai" ? `OpenAI-compatible (${services.config.AI_BASE_URL}, model ${services.config.AI_MODEL})` : "persona engine (offline, built in)"}`,
    `  payments  ${services.payments.name === "stripe" ? "Stripe Checkout (STRIPE_SECRET_KEY)" : "local test checkout (test mode)"}`,
    `  mail      ${services.mailer.name === "smtp" ? "SMTP (SMTP_URL)" : "outbox (console + /dev/outbox)"}`,
    `  google    ${services.config.GOOGLE_CLIENT_ID ? "Google sign-in enabled" : "Google sign-in off (button hidden)"}`,
    `  push      Web Push (${services.config.VAPID_PUBLIC_KEY ? "VAPID keys from VAPID_PUBLIC_KEY" : "VAPID keys in DATA_DIR/vapid-keys.json"})`,
    `  uploads   ${services.config.STORAGE_URL ? describeS3(parseStorageUrl(services.config.STORAGE_URL)) : `local disk (${path.join(services.config.dataDir, "uploads")})`}`,
    `  caches    ${services.config.REDIS_URL ? "cleared on every instance by a change (Redis pub/sub)" : driver === "postgres" ? "cleared on every instance by a change (PostgreSQL LISTEN/NOTIFY)" : "this process"}`,
    `  limits    ${services.config.REDIS_URL ? "Redis (REDIS_URL)" : "in-memory rate limits"}`,
    `  mode      ${services.config.demoMode ? `demo (DEMO_MODE). ${DEMO_BANNER}` : "live: real mail and payments only"}`,
  ].join("\n");
}

/**
 * A service's log line at its level: failures and outages as errors, the rest as information
 * (contract/logger.js adds the time, the level and the request id).
 */
function logLine(line: string) {
  if (/\b(failed|error|unavailable|not delivered)\b/i.test(line)) logger().error(line);
  else logger().info(line);
}
