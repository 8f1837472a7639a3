// Blind set #6 and its checks: a scene needs a fact the member did not type, a recipe its amounts, a
// plan its days, an oven in °F the bot's own °C converted, a duration any usual form; the set uses
// the twelve bots it was given, once each, and no turn can be passed by repeating the message or by
// the bot's own first message, catchphrases and example lines.
import { describe, expect, it } from "vitest";
import {
  checkContext,
  expectBlindSetShape,
  expectNoTurnPassedByEcho,
  expectNoTurnPassedByStockLines,
} from "../support/eval-echo";
import { conversations } from "../../eval/conversations";
import {
  BLIND6,
  duration,
  fahrenheitOfOwnCelsius,
  fresh,
  leads,
  measured,
  namesAFilm,
  pounds,
  practiceQuestion,
  regenerate,
  scene,
  setsAndReps,
  weekPlan,
} from "../../eval/conversations/blind6-turns";

const ctx = checkContext;

describe("blind set #6's checks", () => {
  it("a scene passes on a fact the member did not type, told in two sentences, no small talk", () => {
    const check = scene("compass|key|pool|lock|door");
    const said = "*kneels and wipes the frost off the ice* there's something under it. a little silver key??";
    expect(check.run("The key glints. It would fit the lock of the old door.", ctx(said)).ok).toBe(true);
    expect(check.run("The key glints. How lovely, a silver key!", ctx(said)).ok).toBe(false);
    expect(check.run("The compass shivers. Coffee or tea, by the way?", ctx(said)).ok).toBe(false);
    expect(check.run("The compass shivers.", ctx(said)).ok).toBe(false);
  });

  it("fresh words are any of the listed ones the member did not type", () => {
    expect(
      fresh("Pretzel|fridge").run("Pretzel! Scared of the fridge.", ctx("what's my dog called?")).ok,
    ).toBe(true);
    expect(fresh("Lisbon|Portugal").run("Lisbon, right?", ctx("is it lisbon?")).ok).toBe(false);
  });

  it("a recipe needs measured amounts", () => {
    expect(measured(2).run("Cube 2 sweet potatoes, 1 tbsp oil, 400 g chickpeas.", ctx("")).ok).toBe(true);
    expect(measured(2).run("Use half a can of chickpeas and a pinch of salt.", ctx("")).ok).toBe(true);
    expect(measured(2).run("Roast the potatoes with the chickpeas.", ctx("")).ok).toBe(false);
  });

  it("sets and reps are counted, a plan names its days", () => {
    expect(setsAndReps().run("Do 3 sets of 3 negatives.", ctx("")).ok).toBe(true);
    expect(setsAndReps().run("Go for 4x5.", ctx("")).ok).toBe(true);
    expect(setsAndReps().run("Do as many as you can.", ctx("")).ok).toBe(false);
    expect(weekPlan().run("Mon: negatives. Wed: rows. Fri: hangs. Sunday rest.", ctx("")).ok).toBe(true);
    expect(weekPlan().run("Day 1 pull, day 2 rest, day 3 pull.", ctx("")).ok).toBe(true);
    expect(weekPlan().run("Train on Monday and rest the other days.", ctx("")).ok).toBe(false);
  });

  it("a practice question asks, with figures, about a topic", () => {
    const check = practiceQuestion("km", "train", "hour");
    expect(
      check.run("A train covers 150 km in 2 hours. What's its speed?", ctx("a practice question")).ok,
    ).toBe(true);
    expect(check.run("A train covers 150 km in 2 hours.", ctx("a practice question")).ok).toBe(false);
    expect(check.run("What's a train?", ctx("a practice question")).ok).toBe(false);
  });

  it("converts the bot's own oven temperature to °F, or accepts a usual °F one", () => {
    const check = fahrenheitOfOwnCelsius();
    const earlier = { earlier: ["Roast at 200°C, chef, for 30 minutes."] };
    expect(check.run("That's about 390°F.", ctx("in fahrenheit?", earlier)).ok).toBe(true);
    expect(check.run("That's 425°F.", ctx("in fahrenheit?", earlier)).ok).toBe(false);
    expect(check.run("Set it to 400 F.", ctx("in fahrenheit?")).ok).toBe(true);
    expect(check.run("Set it to 200.", ctx("in fahrenheit?")).ok).toBe(false);
  });

  it("a film is named in quotes or is a famous bad one", () => {
    expect(namesAFilm().run('Okay but hear me out: "The Room".', ctx("movie rec?")).ok).toBe(true);
    expect(namesAFilm().run("Sharknado, obviously.", ctx("movie rec?")).ok).toBe(true);
    expect(namesAFilm().run("Something terrible, obviously.", ctx("movie rec?")).ok).toBe(false);
  });

  it("a duration in any usual form", () => {
    for (const reply of ["about 2 hours 40 minutes", "2h 40m", "2.5 hours", "two and a half hours"]) {
      expect(duration(120, 200).run(reply, ctx("")).ok, reply).toBe(true);
    }
    expect(duration(24, 24).run("1,440 seconds, so 24 minutes", ctx("")).ok).toBe(true);
    expect(duration(24, 24).run("1440 seconds", ctx("")).ok).toBe(true);
    expect(duration(120, 200).run("4 hours 10 minutes", ctx("")).ok).toBe(false);
  });

  it("a sum is the figure the reply leads with; money is a pound amount, not a figure the member gave", () => {
    expect(leads(44.99).run("44.99 each: 179.96 ÷ 4.", ctx("each?")).ok).toBe(true);
    expect(leads(44.99).run("15 each. About 44.99 apiece, split 3 ways: 15.", ctx("each?")).ok).toBe(false);
    expect(pounds(6).run("The case saves you £6.", ctx("how much cheaper?")).ok).toBe(true);
    expect(pounds(6).run("Six quid cheaper.", ctx("how much cheaper?")).ok).toBe(true);
    expect(
      pounds(6).run("With 6 bottles, £45 and £8.50 I still need more.", ctx("how much cheaper?")).ok,
    ).toBe(false);
  });

  it("a regenerate must differ from the reply it replaces and still be right", () => {
    const turn = regenerate(fresh("tahini|avocado"));
    const replaced = "Swap the feta for tahini with lemon, chef.";
    expect(turn.check.run("Crush an avocado with lime instead.", ctx("swap?", { replaced })).ok).toBe(true);
    expect(turn.check.run("Swap the feta for tahini with lemon, chef!", ctx("swap?", { replaced })).ok).toBe(
      false,
    );
  });
});

describe("blind set #6", () => {
  const set = conversations.filter((c) => c.title.includes(BLIND6));
  const given = [
    "elara-moonwhisper",
    "ember-the-dragon",
    "rio-vance",
    "felix-wren",
    "coach-max",
    "leo-santos",
    "ines-duarte",
    "theo-park",
    "jamie-cole",
    "zed-ortega",
    "sage-everly",
    "reginald-pemberton",
  ];

  it("is twelve fifteen-turn conversations with the twelve bots it was given, once each", () => {
    expectBlindSetShape(set, given);
    expect(
      set.filter((c) => c.turns.filter((t) => t.skill === "role-play").length >= 5).length,
    ).toBeGreaterThanOrEqual(3);
    expect(set.filter((c) => c.turns.some((t) => t.skill === "recap")).length).toBeGreaterThanOrEqual(3);
  });

  it("has no turn a reply repeating the member's message could pass", () => {
    expectNoTurnPassedByEcho(set);
  });

  it("has no turn the bot's first message, example lines or catchphrases could pass", () => {
    expectNoTurnPassedByStockLines(set);
  });
});
