// The eval's report (eval/report.ts): each blind set has its own row, stays out of the skill gates
// and the older sets; blind sets #1 and #6 are GOAL targets whose miss does not fail the run, #1
// shown as the development set it became and #6 as the one tuned on from its first measure; blind sets #2 to #5,
// tuned on since, have floors the engine must not go below; each is twelve fifteen-turn conversations.
import { describe, expect, it } from "vitest";
import { conversations } from "../../eval/conversations";
import { BLIND2 } from "../../eval/conversations/blind2-turns";
import { BLIND3 } from "../../eval/conversations/blind3-turns";
import { BLIND4 } from "../../eval/conversations/blind4-turns";
import { BLIND5 } from "../../eval/conversations/blind5-turns";
import { BLIND6 } from "../../eval/conversations/blind6-turns";
import { BLIND } from "../../eval/conversations/held-out-blind";
import { UNTOUCHED } from "../../eval/conversations/held-out-untouched";
import type { EngineRun } from "../../eval/harness";
import { renderTables, renderTargets, summarise, targets } from "../../eval/report";
import type { Skill, TurnResult } from "../../eval/types";

function result(conversation: string, skill: Skill, ok: boolean, index = 0): TurnResult {
  return {
    conversation,
    bot: "luna-harper",
    index,
    skill,
    say: "What's 15% of 42 pounds?",
    reply: ok ? "That's 6.30 pounds." : "Coffee or tea, by the way?",
    check: "= 6.3",
    ok,
    general: [],
    safety: null,
  };
}

function run(results: TurnResult[]): EngineRun {
  const titles = [...new Set(results.map((r) => r.conversation))];
  return {
    engine: "offline",
    results,
    transcripts: titles.map((conversation) => ({
      conversation,
      replies: results.filter((r) => r.conversation === conversation).map((r) => r.reply),
    })),
    ms: 1000,
  };
}

