// Anthropic's own Messages API: POST {baseUrl}/messages (base URL "https://api.anthropic.com/v1"),
// key in x-api-key. The system part is a top-level field, not a message; the history is the
// prompt's alternating turns, which start with the user as this API requires. A reasoning model is
// sent `thinking: { type: "enabled", budget_tokens }` (at least 1,024, inside max_tokens) and no
// sampling; otherwise temperature and top_p when the model's row sets them (this API has no min_p
// or penalties, so those are not sent).
//
// The stream is named events, each with a JSON `data:` whose `type` says the same:
//   message_start        message.usage.input_tokens (+ cache tokens): the prompt's tokens
//   content_block_start  a text, thinking or redacted_thinking block begins
//   content_block_delta  text_delta → the reply; thinking_delta → reasoning (never shown or stored);
//                        signature_delta → nothing
//   message_delta        stop_reason (the reply ended), usage.output_tokens (thinking included)
//   message_stop         the answer is whole
//   ping, content_block_stop → nothing; error → a failure that keeps the text before it.
import { AIProviderError, describeProviderError, providerErrorDetail } from "./errors";
import { createModelClient } from "./model-client";
import type { Dialect, ModelClientOptions, WireRequest } from "./model-wire";
import { setFields } from "./openai";
import { MIN_REPLY_TOKENS } from "./reasoning";
import type { AnswerSink, ReplyReader } from "./reply-reader";
import { createSseLineReader } from "./sse-lines";
import type { ProviderUsage } from "./stream-chunk";
import type { AIProvider } from "./types";

export const ANTHROPIC_VERSION = "2023-06-01";
/** The least thinking budget the API accepts. */
const MIN_THINKING_TOKENS = 1024;

/** Anthropic names its errors; the status they stand for decides retries and what the member is told. */
const ERROR_STATUS: Record<string, number> = {
  invalid_request_error: 400,
  authentication_error: 401,
  permission_error: 403,
  not_found_error: 404,
  request_too_large: 413,
  rate_limit_error: 429,
  api_error: 500,
  overloaded_error: 529,
};

function errorOf(json: unknown): AIProviderError {
  const detail = providerErrorDetail(json);
  const status = detail.code ?? (detail.type ? ERROR_STATUS[detail.type] : undefined);
  return new AIProviderError(
    describeProviderError("The AI server reported an error", detail),
    false,
    undefined,
    status,
  );
}

const count = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : 0);

function lengths(r: WireRequest): Record<string, unknown> {
  const room = (tokens: number) => Math.max(MIN_REPLY_TOKENS, Math.min(tokens, r.roomTokens));
  if (r.reasoning) {
    const budget = Math.max(MIN_THINKING_TOKENS, r.reasoningTokens);
    const max = room(r.replyTokens + budget);
    // Too little room to think in: the model answers without thinking rather than not at all.
    if (max > budget) return { max_tokens: max, thinking: { type: "enabled", budget_tokens: budget } };
  }
  const { temperature, topP } = r.sampling;
  return {
    max_tokens: room(r.replyTokens),
    ...(r.reasoning ? {} : setFields({ temperature, top_p: topP })),
  };
}

function body(r: WireRequest): Record<string, unknown> {
  const system = r.messages
    .filter((m) => m.role === "system")
    .map((m) => m.content)
    .join("\n\n");
  return {
    model: r.model,
    ...(system ? { system } : {}),
    messages: r.messages
      .filter((m) => m.role !== "system")
      .map((m) => ({ role: m.role, content: m.content })),
    ...lengths(r),
    stream: r.stream,
  };
}

export function createAnthropicReader(sink: AnswerSink): ReplyReader {
  const lines = createSseLineReader();
  let closed = false;
  let finished = false;
  let failure: AIProviderError | null = null;
  const usage: ProviderUsage = {};

  function take(json: any): string {
    switch (json?.type) {
      case "message_start": {
        const u = json.message?.usage ?? {};
        usage.promptTokens =
          count(u.input_tokens) + count(u.cache_creation_input_tokens) + count(u.cache_read_input_tokens);
        if (u.output_tokens !== undefined) usage.completionTokens = count(u.output_tokens);
        sink.usage({ ...usage });
        return "";
      }
      case "content_block_delta": {
        const delta = json.delta ?? {};
        if (delta.type === "thinking_delta" && typeof delta.thinking === "string" && delta.thinking)
          sink.reasoning(delta.thinking);
        if (delta.type === "text_delta" && typeof delta.text === "string" && delta.text) {
          sink.text(delta.text);
          return delta.text;
        }
        return "";
      }
      case "message_delta":
        if (json.delta?.stop_reason) finished = true;
        if (json.usage?.output_tokens !== undefined) {
          usage.completionTokens = count(json.usage.output_tokens);
          sink.usage({ ...usage });
        }
        return "";
      case "message_stop":
        closed = finished = true;
        return "";
      case "error":
        failure = errorOf(json);
        return "";
      default:
        return "";
    }
  }

  function read(fields: ReturnType<typeof lines.push>): string {
    let text = "";
    for (const { name, value } of fields) {
      if (closed || failure) break;
      // event: names repeat the data's type; comments and ids carry nothing.
      if (name !== "data" || !value.trim()) continue;
      let json: unknown;
      try {
        json = JSON.parse(value);
      } catch {
        failure = new AIProviderError("The AI server sent a chunk that is not JSON.", false);
        break;
      }
      text += take(json);
    }
    return text;
  }

  return {
    push: (bytes) => read(lines.push(bytes)),
    end: () => read(lines.end()),
    get closed() {
      return closed;
    },
    get finished() {
      return finished;
    },
    get failure() {
      return failure;
    },
  };
}

/** A whole Messages answer ({ content: [blocks], usage }), or a stream sent anyway. */
function readWhole(text: string, sink: AnswerSink): { text: string; finished: boolean } {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith("{")) {
    const reader = createAnthropicReader(sink);
    const reply = reader.push(Buffer.from(text, "utf8")) + reader.end();
    if (reader.failure) throw reader.failure;
    return { text: reply, finished: reader.finished };
  }
  let json: any;
  try {
    json = JSON.parse(trimmed);
  } catch {
    throw new AIProviderError("The AI server sent an answer that is not JSON.", false);
  }
  if (json?.type === "error") throw errorOf(json);
  let reply = "";
  for (const block of Array.isArray(json?.content) ? json.content : []) {
    if (block?.type === "text" && typeof block.text === "string") reply += block.text;
    else if (block?.type === "thinking" && typeof block.thinking === "string") sink.reasoning(block.thinking);
  }
  const u = json?.usage ?? {};
  sink.usage({ promptTokens: count(u.input_tokens), completionTokens: count(u.output_tokens) });
  if (reply) sink.text(reply);
  return { text: reply, finished: Boolean(json?.stop_reason) };
}

export const anthropicDialect: Dialect = {
  name: "anthropic",
  path: "/messages",
  headers(apiKey, accept) {
    const h: Record<string, string> = {
      "Content-Type": "application/json",
      Accept: accept,
      "anthropic-version": ANTHROPIC_VERSION,
    };
    if (apiKey) h["x-api-key"] = apiKey;
    return h;
  },
  body,
  reader: createAnthropicReader,
  whole: readWhole,
};

export function createAnthropicProvider(options: ModelClientOptions): AIProvider {
  return createModelClient(options, anthropicDialect);
}
