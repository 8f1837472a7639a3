// Group chats: making one (POST /chats with bot_ids), its characters added and removed, who may
// have one (a single pass covers one character; no Romance character for an account under age
// review), how it reads (GET /chats/{id}, GET /chats) and exports with every line's speaker.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_COPY, CHAT_TITLE_MAX } from "../../contract/chat-schemas";
import { GROUP_COPY, GROUP_SCENARIO_MAX } from "../../contract/group-chats";
import { COPY } from "../../contract/messages";
import { SAFETY_COPY } from "../../contract/safety";
import { createTestApi, type TestApi } from "../support/api";
import { as, chatById, chatter, newChat, send } from "../support/chat";
import { groupBots, makeGroup, type GroupBots } from "../support/groups";
import { createCharacter, setReview } from "../support/characters";
import { createUser, grantSubscription } from "../support/users";

let t: TestApi;
let b: GroupBots;
beforeAll(async () => {
  t = await createTestApi();
  b = await groupBots(t);
});
afterAll(() => t.close());

describe("POST /chats with bot_ids", () => {
  it("makes a group of the characters in the order given, the first one's greeting its opening line", async () => {
    const user = await chatter(t, "Priya");
    const res = await as(t, user).post("/chats", {
      bot_ids: [b.max.id, b.nova.id, b.hollis.id],
      title: "  The   crew ",
      scenario: "A night on the Stellar Drift.",
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Chat created");
    const chat = res.body.data;
    expect(chat).toMatchObject({
      kind: "group",
      title: "The crew",
      scenario: "A night on the Stellar Drift.",
    });
    expect(chat.bot_id).toBe(b.max.id);
    expect(chat.participants.map((p: { id: number }) => p.id)).toEqual([b.max.id, b.nova.id, b.hollis.id]);
    // Listen reads each character in its own voice.
    for (const p of chat.participants) expect(p.voice).toMatchObject({ pitch: expect.any(Number) });
    expect(chat.messages).toHaveLength(1);
    expect(chat.messages[0].speaker).toEqual({ id: b.max.id, name: b.max.name, image: b.max.image });

    const detail = await chatById(t, user, chat.id);
    expect(detail).toMatchObject({ kind: "group", scenario: "A night on the Stellar Drift." });
    expect(detail.participants.map((p: { name: string }) => p.name)).toEqual([
      b.max.name,
      b.nova.name,
      b.hollis.name,
    ]);
    expect(detail.messages[0].speaker.name).toBe(b.max.name);

    const list = await as(t, user).get("/chats");
    const listed = list.body.data.find((c: { id: number }) => c.id === chat.id);
    expect(listed).toMatchObject({ kind: "group", title: "The crew" });
    expect(listed.participants.map((p: { id: number }) => p.id)).toEqual([b.max.id, b.nova.id, b.hollis.id]);
  });

  it("names an untitled group for its characters and date; the same id twice counts once", async () => {
    const user = await chatter(t);
    const res = await as(t, user).post("/chats", { bot_ids: [b.max.id, b.nova.id, b.max.id] });
    expect(res.status).toBe(201);
    expect(res.body.data.title).toMatch(new RegExp(`^${b.max.name}, ${b.nova.name} · `));
    expect(res.body.data.participants).toHaveLength(2);
  });

  it("is never 'the' chat with a bot: the one-bot calls keep to one-bot chats", async () => {
    const user = await chatter(t);
    await makeGroup(t, user, [b.camille.id, b.nova.id]);
    const latest = await as(t, user).get(`/chats/latest?bot_id=${b.camille.id}`);
    expect(latest.body.data.id).toBeNull();
    const first = await send(t, user, { bot_id: b.camille.id, message: "Bonjour" });
    expect(first.status).toBe(200);
    const thread = await as(t, user).get(`/bots/chatting/${b.camille.id}`);
    expect(thread.body.data[0].messages.every((m: { speaker?: unknown }) => !m.speaker)).toBe(true);
    expect((await as(t, user).get(`/chats/latest?bot_id=${b.camille.id}`)).body.data.kind).toBe("single");
  });

  it("refuses a group of fewer than 2 or more than 5, unknown characters, and overlong text", async () => {
    const user = await chatter(t);
    const post = (json: Record<string, unknown>) => as(t, user).post("/chats", json);
    for (const bot_ids of [[b.max.id], [], "x", [1, 2, 3, 4, 5, 6]]) {
      const res = await post({ bot_ids });
      expect(res.status).toBe(422);
      expect(res.body.errors.bot_ids).toEqual([GROUP_COPY.groupSize]);
    }
    const unknown = await post({ bot_ids: [b.max.id, 999_999] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CHAT_COPY.botNotFound);
    const title = await post({ bot_ids: [b.max.id, b.nova.id], title: "t".repeat(CHAT_TITLE_MAX + 1) });
    expect(title.status).toBe(422);
    expect(title.body.errors.title).toEqual([CHAT_COPY.titleTooLong]);
    const scenario = await post({
      bot_ids: [b.max.id, b.nova.id],
      scenario: "s".repeat(GROUP_SCENARIO_MAX + 1),
    });
    expect(scenario.status).toBe(422);
    expect(scenario.body.errors.scenario).toEqual([GROUP_COPY.scenarioTooLong]);
  });
});

describe("who may have a group", () => {
  it("refuses a member without a subscription, and a single pass (it covers one character)", async () => {
    const none = await createUser(t);
    const refused = await as(t, none).post("/chats", { bot_ids: [b.max.id, b.nova.id] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(COPY.subscriptionRequired);

    const pass = await createUser(t);
    await grantSubscription(t, pass.id, "day", b.max.id);
    const group = await as(t, pass).post("/chats", { bot_ids: [b.max.id, b.nova.id] });
    expect(group.status).toBe(403);
    expect(group.body.message).toBe(GROUP_COPY.singlePassGroup);
    // Nor can the pass's own chat become one.
    const own = await newChat(t, pass, b.max.id);
    const added = await as(t, pass).post(`/chats/${own.id}/participants`, { bot_id: b.nova.id });
    expect(added.status).toBe(403);
    expect(added.body.message).toBe(GROUP_COPY.singlePassGroup);
  });

  it("keeps Romance characters out of an under-review account's groups", async () => {
    const young = await createUser(t, { ageReviewAt: t.services.now() });
    await grantSubscription(t, young.id);
    const res = await as(t, young).post("/chats", { bot_ids: [b.max.id, b.luna.id] });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(SAFETY_COPY.minorBlocked);
    const group = await makeGroup(t, young, [b.max.id, b.nova.id]);
    const added = await as(t, young).post(`/chats/${group.id}/participants`, { bot_id: b.luna.id });
    expect(added.status).toBe(403);
    expect(added.body.message).toBe(SAFETY_COPY.minorBlocked);
  });
});

describe("a group's characters", () => {
  it("adds one last in turn order (a one-bot chat becomes a group), never twice, at most 5", async () => {
    const user = await chatter(t);
    const chat = await newChat(t, user, b.max.id);
    const added = await as(t, user).post(`/chats/${chat.id}/participants`, { bot_id: b.nova.id });
    expect(added.status).toBe(201);
    expect(added.body.data.map((p: { id: number }) => p.id)).toEqual([b.max.id, b.nova.id]);
    expect((await chatById(t, user, chat.id)).kind).toBe("group");

    const again = await as(t, user).post(`/chats/${chat.id}/participants`, { bot_id: b.nova.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(GROUP_COPY.alreadyInChat);
    for (const bot of [b.hollis, b.camille, b.sage])
      expect((await as(t, user).post(`/chats/${chat.id}/participants`, { bot_id: bot.id })).status).toBe(201);
    const full = await as(t, user).post(`/chats/${chat.id}/participants`, { bot_id: b.luna.id });
    expect(full.status).toBe(422);
    expect(full.body.message).toBe(GROUP_COPY.groupFull);
  });

  it("removes one (its lines stay), never the last, and the next becomes the first", async () => {
    const user = await chatter(t);
    const group = await makeGroup(t, user, [b.max.id, b.nova.id]);
    await send(t, user, { chat_id: group.id, message: "Nova, hello!" });
    const gone = await as(t, user).delete(`/chats/${group.id}/participants/${b.max.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body.data.map((p: { id: number }) => p.id)).toEqual([b.nova.id]);
    const detail = await chatById(t, user, group.id);
    expect(detail.bot_id).toBe(b.nova.id);
    expect(detail.messages[0].speaker.id).toBe(b.max.id);

    const last = await as(t, user).delete(`/chats/${group.id}/participants/${b.nova.id}`);
    expect(last.status).toBe(422);
    expect(last.body.message).toBe(GROUP_COPY.lastParticipant);
    const absent = await as(t, user).delete(`/chats/${group.id}/participants/${b.hollis.id}`);
    expect(absent.status).toBe(404);
    expect(absent.body.message).toBe(GROUP_COPY.notInChat);
  });

  it("answers 404 for someone else's group, to read or to change", async () => {
    const user = await chatter(t);
    const stranger = await chatter(t, "Eve");
    const group = await makeGroup(t, user, [b.max.id, b.nova.id]);
    expect((await as(t, stranger).get(`/chats/${group.id}`)).status).toBe(404);
    const add = await as(t, stranger).post(`/chats/${group.id}/participants`, { bot_id: b.hollis.id });
    expect(add.status).toBe(404);
    expect(add.body.message).toBe(CHAT_COPY.chatNotFound);
    expect((await as(t, stranger).delete(`/chats/${group.id}/participants/${b.nova.id}`)).status).toBe(404);
    expect((await as(t, stranger).post(`/chats/${group.id}/continue`)).status).toBe(404);
  });
});

describe("a character whose creator deletes it", () => {
  it("is archived, not deleted, while it is in another member's group: its lines stay", async () => {
    const owner = await chatter(t, "Olivia");
    const member = await chatter(t, "Mo");
    const character = await createCharacter(t, owner, { name: "Gardener Gil", visibility: "public" });
    await setReview(t, character.id, "approved");
    const group = await makeGroup(t, member, [b.max.id, character.id]);
    await send(t, member, { chat_id: group.id, message: "@Gil how are the tomatoes?" });
    expect((await t.call("DELETE", `/characters/${character.id}`, { token: owner.token })).status).toBe(200);

    const detail = await chatById(t, member, group.id);
    expect(detail.participants.find((p: { id: number }) => p.id === character.id)).toMatchObject({
      archived: true,
    });
    expect(detail.messages.at(-1).speaker.name).toBe("Gardener Gil");
    // It no longer answers; the others still do.
    const picked = await send(t, member, { chat_id: group.id, message: "hi", speaker_id: character.id });
    expect(picked.status).toBe(410);
    expect((await send(t, member, { chat_id: group.id, message: "hi" })).body.data.message.speaker.id).toBe(
      b.max.id,
    );
  });
});

describe("export", () => {
  it("puts every reply under its speaker, in Markdown and in JSON", async () => {
    const user = await chatter(t, "Priya");
    const group = await makeGroup(t, user, [b.max.id, b.nova.id]);
    await send(t, user, { chat_id: group.id, message: "@Nova where are we headed?" });
    await send(t, user, { chat_id: group.id, message: "Max, any advice for the trip?" });
    const md = await t.request("GET", `/chats/${group.id}/export?format=md`, { token: user.token });
    const text = await md.text();
    expect(text).toContain(`A chat with ${b.max.name} and ${b.nova.name} (AI characters)`);
    const speakers = [...text.matchAll(/^\*\*([^*]+)\*\*/gm)].map((m) => m[1]);
    expect(speakers).toEqual([b.max.name, "Priya", b.nova.name, "Priya", b.max.name]);

    const json = await t.request("GET", `/chats/${group.id}/export?format=json`, { token: user.token });
    const body = JSON.parse(await json.text());
    expect(body.kind).toBe("group");
    expect(body.participants.map((p: { id: number }) => p.id)).toEqual([b.max.id, b.nova.id]);
    expect(body.messages.map((m: { speaker: { id: number } }) => m.speaker.id)).toEqual([
      b.max.id,
      b.nova.id,
      b.max.id,
    ]);
  });
});
