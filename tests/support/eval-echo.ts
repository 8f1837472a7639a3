// The proof every blind set gives of its checks: no turn passes when the reply only repeats what the
// member typed (once or twice over), no keyword check passes on the member's own words, and no turn
// passes on what the bot's card says of itself (first message, example replies, catchphrases).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
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
 * The shape every blind set since #4 has: twelve fifteen-turn conversations with the bots it was
 * given (eight bots, four of them twice, or twelve bots once each), every kind of turn the sets
 * measure, and regenerates in two or more.
 */
export function expectBlindSetShape(set: readonly Conversation[], bots: readonly string[]): void {
  expect(set).toHaveLength(12);
  expect(set.every((c) => c.turns.length === 15)).toBe(true);
  const uses = new Map<string, number>();
  for (const c of set) uses.set(c.bot, (uses.get(c.bot) ?? 0) + 1);
  expect([...uses.keys()].sort()).toEqual([...bots].sort());
  expect([...uses.values()].filter((n) => n === 2)).toHaveLength(12 - bots.length);
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

interface Card {
  data: {
    first_mes: string;
    mes_example: string;
    personality: string;
    extensions: { infinite: { slug: string } };
  };
}

/** What each card says of itself: its first message, its example replies and quoted catchphrases. */
function stockLines(): Map<string, string[]> {
  const dir = path.join(__dirname, "../../api/db/seed/bots");
  const out = new Map<string, string[]>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const { data } = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Card;
    const fill = (t: string) => t.replace(/\{\{user\}\}/g, "Sam").replace(/\{\{char\}\}/g, "");
    const examples = data.mes_example
      .split("\n")
      .filter((l) => l.startsWith("{{char}}:"))
      .map((l) => fill(l.slice("{{char}}:".length)).trim());
    const quoted = [...data.personality.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    out.set(data.extensions.infinite.slug, [fill(data.first_mes), ...examples, ...quoted, quoted.join(" ")]);
  }
  return out;
}

/** No turn passes when the reply is the bot's first message, one of its example lines or catchphrases. */
export function expectNoTurnPassedByStockLines(set: readonly Conversation[]): void {
  const stock = stockLines();
  const passed: string[] = [];
  for (const c of set) {
    let said = "";
    for (const [i, turn] of c.turns.entries()) {
      if (!turn.regenerate) said = turn.say;
      for (const line of stock.get(c.bot) ?? []) {
        const verdict = turn.check.run(
          line,
          checkContext(said, { replaced: turn.regenerate ? "-" : undefined }),
        );
        if (verdict.ok) passed.push(`${c.title} #${i}: "${line}"`);
      }
    }
  }
  expect(passed).toEqual([]);
}
