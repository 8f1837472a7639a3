// Replies across instances: several API processes on one PostgreSQL and one Redis, one model
// server. A reader resumes a reply on another instance after its connection is cut or its instance
// is killed (kill -9) while a third generates; what it saw is the stored reply, nothing lost or
// doubled. A reply whose generating instance is killed is failed by the others' sweeper with nobody
// reading, keeps its text and can be retried at once. SIGTERM of the generating instance hands its
// reader to another instance and still finishes the reply. An instance whose clock runs 16 s ahead
// never fails another's live reply. Stop reaches the generating instance from any other.
import { eq } from "drizzle-orm";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { messages } from "../../api/db/schema";
import { createTestApi, type TestApi } from "../support/api";
import { apiInstances, type ApiInstance } from "../support/api-instances";
import { chatter, firstBotId } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";
import { startRedis, type TestRedis } from "../support/redis";
import { expectWhole, readSseUntil, replyCalls, restOf, tokenCount } from "../support/reply-events";
import type { TestUser } from "../support/users";

// On PostgreSQL (the PostgreSQL suite): the instances share the test's database. The same through
// HAProxy with the production server: tests/cluster/replies.test.ts.
const onPostgres = !!process.env.TEST_DATABASE_URL;

// Long enough that a loaded machine's timer lag never looks like a dead instance.
const HEARTBEAT_MS = 1000;

let redis: TestRedis;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let t: TestApi;
let instances: ReturnType<typeof apiInstances>;
let user: TestUser;
let botId: number;

beforeAll(async () => {
  if (!onPostgres) return;
  [redis, fake] = await Promise.all([startRedis(), startFakeOpenAI()]);
  // A fresh PostgreSQL database, migrated and seeded, and the member (its token works everywhere).
  t = await createTestApi();
  user = await chatter(t);
  botId = await firstBotId(t);
  instances = apiInstances({
    DATABASE_URL: t.config.DATABASE_URL!,
    REDIS_URL: redis.url,
    AI_BASE_URL: fake.url,
    AI_MODEL: "fake-model",
    AI_TIMEOUT_MS: "60000",
    REPLY_HEARTBEAT_MS: String(HEARTBEAT_MS),
  });
}, 120_000);

afterAll(async () => {
  fake?.release();
  await instances?.stopAll();
  await t?.close();
  await Promise.all([fake?.close(), redis?.stop()]);
}, 60_000);

const { call, send, follow } = replyCalls(
  (on: ApiInstance) => on.base,
  () => ({ token: user.token, botId }),
);

const rowOf = async (id: number) =>
  (await t.services.db.select().from(messages).where(eq(messages.id, id)))[0]!;

/** Polls the database until `done` holds (bounded: the test's own limit stops it). */
async function until(done: () => Promise<boolean>) {
  while (!(await done())) await new Promise((r) => setTimeout(r, 200));
}

describe.skipIf(!onPostgres)("a reply followed across instances", () => {
  let a: ApiInstance;
  let b: ApiInstance;
  let c: ApiInstance;
  beforeAll(async () => {
    a = await instances.start("a");
    b = await instances.start("b");
    c = await instances.start("c");
  }, 120_000);

  it("resumes on another instance after the connection is cut", async () => {
    fake.next({ kind: "stream", chunks: ["Alpha ", "beta ", "gamma ", "delta."], holdAfter: 2 });
    const first = await readSseUntil((await send(a, { message: "Letters" })).body!, tokenCount(2));
    await first.reader.cancel();
    const id = first.events[0]!.data.id as number;

    const resumed = await follow(b, id, first.events.at(-1)!.id!);
    expect(resumed.status).toBe(200);
    fake.release();
    const seen = expectWhole([...first.events, ...(await restOf(resumed.body!.getReader()))]);
    expect(seen).toBe("Alpha beta gamma delta.");
    expect(await rowOf(id)).toMatchObject({ status: "complete", replyMessage: `<p>${seen}</p>` });

    // The reply's Redis stream holds every event and expires an hour after the reply ended.
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      expect(await client.xLen(`infinite:reply:${id}`)).toBe(5);
      const ttl = await client.pTTL(`infinite:reply:${id}`);
      expect(ttl).toBeGreaterThan(3_500_000);
      expect(ttl).toBeLessThanOrEqual(3_600_000);
    } finally {
      await client.quit();
    }
  });

  it("resumes on a third instance when the one it followed is killed (kill -9)", async () => {
    fake.next({ kind: "stream", chunks: ["One ", "two ", "three ", "four ", "five."], holdAfter: 3 });
    const sent = await readSseUntil((await send(a, { message: "Count" })).body!, (e) => e.length > 0);
    await sent.reader.cancel();
    const id = sent.events[0]!.data.id as number;

    const viaB = await readSseUntil((await follow(b, id, 0)).body!, tokenCount(3));
    await instances.kill(b);
    expect((await restOf(viaB.reader)).length).toBe(0);

    const resumed = await follow(c, id, viaB.events.at(-1)!.id!);
    fake.release();
    const seen = expectWhole([...viaB.events, ...(await restOf(resumed.body!.getReader()))]);
    expect(seen).toBe("One two three four five.");
    expect(await rowOf(id)).toMatchObject({ status: "complete", replyMessage: `<p>${seen}</p>` });
  });

  it("fails the reply of a killed generator with nobody reading, keeping its text; Retry works at once", async () => {
    fake.next({ kind: "stream", chunks: ["Kept ", "words ", "lost."], holdAfter: 2 });
    const sent = await readSseUntil((await send(a, { message: "Then die" })).body!, tokenCount(2));
    await sent.reader.cancel();
    const id = sent.events[0]!.data.id as number;
    // The partial text reaches the row at the next save or heartbeat.
    await until(async () => (await rowOf(id)).replyMessage !== "");
    await instances.kill(a);

    // Nobody reads the chat: the sweeper of the instance left (c) fails it.
    await until(async () => (await rowOf(id)).status === "failed");
    expect(await rowOf(id)).toMatchObject({
      error: CHAT_COPY.replyFailed,
      replyMessage: "<p>Kept words </p>",
    });
    // A reader arriving now hears how it ended.
    const ended = await readSseUntil((await follow(c, id, 2)).body!);
    expect(ended.events).toEqual([{ event: "error", id: 3, data: { id, message: CHAT_COPY.replyFailed } }]);

    fake.release();
    fake.next({ kind: "stream", chunks: ["Whole ", "again."] });
    const retried = await readSseUntil((await send(c, { retry_id: id })).body!);
    expect(expectWhole(retried.events)).toBe("Whole again.");
    expect(await rowOf(id)).toMatchObject({ status: "complete", replyMessage: "<p>Whole again.</p>" });
  }, 60_000);
});

