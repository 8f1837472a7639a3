// A reply as numbered events that a reader can pick up again: every event of a streamed reply has
// its `id:`, GET /messages/{id}/stream sends what came after Last-Event-ID (or ?after=N) and then
// the live rest, a finished reply ends at once, and Stop ends a reply with what was written. In one
// process, without Redis (the same API serves many instances with REDIS_URL: reply-cluster.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settleReplies } from "../../api/domain/reply-generation";
import { STREAM_COPY } from "../../api/resources/message-stream";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, sendSse, thread } from "../support/chat";
import { parseSse, readSseUntil, restOf, tokensOf as tokens } from "../support/reply-events";
import { startFakeOpenAI } from "../support/openai-fake";
import { humanClaims } from "../support/safety-corpus";
import type { TestUser } from "../support/users";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let t: TestApi;
let user: TestUser;
let botId: number;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApi({ AI_BASE_URL: fake.url, AI_MODEL: "fake-model", AI_TIMEOUT_MS: "20000" });
  user = await chatter(t);
  botId = await firstBotId(t);
});
afterAll(async () => {
  fake.release();
  await settleReplies(t.services);
  await t.close();
  await fake.close();
});

/** A pause between the fake model's chunks long enough that no reader gets two in one read. */
const SPACED_MS = 30;

const follow = (id: number, init: { after?: number; lastEventId?: number; accept?: string } = {}) =>
  t.request("GET", `/messages/${id}/stream${init.after === undefined ? "" : `?after=${init.after}`}`, {
    token: user.token,
    headers: {
      Accept: init.accept ?? "text/event-stream",
      ...(init.lastEventId === undefined ? {} : { "Last-Event-ID": String(init.lastEventId) }),
    },
  });

const stored = async (id: number) =>
  (await thread(t, user, botId)).messages.find((m: { id: number }) => m.id === id);

describe("a reply's numbered events", () => {
  it("numbers every event of a send, message first (0), then 1, 2, … to done", async () => {
    // Spaced out, so each chunk is its own read (and token event) on every Node version.
    fake.next({ kind: "stream", chunks: ["One ", "two ", "three."], delayMs: SPACED_MS });
    const events = parseSse(await (await sendSse(t, user, { bot_id: botId, message: "Count" })).text());
    expect(events.map((e) => e.event)).toEqual(["message", "token", "token", "token", "done"]);
    expect(events.map((e) => e.id)).toEqual([0, 1, 2, 3, 4]);
  });

  it("resumes after Last-Event-ID with the live rest; the reader's text is the stored reply", async () => {
    fake.next({
      kind: "stream",
      chunks: ["Once ", "upon ", "a ", "time."],
      holdAfter: 2,
      delayMs: SPACED_MS,
    });
    const res = await sendSse(t, user, { bot_id: botId, message: "A story" });
    const first = await readSseUntil(res.body!, (e) => e.filter((x) => x.event === "token").length === 2);
    const id = first.events[0]!.data.id as number;
    // The connection drops: the reader lets go after event 2.
    await first.reader.cancel();

    const resumed = await follow(id, { lastEventId: 2 });
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get("content-type")).toContain("text/event-stream");
    fake.release();
    const rest = parseSse(await resumed.text());
    expect(rest.map((e) => e.id)).toEqual([3, 4, 5]);
    expect(rest.at(-1)).toMatchObject({ event: "done", data: { id } });
    const seen = tokens(first.events) + tokens(rest);
    expect(seen).toBe("Once upon a time.");
    expect(await stored(id)).toMatchObject({ status: "complete", reply_message: `<p>${seen}</p>` });

    // ?after=N says the same as the header; a finished reply is answered at once.
    const again = parseSse(await (await follow(id, { after: 1 })).text());
    expect(again.map((e) => e.id)).toEqual([2, 3, 4, 5]);
    expect(tokens(again)).toBe("upon a time.");
  });

  it("ends a finished reply whose log is gone with done and the stored reply", async () => {
    const [row] = (await thread(t, user, botId)).messages.slice(-1);
    const events = parseSse(await (await follow(row.id, { after: 999 })).text());
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event: "done",
      data: { id: row.id, reply_message: row.reply_message },
    });
  });

  it("is for the message's owner only, as event-stream, from a number", async () => {
    fake.next({ kind: "stream", chunks: ["Mine."] });
    const id = parseSse(await (await sendSse(t, user, { bot_id: botId, message: "Hi" })).text())[0]!.data
      .id as number;
    const stranger = await chatter(t, "Eve");
    const theirs = await t.call("GET", `/messages/${id}/stream`, {
      token: stranger.token,
      headers: { Accept: "text/event-stream" },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(CHAT_COPY.messageNotFound);
    expect((await t.call("POST", `/messages/${id}/stop`, { token: stranger.token })).status).toBe(404);
    expect((await t.call("GET", `/messages/${id}/stream`)).status).toBe(401);

    const json = await follow(id, { accept: "application/json" });
    expect(json.status).toBe(406);
    expect((await json.json()).message).toBe(STREAM_COPY.acceptEventStream);
    const bad = await follow(id, { lastEventId: -1 });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({ after: [STREAM_COPY.badPosition] });
  });
});

describe("the safety layer", () => {
  it("a resumed reply is the guarded one, never the model's words the layer held back", async () => {
    const claim = humanClaims[0]!;
    fake.next({ kind: "stream", chunks: [...claim] });
    const live = parseSse(await (await sendSse(t, user, { bot_id: botId, message: "Are you real?" })).text());
    const id = live[0]!.data.id as number;
    const resumed = parseSse(await (await follow(id, { after: 0 })).text());
    expect(resumed).toEqual(live.slice(1));
    expect(tokens(resumed)).not.toContain(claim.trim());
    expect(resumed.at(-1)?.data.reply_message).toBe((await stored(id)).reply_message);
  });
});

describe("Stop", () => {
  it("ends the reply where it was, saved with the text written so far", async () => {
    fake.next({
      kind: "stream",
      chunks: ["Half ", "a ", "story ", "never told."],
      holdAfter: 2,
      delayMs: SPACED_MS,
    });
    const res = await sendSse(t, user, { bot_id: botId, message: "Tell me" });
    const { events, reader } = await readSseUntil(
      res.body!,
      (e) => e.filter((x) => x.event === "token").length === 2,
    );
    const id = events[0]!.data.id as number;
    const stop = await t.call("POST", `/messages/${id}/stop`, { token: user.token });
    expect(stop.status).toBe(200);
    const rest = await restOf(reader);
    expect(rest.at(-1)).toMatchObject({ event: "done", data: { id, reply_message: "<p>Half a</p>" } });
    await settleReplies(t.services);
    expect(await stored(id)).toMatchObject({ status: "complete", reply_message: "<p>Half a</p>" });
    // A finished reply: Stop changes nothing.
    expect((await t.call("POST", `/messages/${id}/stop`, { token: user.token })).status).toBe(200);
    expect(await stored(id)).toMatchObject({ status: "complete", reply_message: "<p>Half a</p>" });
    fake.release();
  });
});
