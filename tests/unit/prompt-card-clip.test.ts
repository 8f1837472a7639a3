// Long card text and the model's window: the import keeps a 20,000-character description whole;
// the prompt gives each card field its share of the window and cuts it at a word when it is longer.
import { beforeAll, describe, expect, it } from "vitest";
import { CARD_WINDOW_SHARES, clipToTokens } from "../../api/services/ai/clip";
import { planPrompt, planPromptQuickly } from "../../api/services/ai/prompt";
import { loadTokenCounter, type TokenCounter } from "../../api/services/ai/tokens";
import type { ReplyRequest } from "../../api/services/ai/types";
import { cardFixture } from "../support/charx";

let count: TokenCounter;
beforeAll(async () => {
  count = await loadTokenCounter("gpt-4o-mini");
});

const { data } = cardFixture("long-notes.json");
// Macros are filled in the prompt: compare with the text as sent.
const description = (data.description as string).replaceAll("{{char}}", data.name);
const request = (description: string): ReplyRequest => ({
  bot: { ...data, description },
  userName: "Priya",
  history: [{ role: "user", content: "Hello?" }],
});

describe("clipToTokens", () => {
  it("keeps text that fits, cuts longer text at a word within the budget", () => {
    expect(clipToTokens("short text", 100, count)).toEqual({ text: "short text", clipped: false });
    const { text, clipped } = clipToTokens(data.description, 500, count);
    expect(clipped).toBe(true);
    expect(count(text)).toBeLessThanOrEqual(500);
    expect(count(text)).toBeGreaterThan(400);
    expect(text.endsWith(" …")).toBe(true);
    expect(data.description.startsWith(text.slice(0, -2))).toBe(true);
    expect(text.slice(0, -2)).toMatch(/\S$/);
  });

  it("emoji and other pairs are never split", () => {
    const { text } = clipToTokens("😀".repeat(1000), 50, count);
    expect(() => encodeURIComponent(text)).not.toThrow();
  });
});

describe("a long description in a small window", () => {
  it("is cut to its share; the prompt and the reply fit the window", () => {
    const contextTokens = 4096;
    const plan = planPrompt(request(data.description), { contextTokens, maxTokens: 400, countTokens: count });
    const system = plan.messages[0]!.content;
    expect(system).toContain(description.slice(0, 500));
    // The fixture repeats one paragraph: what shows it was cut is that the whole is not there.
    expect(system).not.toContain(description);
    expect(system).toContain(" …");
    expect(plan.promptTokens + 400).toBeLessThanOrEqual(contextTokens);
    expect(plan.complete).toBe(false);
    expect(count(system)).toBeLessThan(contextTokens * (CARD_WINDOW_SHARES.description + 0.25));
  });

  it("is sent whole when the window has room for it", async () => {
    const plan = await planPromptQuickly(
      request(data.description),
      { contextTokens: 128_000 },
      async () => count,
    );
    expect(plan.messages[0]!.content).toContain(description);
    expect(plan.messages[0]!.content).not.toContain(data.creator_notes.slice(0, 200));
  });
});
