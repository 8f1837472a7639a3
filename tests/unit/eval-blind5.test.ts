// Blind set #5 and its checks: numbers are read as digits, "56k" or words and tied to their unit,
// ranges accept every fair answer, scenes and recaps need what the chat named, a goodbye needs more
// than the member's words; the set uses the eight bots it was given, and no turn can be passed by
// repeating the message or by the bot's own first message, catchphrases and example lines.
import { describe, expect, it } from "vitest";
import {
  checkContext,
  expectBlindSetShape,
  expectNoTurnPassedByEcho,
  expectNoTurnPassedByStockLines,
} from "../support/eval-echo";
import { conversations } from "../../eval/conversations";
import {
  amount,
  between,
  BLIND5,
  bottlesOf,
  clockBetween,
  farewell,
  jokeAbout,
  millilitres,
  minutesBetween,
  recalls,
  recap,
  scene,
  schedule,
  timed,
  valuesIn,
  wordNumbersIn,
} from "../../eval/conversations/blind5-turns";

const ctx = checkContext;

describe("numbers in the replies", () => {
  it("reads number words, thousands and 'k'", () => {
    expect(wordNumbersIn("two thousand four hundred")).toEqual([2400]);
    expect(wordNumbersIn("thirty-six boxes and twelve more")).toEqual([36, 12]);
    expect(wordNumbersIn("two and a half hours")).toEqual([2.5]);
    expect(wordNumbersIn("a dozen eggs, one hundred and five pages")).toEqual([12, 105]);
    expect(wordNumbersIn("someone and nobody")).toEqual([]);
    expect(valuesIn("about 54.6k, or £54,600")).toEqual(expect.arrayContaining([54600, 54600]));
  });

  it("passes the right figure in any usual form, within its tolerance", () => {
    for (const reply of [
      "You'd make £54,600.",
      "54600 a year",
      "about 54.6k",
      "fifty-four thousand six hundred",
    ]) {
      expect(amount(54600).run(reply, ctx("")).ok, reply).toBe(true);
    }
    expect(amount(54600).run("£54,000", ctx("")).ok).toBe(false);
    expect(amount(22.88, 0.012).run("about 23%", ctx("")).ok).toBe(true);
    expect(amount(22.88, 0.012).run("about 22%", ctx("")).ok).toBe(false);
  });

  it("ties a figure to its unit when asked", () => {
    expect(amount(4, 0, "months?").run("Four months to go.", ctx("")).ok).toBe(true);
    expect(amount(4, 0, "months?").run("4 months", ctx("")).ok).toBe(true);
    expect(amount(4, 0, "months?").run("Step 4) book the room for two months from now.", ctx("")).ok).toBe(
      false,
    );
    expect(amount(3.11, 0.02, "mi").run("That's 3.1 miles.", ctx("")).ok).toBe(true);
  });

  it("accepts a fair range of seconds, breaths, degrees, minutes, clock times and volumes", () => {
    const hold = between(15, 90, "s(?:ec(?:ond)?s?)?\\b", "seconds");
    expect(hold.run("Hold it for 30 seconds.", ctx("")).ok).toBe(true);
    expect(hold.run("Hold for thirty secs", ctx("")).ok).toBe(true);
    expect(hold.run("Do 3 sets.", ctx("")).ok).toBe(false);
    expect(between(3, 12, "(?:slow |deep |long )?breaths?").run("five slow breaths", ctx("")).ok).toBe(true);
    const oven = between(160, 200, "(?:°|º|degrees?|[CF]\\b)");
    expect(oven.run("Bake at 175°C for an hour.", ctx("")).ok).toBe(true);
    expect(oven.run("Bake at 350°F.", ctx("")).ok).toBe(false);
    expect(minutesBetween(35, 80).run("Bake it for about an hour.", ctx("")).ok).toBe(true);
    expect(minutesBetween(510, 720).run("Roughly nine and a half hours.", ctx("")).ok).toBe(true);
    expect(clockBetween(1377, 1432).run("Ready at 11:07 pm, boss!", ctx("")).ok).toBe(true);
    expect(millilitres(500, 3000).run("Aim for 1.5 litres while you work.", ctx("")).ok).toBe(true);
    expect(millilitres(500, 3000).run("Eight glasses.", ctx("")).ok).toBe(false);
  });

  it("counts bottles from the bot's own last figure", () => {
    const before = { earlier: ["Aim for about 1.5 litres at work."] };
    expect(bottlesOf(500).run("That's 3 bottles.", ctx("how many bottles?", before)).ok).toBe(true);
    expect(bottlesOf(500).run("That's 2 bottles.", ctx("how many bottles?", before)).ok).toBe(false);
    expect(bottlesOf(500).run("About four bottles.", ctx("how many bottles?")).ok).toBe(true);
  });

  it("a routine needs timed parts, a timeline two times of day", () => {
    expect(timed(2).run("Cat-cow for 1 minute, then wrist circles, 30 seconds.", ctx("")).ok).toBe(true);
    expect(timed(2).run("Cat-cow, then wrist circles.", ctx("")).ok).toBe(false);
    expect(schedule().run("Breakfast at 8:00, the market at 10:30.", ctx("")).ok).toBe(true);
    expect(schedule().run("Morning: the market. Evening: dinner with Inés.", ctx("")).ok).toBe(true);
    expect(schedule().run("We'll see what tomorrow brings.", ctx("")).ok).toBe(false);
  });
});

