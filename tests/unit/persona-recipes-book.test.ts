// A recipe asked for is given with its amounts, and the questions after it are about that recipe:
// a dish by its occasion ("any hot dish for a rainy night?"), written out with amounts, scaled by
// what it makes or by people, its oven and time, a missing ingredient, made without meat, made to
// stand out. Each shape in several wordings, with bots of other kinds.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { expectEachReply, lastReply, type AskedCase } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const STOCK =
  /Tell me more about|I don't know for certain|What's your own guess|Now you've got my attention|tell me why you're asking|can't look/i;
const expectEach = (cases: AskedCase[], ...wants: RegExp[]) => expectEachReply(cases, STOCK, ...wants);

/** Each "250 g", "2 tbsp", "1 l" of a reply. */
const measures = (reply: string) =>
  [...reply.matchAll(/(\d+(?:\.\d+)?)\s*(g|ml|l|tbsp|tsp|cloves?)\b/g)].map(
    (m) => [Number(m[1]), m[2]] as const,
  );

describe("a dish asked for by its occasion", () => {
  it("names a dish that fits, with why", () => {
    expectEach(
      [
        ["nana-rose", [], "its chilly tonight, any warm dish you'd suggest?"],
        ["benny-banter", [], "got a hot dish for a cold evening"],
        ["luna-harper", [], "what should i cook, its pouring outside"],
        ["coach-max", [], "any warming meal for a freezing night?"],
      ],
      /\b(?:soup|chilli)\b/i,
    );
  });

  it("a quick sauce for what it goes with is written out with amounts", () => {
    for (const [bot, message] of [
      ["wes-okafor", "can u give me a quick sauce for gyoza"],
      ["ines-duarte", "give me a 5 minute dipping sauce for dumplings"],
      ["captain-nova", "any sauce for the dumplings? with amounts"],
      ["benny-banter", "a quick dip for potstickers, how do i make it"],
    ]) {
      const reply = lastReply(bot!, [message!]);
      expect(reply, message).toMatch(/dipping sauce/i);
      expect(measures(reply).length, reply).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("the recipe in hand", () => {
  const bread = "recipe for banana bread please, with amounts";
  const muffins = "how do i make blueberry muffins? amounts pls";

  it("is written out with measured ingredients", () => {
    for (const [bot, chat] of [
      ["nana-rose", [bread]],
      ["wes-okafor", [muffins]],
      [
        "luna-harper",
        ["what should i cook on a rainy night", "ok teach me that one. ingredients and amounts"],
      ],
      ["benny-banter", ["any hot dish for a cold evening", "nice, the recipe with amounts?"]],
    ] as const) {
      const reply = lastReply(bot, [...chat]);
      expect(measures(reply).length, reply).toBeGreaterThanOrEqual(4);
    }
  });

  it("scales by what it makes, by people, or by 'double'", () => {
    const cases: [string, string[], RegExp][] = [
      ["nana-rose", [bread, "and for 2 loaves?"], /\b380 g plain flour\b/],
      ["wes-okafor", [muffins, "what about 24 muffins"], /\b600 g self-raising flour\b/],
      [
        "ines-duarte",
        ["any hot dish for a rainy night", "teach me that one with amounts", "for 6 people?"],
        /\b3 l chicken stock\b/,
      ],
      ["coach-max", [bread, "double it"], /\b200 g light brown sugar\b/],
    ];
    for (const [bot, chat, want] of cases) expect(lastReply(bot, chat)).toMatch(want);
  });

  it("the oven and the time are the recipe's own", () => {
    expectEach(
      [
        ["nana-rose", [bread], "how long in the oven and at what temp"],
        ["benny-banter", [bread], "what temperature do i bake it at"],
        ["luna-harper", [bread], "how long does it take"],
      ],
      /\b50\b.*\b60 minutes\b/,
    );
    expectEach([["wes-okafor", [muffins], "how hot should the oven be"]], /\b200°C\b/);
    expectEach(
      [["ines-duarte", ["any hot dish for a rainy night"], "how long does it take start to finish"]],
      /\b25 minutes\b/,
    );
  });

  it("a missing ingredient gets the recipe's own swap, typos and all", () => {
    expectEach(
      [
        ["nana-rose", [bread], "i dont have eggs. what can i use instead"],
        ["wes-okafor", [muffins], "out of eggs, what do i use"],
        ["luna-harper", [bread], "no egg in the house, can i still make it"],
        ["coach-max", [muffins], "what can i use instead of eggs"],
      ],
      /\b(?:applesauce|yoghurt|flax)\b/i,
    );
  });

  it("without meat: each meat of the recipe swapped, the same amount", () => {
    expectEach(
      [
        ["wes-okafor", ["any hot dish for a rainy night"], "im vegetarian btw. can it be done without meat"],
        ["nana-rose", ["something warm to cook on a freezing night?"], "can you make it veggie"],
        [
          "benny-banter",
          ["give me a recipe for chilli with amounts"],
          "my friend is vegan, how do we do it without the meat",
        ],
        ["luna-harper", ["any hot dish for a cold evening"], "we don't eat meat, can it work?"],
      ],
      /\b(?:tofu|mushrooms|vegetable stock|chickpeas)\b/i,
    );
  });

  it("made to stand out: the touch that lifts that recipe", () => {
    expectEach(
      [
        ["nana-rose", [bread], "my coworker always wins the bake off. how do i beat her"],
        ["wes-okafor", [bread], "how do i make it more special"],
        ["luna-harper", [muffins], "how can i make them fancier"],
        ["coach-max", [bread], "i want to impress my in-laws with it, any upgrade?"],
      ],
      /\b(?:chocolate|walnut|cinnamon|zest|demerara)\b/i,
    );
  });
});
