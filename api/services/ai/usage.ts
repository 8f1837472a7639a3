// Tokens one reply cost, for metering: what the provider reports (asked for with
// stream_options.include_usage), and where it reports nothing, counted with the model's tokenizer
// (tokens.ts) from the prompt sent and the text and reasoning received. Completion tokens include
// the reasoning tokens, as OpenAI counts them.
import type { PromptMessage } from "./prompt";
import type { AnswerSink } from "./reply-reader";
import type { ProviderUsage } from "./stream-chunk";
import { messagesTokens, type TokenCounter } from "./tokens";
import type { ReplyUsage } from "./types";

export interface UsageMeter extends AnswerSink {
  /** A new request with this prompt: what an earlier, unanswered attempt counted is let go. */
  asked(prompt: PromptMessage[]): void;
  /** The server took the request (2xx): from here on tokens are being spent. */
  answered(): void;
  /** The reply's usage; null when no request was answered. */
  settle(counter: () => Promise<TokenCounter>): Promise<ReplyUsage | null>;
}

export function createUsageMeter(model: string): UsageMeter {
  let prompt: PromptMessage[] = [];
  let reported: ProviderUsage = {};
  let text = "";
  let reasoning = "";
  let answered = false;

  return {
    asked(messages) {
      prompt = messages;
      reported = {};
      text = reasoning = "";
      answered = false;
    },
    answered() {
      answered = true;
    },
    text(piece) {
      text += piece;
    },
    reasoning(piece) {
      reasoning += piece;
    },
    usage(usage) {
      // Some servers send usage on more than one chunk; the last figures are the whole reply's.
      for (const [key, value] of Object.entries(usage)) {
        if (value !== undefined) reported[key as keyof ProviderUsage] = value;
      }
    },
    async settle(counter) {
      if (!answered) return null;
      const { promptTokens, completionTokens, reasoningTokens } = reported;
      const known = promptTokens !== undefined && completionTokens !== undefined;
      const count = known && (reasoningTokens !== undefined || !reasoning) ? null : await counter();
      const thought = reasoningTokens ?? (reasoning ? count!(reasoning) : 0);
      return {
        model,
        promptTokens: promptTokens ?? messagesTokens(prompt, count!),
        completionTokens: completionTokens ?? count!(text) + thought,
        reasoningTokens: thought,
      };
    },
  };
}
