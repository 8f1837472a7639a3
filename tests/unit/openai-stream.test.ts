import { describe, expect, it } from "vitest";
import { AIProviderError, describeProviderError, parseErrorBody } from "../../api/services/ai/errors";
import { isReasoningModel, lengthAndSampling } from "../../api/services/ai/reasoning";
import { createReplyReader, readWholeAnswer } from "../../api/services/ai/reply-reader";
import { parseStreamData, type ProviderUsage } from "../../api/services/ai/stream-chunk";
import { createThinkTagFilter } from "../../api/services/ai/think-tags";
import { cuttings, splitAt, STREAM_CASES, streamFixture, withCrlf } from "../support/stream-fixtures";

describe("parseStreamData", () => {
  it("reads the delta text of a chunk", () => {
    expect(parseStreamData(' {"choices":[{"delta":{"content":"Hi"},"finish_reason":null}]}')).toEqual({
      text: "Hi",
      done: false,
    });
  });

  it("knows the end: [DONE] and a finish_reason", () => {
    expect(parseStreamData(" [DONE]")).toEqual({ done: true });
    expect(parseStreamData('{"choices":[{"delta":{},"finish_reason":"stop"}]}')).toEqual({ done: true });
  });

  it("accepts a whole completion (servers that ignore stream: true)", () => {
    expect(
      parseStreamData('{"choices":[{"message":{"content":"All at once"},"finish_reason":"stop"}]}'),
    ).toEqual({ text: "All at once", done: true });
  });

  it("ignores empty payloads and role-only chunks", () => {
    expect(parseStreamData("   ")).toEqual({});
    expect(parseStreamData('{"choices":[{"delta":{"role":"assistant"}}]}')).toEqual({ done: false });
  });

  it("reads content parts: text parts are the reply, thinking parts are reasoning", () => {
    const chunk = parseStreamData(
      JSON.stringify({
        choices: [
          {
            delta: {
              content: [
                { type: "thinking", thinking: [{ type: "text", text: "hmm" }] },
                { type: "text", text: "Hello" },
                { type: "image_url", image_url: "x" },
              ],
            },
          },
        ],
      }),
    );
    expect(chunk).toEqual({ text: "Hello", reasoning: "hmm", done: false });
  });

  it("reads reasoning_content and reasoning, never as text", () => {
    expect(parseStreamData('{"choices":[{"delta":{"content":null,"reasoning_content":"think"}}]}')).toEqual({
      reasoning: "think",
      done: false,
    });
    expect(parseStreamData('{"choices":[{"delta":{"content":"","reasoning":"think"}}]}')).toEqual({
      text: "",
      reasoning: "think",
      done: false,
    });
  });

  it("reads usage, Groq's x_groq.usage too, and treats usage: null as none", () => {
    expect(
      parseStreamData(
        '{"choices":[],"usage":{"prompt_tokens":5,"completion_tokens":7,"completion_tokens_details":{"reasoning_tokens":3}}}',
      ).usage,
    ).toEqual({ promptTokens: 5, completionTokens: 7, reasoningTokens: 3 });
    expect(
      parseStreamData('{"choices":[],"x_groq":{"usage":{"prompt_tokens":5,"completion_tokens":7}}}').usage,
    ).toEqual({ promptTokens: 5, completionTokens: 7, reasoningTokens: undefined });
    expect(parseStreamData('{"choices":[{"delta":{"content":"a"}}],"usage":null}').usage).toBeUndefined();
  });

  it("throws on an error object, OpenRouter's finish_reason error, or a chunk that is not JSON, without retry", () => {
    for (const payload of [
      '{"error":{"message":"overloaded"}}',
      '{"error":"bad"}',
      '{"choices":[{"delta":{"content":""},"finish_reason":"error"}],"error":{"code":502,"message":"upstream"}}',
      "{not json",
    ]) {
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

describe("<think> tags", () => {
  const run = (pieces: string[]) => {
    const filter = createThinkTagFilter();
    let text = "";
    let reasoning = "";
    for (const p of [...pieces.map((x) => filter.push(x)), filter.end()]) {
      text += p.text;
      reasoning += p.reasoning;
    }
    return { text, reasoning };
  };

  it("takes inline reasoning out of the reply, wherever the tags are cut", () => {
    const whole = "<think>\nplan the answer\n</think>\n\nHello <b>there</b> < 3";
    for (let a = 0; a <= whole.length; a++) {
      for (let b = a; b <= whole.length; b += 3) {
        expect(run([whole.slice(0, a), whole.slice(a, b), whole.slice(b)])).toEqual({
          text: "Hello <b>there</b> < 3",
          reasoning: "\nplan the answer\n",
        });
      }
    }
  });

  it("keeps an unclosed <think> as reasoning, and text without tags as it is", () => {
    expect(run(["<think>still going"])).toEqual({ text: "", reasoning: "still going" });
    expect(run(["a <", "thin", "g>"])).toEqual({ text: "a <thing>", reasoning: "" });
  });
});

interface Read {
  text: string;
  reasoning: string;
  usage: ProviderUsage;
  error: AIProviderError | null;
  finished: boolean;
}

function readAll(parts: Buffer[]): Read {
  const out: Read = { text: "", reasoning: "", usage: {}, error: null, finished: false };
  const reader = createReplyReader({
    text: () => {},
    reasoning: (r) => (out.reasoning += r),
    usage: (u) =>
      Object.assign(out.usage, Object.fromEntries(Object.entries(u).filter(([, v]) => v !== undefined))),
  });
  for (const part of parts) {
    out.text += reader.push(part);
    if (reader.closed || reader.failure) break;
  }
  if (!reader.closed && !reader.failure) out.text += reader.end();
  out.error = reader.failure;
  out.finished = reader.finished;
  return out;
}

describe("real providers' streams, cut anywhere", () => {
  for (const c of STREAM_CASES) {
    const bytes = streamFixture(c.file);
    const expectRead = (read: Read) => {
      expect(read.text.trim()).toBe(c.reply);
      expect(read.reasoning).toBe(c.reasoning);
      if (c.fails) {
        expect(read.error).toBeInstanceOf(AIProviderError);
        expect(read.error!.message).toContain("Context size has been exceeded.");
      } else {
        expect(read.error).toBeNull();
        expect(read.finished).toBe(true);
        expect(read.usage).toEqual(c.usage);
      }
    };

    it(`${c.file}: every cutting of the bytes reads the same`, () => {
      for (const { parts } of cuttings(c.file)) expectRead(readAll(parts));
      // Every single offset, with LF and with CRLF.
      for (const variant of [bytes, withCrlf(bytes)]) {
        for (let at = 1; at < variant.length; at += 13) expectRead(readAll(splitAt(variant, [at])));
        expectRead(
          readAll(
            splitAt(
              variant,
              Array.from({ length: variant.length }, (_, k) => k),
            ),
          ),
        );
      }
    });
  }

  it("reads lone CR line ends", () => {
    const bytes = Buffer.from(streamFixture("groq.sse").toString("utf8").replace(/\n/g, "\r"), "utf8");
    expect(readAll(splitAt(bytes, [10, 200, 201])).text.trim()).toBe(
      "Hey there! Ready for a naïve question? 😊",
    );
  });

  it("reads a whole answer, with <think> taken out", () => {
    const seen: string[] = [];
    const sink = { text: () => {}, reasoning: (r: string) => seen.push(r), usage: () => {} };
    const answer = readWholeAnswer(
      JSON.stringify({
        choices: [
          {
            message: { content: "<think>sum up</think>\n\nThey met at the harbour." },
            finish_reason: "stop",
          },
        ],
      }),
      sink,
    );
    expect(answer).toEqual({ text: "They met at the harbour.", finished: true });
    expect(seen.join("")).toBe("sum up");
  });
});

describe("request fields for reasoning models", () => {
  it("knows OpenAI's reasoning models by name, and AI_REASONING decides when set", () => {
    for (const m of [
      "o1",
      "o1-mini",
      "o3",
      "o3-mini-2025-01-31",
      "o4-mini",
      "gpt-5",
      "gpt-5-mini",
      "openai/o3",
    ])
      expect(isReasoningModel(m, undefined)).toBe(true);
    for (const m of ["gpt-4o-mini", "gpt-4.1", "llama-3.3-70b", "deepseek-reasoner", "omni-moderation"])
      expect(isReasoningModel(m, undefined)).toBe(false);
    expect(isReasoningModel("qwen3:8b", true)).toBe(true);
    expect(isReasoningModel("o3", false)).toBe(false);
  });

  it("asks a reasoning model for max_completion_tokens with room to think, and no temperature", () => {
    const o = { replyTokens: 400, reasoningTokens: 4096, roomTokens: 100_000, temperature: 0.8 };
    expect(lengthAndSampling({ ...o, reasoning: true })).toEqual({ max_completion_tokens: 4496 });
    expect(lengthAndSampling({ ...o, reasoning: true, roomTokens: 1000 })).toEqual({
      max_completion_tokens: 1000,
    });
    expect(lengthAndSampling({ ...o, reasoning: false })).toEqual({ max_tokens: 400, temperature: 0.8 });
  });
});

describe("provider errors", () => {
  it("reads the status, type and message from every error shape, without the member's words", () => {
    const said = "my secret diary entry about Priya";
    const shapes: [string, string][] = [
      [
        '{"error":{"message":"Unsupported parameter: \'max_tokens\' is not supported with this model.","type":"invalid_request_error","param":"max_tokens","code":"unsupported_parameter"}}',
        "(invalid_request_error): Unsupported parameter: 'max_tokens'",
      ],
      ['{"error":"model \\"qwen3:8b\\" not found, try pulling it first"}', ': model "qwen3:8b" not found'],
      [
        '{"object":"error","message":"max_tokens is too large","type":"BadRequestError","param":null,"code":400}',
        "(BadRequestError): max_tokens is too large",
      ],
      [
        '{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}',
        "(overloaded_error): Overloaded",
      ],
      [
        `{"error":{"code":400,"message":"Prompt \\"${said}\\" is too long","type":"invalid_request_error"}}`,
        'Prompt "[…]" is too long',
      ],
      ["<html>Bad gateway</html>", ": <html>Bad gateway</html>"],
    ];
    for (const [body, expected] of shapes) {
      const line = describeProviderError("The AI server answered 400", parseErrorBody(body), [said]);
      expect(line).toContain(expected);
      expect(line).not.toContain(said);
    }
  });
});
