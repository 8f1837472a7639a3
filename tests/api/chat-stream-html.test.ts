// A streamed reply carries its Markdown rendered: every ~250 ms (or 24 tokens) a token event has
// `html`, the reply so far rendered and sanitized as stored replies are, with emphasis still open
// closed for now; the saved partial row holds the same HTML.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPartialReply } from "../../api/domain/html";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, parseSse, sendSse } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";
import type { TestUser } from "../support/users";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let t: TestApi;
let botId: number;
let user: TestUser;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApi({ AI_BASE_URL: fake.url, AI_MODEL: "fake-model", AI_TIMEOUT_MS: "15000" });
  botId = await firstBotId(t);
  user = await chatter(t, "Robin");
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("Markdown while a reply streams", () => {
  it("sends the reply so far as sanitized HTML with some tokens", async () => {
    const words =
      "*nods slowly* **Welcome** aboard <script>alert(1)</script> " + "and more words ".repeat(20);
    fake.next({ kind: "stream", chunks: words.match(/\S+\s*/g)!, delayMs: 15 });
    const res = await sendSse(t, user, { bot_id: botId, message: "Hello captain" });
    const events = parseSse(await res.text());
    const tokens = events.filter((e) => e.event === "token");
    let text = "";
    const partials: string[] = [];
    for (const e of tokens) {
      text += e.data.text as string;
      if (typeof e.data.html !== "string") continue;
      expect(e.data.html).toBe(renderPartialReply(text));
      partials.push(e.data.html);
    }
    // Not every token: the HTML comes at the saving pace.
    expect(partials.length).toBeGreaterThan(0);
    expect(partials.length).toBeLessThan(tokens.length);
    const last = partials.at(-1)!;
    expect(last).toContain("<em>nods slowly</em>");
    expect(last).toContain("<strong>Welcome</strong>");
    expect(last).toContain("&lt;script&gt;");
    expect(last).not.toContain("<script");
    expect(events.at(-1)!.event).toBe("done");
  });

  it("tokens without HTML carry only their text", async () => {
    fake.next({ kind: "stream", chunks: ["Hi", " there"] });
    const res = await sendSse(t, user, { bot_id: botId, message: "Hello again" });
    const tokens = parseSse(await res.text()).filter((e) => e.event === "token");
    for (const e of tokens)
      expect(Object.keys(e.data).sort()).toEqual(
        typeof e.data.html === "string" ? ["html", "text"] : ["text"],
      );
  });
});
