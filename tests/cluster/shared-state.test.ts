// Three instances behind HAProxy on one PostgreSQL, one Redis and one S3-compatible bucket
// (s3rver on loopback). They start together on an empty database and all come up; a price changed
// through one is what every instance shows within a second, in the API and on the cached pricing
// page; an avatar uploaded through one is served by the others.
import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../api/db/client";
import { seedBots } from "../../api/db/seed/bots";
import { startCluster, type Cluster } from "../support/cluster";
import { call, member, operator } from "../support/cluster-members";
import { firstSeen } from "../support/first-seen";
import { image } from "../support/images";
import { startS3, type TestS3 } from "../support/s3";

/** The bound: every instance shows a catalogue change within a second. */
const WITHIN_MS = 1000;
const OPERATOR = "ops@cluster.example.test";

describe("three instances behind HAProxy", () => {
  let s3: TestS3;
  let cluster: Cluster;

  beforeAll(async () => {
    s3 = await startS3();
    // startCluster starts every instance at once on a database nobody has migrated yet.
    cluster = await startCluster({
      instances: 3,
      env: { STORAGE_URL: s3.storageUrl(), ADMIN_EMAILS: OPERATOR },
    });
  });
  afterAll(async () => {
    await cluster?.stop();
    await s3?.stop();
  });

  it("started together on an empty database, all come up, migrated and seeded once", async () => {
    for (const instance of cluster.instances) {
      const ready = await fetch(`${instance.url}/api/v1/ready`);
      expect(await ready.json()).toMatchObject({ data: { status: "ready", database: "ok", redis: "ok" } });
    }
    expect(await cluster.balancer.states()).toEqual({ app1: "UP", app2: "UP", app3: "UP" });
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      const applied = await client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(applied.rows[0].n).toBe(readdirSync(migrationsFolder).filter((f) => f.endsWith(".sql")).length);
      const bots = await client.query(
        "select count(*)::int as n, count(distinct slug)::int as slugs from bots",
      );
      expect(bots.rows[0]).toEqual({ n: seedBots.length, slugs: seedBots.length });
    } finally {
      await client.end();
    }
  });

  it("a price changed through one instance is shown by every instance within a second", async () => {
    const token = await operator(cluster.url, OPERATOR);
    const [plan] = (await call(cluster.url, "GET", "/subscription/panels")) as {
      id: number;
      price: number;
    }[];
    const price = 77.77;
    expect(plan!.price).not.toBe(price);

    // Each instance now holds the plans in its read cache and the pricing page in its page cache.
    const shows = async (base: string) => {
      const panels = (await call(base, "GET", "/subscription/panels")) as { id: number; price: number }[];
      const page = await (await fetch(`${base}/pricing`)).text();
      return panels.find((p) => p.id === plan!.id)?.price === price && page.includes(`$${price}`);
    };
    for (const instance of cluster.instances) expect(await shows(instance.url)).toBe(false);

    await call(cluster.instances[0]!.url, "PATCH", `/admin/plans/${plan!.id}`, { price }, token);
    const changed = Date.now();
    const lags = await Promise.all(
      cluster.instances.map((instance) => firstSeen(changed, () => shows(instance.url))),
    );
    for (const lag of lags) expect(lag).toBeLessThanOrEqual(WITHIN_MS);
  });

  it("an avatar uploaded through one instance is served by the others, from the bucket", async () => {
    const token = await member(cluster.url, "avatar@cluster.example.test");
    const form = new FormData();
    form.set("first_name", "Ada");
    form.set("last_name", "Cluster");
    form.set("avatar", new Blob([await image("png", 64, 64)], { type: "image/png" }), "me.png");
    const res = await fetch(`${cluster.instances[1]!.url}/api/v1/auth/profile`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(200);
    const avatar = ((await res.json()) as { data: { avatar: string } }).data.avatar;
    expect(avatar).toMatch(/^\/api\/v1\/media\/avatars\/[\w-]+\.webp$/);

    const served = await Promise.all(
      cluster.instances.map(async (instance) => {
        // As a browser that takes WebP asks (others get a JPEG copy).
        const got = await fetch(`${instance.url}${avatar}`, { headers: { Accept: "image/webp,*/*" } });
        const bytes = Buffer.from(await got.arrayBuffer());
        return {
          status: got.status,
          type: got.headers.get("content-type"),
          bytes: bytes.length,
          sha256: createHash("sha256").update(bytes).digest("hex"),
        };
      }),
    );
    expect(served[0]).toMatchObject({ status: 200, type: "image/webp" });
    expect(served[0]!.bytes).toBeGreaterThan(0);
    for (const answer of served) expect(answer).toEqual(served[0]);
    // Nothing went to any instance's own disk.
    for (const instance of cluster.instances) {
      expect(existsSync(path.join(instance.dataDir, "uploads", "avatars"))).toBe(false);
    }
  });

  it("a killed instance leaves the others serving, and comes back", async () => {
    await cluster.kill(2);
    await cluster.balanced();
    for (let i = 0; i < 6; i++) expect((await fetch(`${cluster.url}/api/v1/ready`)).status).toBe(200);
    await cluster.restart(2);
    expect(await cluster.balancer.states()).toEqual({ app1: "UP", app2: "UP", app3: "UP" });
  });
});
