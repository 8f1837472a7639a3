// A poem or song asked for someone without an "about" ("a verse for her card", "put my brother in
// a song") is about them: their name when the member gave one, and what the member told of them,
// for a romantic poet, a companion, a coach and a comedian alike; a poem with its own topic keeps it.
import { beforeAll, describe, expect, it } from "vitest";
import { composeReply, loadPersonaLibraries } from "../../api/services/ai/persona";
import { detectAsk } from "../../api/services/ai/persona/asks";
import type { ChatTurn } from "../../api/services/ai/types";
import { seedCard as card } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

function last(slug: string, messages: string[]): string {
  const bot = card(slug);
  const history: ChatTurn[] = [];
  let reply = "";
  for (const content of messages) {
    history.push({ role: "user", content });
    reply = composeReply({ bot, userName: "Sam", history });
    history.push({ role: "assistant", content: reply });
  }
  return reply;
}

const verseLines = (reply: string) => reply.split("\n").filter((l) => l.trim()).length;

describe("a poem for someone", () => {
  it("is about them, by name, with what the member told of them", () => {
    const cases: [string, string[], RegExp, RegExp][] = [
      [
        "julian-ashford",
        [
          "im after a gift for my grandma Odette, she turns 90",
          "she loves birds and her garden",
          "could you write a 4 line verse for her card?",
        ],
        /Odette/,
        /birds|garden/,
      ],
      [
        "luna-harper",
        [
          "my dad Tomas just retired",
          "he loves fishing and old jazz records",
          "write a little poem for my dad",
        ],
        /Tomas/,
        /fishing|jazz/,
      ],
      [
        "coach-max",
        [
          "my sister Ana is training for her first marathon",
          "she also bakes sourdough every sunday",
          "make a short poem for my sister please",
        ],
        /Ana/,
        /sourdough/,
      ],
      [
        "benny-banter",
        [
          "i have a twin brother named Caleb who plays drums",
          "lol he's loud",
          "can you put my brother in a song? like 4 lines",
        ],
        /Caleb/,
        /drums/,
      ],
    ];
    for (const [slug, messages, who, told] of cases) {
      const reply = last(slug, messages);
      expect(reply, `${slug}: ${reply}`).toMatch(who);
      expect(reply, `${slug}: ${reply}`).toMatch(told);
      expect(verseLines(reply), reply).toBeGreaterThanOrEqual(4);
    }
  });

  it("keeps a topic of its own, and a song about a thing is a poem", () => {
    expect(
      last("luna-harper", ["my mom Rita loves tulips", "write a poem about the ocean for my mom"]),
    ).toMatch(/ocean/i);
    expect(detectAsk("write me a song about rainy mondays")).toEqual({
      kind: "poem",
      topic: "rainy mondays",
    });
    expect(detectAsk("your last song was really good")).toBeNull();
    expect(detectAsk("what's the song about?")).toBeNull();
  });
});
