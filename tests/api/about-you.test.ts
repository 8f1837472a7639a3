// "About you" (the member's persona text) reaches both engines whole: every fact it states (name,
// job, city, pets, hobbies) is what the offline engine recalls when asked, and the model path gets
// the text itself, quoted as data.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../support/api";
import { as, chatter, firstBotId, send } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";

const ABOUT_ME = "I'm a nurse in Leeds and I have a dog called Pip";

describe("about you on the offline engine", () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t.close());

  const ask = async (persona: string, questions: string[]) => {
    const me = await chatter(t, "Priya");
    const botId = await firstBotId(t);
    expect((await as(t, me).post("/auth/profile", { persona })).status).toBe(200);
    const replies: string[] = [];
    for (const message of questions)
      replies.push((await send(t, me, { bot_id: botId, message })).body.data.reply);
    return replies;
  };

  it("answers the job and the city a sentence of About you states", async () => {
    const [job, home, dog] = await ask(ABOUT_ME, [
      "What's my job?",
      "Where do I live?",
      "What's my dog's name?",
    ]);
    expect(job).toMatch(/\bnurse\b/);
    expect(home).toMatch(/\bLeeds\b/);
    expect(dog).toMatch(/\bPip\b/);
  });

  it("reads About you line by line, labelled lines included", async () => {
    const [job, home, likes] = await ask("Job: paramedic\nCity: York\nHobbies: kites", [
      "What's my job?",
      "Where do I live?",
      "What are my hobbies?",
    ]);
    expect(job).toMatch(/\bparamedic\b/);
    expect(home).toMatch(/\bYork\b/);
    expect(likes).toMatch(/\bkites\b/);
  });
});

describe("about you on the model path", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let t: TestApi;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApi({ AI_BASE_URL: fake.url, AI_MODEL: "fake-model", AI_TIMEOUT_MS: "2000" });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it("sends the whole About you text with the request", async () => {
    const me = await chatter(t, "Priya");
    await as(t, me).post("/auth/profile", { persona: ABOUT_ME });
    await send(t, me, { bot_id: await firstBotId(t), message: "What's my job?" });
    const system = (fake.requests[0]!.body.messages as { role: string; content: string }[])[0]!.content;
    expect(system).toContain(JSON.stringify(ABOUT_ME));
  });
});
