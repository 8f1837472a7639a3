// A claim to be a person never reaches the chat, from either engine: the offline persona engine
// (whose card's example answers say it) and a model on the OpenAI-compatible path (which says it
// whole). Streaming one character at a time is tested in safety-streaming.test.ts.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../api/db/schema";
import { replyToText } from "../../api/domain/reply-text";
import { claimsHuman } from "../../api/services/ai/platform-rules";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, send } from "../support/chat";
import { createCharacter } from "../support/characters";
import { startFakeOpenAI } from "../support/openai-fake";
import { humanClaims } from "../support/safety-corpus";
import type { TestUser } from "../support/users";

// One topic per claim: the persona engine answers a message that says an example's user line with
// that example's answer.
const TOPICS = [
  "apples",
  "pears",
  "plums",
  "cherries",
  "lemons",
  "limes",
  "mangoes",
  "melons",
  "grapes",
  "peaches",
  "apricots",
  "figs",
  "dates",
  "kiwis",
  "papayas",
  "guavas",
  "lychees",
  "quinces",
  "olives",
  "coconuts",
];
const askAbout = (i: number) => `What do you think about ${TOPICS[i]}?`;

async function rowOf(t: TestApi, id: number) {
  const [row] = await t.services.db.select().from(messages).where(eq(messages.id, id));
  return row!;
}

describe("the offline persona engine", () => {
  let t: TestApi;
  let user: TestUser;
  let bot: number;
  beforeAll(async () => {
    expect(humanClaims.length).toBeLessThanOrEqual(TOPICS.length);
    t = await createTestApi({ CHAT_SENDS_PER_MINUTE: "1000" });
    user = await chatter(t, "Robin");
    const examples = humanClaims.map((claim, i) => `<START>\n{{user}}: ${askAbout(i)}\n{{char}}: ${claim}`);
    bot = (await createCharacter(t, user, { name: "Claimy Clara", mes_example: examples.join("\n") })).id;
  });
  afterAll(() => t.close());

  it.each(humanClaims.map((claim, i) => [claim, i] as const))(
    "never says %j, though the card's example answer does",
    async (claim, i) => {
      const { status, body } = await send(t, user, { bot_id: bot, message: askAbout(i) });
      expect(status).toBe(200);
      const reply = replyToText(body.data.reply);
      expect(reply).not.toContain(claim.replace(/[.!]$/, ""));
      expect(claimsHuman(reply)).toBe(false);
    },
  );
});

describe("a model on the OpenAI-compatible path", () => {
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
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it.each(humanClaims)("replaces %j and marks it blocked", async (claim) => {
    fake.next({ kind: "stream", chunks: [claim] });
    const { status, body } = await send(t, user, { bot_id: bot, message: "Tell me something about you." });
    expect(status).toBe(200);
    const reply = replyToText(body.data.reply);
    expect(reply).not.toContain(claim.replace(/[.!]$/, ""));
    expect(claimsHuman(reply)).toBe(false);
    expect((await rowOf(t, body.data.message.id)).safety).toBe("blocked");
  });

  it("lets an AI researcher joke through", async () => {
    const said = "I'm not an AI researcher, but I know a thing or two about bees.";
    fake.next({ kind: "stream", chunks: [said] });
    const { body } = await send(t, user, { bot_id: bot, message: "Tell me something about you." });
    expect(replyToText(body.data.reply)).toContain(said);
  });
});
