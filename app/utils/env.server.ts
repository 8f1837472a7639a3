// The web app's own settings, validated once. The API validates its settings in api/config.ts.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

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
});

function load() {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration (fix these environment variables):\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  return {
    isProduction: env.NODE_ENV === "production",
    apiUrl: env.API_URL || undefined,
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
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
  console.warn(
    `[web] SESSION_SECRET is not set: generated one in ${file}. Set SESSION_SECRET in production.`,
  );
  return secret;
}

export const env = load();
