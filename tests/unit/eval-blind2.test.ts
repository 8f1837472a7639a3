// Blind set #2 and its checks: `mentionsNew` passes only on a word the member did not type in that
// message, the clock-time and duration checks read the ways people write them, and no turn of the
// set can be passed by a reply that repeats the member's message.
import { describe, expect, it } from "vitest";
import { checkContext, expectNoTurnPassedByEcho } from "../support/eval-echo";
import { mentionsNew } from "../../eval/conversation-checks";
import { conversations } from "../../eval/conversations";
import { BLIND2, duration, durationsIn, saysTime } from "../../eval/conversations/blind2-turns";

const ctx = checkContext;

describe("mentionsNew", () => {
  const check = mentionsNew("Marigold", "freighter");

  it("passes on a listed word the member did not type in this message", () => {
    expect(check.run("The Marigold is not answering, Number One.", ctx("hail them")).ok).toBe(true);
  });

  it("fails when the reply only repeats a listed word from the message (an echo)", () => {
    const verdict = check.run("Hailing the freighter now.", ctx("hail the freighter"));
    expect(verdict).toEqual({ ok: false, why: "none of: Marigold" });
  });

  it("reads words by their start, in the message as in the reply", () => {
    expect(mentionsNew("cook").run("Cooking is fun.", ctx("I like cooking")).ok).toBe(false);
    expect(mentionsNew("cook").run("Cooking is fun.", ctx("what now?")).ok).toBe(true);
  });

  it("can never pass when the message holds every listed word, and says so", () => {
    expect(check.run("The Marigold freighter.", ctx("the Marigold is a freighter"))).toEqual({
      ok: false,
      why: "every listed word is in the message",
    });
  });
});

describe("clock times and durations", () => {
  it("finds a clock time written the 12- or 24-hour way", () => {
    const check = saysTime(20, 43);
    for (const reply of ["You're done at 8:43 pm.", "20:43 sharp", "about 8.43"]) {
      expect(check.run(reply, ctx("")).ok).toBe(true);
    }
    for (const reply of ["At 8:40 you start.", "18:43", "28:43"]) {
      expect(check.run(reply, ctx("")).ok).toBe(false);
    }
  });

  it("reads durations in hours and minutes, minutes, decimals and words", () => {
    expect(durationsIn("That's 2 hours and 45 minutes.")).toContain(165);
    expect(durationsIn("2h45")).toContain(165);
    expect(durationsIn("about 165 minutes")).toContain(165);
    expect(durationsIn("roughly 1.6 hours")).toContain(96);
    expect(durationsIn("two hours")).toContain(120);
    expect(duration(97.5, 3).run("About 1 hour 38 minutes.", ctx("")).ok).toBe(true);
    expect(duration(165).run("2 hours", ctx("")).ok).toBe(false);
  });
});

describe("blind set #2", () => {
  const set = conversations.filter((c) => c.title.includes(BLIND2));

  it("is twelve fifteen-turn conversations with twelve bots, none of them Luna Harper or Hollis Crane", () => {
    expect(set).toHaveLength(12);
    expect(set.every((c) => c.turns.length === 15)).toBe(true);
    const bots = new Set(set.map((c) => c.bot));
    expect(bots.size).toBe(12);
    expect([...bots]).not.toContain("luna-harper");
    expect([...bots]).not.toContain("detective-hollis");
    const skills = set.flatMap((c) => c.turns.map((t) => t.skill));
    for (const skill of ["role-play", "recap", "advice", "memory", "word problem", "regenerate"] as const) {
      expect(skills).toContain(skill);
    }
  });

  it("has no turn a reply repeating the member's message could pass", () => {
    expectNoTurnPassedByEcho(set);
  });
});
