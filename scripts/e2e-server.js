// The production build on a fresh data directory, as the e2e suite's server.
//
// `node scripts/e2e-server.js`: on E2E_PORT, with the offline persona engine (it never fails).
// `node scripts/e2e-server.js openai`: on E2E_PORT + 2, with the OpenAI-compatible provider pointed
// at the fake model server that e2e/chat-failure.spec.ts starts on loopback (E2E_PORT + 3), so that
// spec can make replies fail at the provider.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const basePort = Number(process.env.E2E_PORT ?? 3210);
const openai = process.argv[2] === "openai";
const port = openai ? basePort + 2 : basePort;
const dataDir = mkdtempSync(path.join(tmpdir(), openai ? "infinite-e2e-openai-" : "infinite-e2e-"));
const googlePort = basePort + 1000;
const ai = openai
  ? {
      AI_BASE_URL: `http://127.0.0.1:${basePort + 3}/v1`,
      AI_API_KEY: "e2e-openai-key",
      AI_MODEL: "e2e-fake-model",
    }
  : {
      AI_BASE_URL: "",
      // Slow enough that a person (or the Stop test) can act while a reply streams, even on a busy CI machine.
      PERSONA_WORD_DELAY_MS: "90",
    };
const child = spawn(process.execPath, ["server/index.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789",
    PUBLIC_URL: `http://localhost:${port}`,
    // The suite reads codes from the outbox and pays with the test card.
    DEMO_MODE: "1",
    // One browser, many sign-ins from one address: per-IP limits would only measure the suite.
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    // e2e/long-chat.spec.ts writes a chat of more than one page through the send endpoint.
    CHAT_SENDS_PER_MINUTE: "1000",
    // The operator console's spec signs in as the first (e2e/support/admin.ts); e2e/two-factor.spec.ts
    // sends the others, one per project, from the console to set up two-factor sign-in.
    ADMIN_EMAILS: "admin@e2e.test,setup-js@e2e.test,setup-no-js@e2e.test",
    ...ai,
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
