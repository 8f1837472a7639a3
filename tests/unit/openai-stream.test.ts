import { describe, expect, it } from "vitest";
import { AIProviderError, parseStreamData } from "../../api/services/ai/openai";

describe("parseStreamData", () => {
  it("reads the delta text of a chunk", () => {
    expect(parseStreamData(' {"choices":[{"delta":{"content":"Hi"},"finish_reason":null}]}')).toEqual({
      text: "Hi",
      done: false,
    });
  });

  it("knows the end: [DONE] and a finish_reason", () => {
    expect(parseStreamData(" [DONE]")).toEqual({ done: true });
    expect(parseStreamData('{"choices":[{"delta":{},"finish_reason":"stop"}]}')).toEqual({
      text: undefined,
      done: true,
    });
  });

  it("accepts a whole completion (servers that ignore stream: true)", () => {
    expect(
      parseStreamData('{"choices":[{"message":{"content":"All at once"},"finish_reason":"stop"}]}'),
    ).toEqual({
      text: "All at once",
      done: true,
    });
  });

  it("ignores empty payloads and role-only chunks", () => {
    expect(parseStreamData("   ")).toEqual({});
    expect(parseStreamData('{"choices":[{"delta":{"role":"assistant"}}]}')).toEqual({
      text: undefined,
      done: false,
    });
  });

  it("throws on an error object or a chunk that is not JSON, without retry", () => {
    for (const payload of ['{"error":{"message":"overloaded"}}', '{"error":"bad"}', "{not json"]) {
      let caught: unknown;
      try {
        parseStreamData(payload);
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(AIProviderError);
      expect((caught as AIProviderError).retryable).toBe(false);
    }
  });
});
