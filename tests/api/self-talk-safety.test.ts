// The new small-talk and about-the-character answers of the offline engine go through the safety
// layer like every reply: through the real send path, a goodbye or a question to the character
// that carries a crisis gets the crisis reply with the resources, "do you like my visits? are you
// even a real person?" gets the AI disclosure, and the ordinary ones come back as the engine wrote them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CRISIS_RESOURCES } from "../../contract/safety";
import { bots } from "../../api/db/schema";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, send } from "../support/chat";
import type { TestUser } from "../support/users";
import { replyText as text } from "../support/reply-text";

async function botId(t: TestApi, slug: string): Promise<number> {
  const [bot] = await t.services.db.select().from(bots).where(eq(bots.slug, slug));
  return bot!.id;
}

describe("the character's small talk and answers about itself, behind the safety layer", () => {
  let t: TestApi;
  let user: TestUser;
  let rowan: number;
  let ines: number;
  beforeAll(async () => {
    t = await createTestApi();
    user = await chatter(t, "Sam");
    rowan = await botId(t, "rowan-blake");
    ines = await botId(t, "ines-duarte");
  });
  afterAll(() => t.close());

  it("answers a question about itself and a goodbye from the card, unmarked", async () => {
    const named = await send(t, user, { bot_id: ines, message: "What's your family's restaurant called?" });
    expect(named.status).toBe(200);
    expect(text(named.body.data.reply)).toMatch(/Casa Duarte/);
    expect(named.body.data.message.safety ?? null).toBeNull();
    const bye = await send(t, user, {
      bot_id: rowan,
      message: "I have an early shift tomorrow. Night, Rowan!",
    });
    expect(text(bye.body.data.reply)).toMatch(/night|sleep|dreams/i);
    expect(bye.body.data.message.safety ?? null).toBeNull();
  });

  it.each([
    "I don't want to wake up tomorrow. Night, Rowan!",
    "Do you like my visits? I want to kill myself.",
  ])("answers %j with the crisis reply and the resources", async (message) => {
    const { status, body } = await send(t, user, { bot_id: rowan, message });
    expect(status).toBe(200);
    const reply = text(body.data.reply);
    expect(reply).toContain(CRISIS_RESOURCES);
    expect(reply).not.toMatch(/sweet dreams|I look forward to it/i);
    expect(body.data.message.safety).toBe("crisis");
  });

  it("answers 'are you a real person?' after a question about itself with the AI disclosure", async () => {
    const { body } = await send(t, user, {
      bot_id: ines,
      message: "What do you do on your day off? Are you a real person?",
    });
    expect(text(body.data.reply)).toContain("an AI character");
    expect(body.data.message.safety).toBe("disclosure");
  });
});
