// PostgreSQL going away under 20 chatters (issue 12, item 11). Terminating every backend of the
// database from an admin connection gives the API the same errors as a restart (57P01, dropped
// sockets). Every send made meanwhile either succeeds or gets 503 with Retry-After, never 500, and
// every accepted message is stored exactly once (PostgreSQL suite only: TEST_DATABASE_URL). And
// while no PostgreSQL answers at all (refused, or a socket closed at once, as during a restart),
// reads and writes are tried a few times and then answered 503 with Retry-After.
import { createServer, type Server } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../api/app";
import { loadConfig } from "../../api/config";
import type { Database } from "../../api/db/client";
import { rideOutRestarts } from "../../api/db/retry";
import * as schema from "../../api/db/schema";
import { messages } from "../../api/db/schema";
import { DATABASE_UNAVAILABLE } from "../../api/http/envelope";
import { createServices } from "../../api/services";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId } from "../support/chat";
import type { TestUser } from "../support/users";

const CHATTERS = 20;
const SENDS_EACH = 8;
const TERMINATIONS = 25;

interface Outcome {
  text: string;
  status: number;
  retryAfter: string | null;
  message: string | null;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("a PostgreSQL restart under load", () => {
  let t: TestApi;
  let admin: pg.Client;
  let users: TestUser[];
  let botId: number;

  beforeAll(async () => {
    t = await createTestApi();
    users = [];
    for (let i = 0; i < CHATTERS; i++) users.push(await chatter(t, `Chatter${i}`));
    botId = await firstBotId(t);
    admin = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  async function sendOne(user: TestUser, text: string): Promise<Outcome> {
    const res = await t.request("POST", "/bots/chatting/send", {
      token: user.token,
      json: { bot_id: botId, message: text },
      headers: { Accept: "text/event-stream" },
    });
    const body = await res.text();
    let message: string | null = null;
    if (res.status !== 200) message = JSON.parse(body).message;
    return { text, status: res.status, retryAfter: res.headers.get("Retry-After"), message };
  }

  async function chatterLoop(user: TestUser, index: number): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    for (let j = 0; j < SENDS_EACH; j++) outcomes.push(await sendOne(user, `restart-${index}-${j}`));
    return outcomes;
  }

  /** Kills every other connection to the test database, again and again, while the chatters send. */
  async function faults(done: () => boolean): Promise<number> {
    let killed = 0;
    for (let i = 0; i < TERMINATIONS && !done(); i++) {
      const { rows } = await admin.query(
        `select pg_terminate_backend(pid) as ok from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      killed += rows.filter((r) => r.ok).length;
      await new Promise((r) => setTimeout(r, 30));
    }
    return killed;
  }

  it("answers every send with 200 or 503 + Retry-After, and loses no accepted message", async () => {
    let finished = false;
    const sending = Promise.all(users.map((u, i) => chatterLoop(u, i))).finally(() => {
      finished = true;
    });
    const [results, killed] = await Promise.all([sending, faults(() => finished)]);
    const outcomes = results.flat();

    // The fault really hit the API's connections.
    expect(killed).toBeGreaterThan(0);
    const unexpected = outcomes.filter((o) => o.status !== 200 && o.status !== 503);
    expect(unexpected, JSON.stringify(unexpected.slice(0, 5))).toEqual([]);
    for (const o of outcomes.filter((o) => o.status === 503)) {
      expect(o.retryAfter).toBe(String(DATABASE_UNAVAILABLE.retryAfterSeconds));
      expect(o.message).toBe(DATABASE_UNAVAILABLE.message);
    }

    const accepted = outcomes.filter((o) => o.status === 200).map((o) => o.text);
    expect(accepted.length).toBeGreaterThan(0);
    const stored = await t.services.db
      .select({ message: messages.message })
      .from(messages)
      .where(inArray(messages.message, accepted));
    const counts = new Map<string, number>();
    for (const r of stored) counts.set(r.message!, (counts.get(r.message!) ?? 0) + 1);
    const lostOrDoubled = accepted.filter((text) => counts.get(text) !== 1);
    expect(lostOrDoubled).toEqual([]);
  });

  it("is back to normal afterwards: no connection was left checked out", async () => {
    const after = await Promise.all(users.map((u, i) => sendOne(u, `after-${i}`)));
    expect(after.map((o) => o.status)).toEqual(users.map(() => 200));
  });
});

describe("while no PostgreSQL answers", () => {
  let hangUp: Server;
  let hangUpPort: number;
  let refusedPort: number;
  const dataDir = mkdtempSync(path.join(tmpdir(), "infinite-db-down-"));

  beforeAll(async () => {
    // A server that takes each connection and closes it at once, as PostgreSQL does while it stops.
    hangUp = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => hangUp.listen(0, "127.0.0.1", resolve));
    hangUpPort = (hangUp.address() as { port: number }).port;
    // A port nobody listens on: connections are refused, as while PostgreSQL starts again.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    refusedPort = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => hangUp.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  function apiOn(port: number) {
    const url = `postgres://nobody@127.0.0.1:${port}/infinite`;
    const pool = rideOutRestarts(new pg.Pool({ connectionString: url, max: 2 }));
    pool.on("error", () => undefined);
    const db = drizzle(pool, { schema }) as unknown as Database;
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: url });
    const logs: string[] = [];
    const services = createServices(
      config,
      {
        db,
        driver: "postgres",
        close: () => pool.end(),
        poolUse: () => ({ inUse: 0, waiting: 0 }),
        exclusively: (work) => work(),
      },
      { log: (l) => logs.push(l) },
    );
    return { api: createApi(services), logs, close: () => pool.end() };
  }

  it.each([
    ["a socket closed at once", () => hangUpPort],
    ["a refused connection", () => refusedPort],
  ])("answers a read and a write with 503 and Retry-After (%s)", async (_name, port) => {
    const { api, logs, close } = apiOn(port());
    try {
      const read = await api.fetch(new Request("http://test.local/api/v1/bots"));
      const write = await api.fetch(
        new Request("http://test.local/api/v1/contact-us/send", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            first_name: "Ada",
            last_name: "Lovelace",
            email: "a@example.com",
            message: "Hello there, I would like to know more about the yearly plan.",
          }),
        }),
        { clientIp: "10.0.0.1" },
      );
      for (const res of [read, write]) {
        expect(res.status).toBe(503);
        expect(res.headers.get("Retry-After")).toBe(String(DATABASE_UNAVAILABLE.retryAfterSeconds));
        expect(await res.json()).toEqual({
          success: false,
          message: DATABASE_UNAVAILABLE.message,
          code: 503,
        });
      }
      // The log says what happened without the query's parameters (emails, messages).
      expect(logs.join("\n")).not.toContain("a@example.com");
    } finally {
      await close();
    }
  });
});
