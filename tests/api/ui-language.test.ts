// Settings → Preference: the interface's language is saved on the account apart from the reply
// language, returned with the profile, and replies follow it while no reply language is chosen.
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

const systemOfNextReply = async (user: Awaited<ReturnType<typeof chatter>>) => {
  fake.reset();
  await send(t, user, { bot_id: await firstBotId(t), message: "Hello" });
  return fake.requests[0]!.body.messages[0].content as string;
};

describe("PUT /auth/preferences { ui_language }", () => {
  it("saves the interface language without touching the reply language", async () => {
    const user = await chatter(t);
    await t.call("PUT", "/auth/preferences", { token: user.token, json: { language: "German" } });
    const saved = await t.call("PUT", "/auth/preferences", {
      token: user.token,
      json: { ui_language: "fr" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ui_language: "fr", language: "German" });
    const profile = await t.call("GET", "/auth/profile", { token: user.token });
    expect(profile.body.data).toMatchObject({ ui_language: "fr", language: "German" });
    // The reply language chosen still wins.
    expect(await systemOfNextReply(user)).toContain("Reply in German");
  });

  it("is null until chosen; replies then follow the interface language while no reply language is set", async () => {
    const user = await chatter(t);
    const before = await t.call("GET", "/auth/profile", { token: user.token });
    expect(before.body.data.ui_language).toBeNull();
    expect(await systemOfNextReply(user)).not.toContain("Reply in");

    await t.call("PUT", "/auth/preferences", { token: user.token, json: { ui_language: "es" } });
    expect(await systemOfNextReply(user)).toContain("Reply in Spanish");

    // An empty value goes back to the browser's language, and replies to the language written in.
    const cleared = await t.call("PUT", "/auth/preferences", {
      token: user.token,
      json: { ui_language: "" },
    });
    expect(cleared.body.data.ui_language).toBeNull();
    expect(await systemOfNextReply(user)).not.toContain("Reply in");
  });

  it("refuses a language the interface is not in, next to the field", async () => {
    const user = await chatter(t);
    const bad = await t.call("PUT", "/auth/preferences", { token: user.token, json: { ui_language: "it" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.ui_language).toEqual(["Choose a language from the list."]);
    const visitor = await t.call("PUT", "/auth/preferences", { json: { ui_language: "fr" } });
    expect(visitor.status).toBe(401);
  });
});
