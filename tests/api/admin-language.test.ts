// The console's contract messages in the operator's language (Accept-Language), the English kept in
// message_en and errors_en: refusals, field errors, the usage page's checks and the toasts' messages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_COPY } from "../../contract/admin";
import { MODEL_COPY } from "../../contract/admin-models";
import { USAGE_COPY } from "../../contract/usage-copy";
import { createAdmin, createAdminApi } from "../support/admin";
import type { TestApi } from "../support/api";
import { createUser, type TestUser } from "../support/users";

let t: TestApi;
let admin: TestUser;
beforeAll(async () => {
  t = await createAdminApi();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const inLanguage = (lng: string, method: string, path: string, json?: unknown, token = admin.token) =>
  t.call(method, path, {
    token,
    headers: { "Accept-Language": lng },
    ...(json === undefined ? {} : { json }),
  });

describe("the console's messages in the operator's language", () => {
  it("a model's field errors are French, the English beside them", async () => {
    const res = await inLanguage("fr", "POST", "/admin/models", { provider: "", model: "m" });
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toEqual(["Donne un nom au modèle."]);
    expect(res.body.errors.provider).toEqual(["Choisis un fournisseur."]);
    expect(res.body.errors_en.name).toEqual([MODEL_COPY.nameRequired]);
    expect(res.body.errors_en.provider).toEqual([MODEL_COPY.providerRequired]);

    const unknown = await inLanguage("fr", "POST", "/admin/models", {
      name: "Small",
      provider: "nowhere",
      model: "small-model",
      context_tokens: 4096,
      max_output_tokens: 256,
      temperature: 3,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.temperature).toEqual(["Température : un nombre de 0 à 2, ou vide."]);
  });

  it("bans and their refusals are Spanish; a member is refused in German", async () => {
    const member = await createUser(t);
    const ban = await inLanguage("es", "POST", `/admin/users/${member.id}/ban`, { note: "Spam" });
    expect(ban.status).toBe(200);
    expect(ban.body.message).toBe("La cuenta está bloqueada y se ha cerrado su sesión en todas partes.");
    expect(ban.body.message_en).toBe(ADMIN_COPY.banned);
    const again = await inLanguage("es", "POST", `/admin/users/${member.id}/ban`, {});
    expect(again.status).toBe(422);
    expect(again.body.message).toBe("Esta cuenta ya está bloqueada.");
    const self = await inLanguage("pt", "POST", `/admin/users/${admin.id}/ban`, {});
    expect(self.body.message).toBe("Você não pode banir sua própria conta.");
    expect(self.body.message_en).toBe(ADMIN_COPY.cannotBanSelf);

    const other = await createUser(t);
    const refused = await inLanguage("de", "GET", "/admin/models", undefined, other.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Zugriff verweigert");
    expect(refused.body.message_en).toBe(ADMIN_COPY.forbidden);
  });

  it("the usage page's checks are French", async () => {
    const res = await inLanguage("fr", "GET", "/admin/usage?from=yesterday");
    expect(res.status).toBe(422);
    expect(Object.values(res.body.errors as Record<string, string[]>).flat()).toContain(
      "Saisis une date au format AAAA-MM-JJ.",
    );
    expect(Object.values(res.body.errors_en as Record<string, string[]>).flat()).toContain(
      USAGE_COPY.dateInvalid,
    );
  });
});