describe("scenes, recaps, recall and goodbyes", () => {
  it("a scene needs a named fact or its own beat, told in two sentences, no small talk", () => {
    const check = scene("key|inkwell|Ambrose|drawer");
    const said = "i tip the inkwell over. a key falls out!";
    expect(check.run("The key is warm. It was made for the drawer in Ambrose's desk.", ctx(said)).ok).toBe(
      true,
    );
    expect(check.run("The inkwell tips. A key falls out!", ctx(said)).ok).toBe(false);
    expect(check.run("The drawer! Coffee or tea, by the way?", ctx(said)).ok).toBe(false);
  });

  it("a recap names the facts in order, each by any of its forms", () => {
    const check = recap(["Ambrose", "Pike"], "inkwell", "key");
    expect(check.run("Mr. Pike's note, the inkwell, then the key.", ctx("so far?")).ok).toBe(true);
    expect(check.run("The key, the inkwell and Mr. Pike.", ctx("so far?")).ok).toBe(false);
  });

  it("recall passes on what the bot's own earlier reply named", () => {
    const earlier = { earlier: ["Morning!", "Try a seated figure four: cross one ankle over the knee."] };
    const check = recalls(1, "hip|figure four|twist");
    expect(check.run("That was the figure four.", ctx("the first one again?", earlier)).ok).toBe(true);
    expect(check.run("That was a twist.", ctx("the first one again?", earlier)).ok).toBe(false);
  });

  it("a joke sets up its topic in a question before the punchline", () => {
    const check = jokeAbout("noodle|ramen|pasta");
    expect(check.run("What do you call a fake noodle? An impasta!", ctx("a joke about noodles")).ok).toBe(
      true,
    );
    expect(check.run("Can I? Watch this, boss. Noodles in, toss!", ctx("a joke about noodles")).ok).toBe(
      false,
    );
    expect(check.run("Why did the chicken cross the road? To get to the other side.", ctx("")).ok).toBe(
      false,
    );
  });

  it("a goodbye needs a parting word and one the member did not type", () => {
    expect(farewell().run("Bye, Sam! Come back soon.", ctx("bye nana")).ok).toBe(true);
    expect(farewell().run("bye nana", ctx("bye nana")).ok).toBe(false);
    expect(farewell().run("Lovely chat, Sam.", ctx("bye nana")).ok).toBe(false);
  });
});

describe("blind set #5", () => {
  const set = conversations.filter((c) => c.title.includes(BLIND5));
  const given = [
    "captain-nova",
    "agatha-vale",
    "priya-anand",
    "maya-sol",
    "unit-k7",
    "nana-rose",
    "marisol-ibarra",
    "wes-okafor",
  ];

  it("is twelve fifteen-turn conversations with the eight bots it was given, four twice", () => {
    expectBlindSetShape(set, given);
    expect(
      set.filter((c) => c.turns.filter((t) => t.skill === "role-play").length >= 5).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it("has no turn a reply repeating the member's message could pass", () => {
    expectNoTurnPassedByEcho(set);
  });

  it("has no turn the bot's first message, example lines or catchphrases could pass", () => {
    expectNoTurnPassedByStockLines(set);
  });
});
