import { describe, expect, it } from "vitest";
import { buildPrompt, estimateTokens } from "../../api/services/ai/prompt";
import type { BotCard, ChatTurn, ReplyRequest } from "../../api/services/ai/types";

const bot: BotCard = {
  name: "Max",
  description: "{{char}} is a fitness coach who trains {{user}}.",
  personality: "energetic, loud",
  scenario: "{{char}} and <USER> meet at the gym.",
  first_mes: "Hey {{user}}!",
  mes_example: [
    "<START>",
    "{{user}}: I skipped leg day.",
    "{{char}}: No excuses, only progress!",
    "<START>",
    "{{user}}: I'm tired.",
    "<BOT>: Rest is part of the plan, {{user}}.",
  ].join("\n"),
  system_prompt: "You are {{char}}, coaching {{user}}.",
  post_history_instructions: "Stay upbeat, {{user}} needs you. Answer as {{char}}.",
  tags: ["fitness"],
};

const plain: BotCard = { ...bot, system_prompt: "", post_history_instructions: "", mes_example: "" };

function request(card: BotCard, history: ChatTurn[]): ReplyRequest {
  return { bot: card, userName: "Sam", history };
}

function total(messages: { content: string }[]): number {
  return messages.reduce((n, m) => n + estimateTokens(m.content), 0);
}

/** n alternating turns (user first), each about `chars` long and numbered. */
function longHistory(n: number, chars: number): ChatTurn[] {
  return Array.from({ length: n }, (_, i) => ({
    role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
    content: `turn-${i} ${"x".repeat(chars)}`,
  }));
}

describe("estimateTokens", () => {
  it("is about four characters per token, rounded up", () => {
    expect(estimateTokens("")).toBe(0);
    expect(estimateTokens("abcd")).toBe(1);
    expect(estimateTokens("abcde")).toBe(2);
    expect(estimateTokens("x".repeat(400))).toBe(100);
  });
});

