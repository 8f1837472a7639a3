// Kitchen questions nothing on file covers, answered from their parts: how long it keeps, how hot,
// is it done, a timer; a dish from what the member has (the main item chooses it) with each item's
// amount for the people asked for; a dish with no recipe on file, from its name's parts.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { expectEachReply, replyAfterGreeting, type AskedCase } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

/** A stock line that answers no question in particular. */
const STOCK =
  /I don't know for certain|not completely sure|can't look|What's your own guess|figure it out together|Now you've got my attention/i;

const expectEach = (cases: AskedCase[], ...wants: (RegExp | ((message: string) => RegExp))[]) =>
  expectEachReply(cases, STOCK, ...wants);

describe("kitchen questions with nothing on file", () => {
  it("how hot, how long and how to tell it is done: the figure and the sign", () => {
    const chat = ["I'm making a quiche"];
    expectEach(
      [
        ["ines-duarte", chat, "how hot should the oven be"],
        ["nana-rose", ["baking a frittata tonight"], "what temperature for the oven"],
        ["luna-harper", chat, "oven temp?"],
        ["reginald-pemberton", ["a gratin for the guests"], "how hot do I set the oven"],
      ],
      /\b180°C\b/,
    );
    expectEach(
      [
        ["ines-duarte", chat, "how do i know its done?"],
        ["nana-rose", ["baking a frittata tonight"], "how can I tell when it's ready"],
        ["benny-banter", ["egg bake in the oven"], "how will i know it's cooked"],
        ["reginald-pemberton", ["a banana bread for tea"], "how do I know when it is done"],
      ],
      /\b(?:set|golden|clean|firm)\b/i,
    );
  });

  it("what can I do with X: a use for it, by name", () => {
    expectEach(
      [
        ["ines-duarte", [], "what can i do with the 3 courgettes"],
        ["nana-rose", [], "What could I make with some peppers"],
        ["luna-harper", [], "what do i do with these carrots"],
        ["benny-banter", [], "what can i make with two aubergines"],
      ],
      /\b(?:olive oil|salt|roast)\b/i,
      /\b(?:courgettes|peppers|carrots|aubergines)\b/i,
    );
  });
});

describe("a dish from what the member has", () => {
  const lists: [bot: string, list: string, dish: RegExp][] = [
    ["ines-duarte", "ok the fridge has: 6 eggs, some kale, cheddar, an onion and cold rice", /frittata/i],
    ["nana-rose", "i've got chicken thighs, 3 potatoes, carrots and a leek", /traybake|roast/i],
    ["luna-harper", "fridge has salmon, broccoli, two peppers", /bake|roast/i],
    ["benny-banter", "all I have is leftover rice, peas, sweetcorn and soy", /fried rice|skillet/i],
  ];

  it("names a dish the main item makes, with the other items in its method", () => {
    for (const [bot, list, dish] of lists) {
      const reply = replyAfterGreeting(bot, list);
      expect(reply, list).toMatch(dish);
      const others = list.match(/\b(?:kale|potatoes|broccoli|peas)\b/)![0];
      expect(reply, list).toContain(others);
    }
  });

  it("gives each item's amount for the people asked for, and only the amounts the second time", () => {
    const [bot, list] = lists[0]!;
    const forTwo = replyAfterGreeting(bot, "sounds good, amounts pls, it's for 2", [list]);
    expect(forTwo).toMatch(/- 4 eggs/);
    expect(forTwo).toMatch(/- 50 g cheddar/);
    expect(forTwo).toMatch(/\n1\. /);
    const forSix = replyAfterGreeting(bot, "and for 6 people?", [list, "amounts for 2 please"]);
    expect(forSix).toMatch(/- 12 eggs/);
    expect(forSix).not.toMatch(/\n1\. /);
    const chicken = replyAfterGreeting("nana-rose", "how much of each for 3 people", [lists[1]![1]]);
    expect(chicken).toMatch(/- 450 g chicken/);
    // Counted things are whole and plural: 3 people × half a potato each is 2 potatoes.
    expect(chicken).toMatch(/- 2 potatoes/);
  });

  it("only so much of one thing: stretch it, not a sum", () => {
    expectEach(
      [
        ["ines-duarte", ["making a frittata for 4"], "wait i only have 5 eggs tho"],
        ["nana-rose", ["pasta bake for the grandkids"], "we only have half a bag of pasta"],
        ["luna-harper", ["cooking dinner for 6 people"], "ran out of potatoes"],
        ["reginald-pemberton", ["a cheese souffle for the guests"], "I only have two eggs left"],
      ],
      /\b(?:stretch|bulk|side|bread)\b/i,
    );
    expect(replyAfterGreeting("coach-max", "i only have 20 minutes today, what should i do")).not.toMatch(
      /bulk it out/,
    );
  });
});

describe("a dish with no recipe on file", () => {
  it("gets a method from its parts: the cooking its name says, else its main item", () => {
    expectEach(
      [
        ["ines-duarte", [], "how do i make a risotto"],
        ["nana-rose", [], "Can you give me a recipe for lentil soup?"],
        ["luna-harper", [], "how do I cook salmon"],
        ["benny-banter", [], "how do i make lamb chops"],
      ],
      /\n1\. /,
      /\b(?:pot|simmer|oven|sear)\b/i,
    );
    expect(replyAfterGreeting("luna-harper", "how do I cook salmon")).toMatch(/\bsalmon\b/);
  });
});
