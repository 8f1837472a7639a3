// Card macros (api/services/ai/macros.ts) as V2/V3 cards use them: every one is replaced, {{pick}}
// stays the same for a chat, unknown ones and comments go, and nothing reaches a model as {{…}}.
import { describe, expect, it } from "vitest";
import { applyMacros, applyNameMacros } from "../../api/services/ai/macros";
import { buildPrompt, DEFAULT_SYSTEM_PROMPT } from "../../api/services/ai/prompt";
import { postHistoryNote } from "../../api/services/ai/prompt-parts";
import type { BotCard, ReplyRequest } from "../../api/services/ai/types";

const ctx = { char: "Max", user: "Sam", now: new Date("2026-03-05T14:07:00Z") };

describe("card macros", () => {
  it("replaces names, time, date and line macros, and removes comments and unknown macros", () => {
    expect(applyMacros("{{char}} and {{ USER }}, <BOT> <user>", ctx)).toBe("Max and Sam, Max Sam");
    expect(applyMacros("It is {{time}} on {{date}}, a {{weekday}}.", ctx)).toBe(
      "It is 2:07 PM on March 5, 2026, a Thursday.",
    );
    expect(applyMacros("a{{newline}}b{{// a note for card authors}}{{noop}}{{getvar::mood}}", ctx)).toBe(
      "a\nb",
    );
    expect(applyMacros("Hello\n\n{{trim}}\n\nthere", ctx)).toBe("Hellothere");
    expect(applyMacros("Cost: $& {{char}}", { ...ctx, char: "$1" })).toBe("Cost: $& $1");
  });

  it("says how long the chat was idle", () => {
    const idleSince = new Date(ctx.now.getTime() - 3 * 3600_000);
    expect(applyMacros("Away for {{idle_duration}}.", { ...ctx, idleSince })).toBe("Away for 3 hours.");
    expect(applyMacros("{{idle_duration}}", ctx)).toBe("a while");
  });

  it("picks one of the choices: {{random}} anew, {{pick}} the same for a chat", () => {
    const options = ["red", "green", "blue", "amber, dark"];
    for (let k = 0; k < 20; k++) {
      expect(options).toContain(applyMacros("{{random:red,green,blue,amber\\, dark}}", ctx));
      expect(options).toContain(applyMacros("{{random::red::green::blue::amber, dark}}", ctx));
    }
    const text = "Eyes: {{pick::red::green::blue::amber, dark}}";
    const first = applyMacros(text, { ...ctx, seed: 41 });
    for (let k = 0; k < 10; k++) expect(applyMacros(text, { ...ctx, seed: 41 })).toBe(first);
    const seen = new Set(Array.from({ length: 40 }, (_, seed) => applyMacros(text, { ...ctx, seed })));
    expect(seen.size).toBeGreaterThan(1);
  });

  it("rolls dice within their range", () => {
    for (let k = 0; k < 50; k++) {
      const d20 = Number(applyMacros("{{roll:20}}", ctx));
      expect(d20).toBeGreaterThanOrEqual(1);
      expect(d20).toBeLessThanOrEqual(20);
      const two = Number(applyMacros("{{roll:2d6+3}}", ctx));
      expect(two).toBeGreaterThanOrEqual(5);
      expect(two).toBeLessThanOrEqual(15);
    }
  });

  it("leaves a member's own braces alone in chat messages: only the names are replaced there", () => {
    expect(applyNameMacros("{{user}} wrote {{random:a,b}} and <BOT>", ctx)).toBe(
      "Sam wrote {{random:a,b}} and Max",
    );
  });
});

describe("macros in the prompt", () => {
  const card: BotCard = {
    name: "Max",
    description: "{{char}} is a coach. {{// hidden note}} Mood: {{pick:calm,fiery}}.",
    personality: "{{random:loud,quiet}}",
    scenario: "{{char}} meets {{user}} at {{time}}. {{setvar::x::1}}",
    first_mes: "Hi {{user}}",
    mes_example: "<START>\n{{char}}: Rolled {{roll:1d6}}!",
    system_prompt: "{{original}} Also: never skip leg day.",
    post_history_instructions: "Keep it to {{roll:3}} sentences{{trim}}.",
    tags: [],
  };
  const request: ReplyRequest = {
    bot: card,
    userName: "Sam",
    history: [{ role: "user", content: "Ready, {{char}}? I typed {{this}} myself." }],
    macros: { seed: 7, now: new Date("2026-03-05T14:07:00Z") },
  };
  const messages = buildPrompt(request, { contextTokens: 8192, countTokens: (t) => t.length });

  it("sends no card text as a literal {{…}}", () => {
    const system = messages
      .filter((m) => m.role === "system")
      .map((m) => m.content)
      .join("\n");
    expect(system).not.toMatch(/\{\{|\}\}/);
    expect(system).toContain("You are Max. Stay in character");
    expect(system).toContain("Also: never skip leg day.");
    expect(system).toContain("Max meets Sam at 2:07 PM.");
    expect(system).not.toContain("hidden note");
    expect(DEFAULT_SYSTEM_PROMPT).toContain("{{char}}");
  });

  it("puts the post-history instructions after the chat, and keeps the member's own braces", () => {
    const last = messages.at(-1)!;
    expect(last.role).toBe("user");
    expect(last.content.startsWith("Ready, Max? I typed {{this}} myself.\n\n")).toBe(true);
    expect(last.content).toMatch(
      /\[Instructions from Max's character card for this reply: Keep it to [1-3] sentences\.\]$/,
    );
    expect(postHistoryNote("Max", "x")).toBe("[Instructions from Max's character card for this reply: x]");
  });
});
