// Any OpenAI-compatible server (OpenAI, OpenRouter, Groq, Ollama, vLLM, LM Studio, llama.cpp
// server): POST {AI_BASE_URL}/chat/completions with stream: true, read as server-sent events, with
// max_tokens and temperature, and a prompt measured in the model's own tokens (prompt.ts, tokens.ts).
// Running summaries (api/domain/summary.ts) are one non-streaming request with the same model.
//
// Retries once on 429, 5xx or a network error, but only before the first piece of text: after
// that a retry would repeat what the user has already seen. AI_TIMEOUT_MS bounds the wait for the
// response and for each following chunk, so a slow first token is fine while a stalled stream is not.
import { post, type PostResponse } from "./http-post";
import { buildSummaryPrompt, DEFAULT_MAX_TOKENS, planPromptQuickly, type PromptMessage } from "./prompt";
import { loadTokenCounter } from "./tokens";
import type { AIProvider, ReplyRequest, SummaryRequest } from "./types";

export interface OpenAIOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  contextTokens: number;
  /** Longest reply, in tokens (AI_MAX_TOKENS); the prompt leaves room for it. */
  maxTokens?: number;
  /** Sampling temperature (AI_TEMPERATURE). */
  temperature?: number;
  timeoutMs: number;
  /** Wait before the one retry when the server gives no usable Retry-After. */
  retryDelayMs?: number;
}

/** A Retry-After longer than this is not worth waiting for inside a chat request. */
export const MAX_RETRY_WAIT_MS = 5000;

/** What went wrong, for logs: they carry the code, status and cause, never the message (contract/error-summary.js). */
interface AIProviderErrorDetails {
  code?: "not_json" | "provider_error" | "unreachable" | "broke_off" | "ended_early" | "timeout";
  status?: number;
  cause?: unknown;
}

export class AIProviderError extends Error {
  readonly code?: string;
  readonly status?: number;
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
    details: AIProviderErrorDetails = {},
  ) {
    super(message, { cause: details.cause });
    this.code = details.code;
    this.status = details.status;
  }
}

/** One `data:` payload of the stream → its text, "done", or nothing. Pure, for tests. */
export function parseStreamData(payload: string): { text?: string; done?: boolean } {
  const data = payload.trim();
  if (!data) return {};
  if (data === "[DONE]") return { done: true };
  let json: any;
  try {
    json = JSON.parse(data);
  } catch {
    throw new AIProviderError("The AI server sent a chunk that is not JSON.", false, undefined, {
      code: "not_json",
    });
  }
  if (json?.error) {
    const message = typeof json.error === "string" ? json.error : (json.error.message ?? "unknown error");
    throw new AIProviderError(`The AI server reported an error: ${message}`, false, undefined, {
      code: "provider_error",
    });
  }
  const choice = json?.choices?.[0];
  const text = choice?.delta?.content ?? choice?.message?.content ?? choice?.text;
  return { text: typeof text === "string" ? text : undefined, done: Boolean(choice?.finish_reason) };
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : undefined;
}

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

export const DEFAULT_TEMPERATURE = 0.8;
const LINE_END = /\r?\n/;
/** A reply shorter than this is not worth asking for; the prompt's floor wins over max_tokens. */
const MIN_REPLY_TOKENS = 16;
const SUMMARY_MAX_TOKENS = 320;
const SUMMARY_MAX_CHARS = 1500;

