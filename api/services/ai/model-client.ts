// A model server that streams replies: POST {baseUrl}{dialect.path} with stream: true, read as
// server-sent events by the dialect's reader, with a prompt measured in the model's own tokens
// (prompt.ts, tokens.ts). The dialect is the wire format (./model-wire.ts): OpenAI's chat
// completions (./openai.ts, which most servers speak) or Anthropic's Messages API (./anthropic.ts).
// Running summaries (api/domain/summary.ts) are one non-streaming request, same model.
//
// Reasoning models (reasoning.ts) are sent room for their thinking and no temperature; what they
// think is never part of the reply, but tells the caller they are alive (ReplyObserver). Each
// reply's tokens are reported (usage.ts).
//
// Retries once on 429, 5xx or a network error, but only before the first piece of text: after
// that a retry would repeat what the user has already seen. AI_TIMEOUT_MS bounds the wait for the
// response and between any two chunks of it (a keep-alive comment counts), so a model that thinks
// for a long time is fine while a stalled stream is not; reply-generation.ts bounds the whole reply.
import { AIProviderError, withoutUserTexts } from "./errors";
import { post, type PostResponse } from "./http-post";
import { DEFAULT_MAX_TOKENS, planPromptQuickly, type PromptMessage } from "./prompt";
import { buildSummaryPrompt } from "./summary-prompt";
import { refusalOf } from "./refusal";
import type { Dialect, ModelClientOptions, Sampling } from "./model-wire";
import { loadTokenCounter } from "./tokens";
import type { AIProvider, ReplyRequest, ReplyUsage, SummaryRequest } from "./types";
import { createUsageMeter, type UsageMeter } from "./usage";

/** A Retry-After longer than this is not worth waiting for inside a chat request. */
export const MAX_RETRY_WAIT_MS = 5000;
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

export function createModelClient(options: ModelClientOptions, dialect: Dialect): AIProvider {
  const url = `${options.baseUrl.replace(/\/+$/, "")}${dialect.path}`;
  const retryDelay = options.retryDelayMs ?? 500;
  const maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
  // Cleared for good when the server refuses the field (Mistral's API answers 422 to it).
  let askForUsage = true;
  const wire = (
    messages: PromptMessage[],
    replyTokens: number,
    roomTokens: number,
    sampling: Sampling,
    stream: boolean,
  ) =>
    dialect.body({
      model: options.model,
      messages,
      replyTokens,
      roomTokens,
      reasoning: options.reasoning ?? false,
      reasoningTokens: options.reasoningTokens ?? DEFAULT_REASONING_TOKENS,
      sampling,
      stream,
      askForUsage,
    });
  const counter = () => loadTokenCounter(options.model);
  const headers = (accept: string) => dialect.headers(options.apiKey, accept);

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
      const body = wire(messages, maxTokens, roomTokens, options.sampling ?? {}, true);
      meter.asked(messages);
      const res = await post(url, headers("text/event-stream"), JSON.stringify(body), signal);
      if (res.status >= 200 && res.status <= 299) return res;
      const refused = await refusalOf(res, userTexts(request));
      const unknownField = res.status === 400 || res.status === 422;
      if (askForUsage && unknownField && dialect.refusedUsageField?.(refused.body)) {
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
      const { text } = dialect.whole(await res.text(), meter);
      if (text) yield text;
      return;
    }

    const reader = dialect.reader(meter);
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
    onUsage?: (usage: ReplyUsage) => void,
  ): Promise<string | null> {
    const controller = new AbortController();
    const stop = () => controller.abort();
    signal?.addEventListener("abort", stop, { once: true });
    const waitMs = Math.max(options.timeoutMs, options.wholeAnswerMs ?? 0);
    const timer = setTimeout(stop, waitMs);
    try {
      const sampling = { ...options.sampling, temperature: SUMMARY_TEMPERATURE };
      const body = JSON.stringify(wire(messages, SUMMARY_MAX_TOKENS, Infinity, sampling, false));
      const res = await post(url, headers("application/json"), body, controller.signal);
      if (res.status < 200 || res.status > 299) throw (await refusalOf(res, quoted)).error;
      const meter = createUsageMeter(options.model);
      meter.asked(messages);
      meter.answered();
      const { text } = dialect.whole(await res.text(), meter);
      if (onUsage) {
        const usage = await meter.settle(counter).catch(() => null);
        if (usage) onUsage(usage);
      }
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
    name: dialect.name,
    async summarize(request: SummaryRequest, signal?: AbortSignal): Promise<string | null> {
      const prompt = buildSummaryPrompt(request);
      const text = await complete(prompt, userTexts({ history: request.turns }), signal, request.onUsage);
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
        observer?.finished?.();
        if (observer?.usage) {
          const usage = await meter.settle(counter).catch(() => null);
          if (usage) observer.usage(usage);
        }
      }
    },
  };
}
