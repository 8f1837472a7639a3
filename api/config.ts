// Every setting the API reads, validated once at start-up. A bad value stops start-up with a
// message that names the variable (see loadConfig).
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { otpResendSecondsSetting } from "../contract/settings";
import { isDemoMode } from "../contract/demo-mode";
import { parseProviders, type ProviderConfig } from "./services/ai/providers-config";

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const boolish = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "1"));

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl,
  /** PostgreSQL connections each instance keeps at most. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /** "off" behind a transaction-mode pooler, where a connection's prepared statements are not kept. */
  DATABASE_PREPARED_STATEMENTS: z.enum(["on", "off"]).default("on"),
  PUBLIC_URL: z.string().url().default("http://localhost:3000"),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalText,
  AI_MODEL: z.string().default("gpt-4o-mini"),
  /** More providers besides AI_BASE_URL's: a JSON list (services/ai/providers-config.ts). */
  AI_PROVIDERS: optionalText,
  AI_CONTEXT_TOKENS: z.coerce.number().int().min(1024).max(2_000_000).default(8192),
  /** Longest reply the model may write, in tokens; the prompt always leaves room for it. */
  AI_MAX_TOKENS: z.coerce.number().int().min(16).max(32_768).default(400),
  /** Sampling temperature sent to the model (0: most predictable, 2: most random). */
  AI_TEMPERATURE: z.coerce.number().min(0).max(2).default(0.8),
  /** Running summary of what falls out of the model's window (api/domain/summary.ts); "off" turns it off. */
  AI_SUMMARY: z.enum(["on", "off"]).default("on"),
  /** Pause between the persona engine's words, so its replies stream like a model's (default 25 ms). */
  PERSONA_WORD_DELAY_MS: z.coerce.number().int().min(0).max(2000).optional(),
  /** Longest silence from the model server: no byte at all (not even a keep-alive) for this long ends a reply. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Longest whole reply, thinking included, however lively the server is. */
  AI_REPLY_MAX_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
  /** The model reasons before it answers (1) or not (0); unset: o1/o3/o4/gpt-5 names do (services/ai/reasoning.ts). */
  AI_REASONING: boolish,
  /** Tokens a reasoning model may think for, on top of AI_MAX_TOKENS for the reply. */
  AI_REASONING_TOKENS: z.coerce.number().int().min(0).max(200_000).default(4096),
  /**
   * How long a send's answer waits for the reply's first event, to write it with the headers and the
   * `message` event at once (api/resources/reply-sse.ts); 0 writes the message at once.
   */
  REPLY_FIRST_EVENT_WAIT_MS: z.coerce.number().int().min(0).max(1000).default(15),
  /** How often a reply being made touches its row; three missed beats mark it interrupted. */
  REPLY_HEARTBEAT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Where the stripe package sends API calls; only changed to point at a test double. */
  STRIPE_API_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Infinite <no-reply@infinite.local>"),
  CONTACT_EMAIL: z.string().email().default("hello@infinite.local"),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_USERINFO_URL: z.string().url().default("https://openidconnect.googleapis.com/v1/userinfo"),
  /** Says which OAuth client a Google access token was issued to (checked against GOOGLE_CLIENT_ID). */
  GOOGLE_TOKENINFO_URL: z.string().url().default("https://oauth2.googleapis.com/tokeninfo"),
  REDIS_URL: optionalUrl,
  /** Uploads in an S3-compatible bucket (s3://bucket?endpoint=…); unset: DATA_DIR/uploads. */
  STORAGE_URL: optionalText,
  /** Operators (the /admin console): verified accounts with one of these emails, comma-separated. */
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** How many proxies in front of the API append to X-Forwarded-For (0: the header is ignored). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Password hashes (scrypt, ~32 MiB each) run at once; default: the machine's cores. */
  HASH_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(availableParallelism()),
  /** Messages (sends, regenerates, edits) per user and minute; raised only by test suites. */
  CHAT_SENDS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  /** AI spend (US dollars) one member may cause per UTC day before sends pause until midnight. */
  AI_USER_DAILY_USD: z.coerce.number().min(0).max(1_000_000).default(2),
  /** Seconds before a new code may be asked for: the spec's 20; only test servers shorten it. */
  OTP_RESEND_SECONDS: otpResendSecondsSetting,
  /** The web app's cookie key (app/utils/env.server.ts reads it); here only so start-up can require it with DATABASE_URL. */
  SESSION_SECRET: optionalText,
  /** HMAC key for sign-up/reset codes at rest; unset: a random one kept in DATA_DIR/otp-secret. */
  OTP_SECRET: z.string().min(32, "OTP_SECRET must be at least 32 characters").optional().or(z.literal("")),
  API_LOG: boolish,
  /** Web Push (VAPID) keys, URL-safe base64; both or neither. Unset: a pair kept in DATA_DIR/vapid-keys.json. */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  /** Who push services may contact about our messages: a mailto: or https: URL (default mailto:CONTACT_EMAIL). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, "VAPID_SUBJECT must be a mailto: or https:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Outbox and local test checkout (contract/demo-mode.js); unset: on everywhere but production. */
  DEMO_MODE: z
    .enum(["true", "false", "1", "0", ""], { message: "DEMO_MODE must be 1, 0, true or false" })
    .optional()
    .transform((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "1")),
});

