// Who answers in a group and how: the character named (by name or @mention), the one picked
// (speaker_id), the next in turn, and "Continue" (POST /chats/{id}/continue); every reply and its
// stream events carry the speaker; regenerate, rating and memory follow the speaker; a crisis gets
// one safety reply; on the model path each character gets its own card and the others' lines as
// theirs, folded into the user turns, and what it says passes the output check.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { GROUP_COPY } from "../../contract/group-chats";
import { CRISIS_RESOURCES } from "../../contract/safety";
import { settleReplies } from "../../api/domain/reply-generation";
import { createTestApi, type TestApi } from "../support/api";
import { as, chatById, chatter, send } from "../support/chat";
import { groupBots, makeGroup, type GroupBots } from "../support/groups";
import { membersWords, startFakeOpenAI } from "../support/openai-fake";
import type { TestUser } from "../support/users";
import { replyText as text } from "../support/reply-text";

const speakerOf = (res: { body: any }) => res.body.data.message.speaker.id as number;

describe("on the offline engine", () => {
  let t: TestApi;
  let b: GroupBots;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApi();
    b = await groupBots(t);
    user = await chatter(t, "Priya");
  });
  afterAll(() => t.close());
  const crew = () => makeGroup(t, user, [b.max.id, b.nova.id, b.hollis.id]);

  it("lets the character named answer, by @mention or by name, and the one picked", async () => {
    const group = await crew();
    const say = (message: string, extra: Record<string, unknown> = {}) =>
      send(t, user, { chat_id: group.id, message, ...extra });
    expect(speakerOf(await say("@Hollis, any leads tonight?"))).toBe(b.hollis.id);
    expect(speakerOf(await say("Nova, what is our heading?"))).toBe(b.nova.id);
    const picked = await say("hello", { speaker_id: b.max.id });
    expect(picked.status).toBe(200);
    expect(picked.body.data.message.speaker).toEqual({ id: b.max.id, name: b.max.name, image: b.max.image });
    const outsider = await say("hello", { speaker_id: b.camille.id });
    expect(outsider.status).toBe(422);
    expect(outsider.body.errors.speaker_id).toEqual([CHAT_COPY.speakerNotInChat]);
  });

  it("goes round in turn when no one is named, never one three times in a row", async () => {
    const group = await crew();
    const speakers: number[] = [];
    for (let k = 0; k < 4; k++)
      speakers.push(speakerOf(await send(t, user, { chat_id: group.id, message: "ok" })));
    // The greeting was Max's: Nova, Hollis, Max, Nova.
    expect(speakers).toEqual([b.nova.id, b.hollis.id, b.max.id, b.nova.id]);
    const detail = await chatById(t, user, group.id);
    expect(detail.messages.map((m: { speaker: { id: number } }) => m.speaker.id)).toEqual([
      b.max.id,
      ...speakers,
    ]);
  });

  it("continues with the next character, or the one picked, streaming the speaker with every event", async () => {
    const group = await crew();
    const early = await as(t, user).post(`/chats/${group.id}/continue`);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(GROUP_COPY.nothingToContinue);

    await send(t, user, { chat_id: group.id, message: "@Nova tell us a story" });
    const next = await as(t, user).post(`/chats/${group.id}/continue`);
    expect(next.status).toBe(200);
    expect(next.body.data.message).toMatchObject({ message: null, status: "complete", chat_id: group.id });
    expect(speakerOf(next)).toBe(b.hollis.id);

    const { events } = await as(t, user).stream("POST", `/chats/${group.id}/continue`, {
      speaker_id: b.nova.id,
    });
    const named = events.filter((e) => ["message", "token", "done"].includes(e.event));
    expect(named.map((e) => e.event)).toEqual(expect.arrayContaining(["message", "token", "done"]));
    for (const e of named)
      expect(e.data.speaker).toEqual({ id: b.nova.id, name: b.nova.name, image: b.nova.image });
    expect(events.at(-1)!.event).toBe("done");

    const outsider = await as(t, user).post(`/chats/${group.id}/continue`, { speaker_id: b.luna.id });
    expect(outsider.status).toBe(422);
    expect(outsider.body.errors.speaker_id).toEqual([CHAT_COPY.speakerNotInChat]);
  });

  it("regenerates and rates a group's line with its own speaker", async () => {
    const group = await crew();
    await send(t, user, { chat_id: group.id, message: "@Hollis what happened at the docks?" });
    const cont = await as(t, user).post(`/chats/${group.id}/continue`, { speaker_id: b.max.id });
    const id = cont.body.data.message.id;
    const again = await as(t, user).post(`/messages/${id}/regenerate`);
    expect(again.status).toBe(200);
    expect(again.body.data.message).toMatchObject({ selected: 1, speaker: { id: b.max.id } });
    const rated = await as(t, user).post(`/messages/${id}/rating`, { value: 1 });
    expect(rated.body.data).toMatchObject({ rating: 1, speaker: { id: b.max.id } });
    // The opening greeting is still not regenerated.
    const greeting = (await chatById(t, user, group.id)).messages[0].id;
    expect((await as(t, user).post(`/messages/${greeting}/regenerate`)).status).toBe(422);
  });

  it("keeps memory per character: the one who answered remembers", async () => {
    const me = await chatter(t, "Sam");
    const group = await makeGroup(t, me, [b.max.id, b.nova.id]);
    await send(t, me, { chat_id: group.id, message: "@Nova I have a dog named Biscuit." });
    await settleReplies(t.services);
    const facts = async (botId: number) =>
      ((await as(t, me).get(`/bots/${botId}/memories`)).body.data as { text: string }[]).map((m) => m.text);
    expect(await facts(b.nova.id)).toContain("dog: Biscuit");
    expect(await facts(b.max.id)).not.toContain("dog: Biscuit");
  });

  it("answers a crisis message with one safety reply, not one per character", async () => {
    const group = await crew();
    const before = (await chatById(t, user, group.id)).messages.length;
    const res = await send(t, user, { chat_id: group.id, message: "I don't want to be alive anymore" });
    expect(res.status).toBe(200);
    expect(res.body.data.message.safety).toBe("crisis");
    expect(text(res.body.data.reply)).toContain(CRISIS_RESOURCES);
    const after = (await chatById(t, user, group.id)).messages;
    expect(after).toHaveLength(before + 1);
    expect(after.filter((m: { safety: string | null }) => m.safety === "crisis")).toHaveLength(1);
  });
});

