// A creator deleting a character (or their whole account) takes their own data, not other members'
// chats: a character others have chats or memories with is archived for them. It leaves the
// catalogue and its creator, its chats stay readable, and nothing new can be sent to it; once the
// last chat and memory with it are gone, it goes too.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_COPY } from "../../contract/chat-schemas";
import {
  bots,
  conversations,
  favourites,
  memories,
  memorySettings,
  messages,
  users,
} from "../../api/db/schema";
import { createTestApi, type TestApi } from "../support/api";
import { createCharacter, setReview } from "../support/characters";
import { chatter, send } from "../support/chat";
import { first } from "../support/defined";
import type { TestUser } from "../support/users";

const GONE = { success: false, code: 410, message: CHAT_COPY.botArchived };

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const as = (user: TestUser) => ({
  get: (path: string) => t.call("GET", path, { token: user.token }),
  post: (path: string, json: Record<string, unknown> = {}) =>
    t.call("POST", path, { token: user.token, json }),
  delete: (path: string, json?: Record<string, unknown>) =>
    t.call("DELETE", path, { token: user.token, ...(json ? { json } : {}) }),
});

/** An approved public character of `owner`, which `member` chatted with, remembered and starred. */
async function sharedCharacter(owner: TestUser, member: TestUser, name: string) {
  const character = await createCharacter(t, owner, { name, visibility: "public" });
  await setReview(t, character.id, "approved");
  const sent = await send(t, member, { bot_id: character.id, message: `Hello ${name}, I grow tomatoes.` });
  expect(sent.status).toBe(200);
  const chatId: number = first(
    (await as(member).get(`/chats?bot_id=${character.id}`)).body.data as { id: number }[],
  ).id;
  expect((await as(member).post(`/bots/${character.id}/memories`, { text: "grows tomatoes" })).status).toBe(
    201,
  );
  expect((await as(member).post("/favorites/toggle", { bot_id: character.id })).body.data.is_Fav).toBe(true);
  // The creator's own chat, memory and setting with it.
  expect((await send(t, owner, { bot_id: character.id, message: "Testing my own character" })).status).toBe(
    200,
  );
  expect((await as(owner).post(`/bots/${character.id}/memories`, { text: "is the creator" })).status).toBe(
    201,
  );
  await t.call("PUT", `/bots/${character.id}/memories/settings`, {
    token: owner.token,
    json: { paused: true },
  });
  return { id: character.id, chatId };
}

/** The member's chat with the character, as GET /chats/{id} answers it, and its stored messages. */
async function memberView(member: TestUser, botId: number, chatId: number) {
  const detail = await as(member).get(`/chats/${chatId}`);
  const list = await as(member).get("/chats");
  const remembered = await as(member).get(`/bots/${botId}/memories`);
  return { detail, list, remembered };
}

async function expectReadOnly(member: TestUser, botId: number, chatId: number, name: string) {
  const { detail, list, remembered } = await memberView(member, botId, chatId);
  expect(detail.status).toBe(200);
  expect(detail.body.data.bot).toMatchObject({ id: botId, name, archived: true });
  expect(detail.body.data.messages.map((m: { message: string | null }) => m.message)).toContain(
    `Hello ${name}, I grow tomatoes.`,
  );
  const listed = list.body.data.find((c: { id: number }) => c.id === chatId);
  expect(listed.bot).toMatchObject({ id: botId, archived: true });
  expect(remembered.status).toBe(200);
  expect(remembered.body.data.map((m: { text: string }) => m.text)).toEqual(["grows tomatoes"]);

  // Nothing new: by bot, by chat, a new chat, a regenerate, a memory, a favourite.
  const lastId = detail.body.data.messages.at(-1).id;
  const refused = [
    await send(t, member, { bot_id: botId, message: "Are you there?" }),
    await send(t, member, { chat_id: chatId, message: "Hello?" }),
    await as(member).post("/chats", { bot_id: botId }),
    await as(member).post(`/messages/${lastId}/regenerate`),
    await as(member).post(`/bots/${botId}/memories`, { text: "new fact" }),
    await as(member).post("/favorites/toggle", { bot_id: botId }),
  ];
  for (const res of refused)
    expect({ status: res.status, body: res.body }).toEqual({ status: 410, body: GONE });
  const stored = await t.services.db.select().from(messages).where(eq(messages.conversationId, chatId));
  expect(stored.some((m) => m.message === "Are you there?" || m.message === "Hello?")).toBe(false);

  // Gone from the catalogue, search, the bot page and favourites.
  expect((await as(member).get(`/bots/${botId}`)).status).toBe(404);
  const search = await as(member).get(`/bots?search=${encodeURIComponent(name)}`);
  expect(search.body.data.data).toEqual([]);
  expect((await as(member).get("/favorites")).body.data.some((b: { id: number }) => b.id === botId)).toBe(
    false,
  );
}

async function creatorTraces(owner: TestUser, botId: number) {
  const db = t.services.db;
  const mine = (table: typeof conversations | typeof memories | typeof memorySettings) =>
    and(eq(table.userId, owner.id), eq(table.botId, botId));
  return {
    chats: (await db.select().from(conversations).where(mine(conversations))).length,
    memories: (await db.select().from(memories).where(mine(memories))).length,
    settings: (await db.select().from(memorySettings).where(mine(memorySettings))).length,
    owned: (await db.select().from(bots).where(eq(bots.ownerId, owner.id))).length,
  };
}

