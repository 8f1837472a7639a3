// The body of a model server's answer → the reply's text. Reasoning (reasoning fields, thinking
// parts, inline <think>…</think>) and usage go to the sink, never into the text. An `error:` line
// (llama.cpp) or an error object in a chunk is a failure, even when [DONE] follows it.
import { AIProviderError } from "./errors";
import { createSseLineReader } from "./sse-lines";
import { parseStreamData, streamError, type ProviderUsage, type StreamChunk } from "./stream-chunk";
import { createThinkTagFilter } from "./think-tags";

export interface AnswerSink {
  text(text: string): void;
  reasoning(text: string): void;
  usage(usage: ProviderUsage): void;
}

export interface ReplyReader {
  /** The reply text these bytes complete ("" when they hold none). */
  push(bytes: Uint8Array): string;
  /** What was held back, once the body has ended. */
  end(): string;
  /** [DONE] came: the answer is whole, and nothing after it is read. */
  readonly closed: boolean;
  /** The server said the reply ended: a finish_reason, or [DONE]. */
  readonly finished: boolean;
  /**
   * The error the server reported, once the text before it has been returned: the caller shows that
   * text, then fails. Nothing after the error is read.
   */
  readonly failure: AIProviderError | null;
}

function errorOf(value: string): AIProviderError {
  try {
    return streamError(JSON.parse(value));
  } catch {
    return streamError({ error: value });
  }
}

export function createReplyReader(sink: AnswerSink): ReplyReader {
  const lines = createSseLineReader();
  const think = createThinkTagFilter();
  let closed = false;
  let finished = false;
  let failure: AIProviderError | null = null;

  const reasoning = (text: string) => {
    if (text) sink.reasoning(text);
  };
  const shown = (sorted: { text: string; reasoning: string }) => {
    reasoning(sorted.reasoning);
    if (sorted.text) sink.text(sorted.text);
    return sorted.text;
  };

  function take(chunk: StreamChunk): string {
    if (chunk.usage) sink.usage(chunk.usage);
    if (chunk.done) finished = true;
    reasoning(chunk.reasoning ?? "");
    return chunk.text ? shown(think.push(chunk.text)) : "";
  }

  function read(fields: ReturnType<typeof lines.push>): string {
    let text = "";
    for (const { name, value } of fields) {
      if (closed || failure) break;
      if (name === "error") {
        failure = errorOf(value);
        break;
      }
      // Comments (": keep-alive", ": OPENROUTER PROCESSING"), event: and id: lines carry no reply.
      if (name !== "data") continue;
      if (value.trim() === "[DONE]") {
        closed = finished = true;
        text += shown(think.end());
        break;
      }
      try {
        text += take(parseStreamData(value));
      } catch (err) {
        failure = err as AIProviderError;
      }
    }
    return text;
  }

  return {
    push: (bytes) => read(lines.push(bytes)),
    end() {
      const text = read(lines.end());
      return closed ? text : text + shown(think.end());
    },
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

/**
 * A whole answer at once: one JSON completion (summaries, and servers that ignore stream: true), or
 * a stream sent anyway. Throws on an error the answer reports.
 */
export function readWholeAnswer(body: string, sink: AnswerSink): { text: string; finished: boolean } {
  const trimmed = body.trimStart();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) {
    const reader = createReplyReader(sink);
    const text = reader.push(Buffer.from(body, "utf8")) + reader.end();
    if (reader.failure) throw reader.failure;
    return { text, finished: reader.finished };
  }
  const think = createThinkTagFilter();
  const chunk = parseStreamData(body);
  if (chunk.usage) sink.usage(chunk.usage);
  if (chunk.reasoning) sink.reasoning(chunk.reasoning);
  const first = think.push(chunk.text ?? "");
  const last = think.end();
  const reasoning = first.reasoning + last.reasoning;
  if (reasoning) sink.reasoning(reasoning);
  const text = first.text + last.text;
  if (text) sink.text(text);
  return { text, finished: Boolean(chunk.done) };
}
