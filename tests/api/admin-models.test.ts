// The console's Models page API: list (the default seeded from AI_MODEL when AI_BASE_URL is set),
// create, edit, set the default, delete, test with one short request, and a bot's own model
// (PATCH /admin/bots/{id} { model_id }), with the refusals each of them gives.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MODEL_COPY } from "../../contract/admin-models";
import {
  ADMIN_EMAIL,
  auditCount,
  botById,
  createAdmin,
  expectAudited,
  insertCharacter,
} from "../support/admin";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";
import type { TestUser } from "../support/users";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let t: TestApi;
let admin: TestUser;

const minimal = {
  name: "Small",
  provider: "default",
  model: "small-model",
  context_tokens: 4096,
  max_output_tokens: 256,
};

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApi({
    AI_BASE_URL: fake.url,
    AI_MODEL: "env-model",
    AI_CONTEXT_TOKENS: "16000",
    AI_MAX_TOKENS: "300",
    AI_TEMPERATURE: "0.7",
    ADMIN_EMAILS: ADMIN_EMAIL,
    AI_TIMEOUT_MS: "3000",
  });
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const call = (method: string, path: string, json?: unknown) =>
  t.call(method, path, { token: admin.token, ...(json === undefined ? {} : { json }) });

describe("admin models", () => {
  it("lists the default model made from the environment, and the configured providers", async () => {
    const { status, body } = await call("GET", "/admin/models");
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        id: expect.any(Number),
        name: "env-model",
        provider: "default",
        model: "env-model",
        context_tokens: 16000,
        max_output_tokens: 300,
        reasoning: false,
        temperature: 0.7,
        top_p: null,
        min_p: null,
        frequency_penalty: null,
        presence_penalty: null,
        input_price_per_mtok: null,
        output_price_per_mtok: null,
        active: true,
        default: true,
        provider_configured: true,
      },
    ]);
    const providers = await call("GET", "/admin/models/providers");
    expect(providers.body.data).toEqual([{ name: "default", api: "openai" }]);
  });

  it("creates, edits and deletes a model, audited", async () => {
    const before = await auditCount(t);
    const created = await call("POST", "/admin/models", {
      ...minimal,
      top_p: 0.95,
      input_price_per_mtok: 0.15,
      output_price_per_mtok: 0.6,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      ...minimal,
      top_p: 0.95,
      temperature: null,
      reasoning: false,
      active: true,
      default: false,
      input_price_per_mtok: 0.15,
    });
    const id = created.body.data.id as number;
    await expectAudited(t, before, { action: "model.create", target_type: "model", target_id: id });

    const edited = await call("PATCH", `/admin/models/${id}`, {
      temperature: 1.1,
      reasoning: true,
      top_p: null,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ temperature: 1.1, reasoning: true, top_p: null, name: "Small" });

    const deleted = await call("DELETE", `/admin/models/${id}`);
    expect(deleted.status).toBe(200);
    expect((await call("PATCH", `/admin/models/${id}`, { name: "x" })).status).toBe(404);
    expect((await call("DELETE", `/admin/models/${id}`)).status).toBe(404);
  });

  it("refuses bad input with the field's message", async () => {
    const unknown = await call("POST", "/admin/models", { ...minimal, provider: "nowhere" });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(MODEL_COPY.providerUnknown(["default"]));
    const tooLong = await call("POST", "/admin/models", { ...minimal, max_output_tokens: 4096 });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.message).toBe(MODEL_COPY.outputInsideContext);
    const badTemperature = await call("POST", "/admin/models", { ...minimal, temperature: 3 });
    expect(badTemperature.status).toBe(422);
    expect(badTemperature.body.message).toBe(MODEL_COPY.number("Temperature", 0, 2));
    const noName = await call("POST", "/admin/models", { ...minimal, name: " " });
    expect(noName.status).toBe(422);
    expect(noName.body.message).toBe(MODEL_COPY.nameRequired);
    expect((await call("GET", "/admin/models/999999/test")).status).toBe(404);
  });

  it("keeps exactly one default, active and undeletable", async () => {
    const list = (await call("GET", "/admin/models")).body.data as { id: number; default: boolean }[];
    const envDefault = list.find((m) => m.default)!;
    const made = (await call("POST", "/admin/models", { ...minimal, default: true })).body.data;
    expect(made.default).toBe(true);
    const after = (await call("GET", "/admin/models")).body.data as { id: number; default: boolean }[];
    expect(after.filter((m) => m.default).map((m) => m.id)).toEqual([made.id]);

    expect((await call("DELETE", `/admin/models/${made.id}`)).status).toBe(409);
    const deactivate = await call("PATCH", `/admin/models/${made.id}`, { active: false });
    expect(deactivate.status).toBe(422);
    expect(deactivate.body.message).toBe(MODEL_COPY.defaultInactive);
    const unset = await call("PATCH", `/admin/models/${made.id}`, { default: false });
    expect(unset.status).toBe(422);

    // Back to the environment's model; the other one may go now.
    expect((await call("PATCH", `/admin/models/${envDefault.id}`, { default: true })).body.data.default).toBe(
      true,
    );
    expect((await call("DELETE", `/admin/models/${made.id}`)).status).toBe(200);
  });

  it("tests a model with one short request: ok with its latency, or the provider's error", async () => {
    const id = (await call("POST", "/admin/models", { ...minimal, model: "probe-model" })).body.data.id;
    const good = await call("GET", `/admin/models/${id}/test`);
    expect(good.status).toBe(200);
    expect(good.body.data).toEqual({ ok: true, latency_ms: expect.any(Number), error: null });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body.model).toBe("probe-model");

    fake.next({
      kind: "status",
      status: 404,
      body: JSON.stringify({
        error: { type: "not_found_error", message: "The model probe-model does not exist" },
      }),
    });
    const bad = await call("GET", `/admin/models/${id}/test`);
    expect(bad.status).toBe(200);
    expect(bad.body.data.ok).toBe(false);
    expect(bad.body.data.error).toContain("The model probe-model does not exist");
    expect(bad.body.data.error).toContain("404");
  });

  it("gives a bot its own model, refuses an unknown or inactive one, and null sends it back to the default", async () => {
    const botId = await firstBotId(t);
    const id = (await call("POST", "/admin/models", { ...minimal, name: "Own" })).body.data.id as number;
    const set = await call("PATCH", `/admin/bots/${botId}`, { model_id: id });
    expect(set.status).toBe(200);
    expect(set.body.data.model_id).toBe(id);
    expect((await botById(t, botId)).modelId).toBe(id);

    const missing = await call("PATCH", `/admin/bots/${botId}`, { model_id: 999999 });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe(MODEL_COPY.modelIdInvalid);
    const inactive = (await call("POST", "/admin/models", { ...minimal, active: false })).body.data.id;
    expect((await call("PATCH", `/admin/bots/${botId}`, { model_id: inactive })).status).toBe(422);
    expect((await call("PATCH", `/admin/bots/${botId}`, { model_id: "abc" })).status).toBe(422);

    // Deleting the model sends its bots back to the default.
    expect((await call("DELETE", `/admin/models/${id}`)).status).toBe(200);
    expect((await botById(t, botId)).modelId).toBeNull();
    expect((await call("PATCH", `/admin/bots/${botId}`, { model_id: null })).body.data.model_id).toBeNull();
  });

  it("is for operators only", async () => {
    const member = await chatter(t, "Mia");
    expect((await t.call("GET", "/admin/models", { token: member.token })).status).toBe(403);
    expect((await t.call("POST", "/admin/models", { json: minimal })).status).toBe(401);
  });
});

