// Start-up on a shared PostgreSQL: it refuses, in one sentence naming them, to make per-instance
// secrets (SESSION_SECRET, OTP_SECRET, the VAPID keys), and each instance's pool of connections is
// DATABASE_POOL_SIZE (default 10).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ConfigError, loadConfig } from "../../api/config";
import { openDatabase } from "../../api/db/client";
import { startApi } from "../../api/runtime";
import { buildDir, buildIfNeeded } from "../support/built-server";
import { startPostgres, type TestPostgres } from "../support/postgres-cluster";
import { sharedSecrets } from "../support/secrets";

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "infinite-start-up-"));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Nothing listens there: the refusal comes before any connection.
const UNREACHABLE = "postgres://nobody@127.0.0.1:9/infinite";

describe("start-up with DATABASE_URL", () => {
  it("refuses without the shared secrets, naming the ones missing", async () => {
    const { SESSION_SECRET } = sharedSecrets();
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      DATABASE_URL: UNREACHABLE,
      SESSION_SECRET,
    });
    const err = await startApi(config).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toBe(
      "Invalid configuration: with DATABASE_URL set, every instance must share its secrets, so set OTP_SECRET, VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (see .env.example).",
    );
  });

  it("the server prints that one sentence and exits", async () => {
    await buildIfNeeded();
    const child = spawn(process.execPath, ["server/index.js"], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        BUILD_DIR: buildDir,
        HOST: "127.0.0.1",
        PORT: "0",
        DATA_DIR: dataDir,
        DEMO_MODE: "1",
        DATABASE_URL: UNREACHABLE,
      },
    });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      "Invalid configuration: with DATABASE_URL set, every instance must share its secrets, so set SESSION_SECRET, OTP_SECRET, VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (see .env.example).",
    );
  });

  it("needs none of them on the embedded database (one process)", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DEMO_MODE: "1", DATA_DIR: dataDir })).not.toThrow();
  });
});

describe("DATABASE_POOL_SIZE", () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 60_000);
  afterAll(() => postgres?.stop());

  it("is 10 unless set, and refuses what is not a positive whole number", () => {
    expect(loadConfig({ NODE_ENV: "test" }).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ NODE_ENV: "test", DATABASE_POOL_SIZE: "25" }).DATABASE_POOL_SIZE).toBe(25);
    expect(() => loadConfig({ NODE_ENV: "test", DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ NODE_ENV: "test", DATABASE_POOL_SIZE: "many" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("bounds the connections one instance opens", async () => {
    const handle = await openDatabase({ databaseUrl: postgres.url, poolSize: 2 });
    try {
      // Drizzle runs a query when it is awaited: Promise.resolve starts all four now.
      const slow = Array.from({ length: 4 }, () =>
        Promise.resolve(handle.db.execute(sql`select pg_sleep(0.5)`)),
      );
      await vi.waitFor(() => expect(handle.poolUse()).toEqual({ inUse: 2, waiting: 2 }));
      await Promise.all(slow);
    } finally {
      await handle.close();
    }
  });
});
