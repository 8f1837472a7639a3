// Blind set #3 and its checks: numbers are read in digits and in words, a scene must bring something
// the member did not type, a goodbye must be more than the member's goodbye said back, the set uses
// none of the bots of the earlier blind sets, and no turn can be passed by repeating the message.
import { describe, expect, it } from "vitest";
import { checkContext, expectNoTurnPassedByEcho } from "../support/eval-echo";
import { conversations } from "../../eval/conversations";
import {
  BLIND3,
  amount,
  between,
  farewell,
  scene,
  wordNumbersIn,
} from "../../eval/conversations/blind3-turns";

const ctx = checkContext;

describe("numbers in digits and in words", () => {
  it("reads number words up to ninety-nine", () => {
    expect(wordNumbersIn("Three jars, twenty-five coins, ninety years, Twelve")).toEqual([3, 25, 90, 12]);
    expect(wordNumbersIn("someone, often, tent")).toEqual([]);
  });

  it("finds the amount with thousands separators, decimals or words, within its tolerance", () => {
    expect(amount(4080).run("You keep 4,080 coins.", ctx("")).ok).toBe(true);
    expect(amount(7.7, 0.01).run("That's $7.70 in all.", ctx("")).ok).toBe(true);
    expect(amount(3).run("She sent three jars.", ctx("")).ok).toBe(true);
    expect(amount(3).run("She sent 4 jars.", ctx(""))).toEqual({ ok: false, why: "no 3 (found 4)" });
  });

  it("takes a figure in a range only with its unit", () => {
    const check = between(8, 30, "min");
    expect(check.run("About 20 minutes.", ctx("")).ok).toBe(true);
    expect(check.run("About 20.", ctx("")).ok).toBe(false);
    expect(check.run("About 45 minutes.", ctx("")).ok).toBe(false);
  });
});

describe("scenes and goodbyes", () => {
  it("a scene passes on a named fact the member did not type, told in two sentences", () => {
    const check = scene("Pellam/knight/sword");
    const said = "I hear footsteps at the cave mouth";
    expect(check.run("*smoke curls* That will be Sir Pellam. Hide behind the gold.", ctx(said)).ok).toBe(
      true,
    );
    expect(check.run("The knight! Run.", ctx("the knight is here")).ok).toBe(false);
    expect(check.run("Pellam.", ctx(said)).ok).toBe(false);
  });

  it("a goodbye passes in the bot's own words, not as the member's goodbye said back", () => {
    const check = farewell("Tavi");
    expect(check.run("Bye, Tavi. Mind the rocks.", ctx("ok bye grumpy")).ok).toBe(true);
    expect(check.run("Goodbye! Come again.", ctx("ok bye grumpy")).ok).toBe(true);
    expect(check.run("Talk soon, Tavi! I'll be thinking about our chat.", ctx("bye ember")).ok).toBe(true);
    expect(check.run("Sleep tight. Same place next time?", ctx("night ember")).ok).toBe(true);
    expect(check.run("Bye grumpy.", ctx("ok bye grumpy")).ok).toBe(false);
    expect(check.run("The honey is lovely.", ctx("ok bye grumpy")).ok).toBe(false);
  });
});

describe("blind set #3", () => {
  const set = conversations.filter((c) => c.title.includes(BLIND3));
  const earlierBlindBots = [
    "captain-nova",
    "agatha-vale",
    "rio-vance",
    "elara-moonwhisper",
    "priya-anand",
    "leo-santos",
    "maya-sol",
    "unit-k7",
    "jamie-cole",
    "nana-rose",
    "marisol-ibarra",
    "wes-okafor",
    "luna-harper",
    "detective-hollis",
  ];

  it("is twelve fifteen-turn conversations with twelve bots the earlier blind sets did not use", () => {
    expect(set).toHaveLength(12);
    expect(set.every((c) => c.turns.length === 15)).toBe(true);
    const bots = new Set(set.map((c) => c.bot));
    expect(bots.size).toBe(12);
    for (const bot of earlierBlindBots) expect([...bots]).not.toContain(bot);
    const skills = set.flatMap((c) => c.turns.map((t) => t.skill));
    for (const skill of [
      "role-play",
      "recap",
      "advice",
      "recipe",
      "memory",
      "word problem",
      "regenerate",
    ] as const) {
      expect(skills).toContain(skill);
    }
  });

  it("has no turn a reply repeating the member's message could pass", () => {
    expectNoTurnPassedByEcho(set);
  });
});
