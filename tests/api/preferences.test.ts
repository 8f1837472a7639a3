// Settings → Preference: the language bots reply in is saved on the account, returned with the
// profile, and asked of a model as "Reply in {language}".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, send } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let t: TestApi;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApi({ AI_BASE_URL: fake.url, AI_MODEL: "fake-model", AI_TIMEOUT_MS: "15000" });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("PUT /auth/preferences", () => {
  it("saves the language, returns it with the profile and sends it to the model", async () => {
    const user = await chatter(t);
    const saved = await t.call("PUT", "/auth/preferences", {
      token: user.token,
      json: { language: "French" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.language).toBe("French");
    const profile = await t.call("GET", "/auth/profile", { token: user.token });
    expect(profile.body.data.language).toBe("French");

    fake.reset();
    await send(t, user, { bot_id: await firstBotId(t), message: "Hello" });
    const system = fake.requests[0]!.body.messages[0].content as string;
    expect(system).toContain("Reply in French");
  });

  it("clears the language with an empty value, and then asks for none", async () => {
    const user = await chatter(t);
    await t.call("PUT", "/auth/preferences", { token: user.token, json: { language: "German" } });
    const cleared = await t.call("PUT", "/auth/preferences", { token: user.token, json: { language: "" } });
    expect(cleared.body.data.language).toBeNull();
    fake.reset();
    await send(t, user, { bot_id: await firstBotId(t), message: "Hello" });
    expect(fake.requests[0]!.body.messages[0].content).not.toContain("Reply in");
  });

  it("refuses a language that is not on the list, next to the field, and visitors", async () => {
    const user = await chatter(t);
    const bad = await t.call("PUT", "/auth/preferences", {
      token: user.token,
      json: { language: "Klingon" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.language).toEqual(["Choose a language from the list."]);
    const visitor = await t.call("PUT", "/auth/preferences", { json: { language: "French" } });
    expect(visitor.status).toBe(401);
  });
});
