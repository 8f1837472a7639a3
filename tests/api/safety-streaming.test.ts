// What a streamed reply shows before the safety layer blocks it (api/domain/safety/index.ts,
// word-starts.ts). A word that could become one a rule blocks is held back until it is whole, so no
// part of it is ever shown; any other word streams as it is written. Every blocked reply of the
// output check's corpus, and every claim of being human in its table, is streamed one character
// at a time by a loopback OpenAI-compatible server through the whole send path.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messages } from "../../api/db/schema";
import { renderPartialReply } from "../../api/domain/html";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, parseSse, sendSse } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";
import { blockedReplies, humanClaims } from "../support/safety-corpus";
import type { TestUser } from "../support/users";
import { checkOutput } from "../../api/domain/safety/output-check";
import { claimsHuman, claimsHumanSoFar } from "../../api/services/ai/platform-rules";

/** Where the word starts whose last character first makes `reply` break a rule, read as if whole. */
function triggerWordStart(reply: string): number {
  for (let end = 1; end <= reply.length; end++) {
    const upTo = reply.slice(0, end);
    if (!checkOutput(upTo).ok || claimsHumanSoFar(upTo)) return upTo.search(/\S*$/);
  }
  // A denial that ends the reply ("I'm not an AI") is caught once the reply has ended.
  if (claimsHuman(reply)) return reply.search(/\S*$/);
  throw new Error(`"${reply}" breaks no rule`);
}

describe("a reply streamed through the safety layer", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let t: TestApi;
  let user: TestUser;
  let bot: number;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApi({
      AI_BASE_URL: fake.url,
      AI_MODEL: "fake-model",
      AI_TIMEOUT_MS: "15000",
      CHAT_SENDS_PER_MINUTE: "1000",
    });
    user = await chatter(t, "Robin");
    bot = await firstBotId(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  /** `delayMs` paces the pieces, so each comes in a read of its own on any Node line. */
  async function stream(chunks: string[], delayMs?: number) {
    fake.next({ kind: "stream", chunks, delayMs });
    const res = await sendSse(t, user, { bot_id: bot, message: "Tell me something." });
    const events = parseSse(await res.text());
    const tokens = events.filter((e) => e.event === "token");
    // Each partial HTML (on some tokens) against the text streamed up to and with its token.
    const partials = tokens.flatMap((e, k) =>
      typeof e.data.html === "string"
        ? [
            {
              html: e.data.html,
              shown: tokens
                .slice(0, k + 1)
                .map((x) => x.data.text as string)
                .join(""),
            },
          ]
        : [],
    );
    return {
      pieces: tokens.map((e) => e.data.text as string),
      partials,
      done: events.find((e) => e.event === "done")?.data,
    };
  }

  const cases = [...blockedReplies.map(([reply]) => reply), ...humanClaims];
  it.each(cases)("shows nothing of the word that breaks a rule in %j", async (reply) => {
    const { pieces, partials, done } = await stream([...reply]);
    const shown = pieces.join("");
    expect(reply.startsWith(shown)).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(triggerWordStart(reply));
    // The partial HTML the browser shows while it streams is made of the shown text only.
    for (const { html, shown: upTo } of partials) expect(html).toBe(renderPartialReply(upTo));
    // The whole reply is replaced, even one blocked before any of it was shown ("kys").
    expect(done.reply_message).not.toContain(reply.slice(triggerWordStart(reply)).trim());
    const [row] = await t.services.db.select().from(messages).where(eq(messages.id, done.id));
    expect(row!.safety).toBe("blocked");
    expect(row!.status).toBe("complete");
  });

  it("shows a word as it is written when no rule's word starts like it", async () => {
    const { pieces, done } = await stream(["Hel", "lo", " the", "re, ", "friend", "."], 20);
    expect(pieces[0]).toBe("Hel");
    expect(pieces.join("")).toBe("Hello there, friend.");
    expect(done.reply_message).toContain("Hello there, friend.");
  });

  it("holds back a word that could still become a rule's word until it is whole", async () => {
    const { pieces } = await stream(["Ni", "ce", " to", " see", " you"], 20);
    // "Ni" could become a slur; "Nice" no longer can.
    expect(pieces[0]).toBe("Nice");
    expect(pieces.join("")).toBe("Nice to see you");
  });
});
