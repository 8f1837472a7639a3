// Any OpenAI-compatible server (OpenAI, OpenRouter, Groq, DeepSeek, Mistral, Qwen, Ollama, vLLM,
// LM Studio, llama.cpp server): POST {AI_BASE_URL}/chat/completions with stream: true, read as
// server-sent events (reply-reader.ts), with a prompt measured in the model's own tokens (prompt.ts,
// tokens.ts). Running summaries (api/domain/summary.ts) are one non-streaming request, same model.
//
// Reasoning models (reasoning.ts) are sent max_completion_tokens and no temperature; what they think
// is never part of the reply, but tells the caller they are alive (ReplyObserver). Usage is asked
// for with stream_options.include_usage; a server that refuses that field is asked again without it,
// and from then on never with it. Either way each reply's tokens are reported (usage.ts).
//
// Retries once on 429, 5xx or a network error, but only before the first piece of text: after
// that a retry would repeat what the user has already seen. AI_TIMEOUT_MS bounds the wait for the
// response and between any two chunks of it (a keep-alive comment counts), so a model that thinks
// for a long time is fine while a stalled stream is not; chat-generation.ts bounds the whole reply.
import { AIProviderError, withoutUserTexts } from "./errors";
import { post, type PostResponse } from "./http-post";
import { buildSummaryPrompt, DEFAULT_MAX_TOKENS, planPromptQuickly, type PromptMessage } from "./prompt";
import { lengthAndSampling } from "./reasoning";
import { refusalOf } from "./refusal";
import { createReplyReader, readWholeAnswer } from "./reply-reader";
import { loadTokenCounter } from "./tokens";
import type { AIProvider, ReplyRequest, SummaryRequest } from "./types";
import { createUsageMeter, type UsageMeter } from "./usage";

export interface OpenAIOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  contextTokens: number;
  /** Longest reply, in tokens (AI_MAX_TOKENS); the prompt leaves room for it. */
  maxTokens?: number;
  /** Sampling temperature (AI_TEMPERATURE); never sent to a reasoning model. */
  temperature?: number;
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

/** A Retry-After longer than this is not worth waiting for inside a chat request. */
export const MAX_RETRY_WAIT_MS = 5000;
export const DEFAULT_TEMPERATURE = 0.8;
const DEFAULT_REASONING_TOKENS = 4096;
const SUMMARY_MAX_TOKENS = 320;
/** A summary is a factual digest, whatever the replies' temperature (never sent to a reasoning model). */
const SUMMARY_TEMPERATURE = 0.3;
const SUMMARY_MAX_CHARS = 1500;
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });

/** What the member wrote, which never goes into a log line (a server may quote it back). */
const userTexts = (request: { history: { content: string }[]; persona?: string }) => [
  ...request.history.map((t) => t.content),
  ...(request.persona ? [request.persona] : []),
];

