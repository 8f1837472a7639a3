// A member's page version (migration 0018, api/domain/page-versions.ts), what the member page
// cache checks on every request: moved by the database on every change a member's pages show,
// whoever makes it; still while they only read; readable only with a token used in the last minute.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversations, users } from "../../api/db/schema";
import { pageVersionOf } from "../../api/domain/page-versions";
import { createTestApi, type TestApi } from "../support/api";
import { as, chatter, firstBotId, newChat, send } from "../support/chat";
import { createUser, grantSubscription, type TestUser } from "../support/users";

let t: TestApi;
let botId: number;
beforeAll(async () => {
  t = await createTestApi({ PERSONA_WORD_DELAY_MS: "0" });
  botId = await firstBotId(t);
});
afterAll(() => t.close());

const versionOf = (user: TestUser) => pageVersionOf(t.services.db, user.token, t.services.now());

/** The version before and after `change`: it must have moved. */
async function expectMoved(user: TestUser, change: () => Promise<unknown>) {
  const before = await versionOf(user);
  expect(before).not.toBeNull();
  await change();
  const after = await versionOf(user);
  expect(after).not.toBeNull();
  expect(after).not.toBe(before);
}

describe("reading a member's page version", () => {
  it("answers for a token just used, null for an unknown one", async () => {
    const user = await createUser(t);
    expect(await versionOf(user)).toBe("0");
    expect(await pageVersionOf(t.services.db, "not-a-token", t.services.now())).toBeNull();
  });

  it("answers null after a sign-out", async () => {
    const user = await createUser(t);
    expect(await versionOf(user)).not.toBeNull();
    expect((await as(t, user).post("/auth/logout")).status).toBe(200);
    expect(await versionOf(user)).toBeNull();
  });
});

describe("what moves it", () => {
  it("a message and its reply, a new chat, a renamed chat and a deleted one", async () => {
    const user = await chatter(t);
    await expectMoved(user, async () =>
      expect((await send(t, user, { bot_id: botId, message: "Hi" })).status).toBe(200),
    );
    let chatId = 0;
    await expectMoved(user, async () => (chatId = (await newChat(t, user, botId)).id));
    await expectMoved(user, async () =>
      expect((await as(t, user).patch(`/chats/${chatId}`, { title: "Renamed" })).status).toBe(200),
    );
    await expectMoved(user, async () =>
      expect((await as(t, user).delete(`/chats/${chatId}`)).status).toBe(200),
    );
  });

  it("a favourite, the profile, a plan, the allowance", async () => {
    const user = await createUser(t);
    await expectMoved(user, () => as(t, user).post("/favorites/toggle", { bot_id: botId }));
    await expectMoved(user, () => as(t, user).put("/auth/profile", { persona: "I like tea." }));
    await expectMoved(user, () => grantSubscription(t, user.id));
    // A change written straight to the database, as a sweep or an operator's tool would.
    await expectMoved(user, () =>
      t.services.db.update(users).set({ lastName: "Else" }).where(eq(users.id, user.id)),
    );
  });

  it("not another member's change", async () => {
    const user = await chatter(t);
    const other = await chatter(t, "Other");
    const before = await versionOf(user);
    await send(t, other, { bot_id: botId, message: "Hello from someone else" });
    await as(t, other).post("/favorites/toggle", { bot_id: botId });
    expect(await versionOf(user)).toBe(before);
  });

  it("once per transaction and member, however many of their rows it changes (migration 0019)", async () => {
    const user = await chatter(t);
    const other = await createUser(t);
    await send(t, user, { bot_id: botId, message: "A chat to touch" });
    const read = async (who: TestUser) => Number(await versionOf(who));
    const [mine, theirs] = [await read(user), await read(other)];
    // As a send's store does: several of one member's tables in one transaction.
    await t.services.db.transaction(async (tx) => {
      await tx.update(users).set({ lastName: "One" }).where(eq(users.id, user.id));
      await tx.update(conversations).set({ title: "Touched" }).where(eq(conversations.userId, user.id));
      await tx.update(users).set({ lastName: "Two" }).where(eq(users.id, user.id));
      await tx.update(users).set({ lastName: "Three" }).where(eq(users.id, other.id));
    });
    expect(await read(user)).toBe(mine + 1);
    expect(await read(other)).toBe(theirs + 1);
    // A rolled-back transaction moves nothing, and forgets whom it bumped.
    await expect(
      t.services.db.transaction(async (tx) => {
        await tx.update(users).set({ lastName: "Never" }).where(eq(users.id, user.id));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await read(user)).toBe(mine + 1);
    await t.services.db.update(users).set({ lastName: "Four" }).where(eq(users.id, user.id));
    expect(await read(user)).toBe(mine + 2);
  });

  it("not reading: the pages' own reads leave it where it was", async () => {
    const user = await chatter(t);
    await send(t, user, { bot_id: botId, message: "Something to read back" });
    const before = await versionOf(user);
    for (const path of [
      "/auth/profile",
      "/notifications",
      "/chats",
      `/chats/latest?bot_id=${botId}`,
      "/bots?per_page=12",
      "/favorites",
      "/usage",
    ])
      expect((await as(t, user).get(path)).status, path).toBe(200);
    expect(await versionOf(user)).toBe(before);
  });
});

// Last: it moves the clock past the tokens the other tests make.
describe("a token unused for a minute", () => {
  it("answers null once the token went a minute unused, and again once it is used", async () => {
    const user = await createUser(t);
    t.advance(61_000);
    expect(await versionOf(user)).toBeNull();
    expect((await as(t, user).get("/auth/profile")).status).toBe(200);
    expect(await versionOf(user)).not.toBeNull();
  });
});
