// Facts the member told in passing, asked back in other words, answered with the value and not the
// topic word: the kind of a pet, what someone can't eat, a thing's colour, material and owner, a
// person asked for by another word ("the groom" for the husband), "her name" without a question
// mark, and what was said before a question in the same sentence. Paraphrases of our own (other
// names, foods, things, lower case, no punctuation) over several kinds of bot.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { asksDiet, readDiets } from "../../api/services/ai/persona/told-diet";
import { propertyAsked } from "../../api/services/ai/persona/told-property";
import { replyAfterGreeting as reply } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const BOTS = ["benny-banter", "maya-sol", "luna-harper", "detective-hollis"];

describe("the kind of a pet, asked back", () => {
  it.each([
    [
      ["my old dog Biscuit is such a sweetheart, he's a greyhound"],
      "remind me what breed Biscuit is?",
      /greyhound/,
    ],
    [["we adopted a cat called Nori last year, a siamese"], "what sort of cat is Nori again", /siamese/],
    [
      ["my kids ride a pony named Clover on weekends"],
      "wait what kind of horse did I say Clover was?",
      /pony/,
    ],
    [
      ["i have a budgie named Kiwi", "and a dog called Rex, a collie"],
      "what type of dog is rex again?",
      /collie/,
    ],
  ])("%j: %s", (said, question, answer) => {
    for (const slug of BOTS) expect(reply(slug, question, said)).toMatch(answer);
  });
});

describe("what someone can't eat, asked back", () => {
  it("reads allergies, diets and 'doesn't eat' with who they are about", () => {
    const history = [
      { role: "user" as const, content: "sure, but no peanuts please, I'm allergic" },
      { role: "user" as const, content: "my flatmate is vegan, what should we cook?" },
      { role: "user" as const, content: "he doesn't eat mushrooms either" },
      { role: "user" as const, content: "ok?" },
    ];
    expect(readDiets(history)).toEqual([
      { who: "i", thing: "peanuts", allergy: true },
      { who: "flatmate", thing: "meat, fish, eggs or dairy", diet: "vegan", allergy: false },
      { who: "he", thing: "mushrooms", allergy: false },
    ]);
    expect(asksDiet("what can't I eat again?")).toBe("i");
    expect(asksDiet("and what does she not eat")).toBe("she");
    expect(asksDiet("what am i allergic to")).toBe("i");
    expect(asksDiet("what did you eat today?")).toBeNull();
  });

  it.each(BOTS)("%s: the member's allergy and a friend's diet are given back", (slug) => {
    expect(reply(slug, "remember what i can't eat?", ["yes please, just no shrimp, I'm allergic"])).toMatch(
      /shrimp/i,
    );
    expect(reply(slug, "what am I allergic to again", ["I'm allergic to kiwi fruit"])).toMatch(/kiwi/i);
    expect(
      reply(slug, "and what does she not eat again?", [
        "my mum Rosa is coming over, she's pescatarian, any ideas?",
      ]),
    ).toMatch(/pescatarian|meat/);
  });
});

describe("a colour, a material, an owner, asked back", () => {
  it("reads what is asked of which thing", () => {
    expect(propertyAsked("wait what colour was the door?")).toEqual({ kind: "colour", noun: "door" });
    expect(propertyAsked("what is the statue's base made of")).toEqual({ kind: "material", noun: "base" });
    expect(propertyAsked("whose scarf was that?")).toEqual({ kind: "owner", noun: "scarf" });
  });

  it.each([
    [["I found a little box with a green lid under the bed"], "what colour was the lid again?", /green/i],
    [["the car that followed us is silver"], "wait what colour is the car", /silver/i],
    [["there's a statue of an owl with ruby eyes by the gate"], "what were the owl's eyes made of?", /ruby/i],
    [["the old sword has a hilt made of bone"], "what is the hilt made of again?", /bone/i],
    [["I'm wearing my uncle's watch today"], "whose watch is it, remember?", /your uncle's/i],
    [["we borrowed Mina's tent for the trip"], "whose tent was it again?", /Mina's/],
  ])("%j: %s", (said, question, answer) => {
    for (const slug of BOTS) expect(reply(slug, question, said)).toMatch(answer);
  });

  it("'there's a…' names no owner: the name told answers instead", () => {
    expect(
      reply("detective-hollis", "whose painting was it?", [
        "There's a painting of a man called Otto Brandt.",
      ]),
    ).toMatch(/Otto/);
  });
});

describe("asked back plainly in a scene, the member's own words answer", () => {
  it.each([
    [
      "ember-the-dragon",
      ["*hands over a basket of figs* My uncle Bertram grew them."],
      "what was in the basket I gave you, and who grew them?",
      /figs/,
    ],
    [
      "captain-nova",
      ["we picked up a crate of medicine from a station called Harrow"],
      "wait what was the station called again?",
      /Harrow/,
    ],
    [
      "detective-hollis",
      ["*slides a photo across the desk* It shows a woman named Vera Lind."],
      "who was in the photo I showed you?",
      /Vera/,
    ],
  ])("%s: %s", (slug, said, question, answer) => {
    expect(reply(slug, question, said)).toMatch(answer);
  });
});

describe("a person or amount asked back in other words", () => {
  it.each(BOTS)("%s: the groom is the husband, the bride the wife", (slug) => {
    expect(reply(slug, "what did I say the groom's name was?", ["her fiancé is called Tobias"])).toMatch(
      /Tobias/,
    );
    expect(
      reply(slug, "whats the bride called again", ["my brother is married now, his wife is named Ama"]),
    ).toMatch(/Ama/);
  });

  it.each(BOTS)("%s: 'her name lol' is asked of the last person named", (slug) => {
    expect(
      reply(slug, "and what was her name lol", [
        "my coworker Dana says I should ask for a raise",
        "I had toast for lunch",
      ]),
    ).toMatch(/Dana/);
  });

  it.each(BOTS)("%s: what was said before a question in one sentence is remembered", (slug) => {
    expect(
      reply(slug, "wait how much flour did I say I need?", ["I need 600 g of flour, is that a lot?"]),
    ).toMatch(/600/);
    expect(
      reply(slug, "what month did I say the trip is?", ["the trip is in October, what should I pack?"]),
    ).toMatch(/October/);
  });
});
