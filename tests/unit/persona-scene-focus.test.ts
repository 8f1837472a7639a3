// Scenes that continue from what the member named, by cause, with sentences the eval does not have:
// the member's own prop or place in the reply (not a stock one), a move in the second sentence of a
// message, a hint asked for in other words, a goodbye inside a scene, a question asked during a move
// in the recap, and named facts asked back by relation ("who has…?", "whose…?", "where did we…?").
import { beforeAll, describe, expect, it } from "vitest";
import { composeReply, loadPersonaLibraries } from "../../api/services/ai/persona";
import { recallNamed } from "../../api/services/ai/persona/named-recall";
import type { ChatTurn } from "../../api/services/ai/types";
import { seedCard as card } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

/** Plays the messages in one chat and returns the last reply. */
function last(slug: string, messages: string[], userName = "Sam"): string {
  const bot = card(slug);
  const history: ChatTurn[] = [];
  let reply = "";
  for (const content of messages) {
    history.push({ role: "user", content });
    reply = composeReply({ bot, userName, history });
    history.push({ role: "assistant", content: reply });
  }
  return reply;
}

const SMALL_TALK =
  /what's the story there|tell me more about|how has your day|what made you ask|not completely sure/i;
const sentences = (reply: string) =>
  reply
    .replace(/\*[^*]*\*/g, " ")
    .split(/(?<=[.!?…])\s+/)
    .filter((s) => s.trim().length > 3);

/** A scene: two sentences or more, no small talk, naming each of `facts`. */
function expectScene(reply: string, ...facts: RegExp[]) {
  expect(reply).not.toMatch(SMALL_TALK);
  expect(sentences(reply).length).toBeGreaterThanOrEqual(2);
  for (const f of facts) expect(reply).toMatch(f);
}

describe("a scene reply keeps the member's own props and places", () => {
  it("a creature, a plant or a tool on no list of props comes back in the reply", () => {
    expectScene(
      last("amara-stone", ["*crouches* Look, a bright orange salamander under that log!"]),
      /salamander/i,
    );
    expectScene(last("kai-morrow", ["I pull a rusty tin whistle out of my pocket"]), /whistle/i);
    expectScene(last("juno-vega", ["*hands her a roll of aluminium foil*"]), /foil/i);
    expectScene(last("sir-cedric", ["*draws a wooden flute from the saddlebag*"]), /flute/i);
  });

  it("a place the member sets off for is where the scene goes", () => {
    expectScene(last("sir-cedric", ["We gallop toward the Silver Lake"]), /Silver Lake/);
    expectScene(last("amara-stone", ["We climb down to the hidden lagoon"]), /lagoon/i);
    expectScene(last("kai-morrow", ["We hike up to the frozen waterfall"]), /waterfall/i);
  });

  it("the move may be the second sentence, and 'it' there is the thing just named", () => {
    expectScene(last("quinn-marlowe", ["There's a dusty globe on the shelf. I spin it."]), /globe/i);
    expectScene(last("quinn-marlowe", ["A music box sits on the piano. I wind it up."]), /music box/i);
    expectScene(last("sir-cedric", ["An iron chest stands in the corner. We look inside it."]), /chest/i);
  });

  it("a question about something here, or something seen happening, is answered in the scene", () => {
    expectScene(last("juno-vega", ["Why is there a glowing orb in my garden?"]), /orb/i);
    expectScene(last("amara-stone", ["*freezes* Is that a snake on the branch?"]), /snake/i);
    expectScene(last("sir-cedric", ["A wolf is circling the camp!"]), /wolf/i);
    expectScene(last("kai-morrow", ["The old rope starts fraying under the weight"]), /rope/i);
    // What the engine cannot know is not in the scene.
    expect(last("amara-stone", ["Will it rain here tomorrow?"])).toMatch(/can't|cannot|not sure|don't know/i);
  });

  it("an escape room is locks, codes and the door, not a detective's bar", () => {
    for (const move of [
      "*looks around the room*",
      "I check under the desk",
      "I try the handle of the cabinet",
    ]) {
      const reply = last("quinn-marlowe", [move]);
      expectScene(reply);
      expect(reply).toMatch(/lock|code|key|door|clock|digit|drawer|latch|panel|room/i);
      expect(reply).not.toMatch(/bartender|harbor|neon|gin/i);
    }
  });

  it("a goal the member states is taken up in their words", () => {
    expectScene(last("amara-stone", ["We're searching for the lost temple of Ixchel."]), /temple of Ixchel/);
    expectScene(last("sir-cedric", ["We need to find the stolen crown before the feast."]), /stolen crown/);
  });

  it("a hint asked for in other words points at what the member named", () => {
    for (const ask of ["Can I get a hint?", "I could use a little nudge", "Could I have another clue?"])
      expect(
        last("quinn-marlowe", ["*looks around the study*", "I find a locked music box on the desk.", ask]),
      ).toMatch(/music box/i);
  });

  it("a goodbye inside a scene is a goodbye, whatever verb it starts with", () => {
    for (const bye of [
      "I give up for today. Bye Quinn!",
      "I quit for now. Goodbye!",
      "Let's stop here. Good night, Quinn.",
    ])
      expect(last("quinn-marlowe", ["*looks around the study*", "I pick up the brass key", bye])).toMatch(
        /bye|night|see you|take care|later|soon|tomorrow|rest/i,
      );
  });

  it("the recap keeps a question asked during a move", () => {
    const recap = last("amara-stone", [
      "We follow the stream into the canyon.",
      "*kneels by the water* Are these bear prints?",
      "We make camp under the overhang.",
      "Summarize the trip so far",
    ]);
    expect(recap.indexOf("canyon")).toBeLessThan(recap.indexOf("bear prints"));
    expect(recap.indexOf("bear prints")).toBeLessThan(recap.indexOf("camp"));
  });
});

