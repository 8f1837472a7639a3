// Logs hold ids, sizes and error codes, never what people wrote: a database fault while a reply is
// saved, or while a message is stored, is logged without the message's or the reply's text (a
// failed query's own error message quotes its parameters). The fault is a real one: a CHECK
// constraint the database enforces, added for the test.
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { settleReplies } from "../../api/domain/reply-generation";
import { lastCode } from "../support/accounts";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, parseSse, sendSse } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";
import type { TestUser } from "../support/users";

const USER_TEXT = "my neighbour Philippa keeps tulips on her balcony";
const REPLY_WORDS = "Marmalade skies over Valparaiso harbour tonight, darling".split(" ");

describe("a database fault while chatting", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let t: TestApi;
  let user: TestUser;
  let bot: number;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApi({ AI_BASE_URL: fake.url, AI_MODEL: "fake-model", CHAT_SENDS_PER_MINUTE: "1000" });
    user = await chatter(t, "Robin");
    bot = await firstBotId(t);
  });
  afterEach(async () => {
    await t.services.db.execute(sql`alter table messages drop constraint if exists refuse_for_test`);
    t.logs.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const refuse = (check: string) =>
    t.services.db.execute(
      sql.raw(`alter table messages add constraint refuse_for_test check (${check}) not valid`),
    );
  /** Enough pieces that the reply is saved several times while it streams (SAVE_EVERY_TOKENS). */
  const longReply = () => Array.from({ length: 8 }, () => REPLY_WORDS.map((w) => `${w} `)).flat();

  function expectNoText(logged: string) {
    for (const word of ["Marmalade", "Valparaiso", "darling", "Philippa", "tulips"])
      expect(logged).not.toContain(word);
    expect(logged).not.toContain(user.email);
  }

  it("logs a failed partial save by reply id and error code, without the reply's text", async () => {
    await refuse("status <> 'streaming'");
    // Paced, so the pieces reach the reply one by one on any Node line (unpaced, undici may hand
    // them over in one read, and a reply of a few pieces is saved only at its end).
    fake.next({ kind: "stream", chunks: longReply(), delayMs: 15 });
    const res = await sendSse(t, user, { bot_id: bot, message: USER_TEXT });
    const done = parseSse(await res.text()).find((e) => e.event === "done")!.data;
    await settleReplies(t.services);
    // The reply itself is whole: only the saves while it streamed were refused.
    expect(done.reply_message).toContain("Valparaiso");
    const logged = t.logs.join("\n");
    expect(logged).toMatch(new RegExp(`\\[chat\\] saving partial reply ${done.id} failed: .*23514`));
    expectNoText(logged);
  });

  it("logs a failed final save the same way", async () => {
    await refuse("status in ('pending', 'failed')");
    fake.next({ kind: "stream", chunks: longReply() });
    const res = await sendSse(t, user, { bot_id: bot, message: USER_TEXT });
    expect(parseSse(await res.text()).some((e) => e.event === "error")).toBe(true);
    await settleReplies(t.services);
    const logged = t.logs.join("\n");
    expect(logged).toMatch(/\[chat\] saving reply \d+ failed: .*23514/);
    expectNoText(logged);
  });

  it("answers 500 when the message cannot be stored, and logs where, not what", async () => {
    await refuse("message is null");
    const res = await t.call("POST", "/bots/chatting/send", {
      token: user.token,
      json: { bot_id: bot, message: USER_TEXT },
    });
    expect(res.status).toBe(500);
    const logged = t.logs.join("\n");
    expect(logged).toMatch(/\[api\] POST \/api\/v1\/bots\/chatting\/send failed: .*23514/);
    // The stack's frames stay, so the failure can be found in the code.
    expect(logged).toMatch(/\n\s+at /);
    expectNoText(logged);
  });
});

describe("the outbox mailer (demo mode)", () => {
  it("logs a stored mail by id and size, without its address or its code", async () => {
    const t = await createTestApi();
    try {
      const user = await chatter(t, "Quinn");
      expect((await t.call("POST", "/password/forgot", { json: { email: user.email } })).status).toBe(200);
      const code = await lastCode(t, user.email);
      const logged = t.logs.join("\n");
      expect(logged).toMatch(/\[outbox\] mail \d+ stored \(\d+ bytes\)/);
      expect(logged).not.toContain(user.email);
      // The line's own numbers (id, size) aside, the code appears nowhere.
      expect(logged.replace(/\[outbox\] mail \d+ stored \(\d+ bytes\)/g, "")).not.toContain(code);
    } finally {
      await t.close();
    }
  });
});
