import { describe, expect, it } from "vitest";
import { encodingFor, loadTokenCounter, messagesTokens } from "../../api/services/ai/tokens";

describe("encodingFor", () => {
  it("uses o200k for current and unknown models, cl100k for the older OpenAI ones", () => {
    for (const model of [
      "gpt-4o-mini",
      "gpt-4o",
      "gpt-4.1",
      "o3-mini",
      "gpt-5",
      "llama3.1:8b",
      "mistral-small",
      "openai/gpt-4o",
    ]) {
      expect(encodingFor(model), model).toBe("o200k_base");
    }
    for (const model of ["gpt-3.5-turbo", "gpt-4", "gpt-4-turbo", "gpt-4-0613", "openai/gpt-3.5-turbo"]) {
      expect(encodingFor(model), model).toBe("cl100k_base");
    }
  });
});

describe("loadTokenCounter", () => {
  it("counts English like the model's tokenizer", async () => {
    const o200k = await loadTokenCounter("gpt-4o");
    const cl100k = await loadTokenCounter("gpt-4");
    expect(o200k("")).toBe(0);
    expect(o200k("hello world")).toBe(2);
    expect(cl100k("hello world")).toBe(2);
    const sentence = "The quick brown fox jumps over the lazy dog.";
    expect(o200k(sentence)).toBe(10);
  });

  it("counts Japanese at far more than characters ÷ 4", async () => {
    const count = await loadTokenCounter("gpt-4o-mini");
    const text = "今日はとても良い天気ですね。散歩に行きましょう。".repeat(20);
    expect(count(text)).toBeGreaterThan(Math.ceil(text.length / 4) * 1.5);
    // cl100k, with a smaller vocabulary, needs more tokens still.
    expect((await loadTokenCounter("gpt-3.5-turbo"))(text)).toBeGreaterThan(count(text));
  });

  it("loads each encoding once", async () => {
    expect(await loadTokenCounter("gpt-4o")).toBe(await loadTokenCounter("gpt-4o-mini"));
  });

  it("adds the chat format's overhead per message", async () => {
    const count = await loadTokenCounter("gpt-4o");
    const messages = [{ content: "hello world" }, { content: "hello world" }];
    expect(messagesTokens(messages, count)).toBe(2 * (2 + 4) + 3);
  });
});
