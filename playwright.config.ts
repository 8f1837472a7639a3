import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
/**
 * The e2e servers' resend window for codes (OTP_RESEND_SECONDS): production keeps the spec's 20 s,
 * which would only make the suite wait (e2e/auth.spec.ts). Long enough on a busy machine for what
 * happens inside it: the early resend refused without JavaScript, and e2e/signup-key.spec.ts's
 * second sign-up keeping the code on its way.
 */
export const E2E_OTP_RESEND_SECONDS = 10;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

/** A production server on a fresh data directory (scripts/e2e-server.js), ready once /api/v1/ready answers 200. */
const e2eServer = (command: string, serverPort: number) => ({
  command,
  url: `http://localhost:${serverPort}/api/v1/ready`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  // scripts/e2e-server.js stops its server and removes its data directory on SIGTERM; a kill would
  // leave the directory behind.
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
  env: { E2E_PORT: String(port), OTP_RESEND_SECONDS: String(E2E_OTP_RESEND_SECONDS) },
});

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true, launchOptions: chromium } },
    {
      name: "no-js",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions: chromium },
    },
  ],
  webServer: [
    e2eServer("node scripts/e2e-server.js", port),
    // The same build with the OpenAI-compatible provider, for e2e/chat-failure.spec.ts: its replies
    // come from the fake model server that spec starts on port + 3.
    e2eServer("node scripts/e2e-server.js openai", port + 2),
  ],
});
