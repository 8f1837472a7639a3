// A real API over a real database for contract tests: PGlite in memory by default, a fresh
// PostgreSQL database per test file when TEST_DATABASE_URL is set. Only the clock can be moved.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { createApi } from "../../api/app";
import { loadConfig, type Config } from "../../api/config";
import { openDatabase, type DatabaseHandle } from "../../api/db/client";
import { seedDatabase } from "../../api/db/seed";
import { closeReplyStreams } from "../../api/domain/reply-hub";
import { createServices } from "../../api/services";
import type { Services } from "../../api/services/types";
import { TEMPLATE_ENV } from "./pglite-template";

export interface TestApi {
  services: Services;
  handle: DatabaseHandle;
  config: Config;
  /** Logged lines (console output is kept quiet). */
  logs: string[];
  /** Moves the clock the services see. */
  advance(ms: number): void;
  request(
    method: string,
    path: string,
    init?: {
      token?: string | null;
      json?: unknown;
      form?: FormData;
      /** A body sent as it is, with whatever Content-Type `headers` give it. */
      body?: string;
      headers?: Record<string, string>;
      ip?: string;
      /** The token checks a page request's reads share, as the in-process web app passes them. */
      tokenChecks?: Map<string, Promise<unknown>>;
    },
  ): Promise<Response>;
  /** request() plus the parsed JSON body. */
  call<T = any>(
    method: string,
    path: string,
    init?: Parameters<TestApi["request"]>[2],
  ): Promise<{ status: number; body: T; headers: Headers }>;
  close(): Promise<void>;
}

export async function freshPostgres(url: string) {
  const { default: pg } = await import("pg");
  const name = `infinite_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestApi(
  env: Record<string, string> = {},
  options: { seed?: boolean } = {},
): Promise<TestApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "infinite-test-"));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const pgdb = pgUrl ? await freshPostgres(pgUrl) : null;
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    ...(pgdb ? { DATABASE_URL: pgdb.url } : {}),
    ...env,
  });
  // On PGlite, a seeded database is a copy of the one the global setup made (pglite-template.ts);
  // outside vitest (eval, bench) and on PostgreSQL it is migrated and seeded here.
  const templateFile = process.env[TEMPLATE_ENV];
  const template =
    !config.DATABASE_URL && templateFile && options.seed !== false
      ? new Blob([readFileSync(templateFile)])
      : undefined;
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: "memory://", template });
  if (options.seed !== false && !template) await seedDatabase(handle.db);
  let offset = 0;
  const logs: string[] = [];
  const services = createServices(config, handle, {
    now: () => new Date(Date.now() + offset),
    log: (l) => logs.push(l),
  });
  await services.rateLimiter.connect?.();
  const api = createApi(services);

  const request: TestApi["request"] = async (method, p, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
    let body: BodyInit | undefined;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    } else if (init.form) body = init.form;
    else if (init.body !== undefined) body = init.body;
    return api.fetch(new Request(`http://test.local/api/v1${p}`, { method, headers, body }), {
      clientIp: init.ip ?? "127.0.0.1",
      tokenChecks: init.tokenChecks,
    });
  };

  return {
    services,
    handle,
    config,
    logs,
    advance: (ms) => {
      offset += ms;
    },
    request,
    async call(method, p, init) {
      const res = await request(method, p, init);
      const text = await res.text();
      let body: any = text;
      try {
        body = JSON.parse(text);
      } catch {
        // non-JSON bodies (SSE, images) stay text
      }
      return { status: res.status, body, headers: res.headers };
    },
    async close() {
      await closeReplyStreams(services);
      await services.rateLimiter.close?.();
      await handle.close();
      await pgdb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
