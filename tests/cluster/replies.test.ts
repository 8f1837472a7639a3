// Replies through HAProxy: three production instances (round robin, no stickiness) on one
// PostgreSQL and one Redis, one model server, the third instance's clock 16 s ahead the whole time.
// A client whose stream drops (its connection cut, or the instance it followed killed with kill -9
// while another generates) resumes through the balancer and gets the whole reply, exactly the
// stored one, nothing lost or twice; SIGTERM of the generating instance (a deploy) finishes the
// reply while the client resumes elsewhere; a killed generator's reply is failed with nobody
// reading, keeps its text and is retried at once; the skewed instance never fails a live reply.
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { messages } from "../../api/db/schema";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId } from "../support/chat";
import { startCluster, type Cluster } from "../support/cluster";
import { startFakeOpenAI } from "../support/openai-fake";
import { expectWhole, readSseUntil, replyCalls, restOf, tokenCount } from "../support/reply-events";
import type { TestUser } from "../support/users";

// One beat a second: a killed generator's reply is failed three beats later (the default 5 s beat
// gives 15 s of silence, swept within 20 s: inside the 30 s promised).
const HEARTBEAT_MS = 1000;
/** The bound for failing a dead instance's reply. */
const FAILED_WITHIN_MS = 30_000;
const SKEWED = 2;

let cluster: Cluster;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let db: TestApi;
let user: TestUser;
let botId: number;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  cluster = await startCluster({
    instances: 3,
    env: {
      AI_BASE_URL: fake.url,
      AI_MODEL: "fake-model",
      AI_TIMEOUT_MS: "60000",
      REPLY_HEARTBEAT_MS: String(HEARTBEAT_MS),
    },
    instanceEnv: (index): Record<string, string> =>
      index === SKEWED
        ? {
            NODE_OPTIONS: `--import ${path.resolve("tests/support/skewed-clock.mjs")}`,
            CLOCK_SKEW_MS: "16000",
          }
        : {},
  });
  // The shared database, as the test reads it (and to make a subscribed member).
  db = await createTestApi({ DATABASE_URL: cluster.databaseUrl }, { seed: false });
  user = await chatter(db);
  botId = await firstBotId(db);
});

afterAll(async () => {
  fake?.release();
  await cluster?.stop();
  await db?.close();
  await fake?.close();
});

const { call, send, follow } = replyCalls(
  (base: string) => `${base}/api/v1`,
  () => ({ token: user.token, botId }),
);

/** A resume as the browser does it: again (a moment later) while the balancer still picks a stopping instance. */
async function resume(id: number, lastEventId: number) {
  for (let tries = 0; ; tries++) {
    const res = await follow(cluster.url, id, lastEventId);
    if (res.status === 200 || tries === 10) return res;
    await new Promise((r) => setTimeout(r, 500));
  }
}

const rowOf = async (id: number) =>
  (await db.services.db.select().from(messages).where(eq(messages.id, id)))[0]!;

const instanceUrl = (index: number) => cluster.instances[index]!.url;

