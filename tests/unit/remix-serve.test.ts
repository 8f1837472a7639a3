// `remix-serve build/server/index.js`, the Remix convention, on the production build: it would serve
// the pages and 404 the whole API, so the build refuses at start with one sentence that points to
// `npm start`, before it opens a database (app/utils/served-by-our-server.server.ts).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { REMIX_SERVE_REFUSAL } from "~/utils/served-by-our-server.server";
import { buildIfNeeded, freePort, serverEntry } from "../support/built-server";

let dataDir: string;
beforeAll(async () => {
  await buildIfNeeded();
  dataDir = mkdtempSync(path.join(tmpdir(), "infinite-remix-serve-test-"));
}, 300_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("refuses to serve the build, in one sentence naming npm start, and opens no database", async () => {
  const port = await freePort();
  const { VITEST: _vitest, ...env } = process.env;
  const child = spawn(path.resolve("node_modules/.bin/remix-serve"), [serverEntry], {
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SESSION_SECRET: "remix-serve-test-session-secret-0123456789",
      DEMO_MODE: "1",
    },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => (stdout += d));
  child.stderr.on("data", (d) => (stderr += d));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  expect(code).toBe(1);
  expect(stderr.trim()).toBe(REMIX_SERVE_REFUSAL);
  expect(REMIX_SERVE_REFUSAL).toContain("npm start");
  expect(stdout).not.toContain("http://");
  expect(existsSync(path.join(dataDir, "db"))).toBe(false);
}, 60_000);
