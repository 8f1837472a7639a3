// Public catalogue reads are cached (api/http/read-cache.ts), yet an operator's change shows in the
// very next read, revalidation is a 304, and one member's favourites never reach anyone else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createAdminApi } from "../support/admin";
import type { TestApi } from "../support/api";
import { createCharacter, setReview } from "../support/characters";
import { createUser, type TestUser } from "../support/users";

let t: TestApi;
let admin: TestUser;

beforeAll(async () => {
  t = await createAdminApi();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const asAdmin = (method: string, path: string, json?: unknown) =>
  t.call(method, path, { token: admin.token, json });

describe("an operator's change is in the next public read", () => {
  it("PATCH /admin/plans/{id}: the plans panel", async () => {
    const before = await t.call("GET", "/subscription/panels");
    const plan = before.body.data[0];
    expect((await t.call("GET", "/subscription/panels")).body.data[0].name).toBe(plan.name);

    expect((await asAdmin("PATCH", `/admin/plans/${plan.id}`, { name: "Renamed Pass" })).status).toBe(200);
    const after = await t.call("GET", "/subscription/panels");
    expect(after.body.data[0]).toMatchObject({ id: plan.id, name: "Renamed Pass" });
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
  });

  it("a new FAQ, a new social link and an edited page", async () => {
    await t.call("GET", "/faqs");
    await t.call("GET", "/social-link");
    await t.call("GET", "/dynamic-pages/terms");
    await asAdmin("POST", "/admin/faqs", { question: "Is it cached?", answer: "Briefly." });
    await asAdmin("POST", "/admin/social-links", { title: "Mastodon", url: "https://example.social/@inf" });
    await asAdmin("PUT", "/admin/pages/terms", { title: "Terms, revised", markdown: "New terms." });

    const faqs = (await t.call("GET", "/faqs")).body.data as { question: string }[];
    expect(faqs.map((f) => f.question)).toContain("Is it cached?");
    const links = (await t.call("GET", "/social-link")).body.data as { title: string }[];
    expect(links.map((l) => l.title)).toContain("Mastodon");
    expect((await t.call("GET", "/dynamic-pages/terms")).body.data.title).toBe("Terms, revised");
    const pages = (await t.call("GET", "/dynamic-pages")).body.data as { title: string }[];
    expect(pages.map((p) => p.title)).toContain("Terms, revised");
  });

  it("hiding bots takes them out of the list and, with the last of them, their category", async () => {
    const categories = (await t.call("GET", "/bots/filter")).body.data as string[];
    const category = categories[categories.length - 1]!;
    const inCategory = async () =>
      (await t.call("GET", `/bots?category=${category}`)).body.data.data.map((b: { id: number }) => b.id);
    const ids = (await inCategory()) as number[];
    expect(ids.length).toBeGreaterThan(0);

    for (const id of ids)
      expect((await asAdmin("POST", `/admin/bots/${id}/hide`, { note: "" })).status).toBe(200);
    expect(await inCategory()).toEqual([]);
    expect((await t.call("GET", "/bots/filter")).body.data).not.toContain(category);

    for (const id of ids) await asAdmin("POST", `/admin/bots/${id}/unhide`, { note: "" });
    expect(await inCategory()).toEqual(ids);
    expect((await t.call("GET", "/bots/filter")).body.data).toEqual(categories);
  });

  it("approving a character lists it; its creator's edit shows at once", async () => {
    const owner = await createUser(t);
    const c = await createCharacter(t, owner, { name: "Cached Cora", visibility: "public" });
    const search = async (q: string) =>
      (await t.call("GET", `/bots?search=${q}`)).body.data.data.map((b: { name: string }) => b.name);
    expect(await search("Cora")).toEqual([]);

    expect((await asAdmin("POST", `/admin/characters/${c.id}/approve`)).status).toBe(200);
    expect(await search("Cora")).toEqual(["Cached Cora"]);

    // A rename sends it back to review: gone from the catalogue in the next read.
    await t.call("PATCH", `/characters/${c.id}`, { token: owner.token, json: { name: "Cached Corinne" } });
    expect(await search("Cora")).toEqual([]);
    await setReview(t, c.id, "approved");
  });
});

describe("HTTP caching", () => {
  it("public GETs carry a short public Cache-Control and a weak ETag; If-None-Match is a 304", async () => {
    for (const path of [
      "/faqs",
      "/social-link",
      "/dynamic-pages",
      "/dynamic-pages/privacy",
      "/subscription/panels",
      "/bots/filter",
      "/bots",
    ]) {
      const first = await t.request("GET", path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("cache-control"), path).toBe("public, max-age=10");
      const etag = first.headers.get("etag")!;
      expect(etag, path).toMatch(/^W\/".+"$/);
      expect(first.headers.get("content-type"), path).toContain("application/json");
      expect((await first.json()).success, path).toBe(true);

      const again = await t.request("GET", path, { headers: { "If-None-Match": etag } });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe("");
      expect(again.headers.get("etag"), path).toBe(etag);

      const other = await t.request("GET", path, { headers: { "If-None-Match": 'W/"something-else"' } });
      expect(other.status, path).toBe(200);
    }
  });

  it("a change gives a new ETag, so an old one is answered in full", async () => {
    const first = await t.request("GET", "/faqs");
    const etag = first.headers.get("etag")!;
    await asAdmin("POST", "/admin/faqs", { question: "Does the ETag change?", answer: "Yes." });
    const after = await t.request("GET", "/faqs", { headers: { "If-None-Match": etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
  });

  it("a page that does not exist is 404, not cached: one made later shows at once", async () => {
    expect((await t.call("GET", "/dynamic-pages/no-such-page")).status).toBe(404);
    const res = await t.call("GET", "/dynamic-pages/no-such-page");
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("per-user data is never shared", () => {
  it("each member sees only their own favourites; visitors none; the answer with a token is private", async () => {
    const ann = await createUser(t);
    const ben = await createUser(t);
    const list = async (user?: TestUser) => {
      const res = await t.call("GET", "/bots?per_page=5", { token: user?.token });
      return {
        res,
        favs: res.body.data.data
          .filter((b: { is_Fav: boolean }) => b.is_Fav)
          .map((b: { id: number }) => b.id),
      };
    };
    const first = (await list()).res.body.data.data[0].id as number;
    await t.call("POST", "/favorites/toggle", { token: ann.token, json: { bot_id: first } });

    const annRead = await list(ann);
    expect(annRead.favs).toEqual([first]);
    expect(annRead.res.headers.get("cache-control")).toBe("no-store");
    expect(annRead.res.headers.get("etag")).toBeNull();
    expect((await list(ben)).favs).toEqual([]);
    const visitor = await list();
    expect(visitor.favs).toEqual([]);
    expect(visitor.res.headers.get("vary")).toContain("Authorization");
    // Ann's favourite is still hers after the others filled the cache.
    expect((await list(ann)).favs).toEqual([first]);

    await t.call("POST", "/favorites/toggle", { token: ann.token, json: { bot_id: first } });
    expect((await list(ann)).favs).toEqual([]);
  });
});
