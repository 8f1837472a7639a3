// Scene state and reference resolution, by cause, each with sentences the eval does not have: the
// people, places and things a member names (not only the known props), where the scene is, what the
// member is after, and "she", "him", "her", "it", "that", "there" read as the last named person,
// thing or place of the right kind.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { resolveReferences } from "../../api/services/ai/persona/references";
import { entitiesIn, readScene } from "../../api/services/ai/persona/scene-state";
import type { ChatTurn } from "../../api/services/ai/types";

beforeAll(() => loadPersonaLibraries());

const user = (...messages: string[]): ChatTurn[] => messages.map((content) => ({ role: "user", content }));
/** The last message read against the ones before it. */
const resolve = (...messages: string[]) =>
  resolveReferences(messages[messages.length - 1]!, user(...messages), ["Quinn", "Sam"]).text;

describe("the scene state", () => {
  it("names things that are on no list of props, in the order they came up", () => {
    const named = entitiesIn("*crouches* There's a rusty lantern under the old oak, next to a dead crow!");
    expect(named.map((e) => [e.kind, e.name])).toEqual([
      ["thing", "the rusty lantern"],
      ["thing", "the old oak"],
      ["thing", "the dead crow"],
    ]);
    expect(entitiesIn("I found some duct tape and a roll of twine").map((e) => e.name)).toContain(
      "the duct tape",
    );
  });

  it("sorts a phrase into person, place or thing by its grammar", () => {
    const kinds = (text: string) => Object.fromEntries(entitiesIn(text).map((e) => [e.head, e.kind]));
    expect(kinds("We paddle across the lake towards the Crooked Spire")).toMatchObject({
      lake: "place",
      Spire: "place",
    });
    expect(kinds("My cousin Rafa is holding the map")).toMatchObject({ Rafa: "person", map: "thing" });
    // A title's full stop does not end the sentence, and the title stays with the name.
    expect(entitiesIn("My neighbour Mrs. Okafor is peeking over the fence!")[0]).toMatchObject({
      kind: "person",
      name: "Mrs. Okafor",
    });
    expect(kinds("A man called Victor Hale is painting the fence")).toMatchObject({
      "Victor Hale": "person",
    });
    expect(entitiesIn("The panel reads XR-7 and the note is signed J.B.").map((e) => e.name)).toEqual(
      expect.arrayContaining(["XR-7", "J.B."]),
    );
  });

  it("knows where the scene is now and what the member set out to do", () => {
    const scene = readScene(
      user(
        "We need to find the stolen crown before dawn.",
        "We ride to the harbour.",
        "I notice a lantern at the old lighthouse.",
        "We sneak into the warehouse",
      ),
    );
    expect(scene.location).toBe("the warehouse");
    expect(scene.goal).toBe("find the stolen crown before dawn");
    expect(scene.entities.map((e) => e.head)).toEqual(
      expect.arrayContaining(["crown", "harbour", "lantern", "warehouse"]),
    );
  });
});

describe("reference resolution", () => {
  it("she, he, her and him are the last person named, of the right kind when known", () => {
    expect(resolve("My sister Ingrid hates running.", "How do I get her to try it?")).toBe(
      "How do I get Ingrid to try it?",
    );
    expect(resolve("My brother Tomas lost his job.", "What should he do now?")).toBe(
      "What should Tomas do now?",
    );
    expect(resolve("My aunt Rosa is visiting.", "How can I cheer up her mood?")).toBe(
      "How can I cheer up Rosa's mood?",
    );
    expect(resolve("My daughter Ada and my son Leo argue a lot.", "Should I talk to him first?")).toBe(
      "Should I talk to Leo first?",
    );
  });

  it("it and that are the last thing named; there is the last place", () => {
    expect(resolve("I found a silver compass in the sand.", "I hold it up to the light")).toBe(
      "I hold the silver compass up to the light",
    );
    expect(resolve("There's a portrait of a sailor on the wall.", "I look behind it.")).toContain(
      "behind the portrait",
    );
    expect(resolve("I broke my grandmother's teapot.", "Is that a disaster?")).toBe(
      "Is my grandmother's teapot a disaster?",
    );
    expect(resolve("We spot the Crooked Tower on the hill.", "We ride there at dawn")).toBe(
      "We ride to the Crooked Tower at dawn",
    );
    // Named in an earlier sentence of the same message; within one sentence it reads well as it is.
    expect(resolve("I find a brass key. I turn it slowly")).toBe(
      "I find a brass key. I turn the brass key slowly",
    );
    expect(resolve("I pick up the brass key and turn it")).toBe("I pick up the brass key and turn it");
  });

  it("a move's 'it' is what the bot's reply just showed, when the member's last message named no thing", () => {
    const chat = (bot: string, move: string): ChatTurn[] => [
      { role: "user", content: "We walk on." },
      { role: "assistant", content: bot },
      { role: "user", content: move },
    ];
    const read = (bot: string, move: string) => resolveReferences(move, chat(bot, move), ["Quinn"]).text;
    expect(read("*points ahead* A narrow door stands open at the end of the hall.", "I go through it")).toBe(
      "I go through the narrow door",
    );
    expect(read("An old lantern hangs from a hook by the stairs.", "I lift it down")).toBe(
      "I lift the old lantern down",
    );
    // Not a move: the bot's words are not what a member's "it" means.
    expect(read("Fun fact: octopuses have three hearts.", "How do I fix it?")).toBe("How do I fix it?");
  });

  it("leaves a pronoun that stands for nothing named as it is", () => {
    for (const message of [
      "It's late, I should sleep",
      "Is it safe to swim here?",
      "There's a door at the end of the hall",
      "That sounds fun!",
      "I made it!",
      "Is anyone there?",
    ])
      expect(resolve("I found a silver compass.", message)).toBe(message);
    // No one named: nothing to put in.
    expect(resolve("Hi!", "What should she do?")).toBe("What should she do?");
  });
});
