// One chunk of an OpenAI-compatible stream, as the servers people run really send it: the reply's
// text, the model's reasoning (never shown or stored as the reply), the end, and the token usage.
//
//   text       delta.content as a string, or as an array of parts (Mistral's Magistral sends
//              [{ type: "text", text }, { type: "thinking", thinking: [...] }]); message.content
//              and choices[].text from servers that answer a stream request with one completion.
//   reasoning  delta.reasoning_content (DeepSeek, Qwen, older vLLM), delta.reasoning (Ollama,
//              OpenRouter, newer vLLM, Groq), and Magistral's thinking parts.
//   usage      usage (OpenAI and most others, asked for with stream_options.include_usage) or
//              x_groq.usage (Groq); "usage": null on every other chunk (DashScope) is nothing.
import { AIProviderError, describeProviderError, providerErrorDetail } from "./errors";

export interface ProviderUsage {
  promptTokens?: number;
  completionTokens?: number;
  reasoningTokens?: number;
}

export interface StreamChunk {
  text?: string;
  reasoning?: string;
  done?: boolean;
  usage?: ProviderUsage;
}

const count = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : undefined);

function usageOf(json: any): ProviderUsage | undefined {
  const u = json?.usage ?? json?.x_groq?.usage;
  if (!u || typeof u !== "object") return undefined;
  const usage: ProviderUsage = {
    promptTokens: count(u.prompt_tokens),
    completionTokens: count(u.completion_tokens),
    reasoningTokens: count(u.completion_tokens_details?.reasoning_tokens),
  };
  return Object.values(usage).some((v) => v !== undefined) ? usage : undefined;
}

/** Text of a thinking part: a string, or parts of its own ({ type: "text", text }). */
function thinkingText(thinking: unknown): string {
  if (typeof thinking === "string") return thinking;
  if (!Array.isArray(thinking)) return "";
  return thinking.map((p) => (typeof p?.text === "string" ? p.text : "")).join("");
}

function contentOf(content: unknown): { text?: string; reasoning?: string } {
  if (typeof content === "string") return { text: content };
  if (!Array.isArray(content)) return {};
  let text = "";
  let reasoning = "";
  for (const part of content) {
    if (part?.type === "text" && typeof part.text === "string") text += part.text;
    else if (part?.type === "thinking") reasoning += thinkingText(part.thinking);
  }
  return { text: text || undefined, reasoning: reasoning || undefined };
}

/** An error the server reported inside the stream: a failure that keeps what came before it. */
export function streamError(json: unknown): AIProviderError {
  const detail = providerErrorDetail(json);
  return new AIProviderError(
    describeProviderError("The AI server reported an error", detail),
    false,
    undefined,
    detail.code,
  );
}

/** One `data:` payload of the stream → what it carries. Pure, for tests. */
export function parseStreamData(payload: string): StreamChunk {
  const data = payload.trim();
  if (!data) return {};
  if (data === "[DONE]") return { done: true };
  let json: any;
  try {
    json = JSON.parse(data);
  } catch {
    throw new AIProviderError("The AI server sent a chunk that is not JSON.", false);
  }
  if (json?.error) throw streamError(json);
  const choice = json?.choices?.[0];
  // OpenRouter ends a stream the upstream provider broke off with finish_reason "error".
  if (choice?.finish_reason === "error") throw streamError(json);
  const delta = choice?.delta ?? choice?.message;
  const parts = contentOf(delta?.content ?? choice?.text);
  const reasoning =
    [delta?.reasoning_content, delta?.reasoning].find(
      (r): r is string => typeof r === "string" && r !== "",
    ) ?? parts.reasoning;
  const chunk: StreamChunk = { done: Boolean(choice?.finish_reason) };
  if (parts.text !== undefined) chunk.text = parts.text;
  if (reasoning) chunk.reasoning = reasoning;
  const usage = usageOf(json);
  if (usage) chunk.usage = usage;
  return chunk;
}
