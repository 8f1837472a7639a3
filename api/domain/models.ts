// Which model answers a bot (docs/decisions/015-own-model-client-with-anthropic-reader.md): the
// bot's own model when it is set and active, else the default model, else, with no default, the
// engine chosen at start-up (services.ai: AI_BASE_URL's model, or the offline engine). When
// AI_BASE_URL is set and no model exists yet, the default model is made from AI_MODEL and the other
// AI_* settings the first time a model is looked for, so the console starts from what runs.
import { and, asc, count, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { MODEL_COPY, type AdminModel, type ModelChoice } from "../../contract/admin-models";
import type { Database } from "../db/client";
import type { ModelRow } from "../db/rows";
import { bots, models } from "../db/schema";
import { ApiError } from "../http/envelope";
import { createEngineCache, type Engine, type EngineCache } from "../services/ai/engines";
import { configuredProviders, DEFAULT_PROVIDER } from "../services/ai/providers-config";
import { isReasoningModel } from "../services/ai/reasoning";
import type { AIProvider } from "../services/ai/types";
import type { Services } from "../services/types";

const caches = new WeakMap<Services, EngineCache>();
const seeded = new WeakMap<Services, Promise<void>>();

/** The engine start-up chose (services.ai), with the AI_* budgets. */
export function startupEngine(services: Services): Engine {
  const { config } = services;
  return {
    ai: services.ai,
    model: config.AI_MODEL,
    contextTokens: config.AI_CONTEXT_TOKENS,
    maxTokens: config.AI_MAX_TOKENS,
  };
}

/** Once per process: the default model from the environment, when there is a provider and no model. */
export function seedDefaultModel(services: Services): Promise<void> {
  let done = seeded.get(services);
  if (!done) {
    done = insertEnvModel(services).catch((err) => {
      seeded.delete(services);
      throw err;
    });
    seeded.set(services, done);
  }
  return done;
}

async function insertEnvModel(services: Services) {
  const { config, db } = services;
  if (!config.AI_BASE_URL) return;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(models);
  if (total > 0) return;
  // Two processes starting together: the one-default index lets only one row in.
  await db
    .insert(models)
    .values({
      name: config.AI_MODEL,
      provider: DEFAULT_PROVIDER,
      model: config.AI_MODEL,
      contextTokens: config.AI_CONTEXT_TOKENS,
      maxOutputTokens: Math.min(config.AI_MAX_TOKENS, config.AI_CONTEXT_TOKENS - 1),
      reasoning: isReasoningModel(config.AI_MODEL, config.AI_REASONING),
      temperature: config.AI_TEMPERATURE,
      isDefault: true,
    })
    .onConflictDoNothing();
}

/** The active model with this id, else the default model; null when neither exists. */
export async function chosenModel(services: Services, modelId: number | null): Promise<ModelRow | null> {
  await seedDefaultModel(services);
  const { db } = services;
  if (modelId !== null) {
    const [own] = await db
      .select()
      .from(models)
      .where(and(eq(models.id, modelId), eq(models.active, true)));
    if (own) return own;
  }
  const [fallback] = await db.select().from(models).where(eq(models.isDefault, true));
  return fallback ?? null;
}

/**
 * chosenModel's answer as a table to left-join after `bots`, so the send path finds the model with
 * the bot in the same statement (seedDefaultModel must have run).
 */
export const answeringModel = alias(models, "answering_model");
export const answeringModelOfBot = eq(
  answeringModel.id,
  sql`coalesce(
    (select ${models.id} from ${models} where ${models.id} = ${bots.modelId} and ${models.active}),
    (select ${models.id} from ${models} where ${models.isDefault})
  )`,
);

/** The row's engine, or start-up's when the row's provider is no longer configured. */
export function engineOf(services: Services, row: ModelRow | null): Engine {
  if (!row) return startupEngine(services);
  let cache = caches.get(services);
  if (!cache) caches.set(services, (cache = createEngineCache(services.config)));
  const engine = cache.engineFor(row);
  if (engine) return engine;
  services.log(
    `[models] model ${row.id}: provider "${row.provider}" is not configured; the start-up engine answers`,
  );
  return startupEngine(services);
}

/** The engine for a bot: its own model, the default model, or the start-up engine. */
export async function engineForBot(services: Services, bot: { modelId: number | null }): Promise<Engine> {
  return engineOf(services, await chosenModel(services, bot.modelId));
}

/** What the chat page is told answers: the offline engine, or a model (any provider's). */
export function engineKind(ai: AIProvider): "persona" | "openai" {
  return ai.name === "persona" ? "persona" : "openai";
}

/** An id a bot may be given: an active model's, or null (the default). */
export async function isChoosableModel(db: Database, modelId: number | null): Promise<boolean> {
  if (modelId === null) return true;
  const [row] = await db
    .select({ id: models.id })
    .from(models)
    .where(and(eq(models.id, modelId), eq(models.active, true)));
  return Boolean(row);
}

/** The active models, for a member choosing their character's model (GET /characters/models). */
export async function modelChoices(services: Services): Promise<ModelChoice[]> {
  await seedDefaultModel(services);
  const rows = await services.db
    .select({ id: models.id, name: models.name, isDefault: models.isDefault })
    .from(models)
    .where(eq(models.active, true))
    .orderBy(asc(models.name), asc(models.id));
  return rows.map((r) => ({ id: r.id, name: r.name, default: r.isDefault }));
}

/** A bot's model: an active model's id, or null for the default (422 otherwise). */
export async function setBotModel(services: Services, botId: number, modelId: number | null) {
  if (!(await isChoosableModel(services.db, modelId)))
    throw new ApiError(422, MODEL_COPY.modelIdInvalid, { model_id: [MODEL_COPY.modelIdInvalid] });
  await services.db.update(bots).set({ modelId, updatedAt: services.now() }).where(eq(bots.id, botId));
}

export function adminModel(row: ModelRow, services: Services): AdminModel {
  return {
    id: row.id,
    name: row.name,
    provider: row.provider,
    model: row.model,
    context_tokens: row.contextTokens,
    max_output_tokens: row.maxOutputTokens,
    reasoning: row.reasoning,
    temperature: row.temperature,
    top_p: row.topP,
    min_p: row.minP,
    frequency_penalty: row.frequencyPenalty,
    presence_penalty: row.presencePenalty,
    input_price_per_mtok: row.inputPricePerMtok,
    output_price_per_mtok: row.outputPricePerMtok,
    active: row.active,
    default: row.isDefault,
    provider_configured: configuredProviders(services.config).some((p) => p.name === row.provider),
  };
}