describe.skipIf(!onPostgres)("a deploy (SIGTERM) and a wrong clock", () => {
  let d: ApiInstance;
  let e: ApiInstance;
  let skewed: ApiInstance;
  beforeAll(async () => {
    d = await instances.start("d");
    e = await instances.start("e");
    skewed = await instances.start("skewed", { clockSkewMs: 16_000 });
  }, 120_000);

  it("hands the reader of a stopping instance over and finishes the reply there", async () => {
    fake.next({ kind: "stream", chunks: ["Before ", "the ", "deploy ", "and after."], holdAfter: 2 });
    const sent = await readSseUntil((await send(d, { message: "Deploy now" })).body!, tokenCount(2));
    const id = sent.events[0]!.data.id as number;
    void instances.kill(d, "SIGTERM");
    // The stream ends without an end event: the client reconnects and reaches another instance.
    const rest = await restOf(sent.reader);
    expect(rest.filter((x) => x.event === "done" || x.event === "error")).toEqual([]);
    const seenBefore = [...sent.events, ...rest];

    const resumed = await follow(e, id, seenBefore.at(-1)!.id!);
    expect(resumed.status).toBe(200);
    fake.release();
    const seen = expectWhole([...seenBefore, ...(await restOf(resumed.body!.getReader()))]);
    expect(seen).toBe("Before the deploy and after.");
    expect(await rowOf(id)).toMatchObject({ status: "complete", replyMessage: `<p>${seen}</p>` });
    // The stopping instance left only once the reply was saved.
    expect(await d.exited).toBe(0);
  }, 60_000);

  it("carries Stop to the instance that generates the reply", async () => {
    fake.next({ kind: "stream", chunks: ["Stop ", "me ", "here ", "never seen."], holdAfter: 2 });
    const sent = await readSseUntil((await send(e, { message: "Go on" })).body!, tokenCount(2));
    const id = sent.events[0]!.data.id as number;
    expect((await call(skewed, `/messages/${id}/stop`, { method: "POST" })).status).toBe(200);
    const seen = expectWhole([...sent.events, ...(await restOf(sent.reader))]);
    expect(seen).toBe("Stop me ");
    expect(await rowOf(id)).toMatchObject({ status: "complete", replyMessage: "<p>Stop me</p>" });
    fake.release();
  });

  it("never fails another instance's live reply from an instance whose clock runs 16 s ahead", async () => {
    fake.next({ kind: "stream", chunks: ["Slow ", "and ", "alive."], holdAfter: 1 });
    const sent = await readSseUntil((await send(e, { message: "Take your time" })).body!, tokenCount(1));
    const id = sent.events[0]!.data.id as number;
    // Several sweeps of the skewed instance, and its readers of the chat, while the model thinks.
    for (let k = 0; k < 6; k++) {
      const chat = await call(skewed, `/bots/chatting/${botId}`);
      expect(chat.status).toBe(200);
      await new Promise((r) => setTimeout(r, HEARTBEAT_MS));
    }
    expect((await rowOf(id)).status).toBe("streaming");
    fake.release();
    const seen = expectWhole([...sent.events, ...(await restOf(sent.reader))]);
    expect(seen).toBe("Slow and alive.");
    expect(await rowOf(id)).toMatchObject({ status: "complete", replyMessage: `<p>${seen}</p>` });
  }, 60_000);
});
