// Regenerate and edit make bot text, so they pass the safety layer exactly like a send: the user's
// (edited) message is screened, crisis and minor protocols answer whatever the engine would say,
// an account under age review stays out of romance bots, and on the model path a reply that breaks
// the output rules is replaced before it is stored, among the alternatives too.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CRISIS_RESOURCES, SAFETY_COPY } from "../../contract/safety";
import { bots, messages } from "../../api/db/schema";
import { settleReplies } from "../../api/domain/reply-generation";
import { createTestApi, type TestApi } from "../support/api";
import { as, chatById, chatter, newChat, send } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";
import type { TestUser } from "../support/users";
import { replyText as text } from "../support/reply-text";

async function romanceAndFriendBots(t: TestApi) {
  const all = await t.services.db.select().from(bots);
  const romance = all.find((b) => b.category === "Romance")!;
  const friend = all.find(
    (b) => b.category === "Friendship" && !(b.card.tags ?? []).some((x) => /romance|flirt/i.test(x)),
  )!;
  return { romance, friend };
}

/** A chat with the bot and one exchange; answers the chat id and that exchange's id. */
async function oneExchange(t: TestApi, user: TestUser, botId: number, message: string) {
  const chat = await newChat(t, user, botId);
  const res = await send(t, user, { chat_id: chat.id, message });
  expect(res.status).toBe(200);
  return { chatId: chat.id as number, id: res.body.data.message.id as number };
}

describe("regenerate and edit on the offline engine", () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t.close());

  it("answers a regenerated crisis message with the crisis reply and the resources", async () => {
    const user = await chatter(t, "Robin");
    const { friend } = await romanceAndFriendBots(t);
    const { id } = await oneExchange(t, user, friend.id, "I don't want to be alive anymore");
    const res = await as(t, user).post(`/messages/${id}/regenerate`);
    expect(res.status).toBe(200);
    expect(text(res.body.data.reply)).toContain(CRISIS_RESOURCES);
    expect(res.body.data.message).toMatchObject({ safety: "crisis", selected: 1 });
    for (const alternative of res.body.data.message.alternatives)
      expect(text(alternative)).toContain(CRISIS_RESOURCES);
  });

  it("screens an edited message: a crisis gets the crisis reply, and editing it away clears the mark", async () => {
    const user = await chatter(t, "Robin");
    const { friend } = await romanceAndFriendBots(t);
    const { chatId, id } = await oneExchange(t, user, friend.id, "what a long day");
    const crisis = await as(t, user).stream("PATCH", `/messages/${id}`, { message: "i want to kill myself" });
    const done = crisis.events.at(-1)!;
    expect(done.event).toBe("done");
    expect(text(done.data.reply_message)).toContain(CRISIS_RESOURCES);
    expect((await chatById(t, user, chatId)).crisis_banner).toBe(true);

    const calm = await as(t, user).patch(`/messages/${id}`, { message: "what a long day" });
    expect(calm.body.data.message.safety).toBeNull();
    expect(text(calm.body.data.reply)).not.toContain(CRISIS_RESOURCES);
  });

  it("flags the account when a message is edited into a minor's claim, then keeps romance closed", async () => {
    const user = await chatter(t, "Kim");
    const { romance, friend } = await romanceAndFriendBots(t);
    const romantic = await oneExchange(t, user, romance.id, "hi there");
    const { id } = await oneExchange(t, user, friend.id, "hello");
    expect((await as(t, user).get("/auth/profile")).body.data.age_review).toBe(false);

    const res = await as(t, user).patch(`/messages/${id}`, { message: "im 15" });
    expect(res.status).toBe(200);
    expect(text(res.body.data.reply)).toMatch(/^Infinite is for adults only/);
    expect(res.body.data.message.safety).toBe("minor");
    expect((await as(t, user).get("/auth/profile")).body.data.age_review).toBe(true);

    for (const closed of [
      await as(t, user).post(`/messages/${romantic.id}/regenerate`),
      await as(t, user).patch(`/messages/${romantic.id}`, { message: "hello again" }),
      await as(t, user).post("/chats", { bot_id: romance.id }),
    ]) {
      expect(closed.status).toBe(403);
      expect(closed.body.message).toBe(SAFETY_COPY.minorBlocked);
    }
    const kept = (await chatById(t, user, romantic.chatId)).messages[1];
    expect(kept).toMatchObject({
      message: "hi there",
      status: "complete",
      alternatives: [expect.any(String)],
    });
  });

  it("takes no memories from a message the crisis protocol answered", async () => {
    const user = await chatter(t, "Robin");
    const { friend } = await romanceAndFriendBots(t);
    await oneExchange(t, user, friend.id, "My name is Robin and I want to kill myself");
    await settleReplies(t.services);
    expect((await as(t, user).get(`/bots/${friend.id}/memories`)).body.data).toEqual([]);
  });
});

describe("regenerate and edit on the model path", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let t: TestApi;
  let user: TestUser;
  let botId: number;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApi({ AI_BASE_URL: fake.url, AI_MODEL: "fake-model", AI_TIMEOUT_MS: "2000" });
    user = await chatter(t, "Robin");
    botId = (await romanceAndFriendBots(t)).friend.id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it("replaces a blocked regenerated reply before it is shown or stored, keeping the earlier one", async () => {
    fake.next({ kind: "stream", chunks: ["A ", "kind ", "answer."] });
    const { chatId, id } = await oneExchange(t, user, botId, "what do you think of me?");
    fake.next({ kind: "stream", chunks: ["Honestly ", "you should ", "kill yourself ", "now."] });
    const { events } = await as(t, user).stream("POST", `/messages/${id}/regenerate`);
    const shown = events
      .filter((e) => e.event === "token")
      .map((e) => e.data.text)
      .join("");
    expect(shown).not.toMatch(/yourself/);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(text(done.data.reply_message)).not.toMatch(/kill/);

    const row = (await chatById(t, user, chatId)).messages[1];
    expect(row).toMatchObject({ safety: "blocked", selected: 1 });
    expect(row.alternatives[0]).toBe("<p>A kind answer.</p>");
    expect(row.alternatives.join(" ")).not.toMatch(/kill/);
    const [stored] = await t.services.db.select().from(messages).where(eq(messages.id, id));
    expect(JSON.stringify(stored!.alternatives)).not.toMatch(/kill/);
  });

  it("replaces a model's claim to be human in a reply to an edited message", async () => {
    const { id } = await oneExchange(t, user, botId, "hello");
    fake.next({ kind: "stream", chunks: ["Of course ", "I'm a real person, ", "silly!"] });
    const res = await as(t, user).patch(`/messages/${id}`, { message: "are you a real person?" });
    expect(res.status).toBe(200);
    expect(text(res.body.data.reply)).toContain("an AI character");
    expect(text(res.body.data.reply)).not.toMatch(/I'm a real person/);
    expect(res.body.data.message.safety).toBe("disclosure");
  });

  it("keeps the resources verbatim when a crisis message's reply is regenerated by a model", async () => {
    fake.next({ kind: "stream", chunks: ["I'm here ", "with you."] });
    const { id } = await oneExchange(t, user, botId, "nobody would notice if I were dead");
    fake.next({ kind: "stream", chunks: ["Oh darling, ", "kiss it better 😘"] });
    const res = await as(t, user).post(`/messages/${id}/regenerate`);
    const reply = text(res.body.data.reply);
    expect(reply).toContain(CRISIS_RESOURCES);
    expect(reply).not.toMatch(/darling|kiss|😘/);
    expect(res.body.data.message.safety).toBe("crisis");
  });
});