export function createOpenAIProvider(options: OpenAIOptions): AIProvider {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const retryDelay = options.retryDelayMs ?? 500;
  const maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
  const headers = (accept: string) => {
    const h: Record<string, string> = { "Content-Type": "application/json", Accept: accept };
    if (options.apiKey) h.Authorization = `Bearer ${options.apiKey}`;
    return h;
  };

  /** The request body: the prompt fits the context with room for max_tokens, in real tokens. */
  async function replyBody(request: ReplyRequest) {
    const plan = await planPromptQuickly(request, { contextTokens: options.contextTokens, maxTokens }, () =>
      loadTokenCounter(options.model),
    );
    return {
      model: options.model,
      messages: plan.messages,
      max_tokens: Math.max(MIN_REPLY_TOKENS, Math.min(maxTokens, options.contextTokens - plan.promptTokens)),
      temperature: options.temperature ?? DEFAULT_TEMPERATURE,
      stream: true,
    };
  }

  async function* attempt(request: ReplyRequest, signal: AbortSignal, onProgress: () => void) {
    let res: PostResponse;
    try {
      const body = JSON.stringify(await replyBody(request));
      res = await post(url, headers("text/event-stream"), body, signal);
    } catch (err) {
      if (signal.aborted) return;
      throw new AIProviderError(
        `The AI server could not be reached: ${(err as Error).message}`,
        true,
        undefined,
        {
          code: "unreachable",
          cause: err,
        },
      );
    }
    if (res.status < 200 || res.status > 299) {
      res.release(false);
      const retryable = res.status === 429 || res.status >= 500;
      throw new AIProviderError(
        `The AI server answered ${res.status}.`,
        retryable,
        retryAfterMs(res.header("retry-after")),
        { status: res.status },
      );
    }
    onProgress();

    // Some servers ignore stream: true and answer with one JSON completion.
    if ((res.header("content-type") ?? "").includes("application/json")) {
      const { text } = parseStreamData(await res.text());
      if (text) yield text;
      return;
    }

    const decoder = new TextDecoder();
    const chunks = res.chunks();
    let buffer = "";
    let finished = false;
    let whole = false;
    try {
      for (;;) {
        let chunk: IteratorResult<Buffer>;
        try {
          chunk = await chunks.next();
        } catch (err) {
          if (signal.aborted) return;
          throw new AIProviderError(`The AI stream broke off: ${(err as Error).message}`, true, undefined, {
            code: "broke_off",
            cause: err,
          });
        }
        if (chunk.done) break;
        onProgress();
        buffer += decoder.decode(chunk.value, { stream: true });
        let newline: number;
        while ((newline = buffer.search(LINE_END)) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + (buffer[newline] === "\r" ? 2 : 1));
          if (!line.startsWith("data:")) continue;
          const { text, done } = parseStreamData(line.slice(5));
          if (text) yield text;
          if (done) finished = true;
          if (line.slice(5).trim() === "[DONE]") {
            whole = true;
            return;
          }
        }
      }
      whole = true;
    } finally {
      await chunks.return(undefined);
      res.release(whole);
    }
    if (buffer.startsWith("data:")) {
      const { text, done } = parseStreamData(buffer.slice(5));
      if (text) yield text;
      if (done) finished = true;
    }
    if (!finished && !signal.aborted)
      throw new AIProviderError("The AI stream ended early.", true, undefined, { code: "ended_early" });
  }

  /** One non-streaming completion (running summaries); null when the server has nothing usable. */
  async function complete(messages: PromptMessage[], signal?: AbortSignal): Promise<string | null> {
    const controller = new AbortController();
    const stop = () => controller.abort();
    signal?.addEventListener("abort", stop, { once: true });
    const timer = setTimeout(stop, options.timeoutMs);
    try {
      const body = JSON.stringify({
        model: options.model,
        messages,
        max_tokens: SUMMARY_MAX_TOKENS,
        temperature: 0.3,
        stream: false,
      });
      const res = await post(url, headers("application/json"), body, controller.signal);
      if (res.status < 200 || res.status > 299) {
        res.release(false);
        throw new AIProviderError(
          `The AI server answered ${res.status}.`,
          res.status === 429 || res.status >= 500,
          undefined,
          { status: res.status },
        );
      }
      const text = await res.text();
      // A server that streams anyway: join the chunks.
      const payloads = text.trimStart().startsWith("data:")
        ? text
            .split(/\r?\n/)
            .filter((l) => l.startsWith("data:"))
            .map((l) => l.slice(5))
        : [text];
      const out = payloads
        .map((p) => parseStreamData(p).text ?? "")
        .join("")
        .trim();
      return out || null;
    } catch (err) {
      if (controller.signal.aborted)
        throw new AIProviderError(`No answer within ${options.timeoutMs} ms.`, false, undefined, {
          code: "timeout",
        });
      throw err instanceof AIProviderError
        ? err
        : new AIProviderError(
            `The AI server could not be reached: ${(err as Error).message}`,
            true,
            undefined,
            {
              code: "unreachable",
              cause: err,
            },
          );
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", stop);
    }
  }

  return {
    name: "openai",
    async summarize(request: SummaryRequest, signal?: AbortSignal): Promise<string | null> {
      const text = await complete(buildSummaryPrompt(request), signal);
      return text ? text.slice(0, SUMMARY_MAX_CHARS) : null;
    },
    async *streamReply(request: ReplyRequest): AsyncIterable<string> {
      const controller = new AbortController();
      const stop = () => controller.abort();
      if (request.signal?.aborted) return;
      request.signal?.addEventListener("abort", stop, { once: true });
      let timedOut = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, options.timeoutMs);
      };
      let yielded = false;
      try {
        for (let tries = 1; ; tries++) {
          arm();
          try {
            for await (const text of attempt(request, controller.signal, arm)) {
              yielded = true;
              yield text;
            }
            if (timedOut)
              throw new AIProviderError(`No answer within ${options.timeoutMs} ms.`, false, undefined, {
                code: "timeout",
              });
            return;
          } catch (err) {
            if (timedOut)
              throw new AIProviderError(`No answer within ${options.timeoutMs} ms.`, false, undefined, {
                code: "timeout",
              });
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
      }
    },
  };
}