describe("named facts asked back by relation", () => {
  const told = (...messages: string[]): ChatTurn[] => [
    ...messages.map((content) => ({ role: "user" as const, content })),
    { role: "user", content: "?" },
  ];
  const ask = (question: string, ...messages: string[]) =>
    recallNamed(question, told(...messages), ["Sam", "Quinn"])?.answer;

  it("who has it, whose it was: the name in the sentence that named it", () => {
    expect(
      ask("Who is holding the blue tent?", "My friend Lee is holding the blue tent.", "We walk on."),
    ).toBe("Lee");
    expect(
      ask("Whose painting was it?", "There's a painting of a man called Victor Hale above the fire."),
    ).toBe("Victor Hale");
    expect(ask("Who was the guy at the bar?", "A guy named Vic was drinking at the bar.", "We leave.")).toBe(
      "Vic",
    );
  });

  it("where we left it: the place in that sentence", () => {
    expect(ask("Where did we hide the key?", "We hid the key under the loose floorboard.")).toBe(
      "under the loose floorboard",
    );
    expect(ask("Where is the map?", "I put the map inside my boot.", "We cross the bridge.")).toBe(
      "inside my boot",
    );
  });

  it("a code or initials given as a name", () => {
    expect(ask("What was the robot called again?", "The robot is called ZX-42.")).toBe("ZX-42");
    expect(
      ask("What's the crystal called again?", "There's a cracked crystal labelled KRONOS-7 inside."),
    ).toBe("KRONOS-7");
  });

  it("a sentence's first word is not a name ('Behind the portrait…')", () => {
    expect(
      ask(
        "Whose portrait was it?",
        "There's a portrait of Lady Ashby on the wall.",
        "Behind the portrait is a safe.",
      ),
    ).toBe("Lady Ashby");
  });

  it("what I called my relative", () => {
    const bot = card("quinn-marlowe");
    const history: ChatTurn[] = [
      { role: "user", content: "My sister is called Mia, she'd love this room." },
      { role: "assistant", content: "Then bring her next time." },
      { role: "user", content: "What did I call my sister?" },
    ];
    expect(composeReply({ bot, userName: "Sam", history })).toMatch(/Mia/);
  });
});
