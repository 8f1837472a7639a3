// Two API instances in one process on one PostgreSQL, each with its own caches: a catalogue change
// made through one clears the other's read cache and page cache within the second, through
// Redis pub/sub when REDIS_URL is set and PostgreSQL LISTEN/NOTIFY otherwise, and still does after
// the bus's connection is cut (the instance reconnects and clears its caches).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../api/config";
import { plans } from "../../api/db/schema";
import { catalogueChanged, onCatalogueChange } from "../../api/http/read-cache";
import { startApi, type ApiRuntime } from "../../api/runtime";
import { CATALOGUE_CHANNEL } from "../../api/services/catalogue-bus/bus";
import { firstSeen } from "../support/first-seen";
import { startPostgres, type TestPostgres } from "../support/postgres-cluster";
import { startRedis, type TestRedis } from "../support/redis";
import { sharedSecrets } from "../support/secrets";

/** The bound: every instance's caches agree within a second of the change. */
const WITHIN_MS = 1000;

let postgres: TestPostgres;
let redis: TestRedis;

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
}, 120_000);
afterAll(async () => {
  await redis?.stop();
  await postgres?.stop();
});

describe.each([
  ["Redis pub/sub", true],
  ["PostgreSQL LISTEN/NOTIFY", false],
])("catalogue changes through %s", (_name, withRedis) => {
  const folders: string[] = [];
  let one: ApiRuntime;
  let two: ApiRuntime;
  let secrets: Record<string, string>;

  const start = () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "infinite-bus-"));
    folders.push(dataDir);
    return startApi(
      loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
        ...(withRedis ? { REDIS_URL: redis.url } : {}),
        ...secrets,
      }),
    );
  };

  beforeAll(async () => {
    secrets = sharedSecrets();
    // One after the other: the first migrates and seeds (the crowd is the cluster test's).
    one = await start();
    two = await start();
  }, 120_000);
  afterAll(async () => {
    await two?.close();
    await one?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  const price = async (runtime: ApiRuntime, slug: string) => {
    const res = await runtime.api.fetch(new Request("http://test.local/api/v1/subscription/panels"), {
      clientIp: "127.0.0.1",
    });
    const body = (await res.json()) as { data: { id: number; price: number }[] };
    const [row] = await runtime.handle.db.select({ id: plans.id }).from(plans).where(eq(plans.slug, slug));
    return body.data.find((p) => p.id === row?.id)?.price;
  };

  /** What an operator's edit does: the row changes, then the changing instance says so. */
  const setPrice = async (slug: string, dollars: number) => {
    await one.handle.db
      .update(plans)
      .set({ priceCents: Math.round(dollars * 100) })
      .where(eq(plans.slug, slug));
    catalogueChanged(one.handle.db);
  };

  const firstSlug = async () =>
    (await one.handle.db.select({ slug: plans.slug }).from(plans).limit(1))[0]!.slug;

  it("clears the other instance's read cache and page cache", async () => {
    const slug = await firstSlug();
    const before = await price(two, slug);
    expect(before).toEqual(expect.any(Number));
    let pagesCleared = 0;
    const unfollow = onCatalogueChange(two.handle.db, () => pagesCleared++);

    // Behind its back the row changes: the other instance still serves its cached answer.
    await one.handle.db.update(plans).set({ priceCents: 4321 }).where(eq(plans.slug, slug));
    expect(await price(two, slug)).toBe(before);

    await setPrice(slug, 12.34);
    const lag = await firstSeen(Date.now(), async () => (await price(two, slug)) === 12.34);
    expect(lag).toBeLessThanOrEqual(WITHIN_MS);
    expect(pagesCleared).toBeGreaterThan(0);
    unfollow();
  });

  it("keeps clearing after its connection to the bus is cut", async () => {
    const slug = await firstSlug();
    if (withRedis) {
      const admin = createClient({ url: redis.url });
      await admin.connect();
      await admin.sendCommand(["CLIENT", "KILL", "TYPE", "pubsub"]);
      await admin.close();
    } else {
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where query ilike $1 and pid <> pg_backend_pid()",
        [`LISTEN ${CATALOGUE_CHANNEL}%`],
      );
      await admin.end();
    }
    // Once it is back, a change reaches it again (each try is a new price, so none can be old news).
    let dollars = 20;
    await vi.waitFor(
      async () => {
        dollars += 1;
        await price(two, slug);
        await setPrice(slug, dollars);
        const lag = await firstSeen(
          Date.now(),
          async () => (await price(two, slug)) === dollars,
          2 * WITHIN_MS,
        );
        expect(lag).toBeLessThanOrEqual(WITHIN_MS);
      },
      { timeout: 15_000, interval: 200 },
    );
  });
});
