import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { seedBots } from "../../api/db/seed/bots";
import { createTestApi, type TestApi } from "../support/api";
import { createUser, type TestUser } from "../support/users";

let t: TestApi;
let ids: number[];
beforeAll(async () => {
  t = await createTestApi();
  const { body } = await t.call("GET", "/bots?per_page=5");
  ids = body.data.data.map((b: { id: number }) => b.id);
});
afterAll(() => t.close());

const toggle = (user: TestUser, botId: unknown) =>
  t.call("POST", "/favorites/toggle", { token: user.token, json: { bot_id: botId } });
const favourites = async (user: TestUser, query = "") => {
  const res = await t.call("GET", `/favorites${query}`, { token: user.token });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; name: string; is_Fav: boolean }[];
};

describe("favourites", () => {
  it("need a token", async () => {
    expect((await t.call("GET", "/favorites")).status).toBe(401);
    expect((await t.call("POST", "/favorites/toggle", { json: { bot_id: ids[0] } })).status).toBe(401);
  });

  it("toggle adds, then removes, with one call each", async () => {
    const user = await createUser(t);
    const added = await toggle(user, ids[0]);
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ bot_id: ids[0], is_Fav: true });
    expect((await favourites(user)).map((b) => b.id)).toEqual([ids[0]]);

    const removed = await toggle(user, String(ids[0]));
    expect(removed.body.data).toEqual({ bot_id: ids[0], is_Fav: false });
    expect(await favourites(user)).toEqual([]);
  });

  it("lists newest first with is_Fav true, and GET /bots marks them", async () => {
    const user = await createUser(t);
    await toggle(user, ids[1]);
    t.advance(1000);
    await toggle(user, ids[3]);
    const list = await favourites(user);
    expect(list.map((b) => b.id)).toEqual([ids[3], ids[1]]);
    expect(list.every((b) => b.is_Fav)).toBe(true);
    expect(Object.keys(list[0]!).sort()).toEqual(
      ["category", "character", "description", "id", "image", "is_Fav", "name", "text"].sort(),
    );

    const { body } = await t.call("GET", "/bots?per_page=5", { token: user.token });
    const marked = body.data.data
      .filter((b: { is_Fav: boolean }) => b.is_Fav)
      .map((b: { id: number }) => b.id);
    expect(marked.sort()).toEqual([ids[1], ids[3]].sort());

    // Another user's favourites are theirs alone.
    const other = await createUser(t);
    expect(await favourites(other)).toEqual([]);
  });

  it("searches and pages like /bots", async () => {
    const user = await createUser(t);
    for (const id of ids) await toggle(user, id);
    const all = await favourites(user);
    const name = all[2]!.name;
    const found = await favourites(user, `?search=${encodeURIComponent(name.toLowerCase())}`);
    expect(found.map((b) => b.name)).toContain(name);
    expect(found.length).toBeLessThan(all.length);
    expect(await favourites(user, "?search=zzzz-no-such-bot")).toEqual([]);

    const page1 = await favourites(user, "?per_page=2&page=1");
    const page2 = await favourites(user, "?per_page=2&page=2");
    expect(page1.map((b) => b.id)).toEqual(all.slice(0, 2).map((b) => b.id));
    expect(page2.map((b) => b.id)).toEqual(all.slice(2, 4).map((b) => b.id));
  });

  it("answers 404 for an unknown bot and 422 without one", async () => {
    const user = await createUser(t);
    const unknown = await toggle(user, 999999);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CHAT_COPY.botNotFound);
    for (const bad of [undefined, "", "abc", -1]) {
      const res = await toggle(user, bad);
      expect(res.status, String(bad)).toBe(422);
      expect(res.body.errors.bot_id).toEqual([CHAT_COPY.botRequired]);
    }
  });
});

describe("GET /bots/{id}", () => {
  it("answers one bot, with is_Fav for the caller", async () => {
    const visitor = await t.call("GET", `/bots/${ids[0]}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toMatchObject({ id: ids[0], name: seedBots[0]!.name, is_Fav: false });

    const user = await createUser(t);
    await toggle(user, ids[0]);
    const mine = await t.call("GET", `/bots/${ids[0]}`, { token: user.token });
    expect(mine.body.data.is_Fav).toBe(true);
  });

  it("answers 404 for an unknown bot", async () => {
    for (const id of ["999999", "99999999999"]) {
      const res = await t.call("GET", `/bots/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(CHAT_COPY.botNotFound);
    }
  });
});
