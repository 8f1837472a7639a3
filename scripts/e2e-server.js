// The production build on a fresh data directory, as the e2e suite's server.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { remixServeArgs } from "./remix-serve-args.js";

const dataDir = mkdtempSync(path.join(tmpdir(), "infinite-e2e-"));
const googlePort = Number(process.env.E2E_PORT ?? 3210) + 1000;
const child = spawn(process.execPath, remixServeArgs(`${process.env.BUILD_DIR ?? "build"}/server/index.js`), {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: process.env.E2E_PORT ?? "3210",
    DATA_DIR: dataDir,
    SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789",
    PUBLIC_URL: `http://localhost:${process.env.E2E_PORT ?? "3210"}`,
    // One browser, many sign-ins from one address: per-IP limits would only measure the suite.
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    // Slow enough that a person (or the Stop test) can act while a reply streams, even on a busy CI machine.
    PERSONA_WORD_DELAY_MS: "90",
    // Google sign-in against the fake OAuth + tokeninfo + userinfo server that
    // e2e/support/fake-google.ts starts on loopback (E2E_PORT + 1000) while the Google test runs.
    GOOGLE_CLIENT_ID: "e2e-google-client",
    GOOGLE_CLIENT_SECRET: "e2e-google-secret",
    GOOGLE_AUTHORIZATION_URL: `http://127.0.0.1:${googlePort}/o/oauth2/auth`,
    GOOGLE_TOKEN_URL: `http://127.0.0.1:${googlePort}/token`,
    GOOGLE_USERINFO_URL: `http://127.0.0.1:${googlePort}/userinfo`,
    GOOGLE_TOKENINFO_URL: `http://127.0.0.1:${googlePort}/tokeninfo`,
  },
});
const stop = () => {
  child.kill("SIGTERM");
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
