// Anything the member told, asked back in words the recall was never written for: the question is
// matched to the told clause by its content words, the noun they go with and what that noun is a
// sort of, not by a frame per wording. Each shape is asked at least four ways, with other names,
// nouns and bots (a scenario bot, a coach, a companion, a comedian).
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { readTold } from "../../api/services/ai/persona/told-facts";
import { parseAskBack } from "../../api/services/ai/persona/told-question";
import { answerAskBack } from "../../api/services/ai/persona/told-recall";
import type { ChatTurn } from "../../api/services/ai/types";
import { replyAfterGreeting } from "../support/persona";

function chat(said: string[], question: string): ChatTurn[] {
  return [
    { role: "assistant", content: "Hello there!" },
    ...said.flatMap((content) => [
      { role: "user" as const, content },
      { role: "assistant" as const, content: "Oh, tell me more." },
    ]),
    { role: "user", content: question },
  ];
}

/** What the told facts answer to each question of the message ("?" where none fits). */
function answerOf(said: string[], question: string): string | null {
  const told = readTold(chat(said, question), ["Sam"]);
  const asks = parseAskBack(question);
  if (!asks.length) return null;
  return asks.map((a) => answerAskBack(a, told)?.value ?? "?").join(" | ");
}

beforeAll(() => loadPersonaLibraries());

describe("a question typed without its question mark", () => {
  it.each([
    [["my hamster Biscuit escaped again"], "ok whats my hamsters name, bet u forgot", "Biscuit"],
    [["our parrot is called Captain Jack"], "so whats the parrots name lol i already forgot", "Captain Jack"],
    [["i got a goldfish named Bubbles today"], "wait what was the fishs name", "Bubbles"],
    [
      ["my neighbour Odile has a tortoise named Gus"],
      "last q whats the tortoise called, i cant remember",
      "Gus",
    ],
  ])("%j then %s → %s", (said, question, name) => {
    expect(answerOf(said, question)).toBe(name);
  });

  it("never takes an exclamation or a 'what if' for a question asking back", () => {
    expect(answerOf(["my day was long"], "what a day honestly")).toBeNull();
    expect(answerOf(["I'm giving the toast at Ana's wedding"], "what if I forget my lines lol")).toBeNull();
  });
});

describe("a count told with its noun", () => {
  it.each([
    [
      ["*drops a sack* 5 apples from the orchard. the farmer, old Bram, picked them"],
      "how many apples did Bram pick?",
      "5",
    ],
    [["we bought two big pumpkins at the market"], "how many pumpkins did we buy again?", "2"],
    [["I have 12 chickens and a goat"], "wait how many chickens do i have", "12"],
    [["the box held seven rusty keys"], "how many keys were in the box again?", "7"],
  ])("%j then %s → %s", (said, question, count) => {
    expect(answerOf(said, question)).toBe(count);
  });
});

describe("a name told with its noun or the noun's short form", () => {
  it.each([
    [
      ["the bakery is on Rosemary Ave, next to the bank"],
      "what was the name of the avenue the bakery is on?",
      "Rosemary",
    ],
    [["yeah my office moved to Harbour Rd"], "whats the name of the road my office is on again", "Harbour"],
    [["we live right by Lake Tessa"], "what was the lake called again?", "Tessa"],
    [
      ["she grew up in the village of Ashcombe"],
      "what's the name of the village she grew up in again?",
      "Ashcombe",
    ],
  ])("%j then %s → %s", (said, question, name) => {
    expect(answerOf(said, question)).toBe(name);
  });
});

describe("a sort of the thing asked of", () => {
  it.each([
    [["my fridge has eggs, halloumi and two peppers"], "whats the cheese i said i had again", "halloumi"],
    [["my twin Ada plays the cello in an orchestra"], "what instrument does Ada play again?", "the cello"],
    [["i signed up for a half marathon on october 3"], "what's the date of my race again?", "on October 3"],
    [["I'm learning Portuguese before the trip"], "which language did i say i'm learning?", "Portuguese"],
  ])("%j then %s → %s", (said, question, value) => {
    expect(answerOf(said, question)).toBe(value);
  });
});

describe("who a pronoun stood for, and who did what", () => {
  it.each([
    [
      ["My landlord Petrov never fixes the heating.", "I have to call him tomorrow."],
      "Who do I have to call tomorrow, remind me?",
      "Petrov",
    ],
    [
      ["My cousin Lina keeps borrowing my car.", "I'm going to talk to her on Friday."],
      "who am I talking to on friday again?",
      "Lina",
    ],
    [
      ["my mate Dev is coming round later with his guitar"],
      "who is coming round later? tell me who",
      "your mate Dev",
    ],
    [["my aunt Rosa is visiting tomorrow with her dog"], "who is visiting tomorrow?", "your aunt Rosa"],
  ])("%j then %s → %s", (said, question, who) => {
    expect(answerOf(said, question)).toBe(who);
  });

  it("answers what the person just named does, and their name, in one go", () => {
    expect(
      answerOf(
        ["and i have a sister named Mei who plays tennis"],
        "and my sister, whats her name and what does she play",
      ),
    ).toBe("Mei | tennis");
    expect(
      answerOf(["my dad Tomas who builds boats is retiring"], "whats his name and what does he build"),
    ).toBe("Tomas | boats");
  });
});

describe("what the member does for a living", () => {
  it.each([
    [
      ["im Ezra btw. i teach middle school science"],
      "what do i do for a living again? testing you",
      "teach middle school science",
    ],
    [["I work nights as a nurse at St Mary's"], "what do I do for work again?", "nurse"],
    [["i just started a job at a bike shop"], "where do i work now?", "bike shop"],
    [["I'm a plumber, been doing it ten years"], "remind me what I do for a living?", "plumber"],
  ])("%j then %s → %s", (said, question, words) => {
    expect(answerOf(said, question)).toContain(words);
  });
});

describe("in a reply, on bots of every kind", () => {
  it.each([
    ["captain-nova", ["my copilot is a robot named Bolt"], "whats my copilots name again? i forgot", "Bolt"],
    ["coach-max", ["i signed up for a 10k on june 14"], "whats the date of my race again?", "June"],
    ["luna-harper", ["my cat Miso knocked over my plant lol"], "ok whats my cats name, bet u forgot", "Miso"],
    ["benny-banter", ["we got 4 tickets to the comedy show"], "how many tickets did we get again?", "4"],
  ])("%s answers %s", (slug, said, question, value) => {
    expect(replyAfterGreeting(slug, question, said)).toContain(value);
  });
});