describe("a member's own character", () => {
  it("may answer with any active model, and only those", async () => {
    const member = await chatter(t, "Noor");
    const own = await insertCharacter(t, member);
    const stranger = await insertCharacter(t, await chatter(t, "Ola"));
    const active = (await call("POST", "/admin/models", { ...minimal, name: "Member pick" })).body.data.id;
    const inactive = (await call("POST", "/admin/models", { ...minimal, name: "Off", active: false })).body
      .data.id;

    const choices = await t.call("GET", "/characters/models", { token: member.token });
    expect(choices.status).toBe(200);
    const ids = (choices.body.data as { id: number; name: string; default: boolean }[]).map((m) => m.id);
    expect(ids).toContain(active);
    expect(ids).not.toContain(inactive);

    const as = (id: number, model_id: unknown) =>
      t.call("PATCH", `/characters/${id}/model`, { token: member.token, json: { model_id } });
    expect((await as(own.id, active)).status).toBe(200);
    expect((await botById(t, own.id)).modelId).toBe(active);
    expect((await as(own.id, inactive)).status).toBe(422);
    expect((await as(stranger.id, active)).status).toBe(404);
    expect((await as(own.id, null)).status).toBe(200);
    expect((await botById(t, own.id)).modelId).toBeNull();
  });
});