describe("buildPrompt", () => {
  const history: ChatTurn[] = [
    { role: "assistant", content: "Hey {{user}}!" },
    { role: "user", content: "Hi Max, I'm back." },
    { role: "assistant", content: "Welcome back!" },
    { role: "user", content: "What should I train today?" },
  ];

  it("lays out system, history in order, then post-history instructions", () => {
    const messages = buildPrompt(request(bot, history), { contextTokens: 8192 });
    expect(messages.map((m) => m.role)).toEqual([
      "system",
      "assistant",
      "user",
      "assistant",
      "user",
      "system",
    ]);
    expect(messages.slice(1, 5).map((m) => m.content)).toEqual([
      "Hey Sam!",
      "Hi Max, I'm back.",
      "Welcome back!",
      "What should I train today?",
    ]);
    expect(messages[5]!.content).toBe("Stay upbeat, Sam needs you. Answer as Max.");

    const system = messages[0]!.content;
    expect(system.startsWith("You are Max, coaching Sam.")).toBe(true);
    expect(system).toContain("Max is a fitness coach who trains Sam.");
    expect(system).toContain("Max's personality: energetic, loud");
    expect(system).toContain("Scenario: Max and Sam meet at the gym.");
    expect(system).toContain("Sam: I skipped leg day.");
    expect(system).toContain("Max: Rest is part of the plan, Sam.");
    const order = [
      "You are Max",
      "Max is a fitness coach",
      "Max's personality",
      "Scenario:",
      "No excuses",
    ].map((s) => system.indexOf(s));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("applies macros everywhere", () => {
    const messages = buildPrompt(request(bot, history), { contextTokens: 8192 });
    for (const m of messages) {
      expect(m.content).not.toMatch(/\{\{\s*(char|user)\s*\}\}/i);
      expect(m.content).not.toMatch(/<(BOT|USER)>/i);
    }
  });

  it("uses a default system prompt and skips empty parts", () => {
    const messages = buildPrompt(request(plain, [{ role: "user", content: "hi" }]), { contextTokens: 4096 });
    expect(messages).toHaveLength(2);
    expect(messages[0]!.role).toBe("system");
    expect(messages[0]!.content.startsWith("You are Max.")).toBe(true);
    expect(messages[0]!.content).toMatch(/Stay in character/);
    expect(messages[0]!.content).not.toContain("Example");
    expect(messages[1]).toEqual({ role: "user", content: "hi" });
  });

  it("does not invent a greeting", () => {
    const messages = buildPrompt(request(bot, [{ role: "user", content: "hello" }]), { contextTokens: 4096 });
    expect(messages.map((m) => m.role)).toEqual(["system", "user", "system"]);
    expect(messages.some((m) => m.content.includes("Hey Sam!"))).toBe(false);
  });

  it("keeps the newest history and drops the oldest when over budget", () => {
    const turns = longHistory(41, 396); // ~100 tokens each
    const contextTokens = 1600;
    const messages = buildPrompt(request(plain, turns), { contextTokens });
    expect(total(messages)).toBeLessThanOrEqual(contextTokens - 512);
    const kept = messages.slice(1).map((m) => m.content);
    expect(kept.length).toBeGreaterThan(3);
    expect(kept.length).toBeLessThan(turns.length);
    // A contiguous run of the newest turns, ending with the latest user message.
    expect(kept).toEqual(turns.slice(turns.length - kept.length).map((t) => t.content));
    expect(kept[kept.length - 1]).toBe(turns[40]!.content);
    expect(kept).not.toContain(turns[0]!.content);
    // One more turn would not have fit.
    expect(total(messages) + estimateTokens(turns[turns.length - kept.length - 1]!.content)).toBeGreaterThan(
      contextTokens - 512,
    );
  });

  it("drops example dialogue before any history", () => {
    const card = {
      ...bot,
      mes_example: `<START>\n{{char}}: ${"example ".repeat(100)}\n<START>\n{{char}}: ${"more ".repeat(100)}`,
    };
    const turns = longHistory(5, 396);
    const roomy = buildPrompt(request(card, turns), { contextTokens: 100_000 });
    const withExamples = total(roomy);
    expect(roomy[0]!.content).toContain("example example");

    // Enough for all history but not for the examples.
    const tight = buildPrompt(request(card, turns), { contextTokens: withExamples + 512 - 200 });
    expect(tight[0]!.content).not.toContain("example example");
    expect(tight.slice(1, -1).map((m) => m.content)).toEqual(turns.map((t) => t.content));
    expect(tight[tight.length - 1]!.role).toBe("system");

    // Tighter still: examples gone, then the oldest history.
    const tighter = buildPrompt(request(card, turns), { contextTokens: withExamples + 512 - 520 });
    expect(tighter[0]!.content).not.toContain("example");
    const kept = tighter.slice(1, -1).map((m) => m.content);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(turns.length);
    expect(kept).toEqual(turns.slice(turns.length - kept.length).map((t) => t.content));
  });

  it("keeps as many example blocks as fit once all history fits", () => {
    const card = {
      ...bot,
      mes_example: `<START>\n{{char}}: first ${"a".repeat(400)}\n<START>\n{{char}}: second ${"b".repeat(400)}`,
    };
    const turns: ChatTurn[] = [{ role: "user", content: "hi" }];
    const all = buildPrompt(request(card, turns), { contextTokens: 100_000 });
    const budget = total(all) - 60; // room for the first block only
    const partial = buildPrompt(request(card, turns), { contextTokens: budget + 512 });
    expect(partial[0]!.content).toContain("first a");
    expect(partial[0]!.content).not.toContain("second b");
    expect(total(partial)).toBeLessThanOrEqual(budget);
  });

  it("always keeps the system prompt and the latest user message", () => {
    const turns = longHistory(9, 2000);
    const messages = buildPrompt(request(bot, turns), { contextTokens: 100 });
    expect(messages.map((m) => m.role)).toEqual(["system", "user", "system"]);
    expect(messages[0]!.content.startsWith("You are Max, coaching Sam.")).toBe(true);
    expect(messages[1]!.content).toBe(turns[8]!.content);
    expect(messages[2]!.content).toBe("Stay upbeat, Sam needs you. Answer as Max.");
  });
});
