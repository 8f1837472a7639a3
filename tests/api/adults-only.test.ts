// Adults only on the API itself: an account without a date of birth (what Google sign-in makes) is
// refused every bot, character, favourite and memory call with one 403 until it gives one, while
// the calls that let it give one, change its settings, take its data or leave stay open.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversations, favourites } from "../../api/db/schema";
import { createTestApi, type TestApi } from "../support/api";
import { createCharacter } from "../support/characters";
import { chatter, send } from "../support/chat";
import { createUser, grantSubscription, type TestUser } from "../support/users";

const REFUSED = { success: false, code: 403, message: "Tell us your date of birth first." };

let t: TestApi;
let romanceBot: number;
beforeAll(async () => {
  t = await createTestApi();
  const { body } = await t.call("GET", "/bots?category=Romance&per_page=1");
  romanceBot = body.data.data[0].id;
});
afterAll(() => t.close());

/** What Google sign-in makes: no password, a Google id, no date of birth; here with a paid plan. */
async function googleAccount(): Promise<TestUser> {
  const user = await createUser(t, {
    birthDate: null,
    passwordHash: null,
    googleSub: `google-${randomBytes(6).toString("hex")}`,
  });
  await grantSubscription(t, user.id, "month");
  return user;
}

describe("an account without a date of birth", () => {
  it("cannot chat with a Romance bot through the API: 403 with the one body, nothing stored", async () => {
    const user = await googleAccount();
    const { status, body } = await send(t, user, { bot_id: romanceBot, message: "Hi there" });
    expect(status).toBe(403);
    expect(body).toEqual(REFUSED);
    const chats = await t.services.db.select().from(conversations).where(eq(conversations.userId, user.id));
    expect(chats).toEqual([]);
  });

  it("is refused every chat, character, favourite and memory call with the same 403", async () => {
    const user = await googleAccount();
    const owner = await chatter(t, "Olivia");
    const character = await createCharacter(t, owner, { visibility: "unlisted" });
    const calls: [string, string, Record<string, unknown>?][] = [
      ["GET", "/bots/chatting/history"],
      ["GET", `/bots/chatting/${romanceBot}`],
      ["DELETE", `/bots/chatting/${romanceBot}`],
      ["GET", "/chats"],
      ["GET", `/chats/latest?bot_id=${romanceBot}`],
      ["POST", "/chats", { bot_id: romanceBot }],
      ["GET", "/chats/1"],
      ["POST", "/messages/1/regenerate"],
      ["GET", "/characters/mine"],
      ["POST", "/characters", { name: "Nope" }],
      ["DELETE", `/characters/${character.id}`],
      ["POST", "/characters/import"],
      ["GET", "/favorites"],
      ["POST", "/favorites/toggle", { bot_id: romanceBot }],
      ["GET", `/bots/${romanceBot}/memories`],
      ["POST", `/bots/${romanceBot}/memories`, { text: "likes tea" }],
      ["DELETE", "/memories/1"],
    ];
    for (const [method, path, json] of calls) {
      const res = await t.call(method, path, { token: user.token, ...(json ? { json } : {}) });
      expect({ call: `${method} ${path}`, status: res.status, body: res.body }).toEqual({
        call: `${method} ${path}`,
        status: 403,
        body: REFUSED,
      });
    }
    expect(await t.services.db.select().from(favourites).where(eq(favourites.userId, user.id))).toEqual([]);
  });

  it("keeps its profile, settings, data export and deletion, and the catalogue", async () => {
    const user = await googleAccount();
    const profile = await t.call("GET", "/auth/profile", { token: user.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.birth_date).toBeNull();
    expect((await t.call("GET", "/bots?per_page=1", { token: user.token })).status).toBe(200);
    expect((await t.call("GET", `/bots/${romanceBot}`, { token: user.token })).status).toBe(200);
    expect((await t.call("GET", "/notifications", { token: user.token })).status).toBe(200);
    expect(
      (await t.call("PUT", "/auth/preferences", { token: user.token, json: { language: "" } })).status,
    ).toBe(200);
    expect((await t.request("GET", "/auth/account/export", { token: user.token })).status).toBe(200);
    const gone = await t.call("DELETE", "/auth/account", {
      token: user.token,
      json: { confirm_email: user.email },
    });
    expect(gone.status).toBe(200);
  });

  it("chats once it gives its date of birth", async () => {
    const user = await googleAccount();
    expect((await send(t, user, { bot_id: romanceBot, message: "Hello?" })).status).toBe(403);
    const given = await t.call("POST", "/auth/birth-date", {
      token: user.token,
      json: { birth_date: "1990-05-17" },
    });
    expect(given.status).toBe(200);
    expect((await send(t, user, { bot_id: romanceBot, message: "Hello again" })).status).toBe(200);
    expect((await t.call("GET", "/favorites", { token: user.token })).status).toBe(200);
    expect((await t.call("GET", "/characters/mine", { token: user.token })).status).toBe(200);
  });
});
