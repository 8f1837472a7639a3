// Three instances started together on one empty PostgreSQL database all come up: migrations and
// the first seed run under an advisory lock, one instance at a time, each exactly once.
import { readdirSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBots } from "../../api/db/seed/bots";
import { migrationsFolder } from "../../api/db/client";
import { startCluster, type Cluster } from "../support/cluster";

describe("three instances starting together on an empty database", () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster({ instances: 3 });
  });
  afterAll(() => cluster?.stop());

  it("all come up, and the balancer sends traffic to each", async () => {
    expect(cluster.instances.map((i) => i.pid)).toEqual([
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
    ]);
    for (const instance of cluster.instances) {
      const ready = await fetch(`${instance.url}/api/v1/ready`);
      expect(await ready.json()).toMatchObject({ data: { status: "ready", database: "ok", redis: "ok" } });
    }
    expect(await cluster.balancer.states()).toEqual({ app1: "UP", app2: "UP", app3: "UP" });
    expect((await fetch(`${cluster.url}/api/v1/ready`)).status).toBe(200);
  });

  it("migrated and seeded the database once", async () => {
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      const migrations = await client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      const files = readdirSync(migrationsFolder).filter((f) => f.endsWith(".sql"));
      expect(migrations.rows[0].n).toBe(files.length);
      const bots = await client.query(
        "select count(*)::int as n, count(distinct slug)::int as slugs from bots",
      );
      expect(bots.rows[0]).toEqual({ n: seedBots.length, slugs: seedBots.length });
    } finally {
      await client.end();
    }
  });

  it("a killed instance comes back and takes traffic again", async () => {
    await cluster.kill(1);
    expect(cluster.instances[1]!.pid).toBeUndefined();
    await cluster.balanced();
    expect((await cluster.balancer.states()).app2).not.toBe("UP");
    // Requests through the balancer keep being answered by the two left.
    for (let i = 0; i < 6; i++) expect((await fetch(`${cluster.url}/api/v1/ready`)).status).toBe(200);
    await cluster.restart(1);
    expect(await cluster.balancer.states()).toEqual({ app1: "UP", app2: "UP", app3: "UP" });
  });
});
