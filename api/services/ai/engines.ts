// A model row (api/db/schema.ts, models) → the engine that answers with it: its provider's client
// (openai.ts or anthropic.ts, from the provider's configuration) with the row's model name,
// parameters and budgets. Clients are kept per row version, so a model's state (whether its server
// takes stream_options, its kept-alive connections) lasts while the row is unchanged.
import type { Config } from "../../config";
import type { ModelRow } from "../../db/rows";
import { createAnthropicProvider } from "./anthropic";
import { createOpenAIProvider } from "./openai";
import { configuredProviders } from "./providers-config";
import type { AIProvider } from "./types";

/** What answers a reply, and the budgets its prompt is planned with. */
export interface Engine {
  ai: AIProvider;
  /** The model's name at its provider (and the tokenizer's choice, tokens.ts). */
  model: string;
  contextTokens: number;
  /** Tokens kept for the reply. */
  maxTokens: number;
  /** The model row it was made from, with its prices per million tokens (metering, usage.ts). */
  row?: { id: number; inputPricePerMtok: number | null; outputPricePerMtok: number | null };
}

/** Clients kept at most; a console edit makes a new version, and old ones are let go in bulk. */
const KEPT_CLIENTS = 64;

export interface EngineCache {
  /** The row's engine; null when its provider is not configured (any more). */
  engineFor(row: ModelRow): Engine | null;
}

export function createEngineCache(config: Config): EngineCache {
  const clients = new Map<string, Engine>();
  return {
    engineFor(row) {
      const key = `${row.id}:${row.updatedAt.getTime()}`;
      const kept = clients.get(key);
      if (kept) return kept;
      const provider = configuredProviders(config).find((p) => p.name === row.provider);
      if (!provider) return null;
      const options = {
        baseUrl: provider.baseUrl,
        apiKey: provider.apiKey,
        model: row.model,
        contextTokens: row.contextTokens,
        maxTokens: row.maxOutputTokens,
        sampling: {
          temperature: row.temperature,
          topP: row.topP,
          minP: row.minP,
          frequencyPenalty: row.frequencyPenalty,
          presencePenalty: row.presencePenalty,
        },
        reasoning: row.reasoning,
        reasoningTokens: config.AI_REASONING_TOKENS,
        timeoutMs: config.AI_TIMEOUT_MS,
        wholeAnswerMs: config.AI_REPLY_MAX_MS,
      };
      const engine: Engine = {
        ai: provider.api === "anthropic" ? createAnthropicProvider(options) : createOpenAIProvider(options),
        model: row.model,
        contextTokens: row.contextTokens,
        maxTokens: row.maxOutputTokens,
        row: {
          id: row.id,
          inputPricePerMtok: row.inputPricePerMtok,
          outputPricePerMtok: row.outputPricePerMtok,
        },
      };
      if (clients.size >= KEPT_CLIENTS) clients.clear();
      clients.set(key, engine);
      return engine;
    },
  };
}
