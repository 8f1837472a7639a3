// The API answers in the request's Accept-Language, keeping the English (the contract) beside it in
// message_en and errors_en; English, unknown languages and no header leave the answer as it was.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREFERENCES_SAVED } from "../../contract/account";
import { COPY } from "../../contract/messages";
import { createTestApi, type TestApi } from "../support/api";
import { chatter } from "../support/chat";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t.close();
});

const badLogin = (headers: Record<string, string>, ip: string) =>
  t.call("POST", "/login", { json: { email: "a@", password: "" }, headers, ip });

describe("answers in the request's language", () => {
  it("translates the message and field errors for French, with the English beside them", async () => {
    const { status, body, headers } = await badLogin(
      { "Accept-Language": "fr-FR,fr;q=0.9,en;q=0.8" },
      "10.9.0.1",
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      email: ["Adresse e-mail invalide"],
      password: ["Le mot de passe est obligatoire"],
    });
    expect(body.errors_en).toEqual({ email: [COPY.emailInvalid], password: [COPY.passwordRequired] });
    expect(body.message_en).toEqual(expect.any(String));
    expect(headers.get("Content-Language")).toBe("fr");
    expect(headers.get("Vary")).toContain("Accept-Language");
  });

  it("answers in Spanish too, and translates messages with values in them", async () => {
    const { body } = await t.call("POST", "/login", {
      json: { email: "", password: "x" },
      headers: { "Accept-Language": "es" },
      ip: "10.9.0.2",
    });
    expect(body.errors.email).toEqual(["El correo electrónico es obligatorio"]);
    expect(body.errors_en.email).toEqual([COPY.emailRequired]);
  });

  it("leaves English, other languages and no header exactly as the contract says", async () => {
    const asked: Record<string, string>[] = [
      { "Accept-Language": "en-GB" },
      { "Accept-Language": "it, ja;q=0.5" },
      {},
    ];
    for (const [i, headers] of asked.entries()) {
      const { body, headers: answer } = await badLogin(headers, `10.9.1.${i}`);
      expect(body.errors).toEqual({ email: [COPY.emailInvalid], password: [COPY.passwordRequired] });
      expect(body).not.toHaveProperty("message_en");
      expect(body).not.toHaveProperty("errors_en");
      expect(answer.get("Content-Language")).toBeNull();
    }
  });

  it("translates successful answers' messages as well, data untouched", async () => {
    const user = await chatter(t);
    const { status, body } = await t.call("PUT", "/auth/preferences", {
      token: user.token,
      json: { language: "German" },
      headers: { "Accept-Language": "de" },
    });
    expect(status).toBe(200);
    expect(body.message).toBe("Einstellungen gespeichert");
    expect(body.message_en).toBe(PREFERENCES_SAVED);
    expect(body.data.language).toBe("German");
  });
});
