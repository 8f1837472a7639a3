// A fact the member told in their own words, asked back later in other words: the offline engine
// reads the member's clauses into facts (subject, relation, typed values) every turn and answers
// by relation and by the kind of value asked for, never by the question's exact words.
import { beforeAll, describe, expect, it } from "vitest";
import { composeReply, loadPersonaLibraries } from "../../api/services/ai/persona";
import { readTold } from "../../api/services/ai/persona/told-facts";
import { parseAskBack } from "../../api/services/ai/persona/told-question";
import { answerAskBack } from "../../api/services/ai/persona/told-recall";
import type { BotCard, ChatTurn } from "../../api/services/ai/types";

const card: BotCard = {
  name: "Wren Talbot",
  description: "Wren is a friendly bookshop owner who loves a good chat.",
  personality: "warm, curious",
  scenario: "A quiet afternoon in the bookshop.",
  first_mes: "Hello! Come in out of the rain.",
  mes_example: "",
  system_prompt: "",
  post_history_instructions: "",
  tags: ["cozy"],
};

function chat(said: string[], question: string): ChatTurn[] {
  return [
    { role: "assistant", content: "Hello! Come in out of the rain." },
    ...said.flatMap((content) => [
      { role: "user" as const, content },
      { role: "assistant" as const, content: "Oh, tell me more." },
    ]),
    { role: "user", content: question },
  ];
}

/** What the told facts answer to the question, as the engine's parts see it. */
function answerOf(said: string[], question: string): string | null {
  const told = readTold(chat(said, question), [card.name, "Sam"]);
  const asks = parseAskBack(question);
  if (!asks.length) return null;
  return asks.map((a) => answerAskBack(a, told)?.value ?? "?").join(" | ");
}

function reply(said: string[], question: string): string {
  return composeReply({ bot: card, userName: "Sam", history: chat(said, question) });
}

beforeAll(() => loadPersonaLibraries());

describe("a name given in passing, asked back", () => {
  it("reads 'called', 'named', 'his name is' and a name after the noun", () => {
    expect(answerOf(["My cat is a grumpy old tabby named Mochi."], "What's my cat called again?")).toBe(
      "Mochi",
    );
    expect(answerOf(["I've got a little brother.", "His name is Tomasz."], "What's my brother's name?")).toBe(
      "Tomasz",
    );
    expect(
      answerOf(["My best friend Ingrid is coming over tonight."], "What was my best friend's name?"),
    ).toBe("Ingrid");
    expect(answerOf(["A wizard called Old Fennick lives in the tower."], "Who lives in the tower?")).toBe(
      "Old Fennick",
    );
  });

  it("knows a breed's name is the dog's, a tabby's the cat's", () => {
    expect(
      answerOf(["We adopted a rescue greyhound called Dash last spring."], "What's our dog's name?"),
    ).toBe("Dash");
    expect(answerOf(["I've got a ginger tabby named Marmalade."], "What's my cat called again?")).toBe(
      "Marmalade",
    );
    expect(answerOf(["My pony, Clover, hates the rain."], "What was my horse's name?")).toBe("Clover");
  });

  it("answers in the chat with the name", () => {
    expect(
      reply(["My parrot is a noisy thing called Captain Biscuit."], "What's my parrot's name?"),
    ).toContain("Captain Biscuit");
  });
});

describe("a time asked back by the kind of time", () => {
  it("gives the month, the day or the hour the question asks for", () => {
    expect(answerOf(["We're flying to Peru in March."], "What month did I say we're flying?")).toMatch(
      /March/,
    );
    expect(
      answerOf(["My dentist appointment is on Tuesday."], "What day is my dentist appointment?"),
    ).toMatch(/Tuesday/);
    expect(answerOf(["I start the new job in September."], "When do I start the new job again?")).toMatch(
      /September/,
    );
    expect(
      answerOf(["My yoga class is every Wednesday at 6pm."], "What time is my yoga class, remind me?"),
    ).toMatch(/6pm/);
    expect(
      answerOf(["A troll swore he'll burn the bridge on Midwinter's Eve."], "When is the troll coming?"),
    ).toMatch(/Midwinter/);
  });
});

describe("a place asked back", () => {
  it("answers where by the place the member named, whatever the verb", () => {
    expect(answerOf(["I'm relocating to Glasgow next spring."], "Where am I relocating to?")).toBe("Glasgow");
    expect(answerOf(["My sister lives in Perth now."], "Where does my sister live?")).toBe("Perth");
    expect(
      answerOf(["Honestly I'm moving to Lyon after the summer."], "Sorry, where did I say I'm moving?"),
    ).toBe("Lyon");
  });
});

describe("he or she in the question is the last person the member named", () => {
  it("answers when and where about them", () => {
    const said = ["My friend Jonas is meeting us at the hut tomorrow."];
    expect(answerOf(said, "When is he coming?")).toBe("tomorrow");
    expect(answerOf(said, "Where are we meeting him?")).toBe("at the hut");
    expect(answerOf(["My aunt Clem arrives on Friday by train."], "When does she arrive again?")).toBe(
      "on Friday",
    );
  });
});

