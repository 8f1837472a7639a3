// The Models page: GET/POST /admin/models, GET /admin/models/providers, PATCH/DELETE
// /admin/models/{id}, GET /admin/models/{id}/test. Models are rows; providers are configuration, so
// a model may only name a configured provider. One model is the default; it stays active and cannot
// be deleted while it is. Deleting another model sends its bots back to the default.
import { asc, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  MODEL_COPY,
  modelCreateSchema,
  modelUpdateSchema,
  type AdminProvider,
} from "../../../contract/admin-models";
import type { ModelRow } from "../../db/rows";
import { models } from "../../db/schema";
import { audited, type Tx } from "../../domain/admin/audit";
import { adminModel, seedDefaultModel } from "../../domain/models";
import { testModel } from "../../domain/model-test";
import type { ApiEnv } from "../../http/context";
import { ApiError, ok } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { configuredProviders } from "../../services/ai/providers-config";
import type { Services } from "../../services/types";
import { pathId } from "./shared";

const invalid = (field: string, message: string) => new ApiError(422, message, { [field]: [message] });

type ModelInput = Partial<ReturnType<typeof modelCreateSchema.parse>>;

/** The row's columns for what the body sets (`default` is handled apart). */
function columns(input: ModelInput): Partial<typeof models.$inferInsert> {
  const set: Partial<typeof models.$inferInsert> = {};
  const pairs: [keyof ModelInput, keyof typeof models.$inferInsert][] = [
    ["name", "name"],
    ["provider", "provider"],
    ["model", "model"],
    ["context_tokens", "contextTokens"],
    ["max_output_tokens", "maxOutputTokens"],
    ["reasoning", "reasoning"],
    ["temperature", "temperature"],
    ["top_p", "topP"],
    ["min_p", "minP"],
    ["frequency_penalty", "frequencyPenalty"],
    ["presence_penalty", "presencePenalty"],
    ["input_price_per_mtok", "inputPricePerMtok"],
    ["output_price_per_mtok", "outputPricePerMtok"],
    ["active", "active"],
  ];
  for (const [field, column] of pairs) {
    if (input[field] !== undefined) (set as Record<string, unknown>)[column] = input[field];
  }
  return set;
}

export function adminModelsRoutes(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();
  const providerNames = () => configuredProviders(services.config).map((p) => p.name);

  function assertProvider(name: string | undefined) {
    if (name !== undefined && !providerNames().includes(name))
      throw invalid("provider", MODEL_COPY.providerUnknown(providerNames()));
  }

  /** The one default: any other model stops being it first (the index allows one). */
  async function makeDefault(tx: Tx, id: number) {
    await tx.update(models).set({ isDefault: false }).where(eq(models.isDefault, true));
    await tx.update(models).set({ isDefault: true }).where(eq(models.id, id));
  }

  async function findModel(id: number): Promise<ModelRow> {
    const [row] = await db.select().from(models).where(eq(models.id, id));
    if (!row) throw new ApiError(404, MODEL_COPY.notFound);
    return row;
  }

  r.get("/", async (c) => {
    await seedDefaultModel(services);
    const rows = await db
      .select()
      .from(models)
      .orderBy(desc(models.isDefault), asc(models.name), asc(models.id));
    return ok(
      c,
      rows.map((row) => adminModel(row, services)),
      "Models",
    );
  });

  r.get("/providers", (c) => {
    const providers: AdminProvider[] = configuredProviders(services.config).map((p) => ({
      name: p.name,
      api: p.api,
    }));
    return ok(c, providers, "Providers");
  });

  r.post("/", async (c) => {
    const input = await parseBody(c, modelCreateSchema);
    assertProvider(input.provider);
    if (input.default && !input.active) throw invalid("active", MODEL_COPY.defaultInactive);
    await seedDefaultModel(services);
    const created = await audited(db, c.get("user"), services.now(), async (tx) => {
      const [row] = await tx
        .insert(models)
        .values(columns(input) as typeof models.$inferInsert)
        .returning();
      if (input.default) await makeDefault(tx, row!.id);
      return { result: row!, audit: { action: "model.create", targetType: "model", targetId: row!.id } };
    });
    return ok(c, adminModel(await findModel(created.id), services), MODEL_COPY.saved, 201);
  });

  r.patch("/:id{[0-9]+}", async (c) => {
    const current = await findModel(pathId(c, MODEL_COPY.notFound));
    const input = await parseBody(c, modelUpdateSchema);
    assertProvider(input.provider);
    const contextTokens = input.context_tokens ?? current.contextTokens;
    const maxOutput = input.max_output_tokens ?? current.maxOutputTokens;
    if (maxOutput >= contextTokens) throw invalid("max_output_tokens", MODEL_COPY.outputInsideContext);
    const willBeDefault = input.default ?? current.isDefault;
    if (input.default === false && current.isDefault) throw invalid("default", MODEL_COPY.unsetDefault);
    if (willBeDefault && !(input.active ?? current.active))
      throw invalid("active", MODEL_COPY.defaultInactive);
    await audited(db, c.get("user"), services.now(), async (tx) => {
      // updated_at moves on every save: engines are kept per row version (engines.ts).
      await tx
        .update(models)
        .set({ ...columns(input), updatedAt: services.now() })
        .where(eq(models.id, current.id));
      if (input.default && !current.isDefault) await makeDefault(tx, current.id);
      return {
        result: null,
        audit: {
          action: "model.update",
          targetType: "model",
          targetId: current.id,
          note: Object.keys(input).join(", "),
        },
      };
    });
    return ok(c, adminModel(await findModel(current.id), services), MODEL_COPY.saved);
  });

  r.delete("/:id{[0-9]+}", async (c) => {
    const current = await findModel(pathId(c, MODEL_COPY.notFound));
    if (current.isDefault) throw new ApiError(409, MODEL_COPY.deleteDefault);
    await audited(db, c.get("user"), services.now(), async (tx) => {
      // Its bots' model_id becomes null (ON DELETE SET NULL): they answer with the default.
      await tx.delete(models).where(eq(models.id, current.id));
      return {
        result: null,
        audit: { action: "model.delete", targetType: "model", targetId: current.id, note: current.name },
      };
    });
    return ok(c, null, MODEL_COPY.deleted);
  });

  r.get("/:id{[0-9]+}/test", async (c) => {
    const row = await findModel(pathId(c, MODEL_COPY.notFound));
    const result = await testModel(services, row);
    services.log(
      `[models] test of model ${row.id}: ${result.ok ? "ok" : "failed"} in ${result.latency_ms} ms`,
    );
    return ok(c, result, result.ok ? "The model answered." : "The model did not answer.");
  });

  return r;
}