export type Config = z.infer<typeof configSchema> & {
  dataDir: string;
  demoMode: boolean;
  /** AI_PROVIDERS, with each key read from the variable it names. */
  aiProviders: ProviderConfig[];
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration (fix these environment variables):\n${lines.join("\n")}`);
  }
  if (parsed.data.STRIPE_SECRET_KEY && !parsed.data.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      "Invalid configuration: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set",
    );
  }
  if (parsed.data.GOOGLE_CLIENT_ID && !parsed.data.GOOGLE_CLIENT_SECRET) {
    throw new ConfigError(
      "Invalid configuration: GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set",
    );
  }
  if (Boolean(parsed.data.VAPID_PUBLIC_KEY) !== Boolean(parsed.data.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      "Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither",
    );
  }
  const providers = parseProviders(parsed.data.AI_PROVIDERS, env);
  if ("error" in providers) throw new ConfigError(`Invalid configuration: ${providers.error}`);
  const demoMode = isDemoMode(parsed.data);
  if (!demoMode) requireRealServices(parsed.data);
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    demoMode,
    aiProviders: providers.providers,
  };
}

/** What every instance on one database must share; each would otherwise make its own in DATA_DIR. */
const SHARED_SECRETS = ["SESSION_SECRET", "OTP_SECRET", "VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"] as const;

/**
 * Start-up's check (api/runtime.ts; not the command-line tools'): a database is what several
 * instances share, and secrets made per instance would make a code mailed by one fail on another
 * and a cookie of one be refused by the next. With DATABASE_URL they must come from the environment.
 */
export function sharedSecretsProblem(config: Config): string | null {
  if (!config.DATABASE_URL) return null;
  const missing = SHARED_SECRETS.filter((name) => !config[name]);
  if (missing.length === 0) return null;
  return `Invalid configuration: with DATABASE_URL set, every instance must share its secrets, so set ${listed(missing)} (see .env.example).`;
}

const listed = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");

/**
 * Outside demo mode nothing may fall back to the outbox or the test checkout: they would publish
 * every code and give plans away. Start-up stops and says what to set instead.
 */
function requireRealServices(env: { SMTP_URL?: string; STRIPE_SECRET_KEY?: string }) {
  const missing = [
    ...(env.SMTP_URL ? [] : ["SMTP_URL (mail)"]),
    ...(env.STRIPE_SECRET_KEY ? [] : ["STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (payments)"]),
  ];
  if (missing.length) {
    throw new ConfigError(
      `Invalid configuration: outside demo mode Infinite needs real mail and payments. Set ${missing.join(" and ")}, ` +
        "or set DEMO_MODE=1 to run the demo (codes readable at /dev/outbox, test payments only).",
    );
  }
}
