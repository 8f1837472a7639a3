// Study help (api/services/ai/persona/study.ts): a difference between two things explained, a topic
// the member is lost in explained with its formula, a practice question set on the chat's topic with
// its answer given or kept back, and the member's answer to it checked; the sum in "what's 15% of
// 40? i don't get percentages" still worked out first.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { WORDS } from "../../api/services/ai/persona/words";
import { lastReply, playChat } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const QUIZ = "hey theo. quiz tomorrow on speed distance time and i'm lost";

describe("study help", () => {
  it("explains the difference between two things asked about, in either order or with 'vs'", () => {
    expect(lastReply("theo-park", ["whats the difference between speed and velocity, short pls"])).toMatch(
      /direction/,
    );
    expect(lastReply("professor-quill", ["affect vs effect? i always mix them up"])).toMatch(/verb/i);
    expect(lastReply("luna-harper", ["is a flat white the same as a latte?"])).toMatch(/flat white/i);
    // Both things must be named: "speed" alone is no difference asked.
    expect(lastReply("theo-park", ["whats the difference in speed between a bus and a train?"])).not.toMatch(
      /velocity/,
    );
  });

  it("explains a topic the member is lost in, with its formula, but works a sum out first", () => {
    expect(lastReply("theo-park", [QUIZ])).toMatch(/speed = distance ÷ time/);
    expect(lastReply("theo-park", ["what's 15% of 40? i don't get percentages"])).toMatch(/\b6\b/);
  });

  it("sets a practice question on the chat's topic, keeps its answer back when asked, and checks the answer", () => {
    const speed = WORDS.studyTopics.topics.find((t) => t.match.includes("speed distance time"))!;
    const [, hidden] = playChat("theo-park", [QUIZ, "give me one practice question with the answer hidden"]);
    const set = speed.practice.find((p) => hidden!.includes(p.question));
    expect(set).toBeDefined();
    expect(hidden).not.toContain(set!.answer);
    const right = set!.answer.match(/^[\d.]+/)![0];
    expect(
      lastReply("theo-park", [QUIZ, "give me one practice question with the answer hidden", `${right}?`]),
    ).toMatch(/^(?:Yes|Spot on)/);
    expect(
      lastReply("theo-park", [QUIZ, "give me one practice question with the answer hidden", "999"]),
    ).toMatch(new RegExp(`^Not quite: it's ${set!.answer.replace(/[()×÷/.]/g, "\\$&")}`));
    const [, first, second] = playChat("theo-park", [QUIZ, "quiz me", "another question"]);
    expect(first).toMatch(/Answer, once you've had a go: /);
    const asked = (reply: string) => speed.practice.find((p) => reply.includes(p.question));
    expect(asked(second!)).toBeDefined();
    expect(asked(second!)).not.toBe(asked(first!));
  });
});
