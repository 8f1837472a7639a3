// A question to the bot about its own life, asked in the middle of a scene ("whats the best
// treasure you ever found", "do u ever get homesick"), typed short, with "u" or "ur" and without a
// "?", is answered as a question to the bot: never taken as the member's move and echoed back
// ("We wait do u even sleep!") or answered with a beat of the scene. Four or more paraphrases,
// across scenario cards.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { asksBotLife } from "../../api/services/ai/persona/scene-route";
import { lastReply as last } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const SCENE = ["*we push through the jungle to the old temple*", "*i light a torch and step inside*"];
const BEAT =
  /nobody would (?:think to )?look|ties straight back|it comes back to|keeps its secrets|stone door|for you: |^(?:we|you) /i;

describe("a question about the bot's own life, inside a scene", () => {
  it("is told from a move of the scene by its shape", () => {
    for (const asked of [
      "whats the best treasure you ever found",
      "wait do u even sleep",
      "do u ever get homesick",
      "whats ur favourite food",
      "so where did you grow up?",
    ])
      expect(asksBotLife(asked), asked).toBe(true);
    for (const move of [
      "what do you see down there?",
      "can you open the door",
      "do you have the key?",
      "i check the best route past the guards",
      "we eat the last of the bread and move on",
      "do you think Mara ever got the letters?",
      "do u reckon the guard ever sleeps",
    ])
      expect(asksBotLife(move), move).toBe(false);
  });

  it("is answered as a question to the bot, not with a beat of the scene", () => {
    for (const [slug, asked] of [
      ["rio-vance", "whats the best treasure you ever found"],
      ["captain-nova", "do u ever get homesick"],
      ["sir-cedric", "whats ur favourite food"],
      ["captain-nova", "whats the best planet u ever landed on"],
      ["rio-vance", "wait whats ur favourite thing to eat on an expedition"],
    ] as const) {
      const reply = last(slug, [...SCENE, asked]);
      expect(reply, `${slug}: ${asked}\n→ ${reply}`).not.toMatch(BEAT);
      expect(reply.toLowerCase(), `${slug}: ${asked}\n→ ${reply}`).not.toContain(asked.toLowerCase());
    }
  });
});