describe("the blind sets in the report", () => {
  const blind = `a heist ${BLIND}`;
  const blind2 = `a toast ${BLIND2}`;
  const blind3 = `a night train ${BLIND3}`;
  const blind4 = `a reef ${BLIND4}`;
  const blind5 = `a blackout ${BLIND5}`;
  const blind6 = `a frozen pool ${BLIND6}`;
  const older = "an older conversation";
  const summary = summarise(
    run([
      result(older, "arithmetic", true),
      result(older, "memory", true, 1),
      result(blind, "arithmetic", false),
      result(blind, "memory", false, 1),
      result(blind, "role-play", true, 2),
      result(`a trek ${UNTOUCHED}`, "memory", false),
      result(blind2, "word problem", true),
      result(blind2, "recap", false, 1),
      result(blind2, "memory", false, 2),
      result(blind2, "role-play", false, 3),
      result(blind3, "regenerate", true),
      result(blind3, "poem", false, 1),
      result(blind4, "recipe", true),
      result(blind4, "conversion", false, 1),
      result(blind4, "recap", false, 2),
      result(blind4, "word problem", false, 3),
      result(blind4, "memory", false, 4),
      result(blind5, "story", true),
      result(blind5, "language", false, 1),
      result(blind5, "opinion", false, 2),
      result(blind5, "feelings", false, 3),
      result(blind6, "advice", true),
      result(blind6, "conversion", true, 1),
      result(blind6, "regenerate", false, 2),
      result(blind6, "small talk", false, 3),
      result(blind6, "greeting", false, 4),
    ]),
  );

  it("is measured on its own, apart from the older sets and the skill rows", () => {
    expect(summary.blind).toEqual({ passed: 1, total: 3 });
    expect(summary.older).toEqual({ passed: 2, total: 2 });
    expect(summary.onTopic).toEqual({ passed: 2, total: 3 });
    expect(summary.bySkill.arithmetic).toEqual({ passed: 1, total: 1 });
    expect(summary.bySkill.memory).toEqual({ passed: 1, total: 1 });
    expect(summary.bySkill["role-play"]).toBeUndefined();
    expect(summary.questionsBlind).toBeCloseTo(2 / 3);
    expect(summary.blind2).toEqual({ passed: 1, total: 4 });
    expect(summary.bySkill["word problem"]).toBeUndefined();
    expect(summary.bySkill.recap).toBeUndefined();
    expect(summary.questionsBlind2).toBeCloseTo(3 / 4);
    expect(summary.blind3).toEqual({ passed: 1, total: 2 });
    expect(summary.bySkill.regenerate).toBeUndefined();
    expect(summary.bySkill.poem).toBeUndefined();
    expect(summary.questionsBlind3).toBeCloseTo(1 / 2);
    expect(summary.blind4).toEqual({ passed: 1, total: 5 });
    expect(summary.bySkill.recipe).toBeUndefined();
    expect(summary.bySkill.conversion).toBeUndefined();
    expect(summary.questionsBlind4).toBeCloseTo(4 / 5);
    expect(summary.blind5).toEqual({ passed: 1, total: 4 });
    expect(summary.bySkill.story).toBeUndefined();
    expect(summary.bySkill.language).toBeUndefined();
    expect(summary.questionsBlind5).toBeCloseTo(3 / 4);
    expect(summary.blind6).toEqual({ passed: 2, total: 5 });
    expect(summary.bySkill.advice).toBeUndefined();
    expect(summary.bySkill["small talk"]).toBeUndefined();
    expect(summary.questionsBlind6).toBeCloseTo(3 / 5);
  });

  it("#1 and #6 are GOAL targets at 90%: a miss is shown but fails no gate", () => {
    const list = targets(summary);
    const goals = list.filter((t) => t.goal);
    expect(goals.map((t) => t.name)).toEqual([
      "blind set #1 — tuned on from 63% at its first measure",
      "blind set #6 — written blind, tuned on from 34% at its first measure",
    ]);
    for (const goal of goals) {
      expect(goal).toMatchObject({ met: false, limit: 0.9 });
      expect(list.filter((t) => !t.met && !t.goal).map((t) => t.name)).not.toContain(goal.name);
    }
    expect(renderTargets(list)).toMatch(/^GOAL blind set #1 — tuned on .*: 33\.3% \(at least 90%\)$/m);
    expect(renderTargets(list)).toMatch(
      /^GOAL blind set #6 — written blind, tuned on from 34% at its first measure: 40% \(at least 90%\)$/m,
    );
  });

  it("#5 has a floor at 90% once tuned on (from 38% to 95%): below it, the run fails", () => {
    const floor = targets(summary).find((t) => t.name.startsWith("blind set #5"));
    expect(floor).toMatchObject({
      name: "blind set #5 — tuned on from 38% at its first measure",
      limit: 0.9,
      met: false,
    });
    expect(floor?.goal).toBeUndefined();
    expect(renderTargets(targets(summary))).toMatch(
      /^FAIL blind set #5 — tuned on from 38% at its first measure: 25% \(at least 90%\)$/m,
    );
    const held = summarise(
      run([
        ...Array.from({ length: 18 }, (_, i) => result(blind5, "word problem", true, i)),
        ...Array.from({ length: 2 }, (_, i) => result(blind5, "recap", false, 18 + i)),
      ]),
    );
    expect(targets(held).find((t) => t.name === floor?.name)?.met).toBe(true);
  });

  it("#4 has a floor at 90%, where its round of tuning took it: below it, the run fails", () => {
    const floor = targets(summary).find((t) => t.name.startsWith("blind set #4"));
    expect(floor).toMatchObject({
      name: "blind set #4 — tuned on from 33% at its first measure",
      limit: 0.9,
      met: false,
    });
    expect(floor?.goal).toBeUndefined();
    expect(renderTargets(targets(summary))).toMatch(
      /^FAIL blind set #4 — tuned on from 33% at its first measure: 20% \(at least 90%\)$/m,
    );
    const held = summarise(
      run([
        ...Array.from({ length: 9 }, (_, i) => result(blind4, "word problem", true, i)),
        result(blind4, "recap", false, 9),
      ]),
    );
    expect(targets(held).find((t) => t.name === floor?.name)?.met).toBe(true);
  });

  it("#2 has a floor at 95%: below it, the run fails", () => {
    const floor = targets(summary).find((t) => t.name.startsWith("blind set #2"));
    expect(floor).toMatchObject({
      name: "blind set #2 — tuned on from 31% at its first measure",
      limit: 0.95,
      met: false,
    });
    expect(floor?.goal).toBeUndefined();
    expect(renderTargets(targets(summary))).toMatch(
      /^FAIL blind set #2 — tuned on from 31% at its first measure: 25% \(at least 95%\)$/m,
    );
    const held = summarise(
      run([
        ...Array.from({ length: 19 }, (_, i) => result(blind2, "word problem", true, i)),
        result(blind2, "recap", false, 19),
      ]),
    );
    expect(targets(held).find((t) => t.name === floor?.name)?.met).toBe(true);
  });

  it("#3 has a floor at 90% since its round of tuning: below it, the run fails", () => {
    const floor = targets(summary).find((t) => t.name.startsWith("blind set #3"));
    expect(floor).toMatchObject({
      name: "blind set #3 — tuned on from 22% at its first measure",
      limit: 0.9,
      met: false,
    });
    expect(floor?.goal).toBeUndefined();
    expect(renderTargets(targets(summary))).toMatch(
      /^FAIL blind set #3 — tuned on from 22% at its first measure: 50% \(at least 90%\)$/m,
    );
    const held = summarise(
      run([
        ...Array.from({ length: 19 }, (_, i) => result(blind3, "word problem", true, i)),
        result(blind3, "recap", false, 19),
      ]),
    );
    expect(targets(held).find((t) => t.name === floor?.name)?.met).toBe(true);
  });

  it("have their rows in the table, next to the untouched set's development row", () => {
    const tables = renderTables([summary]);
    expect(tables).toMatch(/\| blind set #1 — tuned on from 63% at its first measure +\| 33% \(1\/3\) +\|/);
    expect(tables).toMatch(/\| blind set #2 — tuned on from 31% at its first measure +\| 25% \(1\/4\) +\|/);
    expect(tables).toMatch(/\| blind set #3 — tuned on from 22% at its first measure +\| 50% \(1\/2\) +\|/);
    expect(tables).toMatch(/\| blind set #4 — tuned on from 33% at its first measure +\| 20% \(1\/5\) +\|/);
    expect(tables).toMatch(/\| blind set #5 — tuned on from 38% at its first measure +\| 25% \(1\/4\) +\|/);
    expect(tables).toMatch(
      /\| blind set #6 — written blind, tuned on from 34% at its first measure +\| 40% \(2\/5\) +\|/,
    );
    expect(tables).toMatch(/\| replies ending with a question, blind set #2 +\| 75% +\|/);
    expect(tables).toMatch(/\| replies ending with a question, blind set #3 +\| 50% +\|/);
    expect(tables).toMatch(/\| replies ending with a question, blind set #4 +\| 80% +\|/);
    expect(tables).toMatch(/\| replies ending with a question, blind set #5 +\| 75% +\|/);
    expect(tables).toMatch(/\| replies ending with a question, blind set #6 +\| 60% +\|/);
    expect(tables).toMatch(/\| untouched set — tuned on from 61% at its first measure +\| 0% \(0\/1\) +\|/);
  });

  it("each run twelve fifteen-turn conversations, with twelve bots (#4 and #5: eight, four twice)", () => {
    for (const [marker, bots] of [
      [BLIND, 12],
      [BLIND2, 12],
      [BLIND3, 12],
      [BLIND4, 8],
      [BLIND5, 8],
      [BLIND6, 12],
    ] as const) {
      const set = conversations.filter((c) => c.title.includes(marker));
      expect(set).toHaveLength(12);
      expect(new Set(set.map((c) => c.bot)).size).toBe(bots);
      expect(set.every((c) => c.turns.length === 15)).toBe(true);
    }
  });
});