export function createOpenAIProvider(options: OpenAIOptions): AIProvider {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const retryDelay = options.retryDelayMs ?? 500;
  const maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
  const lengths = (replyTokens: number, roomTokens: number, temperature: number) =>
    lengthAndSampling({
      reasoning: options.reasoning ?? false,
      replyTokens,
      reasoningTokens: options.reasoningTokens ?? DEFAULT_REASONING_TOKENS,
      roomTokens,
      temperature,
    });
  const counter = () => loadTokenCounter(options.model);
  // Cleared for good when the server refuses the field (Mistral's API answers 422 to it).
  let askForUsage = true;
  const headers = (accept: string) => {
    const h: Record<string, string> = { "Content-Type": "application/json", Accept: accept };
    if (options.apiKey) h.Authorization = `Bearer ${options.apiKey}`;
    return h;
  };

  /** The request's prompt: it fits the context with room for the reply, in real tokens. */
  async function replyPrompt(request: ReplyRequest) {
    const plan = await planPromptQuickly(
      request,
      { contextTokens: options.contextTokens, maxTokens },
      counter,
    );
    return { messages: plan.messages, roomTokens: options.contextTokens - plan.promptTokens };
  }

  async function postReply(request: ReplyRequest, signal: AbortSignal, meter: UsageMeter) {
    const { messages, roomTokens } = await replyPrompt(request);
    for (;;) {
      const body = {
        model: options.model,
        messages,
        ...lengths(maxTokens, roomTokens, options.temperature ?? DEFAULT_TEMPERATURE),
        stream: true,
        ...(askForUsage ? { stream_options: { include_usage: true } } : {}),
      };
      meter.asked(messages);
      const res = await post(url, headers("text/event-stream"), JSON.stringify(body), signal);
      if (res.status >= 200 && res.status <= 299) return res;
      const refused = await refusalOf(res, userTexts(request));
      const unknownField = res.status === 400 || res.status === 422;
      if (askForUsage && unknownField && refused.body.includes("stream_options")) {
        askForUsage = false;
        continue;
      }
      throw refused.error;
    }
  }

  async function* attempt(
    request: ReplyRequest,
    signal: AbortSignal,
    meter: UsageMeter,
    onBytes: () => void,
  ): AsyncGenerator<string> {
    let res: PostResponse;
    try {
      res = await postReply(request, signal, meter);
    } catch (err) {
      if (signal.aborted) return;
      if (err instanceof AIProviderError) throw err;
      throw new AIProviderError(`The AI server could not be reached: ${(err as Error).message}`, true);
    }
    meter.answered();
    onBytes();

    // Some servers ignore stream: true and answer with one JSON completion.
    if ((res.header("content-type") ?? "").includes("application/json")) {
      const { text } = readWholeAnswer(await res.text(), meter);
      if (text) yield text;
      return;
    }

    const reader = createReplyReader(meter);
    const chunks = res.chunks();
    try {
      for (;;) {
        let chunk: IteratorResult<Buffer>;
        try {
          chunk = await chunks.next();
        } catch (err) {
          if (signal.aborted) return;
          throw new AIProviderError(`The AI stream broke off: ${(err as Error).message}`, true);
        }
        if (chunk.done) break;
        onBytes();
        const text = reader.push(chunk.value);
        if (text) yield text;
        // The text before an error is the partial reply; the error still fails it.
        if (reader.failure) throw withoutUserTexts(reader.failure, userTexts(request));
        if (reader.closed) return;
      }
      const rest = reader.end();
      if (rest) yield rest;
      if (reader.failure) throw withoutUserTexts(reader.failure, userTexts(request));
    } finally {
      await chunks.return(undefined);
      res.release(reader.closed);
    }
    if (!reader.finished && !signal.aborted) throw new AIProviderError("The AI stream ended early.", true);
  }

  /** One non-streaming completion (running summaries); null when the server has nothing usable. */
  async function complete(
    messages: PromptMessage[],
    quoted: string[],
    signal?: AbortSignal,
  ): Promise<string | null> {
    const controller = new AbortController();
    const stop = () => controller.abort();
    signal?.addEventListener("abort", stop, { once: true });
    const waitMs = Math.max(options.timeoutMs, options.wholeAnswerMs ?? 0);
    const timer = setTimeout(stop, waitMs);
    try {
      const body = JSON.stringify({
        model: options.model,
        messages,
        ...lengths(SUMMARY_MAX_TOKENS, Infinity, SUMMARY_TEMPERATURE),
        stream: false,
      });
      const res = await post(url, headers("application/json"), body, controller.signal);
      if (res.status < 200 || res.status > 299) throw (await refusalOf(res, quoted)).error;
      const ignore = () => {};
      const { text } = readWholeAnswer(await res.text(), { text: ignore, reasoning: ignore, usage: ignore });
      return text.trim() || null;
    } catch (err) {
      if (controller.signal.aborted) throw new AIProviderError(`No answer within ${waitMs} ms.`, false);
      throw err instanceof AIProviderError
        ? err
        : new AIProviderError(`The AI server could not be reached: ${(err as Error).message}`, true);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", stop);
    }
  }

  return {
    name: "openai",
    async summarize(request: SummaryRequest, signal?: AbortSignal): Promise<string | null> {
      const text = await complete(buildSummaryPrompt(request), userTexts({ history: request.turns }), signal);
      return text ? text.slice(0, SUMMARY_MAX_CHARS) : null;
    },
    async *streamReply(request: ReplyRequest): AsyncIterable<string> {
      const controller = new AbortController();
      const stop = () => controller.abort();
      if (request.signal?.aborted) return;
      request.signal?.addEventListener("abort", stop, { once: true });
      const observer = request.observer;
      let thinking = false;
      const meter = createUsageMeter(options.model);
      const sink: UsageMeter = {
        ...meter,
        reasoning(text) {
          meter.reasoning(text);
          if (!thinking) observer?.thinking?.();
          thinking = true;
        },
      };
      let timedOut = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, options.timeoutMs);
      };
      const onBytes = () => {
        arm();
        observer?.alive?.();
      };
      let yielded = false;
      try {
        for (let tries = 1; ; tries++) {
          arm();
          try {
            for await (const text of attempt(request, controller.signal, sink, onBytes)) {
              yielded = true;
              yield text;
            }
            if (timedOut) throw new AIProviderError(`No answer within ${options.timeoutMs} ms.`, false);
            return;
          } catch (err) {
            if (timedOut) throw new AIProviderError(`No answer within ${options.timeoutMs} ms.`, false);
            const e = err instanceof AIProviderError ? err : new AIProviderError(String(err), false);
            const wait = e.retryAfterMs ?? retryDelay;
            if (yielded || tries > 1 || !e.retryable || wait > MAX_RETRY_WAIT_MS) throw e;
            clearTimeout(timer);
            await sleep(wait, controller.signal);
            if (controller.signal.aborted) return;
          }
        }
      } finally {
        clearTimeout(timer);
        request.signal?.removeEventListener("abort", stop);
        // Whoever stops reading (reply saved, caller gone) also ends the HTTP request.
        controller.abort();
        if (observer?.usage) {
          const usage = await meter.settle(counter).catch(() => null);
          if (usage) observer.usage(usage);
        }
      }
    },
  };
}
