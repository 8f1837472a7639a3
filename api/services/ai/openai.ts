// OpenAI's chat completions, which nearly every server speaks (OpenAI, OpenRouter, Groq, DeepSeek,
// Mistral, Qwen, Ollama, vLLM, LM Studio, llama.cpp server): POST {baseUrl}/chat/completions, read
// by reply-reader.ts. Usage is asked for with stream_options.include_usage; a server that refuses
// that field is asked again without it, and from then on never with it (model-client.ts).
// Sampling fields the model's row leaves null are not sent, so the server's defaults apply;
// min_p is not OpenAI's own but vLLM, llama.cpp, Ollama and OpenRouter read it.
import { createModelClient } from "./model-client";
import type { Dialect, ModelClientOptions, WireRequest } from "./model-wire";
import { lengthAndSampling } from "./reasoning";
import { createReplyReader, readWholeAnswer } from "./reply-reader";
import type { AIProvider } from "./types";

/** The fields of a request body whose value is set, by the body's names. */
export function setFields(fields: Record<string, number | null | undefined>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(fields)) if (typeof value === "number") out[key] = value;
  return out;
}

function body(r: WireRequest): Record<string, unknown> {
  const { temperature, topP, minP, frequencyPenalty, presencePenalty } = r.sampling;
  return {
    model: r.model,
    messages: r.messages,
    ...lengthAndSampling({
      reasoning: r.reasoning,
      replyTokens: r.replyTokens,
      reasoningTokens: r.reasoningTokens,
      roomTokens: r.roomTokens,
      temperature: temperature ?? null,
    }),
    // Reasoning models refuse sampling settings as they refuse a temperature.
    ...(r.reasoning
      ? {}
      : setFields({
          top_p: topP,
          min_p: minP,
          frequency_penalty: frequencyPenalty,
          presence_penalty: presencePenalty,
        })),
    stream: r.stream,
    ...(r.stream && r.askForUsage ? { stream_options: { include_usage: true } } : {}),
  };
}

export const openaiDialect: Dialect = {
  name: "openai",
  path: "/chat/completions",
  headers(apiKey, accept) {
    const h: Record<string, string> = { "Content-Type": "application/json", Accept: accept };
    if (apiKey) h.Authorization = `Bearer ${apiKey}`;
    return h;
  },
  body,
  reader: createReplyReader,
  whole: readWholeAnswer,
  refusedUsageField: (text) => text.includes("stream_options"),
};

export type OpenAIOptions = ModelClientOptions;

export function createOpenAIProvider(options: OpenAIOptions): AIProvider {
  return createModelClient(options, openaiDialect);
}
