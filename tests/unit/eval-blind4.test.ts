// Blind set #4 and its checks: durations, clock times, French prices and recipe amounts are read in
// every usual form, a scaled recipe is judged against the bot's own recipe of the turn before, the set
// uses only the eight bots no earlier blind set used, and no turn can be passed by repeating the message.
import { describe, expect, it } from "vitest";
import { checkContext, expectBlindSetShape, expectNoTurnPassedByEcho } from "../support/eval-echo";
import { conversations } from "../../eval/conversations";
import {
  BLIND4,
  clock,
  clockTimesIn,
  duration,
  measured,
  minutesIn,
  price,
  quantitiesIn,
  scaledFrom,
} from "../../eval/conversations/blind4-turns";

const ctx = checkContext;

describe("durations and clock times", () => {
  it("reads a duration in hours and minutes, decimals, words or a half", () => {
    expect(minutesIn("2 hours and 30 minutes")).toContain(150);
    expect(minutesIn("about 2.5 hours")).toContain(150);
    expect(minutesIn("two and a half hours")).toContain(150);
    expect(minutesIn("2h30")).toContain(150);
    expect(minutesIn("twenty-one hours and forty minutes")).toContain(1300);
    expect(minutesIn("an hour and a half")).toContain(90);
    expect(minutesIn("half an hour")).toContain(30);
  });

  it("passes the right duration within its tolerance, and never a clock time as one", () => {
    expect(duration(285).run("That's 4 h 45 min of walking.", ctx("")).ok).toBe(true);
    expect(duration(325, 5).run("Roughly five and a half hours.", ctx("")).ok).toBe(true);
    expect(duration(325, 5).run("About 6 hours.", ctx("")).ok).toBe(false);
    expect(duration(1300).run("He said 4 pm, it's 1:40 pm now.", ctx("")).ok).toBe(false);
  });

  it("reads clock times in 24 hours, 12 hours with am/pm, and without", () => {
    expect(clockTimesIn("4 am")).toEqual([240]);
    expect(clockTimesIn("12:15 pm")).toEqual([735]);
    expect(clockTimesIn("at 9")).toEqual([]);
    expect(clock(19, 8).run("You arrive at 19:08.", ctx("")).ok).toBe(true);
    expect(clock(8, 10).run("Leave at 8.10 and you're early.", ctx("")).ok).toBe(true);
    expect(clock(7, 10).run("Get up at 7:10 am.", ctx("")).ok).toBe(true);
    expect(clock(7, 10).run("Get up at 7:10 pm.", ctx("")).ok).toBe(false);
    expect(clock(4, 0).run("You'll be done by 4 in the morning.", ctx("")).ok).toBe(true);
  });
});

describe("prices and recipes", () => {
  it("reads a price with a decimal point or a French decimal comma", () => {
    expect(price(4.2).run("Quatre euros vingt: 4,20 €.", ctx("")).ok).toBe(true);
    expect(price(21.1).run("That's €21.10 in all.", ctx("")).ok).toBe(true);
    expect(price(21.1).run("That's €21 in all.", ctx("")).ok).toBe(false);
    expect(price(1250.5).run("1,250.50 euros", ctx("")).ok).toBe(true);
  });

  it("reads measured ingredients in grams, litres, spoons and eggs", () => {
    expect(quantitiesIn("250 g flour, 3 eggs, 1.25 l milk, ½ tsp salt")).toEqual([
      [250, "g"],
      [3, "egg"],
      [1250, "ml"],
      [0.5, "tsp"],
    ]);
    expect(measured(3).run("250 g flour, 3 eggs and 500 ml milk.", ctx("a recipe?")).ok).toBe(true);
    expect(measured(3).run("Flour, eggs and milk.", ctx("a recipe?")).ok).toBe(false);
  });

  it("a scaled recipe passes only on the bot's last recipe multiplied", () => {
    const before = { earlier: ["For 4: 250 g flour, 3 eggs, 500 ml milk."] };
    const check = scaledFrom(2.5);
    expect(
      check.run("625 g flour, 7 or 8 eggs and 1.25 litres of milk.", ctx("and for 10?", before)).ok,
    ).toBe(true);
    expect(check.run("250 g flour, 3 eggs, 500 ml milk.", ctx("and for 10?", before)).ok).toBe(false);
    expect(check.run("625 g flour, 8 eggs.", ctx("and for 10?")).ok).toBe(false);
  });
});

describe("blind set #4", () => {
  const set = conversations.filter((c) => c.title.includes(BLIND4));
  const unused = [
    "professor-quill",
    "juno-vega",
    "sir-cedric",
    "kai-morrow",
    "amara-stone",
    "camille-laurent",
    "nora-nightingale",
    "benny-banter",
  ];

  it("is twelve fifteen-turn conversations with the eight bots no earlier blind set used, four twice", () => {
    expectBlindSetShape(set, unused);
  });

  it("has no turn a reply repeating the member's message could pass", () => {
    expectNoTurnPassedByEcho(set);
  });
});
