// What the model client (./model-client.ts) and its dialects (./openai.ts, ./anthropic.ts) agree
// on: the client's options, the request a dialect turns into a body, and the dialect itself.
import type { PromptMessage } from "./prompt";
import type { AnswerSink, ReplyReader } from "./reply-reader";

/** Sampling settings of a model (the console's Models page); absent or null: the provider's own. */
export interface Sampling {
  temperature?: number | null;
  topP?: number | null;
  minP?: number | null;
  frequencyPenalty?: number | null;
  presencePenalty?: number | null;
}

/** What a dialect turns into a request body. */
export interface WireRequest {
  model: string;
  messages: PromptMessage[];
  /** The reply's own tokens. */
  replyTokens: number;
  /** What the context has left after the prompt; Infinity when unknown. */
  roomTokens: number;
  reasoning: boolean;
  reasoningTokens: number;
  sampling: Sampling;
  stream: boolean;
  /** Ask for token usage in the stream (a dialect that always sends it ignores this). */
  askForUsage: boolean;
}

/** A wire format: where to post, what to send, how to read what comes back. */
export interface Dialect {
  readonly name: "openai" | "anthropic";
  /** Appended to the base URL: "/chat/completions", "/messages". */
  readonly path: string;
  headers(apiKey: string | undefined, accept: string): Record<string, string>;
  body(request: WireRequest): Record<string, unknown>;
  reader(sink: AnswerSink): ReplyReader;
  /** One whole answer (a summary, or a server that ignored stream: true); throws on a reported error. */
  whole(body: string, sink: AnswerSink): { text: string; finished: boolean };
  /** Whether a 400/422 with this body refused the usage request field (ask again without it). */
  refusedUsageField?(body: string): boolean;
}

export interface ModelClientOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  contextTokens: number;
  /** Longest reply, in tokens (AI_MAX_TOKENS); the prompt leaves room for it. */
  maxTokens?: number;
  /** Sampling (AI_TEMPERATURE, or the model's row); never sent to a reasoning model. */
  sampling?: Sampling;
  /** The model thinks before it answers (reasoning.ts, isReasoningModel). */
  reasoning?: boolean;
  /** Tokens a reasoning model may think for on top of the reply (AI_REASONING_TOKENS). */
  reasoningTokens?: number;
  timeoutMs: number;
  /** The longest wait for a whole summary, which arrives in one piece (AI_REPLY_MAX_MS). */
  wholeAnswerMs?: number;
  /** Wait before the one retry when the server gives no usable Retry-After. */
  retryDelayMs?: number;
}
