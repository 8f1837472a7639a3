// The offline engine in a group chat: the speaker answers from its own card, other characters' lines
// are not its own (nor the member's), and it knows who else is present.
import { beforeAll, describe, expect, it } from "vitest";
import { composeReply, loadPersonaLibraries } from "../../api/services/ai/persona";
import type { BotCard, ReplyRequest } from "../../api/services/ai/types";

const card = (name: string, description: string, tags: string[]): BotCard => ({
  name,
  description,
  personality: "warm, direct",
  scenario: "",
  first_mes: `Hi, I'm ${name}.`,
  mes_example: "",
  system_prompt: "",
  post_history_instructions: "",
  tags,
});
const nova = card("Nova", "Nova captains a starship on the edge of charted space.", ["space", "adventure"]);
const max = { id: 1, name: "Max" };
const hollis = { id: 3, name: "Hollis" };

const ask = (message: string, extra: Partial<ReplyRequest> = {}) =>
  composeReply({
    bot: nova,
    userName: "Priya",
    others: [max, hollis],
    history: [
      { role: "assistant", content: "Hi, I'm Max. Drop and give me twenty!", speaker: max },
      { role: "user", content: message },
    ],
    ...extra,
  });

beforeAll(() => loadPersonaLibraries());

describe("the offline engine in a group", () => {
  it("hands the word to another character when the member speaks to everyone", () => {
    const reply = ask("What do you all think we should do tonight?");
    expect(reply).toMatch(/(Max|Hollis), what do you say\?$/);
  });

  it("answers for itself alone when spoken to", () => {
    expect(ask("What do you think we should do tonight?")).not.toMatch(/what do you say\?$/);
  });

  it("never repeats another character's line as its own", () => {
    for (let variant = 0; variant < 5; variant++)
      expect(ask("hello there", { variant })).not.toContain("Drop and give me twenty");
  });

  it("answers the same in a one-bot chat as before groups existed", () => {
    const alone = {
      bot: nova,
      userName: "Priya",
      history: [{ role: "user" as const, content: "hello everyone" }],
    };
    expect(composeReply(alone)).not.toMatch(/what do you say\?$/);
  });
});
