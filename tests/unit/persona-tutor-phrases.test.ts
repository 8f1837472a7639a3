// A phrase asked of a language tutor, or of any bot naming the language, is built from the
// message's own parts with the lexicon (words/tutor-phrases.json) and given as « phrase » (English);
// "what does 'X' mean" reads it back by the same lexicon; a word it lacks is named, never invented.
import { describe, expect, it } from "vitest";
import { replyAfterGreeting } from "../support/persona";

const STEPS = /smallest real version|Break it into three small steps/;

function expectPhrase(bot: string, message: string, said: RegExp, english?: RegExp, earlier: string[] = []) {
  const reply = replyAfterGreeting(bot, message, earlier);
  expect(reply, message).toMatch(/«[^»]+»/);
  expect(reply, message).toMatch(said);
  if (english) expect(reply, message).toMatch(english);
  expect(reply, message).not.toMatch(STEPS);
  return reply;
}

describe("a tutor asked how to say or ask for something", () => {
  it("asks for what the message names, counted and gendered, as a request", () => {
    const cases: [string, RegExp][] = [
      [
        "how do i ask for two croissants and a baguette?",
        /Je voudrais deux croissants et une baguette, s'il vous plaît/,
      ],
      ["How would I order 3 coffees and a hot chocolate", /Je voudrais trois cafés et un chocolat chaud/],
      ["how can i ask for a glass of red wine", /Je voudrais un verre de vin rouge/],
      ["how do I order five apples and a kilo of cheese?", /Je voudrais cinq pommes et un kilo de fromage/],
      ["how do u ask for 21 eggs", /vingt et un œufs/],
    ];
    for (const [message, said] of cases)
      expectPhrase("camille-laurent", message, said, /\(I'd like .+, please\.\)/);
  });

  it("gives a set phrase, or several joined by 'and', with its English", () => {
    expectPhrase(
      "camille-laurent",
      "and how do i ask how much it costs?",
      /C'est combien \?/,
      /How much is it\?/,
    );
    expectPhrase(
      "camille-laurent",
      "and how do i ask how much the baguette costs?",
      /Combien coûte la baguette \?/,
    );
    expectPhrase(
      "camille-laurent",
      "how do i ask how much the croissants are",
      /Combien coûtent les croissants \?/,
    );
    expectPhrase(
      "marisol-ibarra",
      "how do you ask how much the tickets cost in spanish",
      /¿Cuánto cuestan los billetes\?/,
    );
    expectPhrase("camille-laurent", "how do i say thank you and have a nice day", /Merci !.*Bonne journée !/);
    expectPhrase("camille-laurent", "How do I say good night", /Bonne nuit/);
    expectPhrase("camille-laurent", "how do i ask for the bill", /L'addition, s'il vous plaît/);
    expectPhrase("camille-laurent", "how do I say 'I don't understand'?", /Je ne comprends pas/);
  });

  it("fills a frame: N X please, the X is/are ADJ, where is X, do you have X, my name is", () => {
    expectPhrase(
      "camille-laurent",
      "how do you say 'ten tickets please' in french?",
      /Dix billets, s'il vous plaît/,
    );
    expectPhrase("camille-laurent", "how do i say 'the crepes are ready'?", /Les crêpes sont prêtes/);
    expectPhrase("camille-laurent", "whats the french for the station is closed", /La gare est fermée/);
    expectPhrase("camille-laurent", "how do I say where is the museum", /Où est le musée \?/);
    expectPhrase("camille-laurent", "how do i say do you have fresh bread", /Vous avez du pain frais \?/);
    expectPhrase("camille-laurent", "how do I say 'my name is Hamid'", /Je m'appelle Hamid/);
    expectPhrase("camille-laurent", "how do you say 'the soup is hot'", /La soupe est chaude/);
    expectPhrase("camille-laurent", "how do you say 'I love Paris' in french", /J'aime Paris\./);
    expectPhrase("marisol-ibarra", "how do you say i love the beach in spanish", /Me encanta la playa\./);
    expectPhrase("camille-laurent", "how do I say I like croissants", /J'aime les croissants\./);
  });

  it("answers any bot in the language the message names, Spanish too", () => {
    expectPhrase(
      "marisol-ibarra",
      "how do you say 'two beers please' in spanish?",
      /Dos cervezas, por favor/,
    );
    expectPhrase("benny-banter", "how do you say where is the station in french", /Où est la gare \?/);
    expectPhrase("coach-max", "what's the spanish for the bill please", /La cuenta, por favor/);
    expectPhrase(
      "luna-harper",
      "how do i ask for three coffees in Spanish",
      /Quisiera tres cafés, por favor/,
    );
    expectPhrase(
      "sir-cedric",
      "how would one say 'the tickets are free' in spanish",
      /Los billetes están gratis/,
    );
  });

  it("names a word it lacks instead of inventing one", () => {
    for (const [bot, message, word] of [
      ["camille-laurent", "how do i say 'the dragon is asleep'", /"dragon"/],
      ["camille-laurent", "how do you say 'a purple umbrella' in french?", /"purple"|"umbrella"/],
      ["marisol-ibarra", "how do you say 'the volcano is closed' in spanish", /"volcano"/],
      ["benny-banter", "what's the french for 'my skateboard is ready'", /"skateboard"|"my"/],
    ] as const) {
      const reply = replyAfterGreeting(bot, message);
      expect(reply, message).toMatch(word);
      expect(reply, message).toMatch(/won't|not on my list|rather not guess/);
    }
  });

  it("leaves 'how do I say it?' and questions without a language to the other plans", () => {
    expect(replyAfterGreeting("coach-max", "how do I say it?")).not.toMatch(/«/);
    expect(replyAfterGreeting("nora-nightingale", "how do I ask for a raise?")).not.toMatch(/«/);
    expect(replyAfterGreeting("luna-harper", "what does that mean?")).not.toMatch(/«/);
  });
});

describe("numbers and people counted in the language", () => {
  it("counts up to the number asked, and books a table for a number of people", () => {
    expectPhrase("camille-laurent", "how do I count to ten in french?", /un, deux, trois.*dix/);
    expectPhrase("marisol-ibarra", "what are the numbers 1 to 5 in spanish", /uno, dos, tres, cuatro, cinco/);
    expectPhrase("benny-banter", "how do you count to 3 in french", /un, deux, trois\./);
    expectPhrase("camille-laurent", "what is 97 in french?", /Quatre-vingt-dix-sept\./);
    expectPhrase("marisol-ibarra", "how do you say forty-five in spanish", /Cuarenta y cinco\./);
    expectPhrase("camille-laurent", "how do i ask for a table for two", /une table pour deux/);
    expectPhrase("luna-harper", "how do i ask for a table for 4 in spanish", /una mesa para cuatro/);
  });

  it("leaves advice phrased with 'say' to the advice plans, and names only the words that matter", () => {
    expect(replyAfterGreeting("camille-laurent", "how do I say no to my boss?")).not.toMatch(/«[^»]*boss/);
    const allergic = replyAfterGreeting("camille-laurent", "how do I say I'm allergic to nuts?");
    expect(allergic).toMatch(/"allergic"/);
    expect(allergic).not.toMatch(/"to"|"i'm"/i);
  });
});

describe("a phrase read back", () => {
  it("translates by the same lexicon, in the language it is in", () => {
    const cases: [string, string, RegExp][] = [
      ["camille-laurent", "what does 'une pincée de sel' mean?", /a pinch of salt/i],
      ["camille-laurent", "what does le vin rouge est délicieux mean", /the red wine is delicious/i],
      ["camille-laurent", "what is 'quatre-vingt-dix-neuf' in english?", /99/],
      ["marisol-ibarra", "what does 'la cuenta, por favor' mean?", /the bill, please/i],
      ["benny-banter", "wait what does 'les croissants sont chauds' mean", /the croissants are hot/i],
      ["camille-laurent", "what does bonne journee mean", /have a nice day/i],
      ["camille-laurent", "what does 'je ne sais pas' mean?", /I don't know/],
      ["marisol-ibarra", "what does 'tengo hambre' mean?", /I'm hungry/],
    ];
    for (const [bot, message, english] of cases) {
      const reply = replyAfterGreeting(bot, message);
      expect(reply, message).toMatch(english);
      expect(reply, message).toMatch(/«[^»]+»/);
    }
  });

  it("leaves a phrase of function words alone, and 'what does it mean when…'", () => {
    expect(replyAfterGreeting("benny-banter", "what does 'la la land' mean")).not.toMatch(/«/);
    expect(replyAfterGreeting("luna-harper", "what does it mean when my cat purrs?")).not.toMatch(/«/);
  });

  it("says which word it does not know", () => {
    const reply = replyAfterGreeting("camille-laurent", "what does 'une pincée de safran' mean?");
    expect(reply).toMatch(/safran/);
    expect(reply).toMatch(/won't|not on my list/);
    expect(reply).not.toMatch(/means "/);
  });
});

describe("a place to order at, told to a tutor", () => {
  it("gives the greeting, the order, the price and the thanks there, with what the member wants", () => {
    const cases: [string, string, RegExp][] = [
      [
        "camille-laurent",
        "bonjour camille! im going to lyon on friday and i want to order at a bakery without panicking",
        /boulangerie.*Je voudrais une baguette/,
      ],
      ["camille-laurent", "how do i order at a cafe", /Je voudrais un café/],
      [
        "camille-laurent",
        "i need to buy train tickets at the station tomorrow, help",
        /la gare.*des billets/,
      ],
      ["marisol-ibarra", "how do I order at a restaurant in spanish?", /el restaurante.*Quisiera la carta/],
      [
        "camille-laurent",
        "tomorrow I have to get some apples at the market and I'm nervous",
        /marché.*des pommes/,
      ],
    ];
    for (const [bot, message, said] of cases) {
      const reply = replyAfterGreeting(bot, message);
      expect(reply, message).toMatch(said);
      expect(reply, message).toMatch(/Bonjour|Hola/);
    }
  });
});
