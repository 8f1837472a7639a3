// planPromptQuickly (api/services/ai/prompt.ts): the prompt is planned in UTF-8 bytes first, and the
// model's tokenizer runs only when that plan could differ from a plan in real tokens.
import { beforeAll, describe, expect, it } from "vitest";
import { planPrompt, planPromptQuickly, utf8Bytes, type PromptOptions } from "../../api/services/ai/prompt";
import { loadTokenCounter, type TokenCounter } from "../../api/services/ai/tokens";
import type { BotCard, ChatTurn, ReplyRequest } from "../../api/services/ai/types";

const bot: BotCard = {
  name: "Max",
  description: "{{char}} is a fitness coach who trains {{user}}.",
  personality: "energetic, loud",
  scenario: "{{char}} and {{user}} meet at the gym.",
  first_mes: "Hey {{user}}!",
  mes_example:
    "<START>\n{{user}}: I skipped leg day.\n{{char}}: No excuses!\n<START>\n{{user}}: Tired.\n{{char}}: Rest.",
  system_prompt: "You are {{char}}, coaching {{user}}.",
  post_history_instructions: "Stay upbeat.",
  tags: ["fitness"],
};

const turns = (n: number, text = "How should I train today? Legs or arms, 💪 or 🏃?"): ChatTurn[] =>
  Array.from({ length: n }, (_, i) => ({
    role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
    content: `${i}: ${text}`,
  }));

const request = (history: ChatTurn[], extra: Partial<ReplyRequest> = {}): ReplyRequest => ({
  bot,
  userName: "Sam",
  history,
  ...extra,
});

let count: TokenCounter;
beforeAll(async () => {
  count = await loadTokenCounter("gpt-4o-mini");
});

/** The exact plan, and the quick one with how often it asked for the tokenizer. */
async function both(req: ReplyRequest, options: Omit<PromptOptions, "countTokens">) {
  let loads = 0;
  const quick = await planPromptQuickly(req, options, async () => {
    loads += 1;
    return count;
  });
  return { quick, exact: planPrompt(req, { ...options, countTokens: count }), loads };
}

/** What the provider is sent: the messages, and max_tokens as the OpenAI provider works it out. */
const maxTokensOf = (plan: { promptTokens: number }, contextTokens: number, maxTokens: number) =>
  Math.max(16, Math.min(maxTokens, contextTokens - plan.promptTokens));

describe("utf8Bytes", () => {
  it("never counts fewer than the tokenizer", () => {
    for (const text of [
      "",
      "Hello there, how are you?",
      "¿Qué tal? Ça va très bien, merci. Schöne Grüße!",
      "東京は今日も晴れです。お元気ですか？",
      "🙂🙃😉 👩‍👩‍👧‍👦 🏳️‍🌈",
      "a".repeat(5000),
      "function f(x) { return x * 2; } // code\n\n\t\tindented",
    ]) {
      expect(utf8Bytes(text)).toBeGreaterThanOrEqual(count(text));
    }
  });
});

describe("planPromptQuickly", () => {
  it("plans a chat that fits without the tokenizer, exactly as real counting does", async () => {
    const options = { contextTokens: 8192, maxTokens: 400 };
    const req = request(turns(9), { summary: "They met at the gym.", memories: ["dog: Biscuit"] });
    const { quick, exact, loads } = await both(req, options);
    expect(loads).toBe(0);
    expect(quick.complete).toBe(true);
    expect(quick.messages).toEqual(exact.messages);
    expect(quick.firstSentTurn).toBe(exact.firstSentTurn);
    // promptTokens is an upper bound then, which still leaves the reply its whole room.
    expect(quick.promptTokens).toBeGreaterThanOrEqual(exact.promptTokens);
    expect(maxTokensOf(quick, 8192, 400)).toBe(maxTokensOf(exact, 8192, 400));
    expect(maxTokensOf(quick, 8192, 400)).toBe(400);
  });

  it("counts real tokens once the chat may not fit, and plans exactly as before", async () => {
    const options = { contextTokens: 2048, maxTokens: 200 };
    const req = request(turns(160));
    const { quick, exact, loads } = await both(req, options);
    expect(loads).toBe(1);
    expect(quick).toEqual(exact);
    // The window is full: older turns are left out.
    expect(exact.firstSentTurn).toBeGreaterThan(0);
  });

  it("counts real tokens when the bytes would leave out example dialogue or a lorebook entry", async () => {
    // Fits in tokens but not in bytes: multi-byte text costs about a third as many tokens as bytes.
    const wide = "東京は今日も晴れです。".repeat(40);
    const examples = { ...bot, mes_example: `<START>\n{{char}}: ${wide}` };
    const withExamples = await both({ ...request(turns(3)), bot: examples }, { contextTokens: 1400 });
    expect(withExamples.loads).toBe(1);
    expect(withExamples.quick.messages).toEqual(withExamples.exact.messages);
    expect(withExamples.exact.messages[0]!.content).toContain(wide);

    const lore = await both(request(turns(3), { lore: [wide, "Max keeps a spare towel."] }), {
      contextTokens: 4096,
      maxTokens: 400,
    });
    expect(lore.loads).toBe(1);
    expect(lore.quick.messages).toEqual(lore.exact.messages);
    expect(lore.exact.messages[0]!.content).toContain(wide);
  });

  it("counts real tokens when the reply would not get its whole room", async () => {
    const options = { contextTokens: 1024, maxTokens: 900 };
    const { quick, exact, loads } = await both(request(turns(1)), options);
    expect(loads).toBe(1);
    expect(maxTokensOf(quick, 1024, 900)).toBe(maxTokensOf(exact, 1024, 900));
  });
});