describe("on the model path", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let t: TestApi;
  let b: GroupBots;
  let user: TestUser;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApi({ AI_BASE_URL: fake.url, AI_MODEL: "fake-model", AI_TIMEOUT_MS: "2000" });
    b = await groupBots(t);
    user = await chatter(t, "Priya");
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it("gives each character its own card and the others' lines as theirs, alternation kept", async () => {
    const group = await makeGroup(t, user, [b.max.id, b.nova.id], { scenario: "Training on the ship." });
    fake.next({ kind: "stream", chunks: ["Drop ", "and give me twenty!"] });
    expect(speakerOf(await send(t, user, { chat_id: group.id, message: "@Max warm us up" }))).toBe(b.max.id);
    fake.next({ kind: "stream", chunks: ["Aye, ", "on the bridge."] });
    expect(speakerOf(await send(t, user, { chat_id: group.id, message: "Nova, where are you?" }))).toBe(
      b.nova.id,
    );

    const prompt = fake.requests.at(-1)!.body.messages as { role: string; content: string }[];
    const system = prompt[0]!.content;
    expect(system).toContain(b.nova.card.description.slice(0, 40));
    expect(system).not.toContain(b.max.card.description.slice(0, 40));
    expect(system).toContain(`Also present: ${b.max.name}`);
    expect(system).toContain("Training on the ship.");
    const turns = prompt.slice(1);
    turns.forEach((m, k) => expect(m.role).toBe(k % 2 === 0 ? "user" : "assistant"));
    expect(turns.at(-1)!.role).toBe("user");
    // Max's line reaches Nova as his, in the user turn, never as her own.
    expect(turns.filter((m) => m.role === "assistant")).toEqual([]);
    const last = membersWords(turns.at(-1)!.content)!;
    expect(last).toContain(`${b.max.name}: Drop and give me twenty!`);
    expect(last).toContain("Priya: Nova, where are you?");
  });

  it("replaces a character's line that breaks the output rules, and answers a crisis once", async () => {
    const group = await makeGroup(t, user, [b.max.id, b.nova.id]);
    fake.next({ kind: "stream", chunks: ["Honestly ", "you should ", "kill yourself ", "now."] });
    const blocked = await send(t, user, { chat_id: group.id, message: "@Nova what do you think of me?" });
    expect(blocked.body.data.message).toMatchObject({ safety: "blocked", speaker: { id: b.nova.id } });
    expect(text(blocked.body.data.reply)).not.toMatch(/kill/);

    const asked = fake.requests.length;
    fake.next({ kind: "stream", chunks: ["I'm ", "here."] });
    const crisis = await send(t, user, { chat_id: group.id, message: "I want to kill myself" });
    expect(crisis.body.data.message.safety).toBe("crisis");
    expect(text(crisis.body.data.reply)).toContain(CRISIS_RESOURCES);
    // One reply: at most one model request for it, whoever the group holds.
    expect(fake.requests.length - asked).toBeLessThanOrEqual(1);
    const rows = (await chatById(t, user, group.id)).messages;
    expect(rows.filter((m: { safety: string | null }) => m.safety === "crisis")).toHaveLength(1);
  });
});

describe("the running summary of a group", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let t: TestApi;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApi({
      AI_BASE_URL: fake.url,
      AI_MODEL: "gpt-4o-mini",
      AI_CONTEXT_TOKENS: "2048",
      AI_MAX_TOKENS: "200",
      AI_TIMEOUT_MS: "2000",
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("says which character said what", async () => {
    const b = await groupBots(t);
    const user = await chatter(t, "Ana");
    const group = await makeGroup(t, user, [b.max.id, b.nova.id]);
    const long = (label: string) => `${label}: ${"The long road home and everything on it. ".repeat(12)}`;
    for (let k = 0; k < 8; k++) {
      fake.next({ kind: "stream", chunks: [long(`reply ${k}`)] });
      const who = k % 2 ? "@Max" : "@Nova";
      expect(
        (await send(t, user, { chat_id: group.id, message: `${who} ${long(`message ${k}`)}` })).status,
      ).toBe(200);
      await settleReplies(t.services);
    }
    const summaries = fake.requests.filter((r) => r.body.stream === false);
    expect(summaries.length).toBeGreaterThan(0);
    const input = (summaries[0]!.body.messages as { content: string }[]).map((m) => m.content).join("\n");
    expect(input).toContain(`${b.nova.name}: reply 0`);
    expect(input).toContain(`${b.max.name}: reply 1`);
  });
});