describe("a creator deleting a character others chat with", () => {
  it("archives it: the member's chat and memories stay readable, not sendable; the creator's go", async () => {
    const owner = await chatter(t, "Olivia");
    const member = await chatter(t, "Mo");
    const { id, chatId } = await sharedCharacter(owner, member, "Gardener Gil");

    const deleted = await as(owner).delete(`/characters/${id}`);
    expect(deleted.status).toBe(200);

    await expectReadOnly(member, id, chatId, "Gardener Gil");
    expect(await creatorTraces(owner, id)).toEqual({ chats: 0, memories: 0, settings: 0, owned: 0 });
    expect((await as(owner).get("/characters/mine")).body.data).toEqual([]);
    expect((await as(owner).delete(`/characters/${id}`)).status).toBe(404);
    const row = first(await t.services.db.select().from(bots).where(eq(bots.id, id)));
    expect(row).toMatchObject({ ownerId: null, reviewStatus: null });
    expect(row.archivedAt).not.toBeNull();
    expect(await t.services.db.select().from(favourites).where(eq(favourites.botId, id))).toEqual([]);

    // The member's exports still have it; someone who never chatted with it cannot start.
    expect(
      (await t.request("GET", `/chats/${chatId}/export?format=md`, { token: member.token })).status,
    ).toBe(200);
    const account = await (await t.request("GET", "/auth/account/export", { token: member.token })).json();
    expect(account.chats.some((c: { bot_id: number }) => c.bot_id === id)).toBe(true);
    const stranger = await chatter(t, "Sid");
    for (const res of [
      await as(stranger).get(`/chats/latest?bot_id=${id}`),
      await as(stranger).get(`/bots/chatting/${id}`),
      await as(stranger).post("/chats", { bot_id: id }),
    ])
      expect({ status: res.status, body: res.body }).toEqual({ status: 410, body: GONE });
  });

  it("deletes it outright when nobody else has a chat or memory with it", async () => {
    const owner = await chatter(t, "Olivia");
    const character = await createCharacter(t, owner, { name: "Lonely Lou" });
    expect((await send(t, owner, { bot_id: character.id, message: "Just me" })).status).toBe(200);
    expect((await as(owner).delete(`/characters/${character.id}`)).status).toBe(200);
    expect(await t.services.db.select().from(bots).where(eq(bots.id, character.id))).toEqual([]);
  });

  it("keeps it for a member who only has memories with it, and lets it go with the last of them", async () => {
    const owner = await chatter(t, "Olivia");
    const member = await chatter(t, "Mo");
    const { id, chatId } = await sharedCharacter(owner, member, "Baker Bea");
    expect((await as(owner).delete(`/characters/${id}`)).status).toBe(200);

    // The chat goes; the memory still keeps the archived character.
    expect((await as(member).delete(`/chats/${chatId}`)).status).toBe(200);
    expect(await t.services.db.select().from(bots).where(eq(bots.id, id))).toHaveLength(1);
    const memory = first((await as(member).get(`/bots/${id}/memories`)).body.data as { id: number }[]);
    const settings = await as(member).get(`/bots/${id}/memories/settings`);
    expect(settings.body.data.bot).toMatchObject({ id, name: "Baker Bea", archived: true });

    expect((await as(member).delete(`/memories/${memory.id}`)).status).toBe(200);
    expect(await t.services.db.select().from(bots).where(eq(bots.id, id))).toEqual([]);
  });
});

describe("a creator deleting their account", () => {
  it("archives the characters others chat with, deletes the rest, and removes all of the creator's own data", async () => {
    const owner = await chatter(t, "Olivia");
    const member = await chatter(t, "Mo");
    const shared = await sharedCharacter(owner, member, "Painter Pia");
    const alone = await createCharacter(t, owner, { name: "Private Pat", visibility: "private" });
    expect((await send(t, owner, { bot_id: alone.id, message: "Only mine" })).status).toBe(200);

    const gone = await as(owner).delete("/auth/account", { confirm_email: owner.email });
    expect(gone.status).toBe(200);

    await expectReadOnly(member, shared.id, shared.chatId, "Painter Pia");
    const db = t.services.db;
    expect(await db.select().from(users).where(eq(users.id, owner.id))).toEqual([]);
    expect(await db.select().from(conversations).where(eq(conversations.userId, owner.id))).toEqual([]);
    expect(await db.select().from(memories).where(eq(memories.userId, owner.id))).toEqual([]);
    expect(await db.select().from(bots).where(eq(bots.ownerId, owner.id))).toEqual([]);
    expect(await db.select().from(bots).where(eq(bots.id, alone.id))).toEqual([]);
    expect(await db.select().from(bots).where(eq(bots.id, shared.id))).toHaveLength(1);
  });

  it("lets an archived character go when the last member with chats with it deletes their account", async () => {
    const owner = await chatter(t, "Olivia");
    const member = await chatter(t, "Mo");
    const { id } = await sharedCharacter(owner, member, "Sailor Sam");
    expect((await as(owner).delete(`/characters/${id}`)).status).toBe(200);
    expect((await as(member).delete("/auth/account", { confirm_email: member.email })).status).toBe(200);
    expect(
      await t.services.db
        .select()
        .from(bots)
        .where(inArray(bots.id, [id])),
    ).toEqual([]);
  });
});
