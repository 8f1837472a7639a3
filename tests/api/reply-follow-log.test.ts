// A reply followed on an instance that does not generate it reads the reply's Redis log, and the
// row only for an end the log no longer holds. The generator updates the row before it writes its
// end event, and a loaded Redis may not yet hold the last tokens it sent before that update: a
// reader that finds the row ended while the log lives waits for the log's own end, so it sees every
// token (the cluster test that resumed after kill -9 once saw "One two three " of five words).
import { eq } from "drizzle-orm";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../api/db/schema";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, send } from "../support/chat";
import { startRedis, type TestRedis } from "../support/redis";
import { readSseUntil, restOf, tokensOf } from "../support/reply-events";
import type { TestUser } from "../support/users";

let redis: TestRedis;
let t: TestApi;
let log: ReturnType<typeof createClient>;
let user: TestUser;

beforeAll(async () => {
  redis = await startRedis();
  t = await createTestApi({ REDIS_URL: redis.url });
  log = createClient({ url: redis.url });
  await log.connect();
  user = await chatter(t);
});
afterAll(async () => {
  await log?.quit();
  await t?.close();
  await redis?.stop();
});

/** A finished reply this instance never generated (as another instance leaves it): its row only. */
async function finishedElsewhere(reply: string): Promise<number> {
  const sent = await send(t, user, { bot_id: await firstBotId(t), message: "Count to five" });
  const [row] = await t.services.db.select().from(messages).where(eq(messages.id, sent.body.data.message.id));
  const { id: _generatedHere, ...copy } = row!;
  const [elsewhere] = await t.services.db
    .insert(messages)
    .values({ ...copy, replyMessage: reply, alternatives: [reply], selected: 0, status: "complete" })
    .returning({ id: messages.id });
  return elsewhere!.id;
}

const logged = (id: number, seq: number, event: string, data: object) =>
  log.xAdd(`infinite:reply:${id}`, `0-${seq}`, { event, data: JSON.stringify(data) });

const follow = (id: number, after: number) =>
  t.request("GET", `/messages/${id}/stream`, {
    token: user.token,
    headers: { Accept: "text/event-stream", "Last-Event-ID": String(after) },
  });

/**
 * Resolves once a client waits in a blocking XREAD (the follower found the log short of its end),
 * or once `reading` has ended without that.
 */
async function aReaderBlocks(reading: Promise<unknown>) {
  let over = false;
  void reading.finally(() => (over = true));
  while (!over) {
    const clients = (await log.sendCommand(["CLIENT", "LIST"])) as string;
    if (/ cmd=xread\b/.test(clients) && / flags=b\b/.test(clients)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("a reply followed from its log on another instance", () => {
  it("waits for the log's last tokens when the row has ended before them", async () => {
    const html = "<p>One two three four five.</p>";
    const id = await finishedElsewhere(html);
    for (const [seq, text] of [
      [1, "One "],
      [2, "two "],
      [3, "three "],
    ] as const)
      await logged(id, seq, "token", { text });

    const res = await follow(id, 3);
    expect(res.status).toBe(200);
    const reading = readSseUntil(res.body!);
    await aReaderBlocks(reading);
    await logged(id, 4, "token", { text: "four " });
    await logged(id, 5, "token", { text: "five." });
    await logged(id, 6, "done", { id, reply_message: html });

    const { events, reader } = await reading;
    const all = [...events, ...(await restOf(reader))];
    expect(all.map((e) => e.id)).toEqual([4, 5, 6]);
    expect(tokensOf(all)).toBe("four five.");
    expect(all.at(-1)).toMatchObject({ event: "done", data: { id, reply_message: html } });
  });

  it("answers from the row alone when the log has gone (an hour after the reply)", async () => {
    const html = "<p>Long ago.</p>";
    const id = await finishedElsewhere(html);
    const events = await restOf((await follow(id, 2)).body!.getReader());
    expect(events).toEqual([{ event: "done", id: 3, data: { id, reply_message: html } }]);
  });
});
