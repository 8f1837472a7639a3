// The offline engine's words are JSON data read by one loader: every file passes its schema, and a
// file a writer broke (a {placeholder} the code never fills, an empty list, a bad pattern) is
// refused with the file and the place named.
import { describe, expect, it } from "vitest";
import scenes from "../../api/services/ai/persona/words/scenes.json";
import templates from "../../api/services/ai/persona/words/templates.json";
import opinions from "../../api/services/ai/persona/words/opinions.json";
import { readWords, WORDS } from "../../api/services/ai/persona/words";

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe("the engine's words", () => {
  it("loads every file", () => {
    expect(WORDS.templates.followUps.length).toBeGreaterThan(20);
    expect(Object.keys(WORDS.phrasebook.languages)).toEqual(["fr", "es", "de", "pt", "it", "ja"]);
    expect(WORDS.jokes.jokes.length).toBeGreaterThan(20);
    expect(WORDS.recipes.recipes.length).toBeGreaterThan(3);
    expect(WORDS.advice.advice.length).toBeGreaterThan(5);
    expect(WORDS.scenes.mystery.arrive.length).toBeGreaterThan(1);
  });

  it("refuses a placeholder the code never fills, naming the file and the line", () => {
    const broken = copy(templates);
    broken.followUps[2] = "How was {plaec} today?";
    expect(() => readWords("templates", broken)).toThrow(
      /words\/templates\.json: followUps\.2: a \{placeholder\}/,
    );
  });

  it("refuses an empty list and an empty line", () => {
    const empty = copy(scenes);
    empty.mystery.hooks = [];
    expect(() => readWords("scenes", empty)).toThrow(/words\/scenes\.json: mystery\.hooks: an empty list/);
    const blank = copy(scenes);
    blank.space.clues[0] = "  ";
    expect(() => readWords("scenes", blank)).toThrow(/space\.clues\.0: an empty line/);
  });

  it("refuses a topic pattern that is not a regular expression", () => {
    const bad = copy(opinions);
    bad.topics[0]!.about = "(cat";
    expect(() => readWords("opinions", bad)).toThrow(/topics\.0\.about: not a valid regular expression/);
  });

  it("refuses a list it does not know (a typo in a key)", () => {
    const typo = { ...copy(opinions), pionts: ["x"] };
    expect(() => readWords("opinions", typo)).toThrow(/words\/opinions\.json/);
  });
});
