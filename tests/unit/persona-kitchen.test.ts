// The kitchen around a recipe, and a part played in the member's situation: a recipe scaled to a
// number of people with its amounts, how long an ingredient cooks and the sign it is done, a side
// for the dish the chat is about, a meal for what was said ("she's vegetarian"), and the recruiter,
// landlord or interviewer played with the member's own facts. Dishes, numbers and bots the eval
// does not have.
import { beforeAll, describe, expect, it } from "vitest";
import { composeReply, loadPersonaLibraries } from "../../api/services/ai/persona";
import type { ChatTurn } from "../../api/services/ai/types";
import { seedCard as card } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

function reply(slug: string, messages: string[]): string {
  const bot = card(slug);
  const history: ChatTurn[] = [];
  let last = "";
  for (const content of messages) {
    history.push({ role: "user", content });
    last = composeReply({ bot, userName: "Sam", history });
    history.push({ role: "assistant", content: last });
  }
  return last;
}

describe("a recipe scaled to the people it feeds", () => {
  it("the sauce's amounts for 2, 5, 6 and four people", () => {
    const start = ["what sauce can I make with soy sauce and honey?"];
    expect(reply("wes-okafor", [...start, "how much of each for 2 people?"])).toMatch(
      /2 tbsp soy sauce.*1 tbsp honey/,
    );
    expect(reply("wes-okafor", [...start, "and for 5 people?"])).toMatch(
      /2\.5 times.*5 tbsp soy sauce.*3 cloves garlic/,
    );
    expect(reply("nana-rose", [...start, "how much do i need to feed 6"])).toMatch(
      /3 times.*6 tbsp soy sauce/,
    );
    expect(reply("luna-harper", [...start, "How much of everything for four?"])).toMatch(
      /double.*4 tbsp soy sauce/,
    );
  });

  it("pancakes and pasta too, whatever the bot", () => {
    expect(reply("nana-rose", ["teach me how to make pancakes", "how much of each for 6 people"])).toMatch(
      /3 times.*3 cups flour.*3 egg/,
    );
    expect(reply("benny-banter", ["give me a recipe for tomato pasta", "and for 3 people?"])).toMatch(
      /1\.5 times.*300 g pasta/,
    );
  });

  it("says nothing of amounts when the recipe given has none on file", () => {
    expect(reply("wes-okafor", ["how do I make fried rice?", "how much of each for 4 people?"])).not.toMatch(
      /times the recipe/,
    );
  });
});

describe("cooking times with the sign it is done", () => {
  it("by the ingredient asked about, in other words", () => {
    const cases: [string, RegExp][] = [
      ["how long do I cook the chicken in the wok?", /5 to 7 minutes.*pink/],
      ["how long should i fry prawns", /2 to 3 minutes.*pink/],
      ["How long does salmon take in the oven?", /12 to 15 minutes.*flake/],
      ["how long do you roast chicken thighs in the oven", /minutes.*75°C/],
      ["how do I know when the rice is done", /12 minutes/],
    ];
    for (const [message, expected] of cases)
      expect(reply("wes-okafor", [message]), message).toMatch(expected);
  });
});

describe("a side for the dish of the chat", () => {
  it("after a stir-fry, a curry, a pasta and a steak", () => {
    const cases: [string[], RegExp][] = [
      [
        ["I want to learn a quick stir fry", "cool. what's a good side for this?"],
        /cucumber|bok choy|rice|edamame/,
      ],
      [["making a chicken curry tonight", "what goes well with it?"], /rice|raita|flatbread|salad/],
      [["doing spaghetti for my flatmates", "any side dish ideas?"], /salad|broccoli|garlic bread/],
      [["grilling steaks this weekend!", "what sides should I do"], /potato|slaw|corn|salad/],
    ];
    for (const [messages, expected] of cases)
      expect(reply("wes-okafor", messages), messages.at(-1)).toMatch(expected);
  });
});

describe("a recipe asked for without a dish named", () => {
  it("a meal that fits the diet said earlier, for other bots", () => {
    for (const slug of ["unit-k7", "nana-rose", "luna-harper", "benny-banter"]) {
      const text = reply(slug, ["my friend is coming over, she's vegetarian", "what could I cook?"]);
      expect(text, slug).toMatch(/\n1\. /);
      expect(text).not.toMatch(/chicken|beef|bacon|fish/i);
    }
  });

  it("a dish to learn, found by its name", () => {
    expect(reply("wes-okafor", ["I want to learn a quick stir fry"])).toMatch(/noodle stir-fry/);
    expect(reply("nana-rose", ["can you show me pancakes"])).toMatch(/flour/);
  });
});

describe("a part played in the member's situation", () => {
  it("the recruiter opens with the offer, then answers the member's number with a note", () => {
    const chat = ["they offered 45,000 and I want 50k", "can we practise? you be the recruiter"];
    expect(reply("priya-anand", chat)).toMatch(/as the recruiter.*45,000/);
    const answer = reply("priya-anand", [
      ...chat,
      "Thanks so much. Based on my research I was hoping for 49,000.",
    ]);
    expect(answer).toMatch(/49,000/);
    expect(answer).toMatch(/budget|manager|come back/);
  });

  it("the landlord and the interviewer, asked for in other words", () => {
    expect(reply("leo-santos", ["my landlord wants to raise the rent", "ok you play my landlord"])).toMatch(
      /as your landlord/,
    );
    expect(reply("coach-max", ["I have a job interview on monday", "could you be the interviewer?"])).toMatch(
      /as the interviewer/,
    );
    // "You be happy" is no part to play.
    expect(reply("leo-santos", ["I'm giving a toast soon", "you be happy for me"])).not.toMatch(
      /as the|I'm happy now/,
    );
  });
});