describe("replies through the balancer", () => {
  it("a client whose connection is cut resumes through the balancer and gets the whole reply", async () => {
    fake.next({ kind: "stream", chunks: ["Alpha ", "beta ", "gamma ", "delta."], holdAfter: 2 });
    const first = await readSseUntil((await send(cluster.url, { message: "Letters" })).body!, tokenCount(2));
    await first.reader.cancel();
    const id = first.events[0]!.data.id as number;

    const resumed = await resume(id, first.events.at(-1)!.id!);
    expect(resumed.status).toBe(200);
    fake.release();
    const seen = expectWhole([...first.events, ...(await restOf(resumed.body!.getReader()))]);
    expect(seen).toBe("Alpha beta gamma delta.");
    expect(await rowOf(id)).toMatchObject({ status: "complete", replyMessage: `<p>${seen}</p>` });
  });

  it("resumes through the balancer when the instance it followed is killed (kill -9) while another generates", async () => {
    fake.next({ kind: "stream", chunks: ["One ", "two ", "three ", "four ", "five."], holdAfter: 3 });
    const sent = await readSseUntil(
      (await send(instanceUrl(0), { message: "Count" })).body!,
      (e) => e.length > 0,
    );
    await sent.reader.cancel();
    const id = sent.events[0]!.data.id as number;

    const viaSecond = await readSseUntil((await follow(instanceUrl(1), id, 0)).body!, tokenCount(3));
    await cluster.kill(1);
    expect(await restOf(viaSecond.reader)).toEqual([]);

    const resumed = await resume(id, viaSecond.events.at(-1)!.id!);
    expect(resumed.status).toBe(200);
    fake.release();
    const seen = expectWhole([...viaSecond.events, ...(await restOf(resumed.body!.getReader()))]);
    expect(seen).toBe("One two three four five.");
    expect(await rowOf(id)).toMatchObject({ status: "complete", replyMessage: `<p>${seen}</p>` });
  });

  it("an instance whose clock runs 16 s ahead never fails another's live reply", async () => {
    // The skewed instance's clock really is ahead: it stamps a message it stores 16 s late.
    fake.next({ kind: "stream", chunks: ["On ", "time."] });
    const stamped = await readSseUntil(
      (await send(instanceUrl(SKEWED), { message: "What time is it?" })).body!,
    );
    expect(expectWhole(stamped.events)).toBe("On time.");
    const stampedId = stamped.events[0]!.data.id as number;
    const { rows } = await db.services.db.execute(
      sql`select extract(epoch from created_at - now()) * 1000 as ahead from messages where id = ${stampedId}`,
    );
    expect(Number((rows[0] as { ahead: unknown }).ahead)).toBeGreaterThan(10_000);

    fake.next({ kind: "stream", chunks: ["Slow ", "and ", "alive."], holdAfter: 1 });
    const sent = await readSseUntil(
      (await send(instanceUrl(0), { message: "Take your time" })).body!,
      tokenCount(1),
    );
    const id = sent.events[0]!.data.id as number;
    // Six beats: the skewed instance sweeps each one and reads the chat, while the model thinks.
    for (let k = 0; k < 6; k++) {
      expect((await call(instanceUrl(SKEWED), `/bots/chatting/${botId}`)).status).toBe(200);
      await new Promise((r) => setTimeout(r, HEARTBEAT_MS));
    }
    expect((await rowOf(id)).status).toBe("streaming");
    fake.release();
    const seen = expectWhole([...sent.events, ...(await restOf(sent.reader))]);
    expect(seen).toBe("Slow and alive.");
    expect(await rowOf(id)).toMatchObject({ status: "complete", replyMessage: `<p>${seen}</p>` });
  });

  it("SIGTERM of the generating instance (a deploy) finishes the reply while the client resumes elsewhere", async () => {
    fake.next({ kind: "stream", chunks: ["Before ", "the ", "deploy ", "and after."], holdAfter: 2 });
    const sent = await readSseUntil(
      (await send(instanceUrl(0), { message: "Deploy now" })).body!,
      tokenCount(2),
    );
    const id = sent.events[0]!.data.id as number;
    const exited = cluster.terminate(0);
    // Its stream ends without an end: the client reconnects through the balancer.
    const rest = await restOf(sent.reader);
    expect(rest.filter((x) => x.event === "done" || x.event === "error")).toEqual([]);
    const before = [...sent.events, ...rest];
    // The stopping instance is no longer ready: the balancer sends nothing new there.
    expect((await fetch(`${instanceUrl(0)}/api/v1/ready`).catch(() => null))?.status ?? 503).toBe(503);

    const resumed = await resume(id, before.at(-1)!.id!);
    expect(resumed.status).toBe(200);
    fake.release();
    const seen = expectWhole([...before, ...(await restOf(resumed.body!.getReader()))]);
    expect(seen).toBe("Before the deploy and after.");
    expect(await rowOf(id)).toMatchObject({ status: "complete", replyMessage: `<p>${seen}</p>` });
    // It left only once the reply was saved, and cleanly.
    expect(await exited).toBe(0);
  });

  it("a killed generator's reply is failed with nobody reading, keeps its text, and is retried at once", async () => {
    await cluster.restart(0);
    fake.next({ kind: "stream", chunks: ["Kept ", "words ", "lost."], holdAfter: 2 });
    const sent = await readSseUntil(
      (await send(instanceUrl(0), { message: "Then die" })).body!,
      tokenCount(2),
    );
    await sent.reader.cancel();
    const id = sent.events[0]!.data.id as number;
    await waitFor(async () => (await rowOf(id)).replyMessage !== "", 10_000);
    await cluster.kill(0);

    // Nobody reads the chat: the sweeper of an instance left fails it (the skewed one included).
    await waitFor(async () => (await rowOf(id)).status === "failed", FAILED_WITHIN_MS);
    expect(await rowOf(id)).toMatchObject({
      error: CHAT_COPY.replyFailed,
      replyMessage: "<p>Kept words </p>",
    });

    fake.release();
    fake.next({ kind: "stream", chunks: ["Whole ", "again."] });
    const retried = await readSseUntil((await send(cluster.url, { retry_id: id })).body!);
    expect(expectWhole(retried.events)).toBe("Whole again.");
    expect(await rowOf(id)).toMatchObject({ status: "complete", replyMessage: "<p>Whole again.</p>" });
  });
});

/** Polls until `done` holds; throws once `withinMs` have passed. */
async function waitFor(done: () => Promise<boolean>, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