describe("who and how much, by relation", () => {
  it("reads owing, lending and borrowing as one relation", () => {
    expect(answerOf(["Otto owes Marta 200 crowns."], "Who does Otto owe money to?")).toBe("Marta");
    expect(answerOf(["Otto owes Marta 200 crowns."], "How much does Otto owe her?")).toBe("200 crowns");
    expect(answerOf(["I borrowed 50 euros from Priya last week."], "Who did I borrow money from?")).toBe(
      "Priya",
    );
    expect(answerOf(["I lent my cousin 300 dollars in June."], "How much did I lend my cousin again?")).toBe(
      "300 dollars",
    );
  });

  it("answers a person named by their relation with their name too", () => {
    expect(
      answerOf(
        ["I have to confront my landlord about the boiler.", "Her name is Mrs Abara."],
        "Who do I have to confront?",
      ),
    ).toBe("Mrs Abara, your landlord");
  });
});

describe("a thing and what someone thinks", () => {
  it("answers what the member is allergic to, scared of, what was in a thing", () => {
    expect(
      answerOf(["I'm allergic to shellfish, so no paella for me."], "What am I allergic to again?"),
    ).toBe("shellfish");
    expect(answerOf(["I'm terrified of wasps."], "What am I scared of?")).toBe("wasps");
    expect(
      answerOf(["*hands over a tin of biscuits* My gran baked them."], "What was in the tin I gave you?"),
    ).toBe("a tin of biscuits");
    expect(answerOf(["I found a box of old letters in the attic."], "What was in that box again?")).toBe(
      "a box of old letters",
    );
  });

  it("gives a thing back as the member described it", () => {
    expect(
      answerOf(
        ["I have an interview on Friday for a marketing role."],
        "What's the role I'm interviewing for?",
      ),
    ).toBe("a marketing role");
    expect(answerOf(["I'm buying a used electric car next month."], "What's the car I'm buying again?")).toBe(
      "a used electric car",
    );
    expect(answerOf(["I'm taking an evening pottery course."], "What's the course I'm taking?")).toBe(
      "an evening pottery course",
    );
  });

  it("gives someone's opinion back in their words", () => {
    expect(answerOf(["My mum reckons I should sell the car."], "What did my mum think I should do?")).toBe(
      "your mum reckons you should sell the car",
    );
    expect(
      answerOf(["My coach Dana thinks I should rest my knee."], "What did Dana say I should do?"),
    ).toMatch(/you should rest your knee/);
  });

  it("gives a number back from the sentence about the thing", () => {
    expect(answerOf(["The locker code is 4471."], "What was the locker code again?")).toBe("4471");
    expect(answerOf(["*finds a key tag* It says room 12."], "What number was on the key tag?")).toBe("12");
  });
});

describe("what someone does, how old, where from, a date, an instrument", () => {
  it("answers 'what does my sister do?' with the member's own clause about her", () => {
    expect(answerOf(["My sister Joy works as a midwife in Leeds."], "What did I say my sister does?")).toBe(
      "your sister Joy works as a midwife in Leeds",
    );
    expect(answerOf(["My sister is a pilot."], "What does my sister do again?")).toBe(
      "your sister is a pilot",
    );
    expect(
      answerOf(["My uncle Bram fixes clocks for a living."], "What does my uncle do for a living?"),
    ).toMatch(/fixes clocks/);
  });

  it("answers an age, an origin and a date however they were told", () => {
    expect(
      answerOf(["My nephew Sami is 7 and obsessed with trains."], "How old did I say my nephew is?"),
    ).toBe("7");
    expect(answerOf(["I turned 40 last week."], "How old did I say I am?")).toBe("40");
    expect(answerOf(["I'm originally from Porto."], "Where did I say I'm from?")).toBe("Porto");
    expect(answerOf(["My flight to Oslo is on the 14th."], "When's my flight again?")).toBe("on the 14th");
  });

  it("answers 'what instrument does Ana play?' with what follows the verb", () => {
    expect(answerOf(["My daughter Ana plays the cello."], "What instrument does Ana play?")).toBe(
      "the cello",
    );
    expect(answerOf(["My son Leo is learning the trumpet."], "What instrument is Leo learning again?")).toBe(
      "the trumpet",
    );
    expect(answerOf(["Grandpa Ed collects old stamps."], "What does Grandpa Ed collect?")).toBe("old stamps");
    expect(answerOf(["I've been learning Portuguese for two years."], "What language am I learning?")).toBe(
      "Portuguese",
    );
  });
});

describe("questions that ask nothing back", () => {
  it("leaves advice, sums and questions about the bot to the other plans", () => {
    for (const q of [
      "What should I say to my sister?",
      "How much is 20% of 80?",
      "What's your favourite colour?",
      "Where do you live?",
      "Why is the sky blue?",
      "What's the best thing to see in Lisbon?",
      "My bag weighs 9.5 kg and the limit is 10 kg. How much room do I have?",
    ])
      expect(parseAskBack(q)).toEqual([]);
  });

  it("answers nothing when nothing told fits", () => {
    expect(answerOf(["I love rainy days."], "What's my dog's name?")).toBe("?");
    expect(reply(["I love rainy days."], "What day is my pottery class again?")).not.toMatch(/rainy days\./);
  });
});
