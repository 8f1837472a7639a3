// The web app's own settings, validated once. The API validates its settings in api/config.ts.
import { logger } from "#contract/logger";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { otpResendSecondsSetting } from "#contract/settings";
import { isDemoMode } from "#contract/demo-mode";
import { secureCookies } from "./cookie-security.server";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATA_DIR: z.string().default("./data"),
  SESSION_SECRET: z
    .string()
    .min(32, "SESSION_SECRET must be at least 32 characters")
    .optional()
    .or(z.literal("")),
  API_URL: z.string().url().optional().or(z.literal("")),
  PUBLIC_URL: z.string().url().default("http://localhost:3000"),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  BLOCK_DEVTOOLS: z.enum(["true", "false", ""]).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTHORIZATION_URL: z.string().url().optional().or(z.literal("")),
  GOOGLE_TOKEN_URL: z.string().url().optional().or(z.literal("")),
  DEMO_MODE: z
    .enum(["true", "false", "1", "0", ""], { message: "DEMO_MODE must be 1, 0, true or false" })
    .optional(),
  /** The code screens' countdown; the API refuses early resends with the same setting (api/config.ts). */
  OTP_RESEND_SECONDS: otpResendSecondsSetting,
  /** Only whether it is set: a form posted to Stripe Checkout must be allowed by the CSP. */
  STRIPE_SECRET_KEY: z.string().optional(),
});

/** Where our forms may post (and be redirected after a post): Stripe Checkout when it is in use. */
const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";

/** Exported for its unit test; the app reads `env`. */
export function loadEnv(source: Record<string, string | undefined> = process.env) {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration (fix these environment variables):\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === "production";
  const demoFlag = env.DEMO_MODE ? env.DEMO_MODE === "1" || env.DEMO_MODE === "true" : undefined;
  return {
    isProduction,
    apiUrl: env.API_URL || undefined,
    publicUrl: env.PUBLIC_URL,
    /** The web app's view of demo mode (the API decides for itself; both follow one rule). */
    demoMode: isDemoMode({ NODE_ENV: env.NODE_ENV, DEMO_MODE: demoFlag }),
    secureCookies: secureCookies({ isProduction, publicUrl: env.PUBLIC_URL }),
    // A separate API tier (API_URL) may use Stripe without the web tier holding its key.
    formActionOrigins: env.STRIPE_SECRET_KEY || env.API_URL ? [STRIPE_CHECKOUT_ORIGIN] : [],
    trustProxy: env.TRUST_PROXY,
    otpResendSeconds: env.OTP_RESEND_SECONDS,
    sessionSecret: env.SESSION_SECRET || localSessionSecret(env.DATA_DIR),
    // Blocking devtools shortcuts is a production nicety; developers need their tools.
    blockDevtools: env.BLOCK_DEVTOOLS ? env.BLOCK_DEVTOOLS === "true" : env.NODE_ENV === "production",
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            authorizationUrl: env.GOOGLE_AUTHORIZATION_URL || undefined,
            tokenUrl: env.GOOGLE_TOKEN_URL || undefined,
          }
        : null,
  };
}

/** Without SESSION_SECRET a random one is kept in DATA_DIR, so sessions survive restarts. */
function localSessionSecret(dataDir: string) {
  const file = path.resolve(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  logger().warn(
    `[web] SESSION_SECRET is not set: generated one in ${file}. Set SESSION_SECRET in production.`,
  );
  return secret;
}

export const env = loadEnv();
