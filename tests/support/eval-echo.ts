// The proof every blind set gives of its checks: no turn passes when the reply only repeats what the
// member typed (once or twice over), and no keyword check passes on the member's own words.
import { expect } from "vitest";
import type { CheckContext, Conversation } from "../../eval/types";

/** A check's context for a reply to `said`, with nothing earlier in the chat. */
export const checkContext = (said: string, extra: Partial<CheckContext> = {}): CheckContext => ({
  earlier: [],
  said,
  ...extra,
});

export function expectNoTurnPassedByEcho(set: readonly Conversation[]): void {
  for (const c of set) {
    let said = "";
    for (const [i, turn] of c.turns.entries()) {
      if (!turn.regenerate) said = turn.say;
      for (const echo of [said, `${said}. ${said}.`]) {
        const verdict = turn.check.run(
          echo,
          checkContext(said, { replaced: turn.regenerate ? echo : undefined }),
        );
        expect(verdict.ok, `${c.title} #${i}: "${echo}"`).toBe(false);
        expect(verdict.why, `${c.title} #${i}`).not.toBe("every listed word is in the message");
      }
    }
  }
}

/**
 * The shape every blind set since #4 has: twelve fifteen-turn conversations with the eight bots it
 * was given, four of them twice, every kind of turn the sets measure, and regenerates in two or more.
 */
export function expectBlindSetShape(set: readonly Conversation[], bots: readonly string[]): void {
  expect(set).toHaveLength(12);
  expect(set.every((c) => c.turns.length === 15)).toBe(true);
  const uses = new Map<string, number>();
  for (const c of set) uses.set(c.bot, (uses.get(c.bot) ?? 0) + 1);
  expect([...uses.keys()].sort()).toEqual([...bots].sort());
  expect([...uses.values()].filter((n) => n === 2)).toHaveLength(4);
  const skills = set.flatMap((c) => c.turns.map((t) => t.skill));
  for (const skill of [
    "role-play",
    "recap",
    "advice",
    "recipe",
    "memory",
    "word problem",
    "conversion",
    "regenerate",
  ] as const) {
    expect(skills).toContain(skill);
  }
  expect(set.filter((c) => c.turns.some((t) => t.regenerate)).length).toBeGreaterThanOrEqual(2);
}
