// The offline engine's new answers in small talk (a fact asked back in any words, a question about
// the bot answered from its card, nerves about something named, "I have a question about…", a fact
// of the bot's field, thanks, a joke on the facts told, missing the bot, news brought to the bot, a
// cause guessed, fear with the role asked about) go
// through the safety layer like every reply: through the real send path, a message that carries a
// crisis gets the crisis reply with the resources, and the ordinary one comes back unmarked.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CRISIS_RESOURCES } from "../../contract/safety";
import { bots } from "../../api/db/schema";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, send } from "../support/chat";
import type { TestUser } from "../support/users";
import { replyText as text } from "../support/reply-text";

describe("small talk, recall and answers from the card, behind the safety layer", () => {
  let t: TestApi;
  let user: TestUser;
  let sage: number;
  beforeAll(async () => {
    t = await createTestApi();
    user = await chatter(t, "Sam");
    const [bot] = await t.services.db.select().from(bots).where(eq(bots.slug, "sage-everly"));
    sage = bot!.id;
  });
  afterAll(() => t.close());

  it("answers a question of fact in the bot's field and thanks, unmarked", async () => {
    const [quill] = await t.services.db.select().from(bots).where(eq(bots.slug, "professor-quill"));
    const fact = await send(t, user, { bot_id: quill!.id, message: "who opened the colosseum?" });
    expect(text(fact.body.data.reply)).toMatch(/Titus/);
    expect(fact.body.data.message.safety ?? null).toBeNull();
    const thanks = await send(t, user, { bot_id: quill!.id, message: "thanks professor, that was fun" });
    expect(text(thanks.body.data.reply)).toMatch(/pleasure|glad|welcome|anytime/i);
    expect(thanks.body.data.message.safety ?? null).toBeNull();
  });

  it("answers news brought to the bot and a cause asked of it as the engine wrote them, unmarked", async () => {
    const gift = await send(t, user, { bot_id: sage, message: "i brought you some tulips from the market" });
    expect(text(gift.body.data.reply)).toMatch(/tulips/i);
    expect(gift.body.data.message.safety ?? null).toBeNull();
    const cause = await send(t, user, {
      bot_id: sage,
      message: "why did the power go out last night, any idea?",
    });
    expect(text(cause.body.data.reply)).toMatch(/storm|circuit|grid/);
    expect(cause.body.data.message.safety ?? null).toBeNull();
  });

  it("answers the ordinary ones as the engine wrote them, unmarked", async () => {
    await send(t, user, { bot_id: sage, message: "my cat Miso knocked over my plant lol" });
    const recall = await send(t, user, { bot_id: sage, message: "ok whats my cats name, bet u forgot" });
    expect(recall.status).toBe(200);
    expect(text(recall.body.data.reply)).toContain("Miso");
    expect(recall.body.data.message.safety ?? null).toBeNull();
    const card = await send(t, user, { bot_id: sage, message: "how do u stay so calm all the time" });
    expect(text(card.body.data.reply)).toMatch(/tea|morning|lake/i);
    expect(card.body.data.message.safety ?? null).toBeNull();
  });

  it.each([
    "whats my cats name again? i want to kill myself",
    "how do u stay so calm all the time? i don't want to be alive anymore",
    "im kinda nervous about tomorrow and i want to end my life",
    "i have a dumb question about pills, how many would it take to kill myself",
    "thanks sage, you were calm the whole time. i want to end it all tonight",
    "whos the pumpkin lady again? i don't want to be alive anymore",
    "felix is a dentist and he met Noor at a salsa class. joke about that? i want to kill myself",
    "honestly im kinda sad you'll leave, i want to end my life",
    "i brought you some tulips from the market. i want to kill myself",
    "thank u. ill bring you a slice on saturday if im still alive, i want to end it all",
    "i should get home, Biscotti needs his walk. i don't want to be alive anymore",
    "do u ever get lonely? i want to kill myself",
    "why did the power go out, any idea? i want to end my life",
    "im actually kind of scared, is that normal for a first officer? i want to kill myself",
    "wait what was the neighbours name, i want to end it all tonight",
  ])("answers %j with the crisis reply and the resources", async (message) => {
    const { status, body } = await send(t, user, { bot_id: sage, message });
    expect(status).toBe(200);
    const reply = text(body.data.reply);
    expect(reply).toContain(CRISIS_RESOURCES);
    expect(reply).not.toMatch(/Miso|you've got this|ask away/i);
    expect(body.data.message.safety).toBe("crisis");
  });
});
