import { count, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bots, contentPages, plans, socialLinks } from "../../api/db/schema";
import { seedDatabase, seedIfEmpty } from "../../api/db/seed";
import { seedBots } from "../../api/db/seed/bots";
import { createTestApi, type TestApi } from "../support/api";
import { defined, first } from "../support/defined";

const seedBot = (i: number) => defined(seedBots[i], `seed bot ${i}`);

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

describe("envelope and errors", () => {
  it("answers success with the envelope", async () => {
    const { status, body } = await t.call("GET", "/health");
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: "Healthy", data: { status: "ok", database: "ok" } });
  });

  it("answers unknown paths with a JSON 404", async () => {
    const { status, body } = await t.call("GET", "/nope");
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 404 });
    expect(body.message).toContain("/api/v1/nope");
  });

  it("answers invalid input with 422 and per-field errors", async () => {
    const { status, body } = await t.call("GET", `/bots?search=${"x".repeat(101)}`);
    expect(status).toBe(422);
    expect(body.success).toBe(false);
    expect(body.code).toBe(422);
    expect(Object.keys(body.errors)).toEqual(["search"]);
    expect(body.errors.search[0]).toMatch(/100/);
  });

  it("refuses a bad bearer token with 401 even on public reads", async () => {
    const { status, body } = await t.call("GET", "/bots", { token: "not-a-real-token" });
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, code: 401 });
  });

  it("never leaks a stack trace", async () => {
    const { body } = await t.call("GET", "/dynamic-pages/%E0%A4%A");
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe("GET /bots", () => {
  it("pages with Laravel's shape, 20 per page by default", async () => {
    const { body } = await t.call("GET", "/bots");
    const p = body.data;
    expect(p.current_page).toBe(1);
    expect(p.per_page).toBe(20);
    expect(p.total).toBe(seedBots.length);
    expect(p.last_page).toBe(Math.ceil(seedBots.length / 20));
    expect(p.data).toHaveLength(Math.min(20, seedBots.length));
    expect(p.data[0]).toEqual({
      id: expect.any(Number),
      name: seedBot(0).name,
      image: `/api/v1/media/bots/${seedBot(0).slug}.svg`,
      character: seedBot(0).character,
      text: seedBot(0).text,
      description: seedBot(0).text,
      category: seedBot(0).category,
      is_Fav: false,
    });
  });

  it("returns page 2", async () => {
    const { body } = await t.call("GET", "/bots?page=2&per_page=10");
    expect(body.data.current_page).toBe(2);
    expect(body.data.data[0].name).toBe(seedBot(10).name);
  });

  it("caps per_page at 20", async () => {
    const { body } = await t.call("GET", "/bots?per_page=500");
    expect(body.data.per_page).toBe(20);
    expect(body.data.data.length).toBeLessThanOrEqual(20);
  });

  it("filters by search term across name, label and text", async () => {
    const target = seedBot(3);
    const { body } = await t.call("GET", `/bots?search=${encodeURIComponent(target.name.toUpperCase())}`);
    expect(body.data.data.map((b: { name: string }) => b.name)).toContain(target.name);
    const none = await t.call("GET", "/bots?search=zzzz-no-such-bot");
    expect(none.body.data).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it("treats LIKE wildcards in a search as text", async () => {
    // As wildcards "e%e" would match nearly every bot; as text it matches none.
    const { body } = await t.call("GET", "/bots?search=e%25e");
    expect(body.data.total).toBe(0);
  });

  it("filters by category", async () => {
    const category = seedBot(0).category;
    const { body } = await t.call("GET", `/bots?category=${encodeURIComponent(category)}`);
    const expected = seedBots.filter((b) => b.category === category).length;
    expect(body.data.total).toBe(expected);
    expect(body.data.data.every((b: { category: string }) => b.category === category)).toBe(true);
  });

  it("lists categories at /bots/filter", async () => {
    const { body } = await t.call("GET", "/bots/filter");
    // In catalogue order: the order in which each category first appears.
    expect(body.data).toEqual([...new Set(seedBots.map((b) => b.category))]);
    expect(body.data).toHaveLength(12);
  });
});

describe("public content", () => {
  it("lists plans with prices in dollars", async () => {
    const { body } = await t.call("GET", "/subscription/panels");
    const day = body.data.find((p: { interval: string }) => p.interval === "day");
    expect(day.price).toBe(4.99);
    expect(body.data.map((p: { interval: string }) => p.interval)).toEqual(["day", "week", "month", "year"]);
    expect(body.data.filter((p: { popular: boolean }) => p.popular)).toHaveLength(1);
    expect(body.data[0].description).toContain("<li>");
  });

  it("lists the five social links", async () => {
    const { body } = await t.call("GET", "/social-link");
    expect(body.data.map((l: { title: string }) => l.title)).toEqual([
      "Facebook",
      "Youtube",
      "Linkedin",
      "X",
      "Instagram",
    ]);
    expect(body.data[0]).toEqual({ title: "Facebook", url: expect.stringMatching(/^https:\/\//) });
  });

  it("lists content pages and reads one by slug", async () => {
    const list = await t.call("GET", "/dynamic-pages");
    expect(list.body.data.map((p: { slug: string }) => p.slug)).toEqual(
      expect.arrayContaining(["terms", "privacy"]),
    );
    const page = await t.call("GET", "/dynamic-pages/terms");
    expect(page.status).toBe(200);
    expect(page.body.data).toEqual({
      title: expect.any(String),
      slug: "terms",
      last_updated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      content: expect.stringContaining("<"),
    });
    expect(page.body.data.content).not.toMatch(/<script/i);
  });

  it("answers 404 for an unknown slug", async () => {
    const { status, body } = await t.call("GET", "/dynamic-pages/no-such-page");
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 404 });
  });

  it("serves bot avatars as cacheable SVG", async () => {
    const res = await t.request("GET", `/media/bots/${seedBot(0).slug}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(await res.text()).toMatch(/^<svg/);
    expect((await t.request("GET", "/media/bots/unknown.svg")).status).toBe(404);
  });
});

describe("database", () => {
  it("seeding again changes nothing (idempotent)", async () => {
    const counts = async () =>
      Promise.all(
        [bots, plans, contentPages, socialLinks].map(
          async (table) => first(await t.handle.db.select({ n: count() }).from(table)).n,
        ),
      );
    const before = await counts();
    await seedDatabase(t.handle.db);
    await seedDatabase(t.handle.db);
    expect(await counts()).toEqual(before);
    expect(before[0]).toBe(seedBots.length);
  });

  it("re-seeding a database seeded before the newest bots adds them and leaves the rest be", async () => {
    const ids = async () =>
      new Map(
        (await t.handle.db.select({ slug: bots.slug, id: bots.id }).from(bots)).map((r) => [r.slug, r.id]),
      );
    const before = await ids();
    // An older catalogue: the last two categories (Cooking, Travel) did not exist yet.
    const added = seedBots.slice(30).map((b) => b.slug);
    await t.handle.db.delete(bots).where(inArray(bots.slug, added));
    expect((await ids()).size).toBe(30);
    expect(await seedIfEmpty(t.handle.db)).toBe(false);

    await seedDatabase(t.handle.db);
    const after = await ids();
    expect([...after.keys()].sort()).toEqual(seedBots.map((b) => b.slug).sort());
    for (const b of seedBots.slice(0, 30)) expect(after.get(b.slug), b.slug).toBe(before.get(b.slug));
    const { body } = await t.call("GET", "/bots/filter");
    expect(body.data.slice(-2)).toEqual(["Cooking", "Travel"]);
  });

  it("migrations are recorded and re-running them is a no-op", async () => {
    const { openDatabase } = await import("../../api/db/client");
    // A second open of the same database runs the migrator again: it must find nothing to do.
    if (t.handle.driver === "postgres") {
      const again = await openDatabase({ databaseUrl: t.config.DATABASE_URL });
      await again.close();
    }
    const rows = await t.handle.db.execute(
      "select count(*)::int as n from drizzle.__drizzle_migrations" as never,
    );
    const n = first((rows as unknown as { rows: { n: number }[] }).rows).n;
    expect(n).toBeGreaterThanOrEqual(1);
  });
});
