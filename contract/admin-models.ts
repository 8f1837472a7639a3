// The console's Models page (GET/POST /admin/models, GET /admin/models/providers, PATCH/DELETE /admin/models/{id},
// GET /admin/models/{id}/test): request schemas with their messages and the answers' shapes. A model
// is data (a row); its provider is configuration (AI_BASE_URL, AI_PROVIDERS), named here by `provider`.
// Forms post strings ("" for an empty field: null, the provider's default); JSON posts values.
import { z } from "zod";
import { booleanField } from "./form-fields";

export const MODEL_COPY = {
  notFound: "Model not found.",
  saved: "Model saved.",
  deleted: "Model deleted.",
  nameRequired: "Give the model a name.",
  nameTooLong: "Keep the name under 80 characters.",
  providerRequired: "Choose a provider.",
  providerUnknown: (names: string[]) =>
    names.length
      ? `Unknown provider. Configured providers: ${names.join(", ")}.`
      : "No provider is configured: set AI_BASE_URL or AI_PROVIDERS first.",
  modelRequired: "Give the provider's model name, such as gpt-4o-mini.",
  modelTooLong: "Keep the model name under 200 characters.",
  contextTokens: "Context window: a whole number of tokens from 1,024 to 2,000,000.",
  maxOutputTokens: "Reply tokens: a whole number from 16 to 200,000.",
  outputInsideContext: "Reply tokens must be less than the context window.",
  number: (field: string, min: number, max: number) => `${field}: a number from ${min} to ${max}, or empty.`,
  defaultInactive: "The default model must be active.",
  deleteDefault: "This is the default model: make another one the default first.",
  unsetDefault: "Make another model the default instead.",
  modelIdInvalid: "Choose one of the active models.",
} as const;

const emptyToNull = (v: unknown) => (v === "" ? null : v);
const toNumber = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v);

const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong);

const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ required_error: message, invalid_type_error: message })
      .int(message)
      .min(min, message)
      .max(max, message),
  );

/** A number or null (empty): null leaves the setting to the provider. */
const nullableNumber = (field: string, min: number, max: number) => {
  const message = MODEL_COPY.number(field, min, max);
  return z.preprocess(
    (v) => toNumber(emptyToNull(v)),
    z.number({ invalid_type_error: message }).min(min, message).max(max, message).nullable(),
  );
};

const modelFields = {
  name: text(MODEL_COPY.nameRequired, 80, MODEL_COPY.nameTooLong),
  provider: text(MODEL_COPY.providerRequired, 40, MODEL_COPY.providerRequired),
  model: text(MODEL_COPY.modelRequired, 200, MODEL_COPY.modelTooLong),
  context_tokens: wholeNumber(1024, 2_000_000, MODEL_COPY.contextTokens),
  max_output_tokens: wholeNumber(16, 200_000, MODEL_COPY.maxOutputTokens),
  reasoning: booleanField,
  temperature: nullableNumber("Temperature", 0, 2),
  top_p: nullableNumber("Top P", 0, 1),
  min_p: nullableNumber("Min P", 0, 1),
  frequency_penalty: nullableNumber("Frequency penalty", -2, 2),
  presence_penalty: nullableNumber("Presence penalty", -2, 2),
  input_price_per_mtok: nullableNumber("Input price", 0, 10_000),
  output_price_per_mtok: nullableNumber("Output price", 0, 10_000),
  active: booleanField,
  /** Makes this the default model (the one before it stops being the default). */
  default: booleanField,
};

const withDefault = <T extends z.ZodTypeAny>(field: T, value: unknown) =>
  z.preprocess((v) => (v === undefined ? value : v), field);

/** POST /admin/models: sampling and prices default to null; reasoning, default off; active on. */
export const modelCreateSchema = z
  .object({
    ...modelFields,
    reasoning: withDefault(modelFields.reasoning, false),
    active: withDefault(modelFields.active, true),
    default: withDefault(modelFields.default, false),
    temperature: withDefault(modelFields.temperature, null),
    top_p: withDefault(modelFields.top_p, null),
    min_p: withDefault(modelFields.min_p, null),
    frequency_penalty: withDefault(modelFields.frequency_penalty, null),
    presence_penalty: withDefault(modelFields.presence_penalty, null),
    input_price_per_mtok: withDefault(modelFields.input_price_per_mtok, null),
    output_price_per_mtok: withDefault(modelFields.output_price_per_mtok, null),
  })
  .refine((m) => m.max_output_tokens < m.context_tokens, {
    message: MODEL_COPY.outputInsideContext,
    path: ["max_output_tokens"],
  });

/** PATCH /admin/models/{id}: only what is sent changes. */
export const modelUpdateSchema = z.object(modelFields).partial();

/** PATCH /admin/bots/{id} { model_id }, and a member's own character: a model's id, or null for the default. */
export const modelIdField = z.preprocess(
  (v) => toNumber(emptyToNull(v)),
  z
    .number({ invalid_type_error: MODEL_COPY.modelIdInvalid })
    .int(MODEL_COPY.modelIdInvalid)
    .positive(MODEL_COPY.modelIdInvalid)
    .max(2_147_483_647, MODEL_COPY.modelIdInvalid)
    .nullable(),
);

/** PATCH /characters/{id}/model: a member's own character's model. */
export const botModelSchema = z.object({ model_id: modelIdField });

/** GET /characters/models: what a member may choose for their character. */
export interface ModelChoice {
  id: number;
  name: string;
  default: boolean;
}

export interface AdminModel {
  id: number;
  name: string;
  provider: string;
  model: string;
  context_tokens: number;
  max_output_tokens: number;
  reasoning: boolean;
  temperature: number | null;
  top_p: number | null;
  min_p: number | null;
  frequency_penalty: number | null;
  presence_penalty: number | null;
  input_price_per_mtok: number | null;
  output_price_per_mtok: number | null;
  active: boolean;
  /** Replies of bots without a model of their own come from this one. */
  default: boolean;
  /** Its provider is configured (a provider removed from AI_PROVIDERS leaves its models unusable). */
  provider_configured: boolean;
}

/** GET /admin/models/providers: what a model's `provider` may name (keys are never shown). */
export interface AdminProvider {
  name: string;
  api: "openai" | "anthropic";
}

/** GET /admin/models/{id}/test */
export interface ModelTestResult {
  ok: boolean;
  latency_ms: number;
  error: string | null;
}
