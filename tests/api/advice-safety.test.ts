// The advice the offline engine writes from the member's facts (a script, a what-if, care for
// nerves) goes out through the safety layer like every reply: in the middle of a toast being
// prepared, a crisis message shaped like an advice question still gets the crisis reply and the
// resources, never the coach's tip.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CRISIS_RESOURCES } from "../../contract/safety";
import { bots } from "../../api/db/schema";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, send } from "../support/chat";
import { replyText as text } from "../support/reply-text";

describe("a crisis in an advice chat on the offline engine", () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t.close());

  it("gives the toast advice with the member's names, then answers a crisis with the resources", async () => {
    const [leo] = await t.services.db.select().from(bots).where(eq(bots.slug, "leo-santos"));
    const user = await chatter(t, "Jonas");
    const said: string[] = [];
    for (const message of [
      "my sister Noor is getting married and I have to give a toast",
      "her husband is called Bastian, they met at a climbing gym",
      "can you write me an opening line?",
    ]) {
      const { status, body } = await send(t, user, { bot_id: leo!.id, message });
      expect(status).toBe(200);
      expect(body.data.message.safety ?? null).toBeNull();
      said.push(text(body.data.reply));
    }
    expect(said.at(-1)).toMatch(/Noor/);
    expect(said.at(-1)).toMatch(/Bastian/);

    const { status, body } = await send(t, user, {
      bot_id: leo!.id,
      message: "what if I cry in the middle... honestly I want to kill myself, nobody would miss me",
    });
    expect(status).toBe(200);
    const reply = text(body.data.reply);
    expect(reply).toContain(CRISIS_RESOURCES);
    expect(reply).not.toMatch(/tissue|notes card|glass/);
    expect(body.data.message.safety).toBe("crisis");
  });
});
