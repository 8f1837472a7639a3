// Google sign-in against a fake Google tokeninfo + userinfo server on loopback (node:http).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../api/db/schema";
import { createTestApi, type TestApi } from "../support/api";
import { first } from "../support/defined";
import { TWO_FACTOR_COPY } from "../../contract/two-factor";
import { PASSWORD, signUp, uniqueEmail, verifiedUser } from "../support/accounts";
import { nextCode, turnOnTwoFactor } from "../support/two-factor";

const CLIENT_ID = "client-123.apps.googleusercontent.com";
/** Access token → what Google says about its owner. */
const identities = new Map<string, Record<string, unknown>>();
/** Access token → the OAuth client it was issued to (default: ours). */
const audiences = new Map<string, string>();
/** Access token → another Google account id for tokeninfo to name (default: userinfo's). */
const tokeninfoSubs = new Map<string, string>();
/** Access tokens whose userinfo call fails (tokeninfo still answers). */
const userinfoTrouble = new Map<string, "drop-connection" | "server-error">();
const seenAuthorization: string[] = [];
const seenTokeninfo: string[] = [];
let google: Server;
let t: TestApi;
let googleUrl: string;

beforeAll(async () => {
  google = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/tokeninfo") {
      // Like Google: the token in the query; an unknown or expired one answers 400.
      const token = url.searchParams.get("access_token") ?? "";
      seenTokeninfo.push(token);
      if (token === "drop-connection") return req.socket.destroy();
      if (token === "server-error") {
        res.writeHead(500);
        return res.end("backend error");
      }
      const who = identities.get(token);
      if (req.method !== "GET" || !who) {
        res.writeHead(400, { "Content-Type": "application/json" });
        return res.end(JSON.stringify({ error_description: "Invalid Value" }));
      }
      const aud = audiences.get(token) ?? CLIENT_ID;
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(
        JSON.stringify({
          aud,
          azp: aud,
          sub: tokeninfoSubs.get(token) ?? who.sub,
          scope: "openid email",
          expires_in: 3500,
        }),
      );
    }
    const auth = req.headers.authorization ?? "";
    seenAuthorization.push(auth);
    const token = auth.replace(/^Bearer /, "");
    const trouble = userinfoTrouble.get(token);
    if (trouble === "drop-connection") return req.socket.destroy();
    if (trouble === "server-error") {
      res.writeHead(500);
      return res.end("backend error");
    }
    const who = identities.get(token);
    if (req.method !== "GET" || req.url !== "/v1/userinfo" || !who) {
      res.writeHead(401, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: "invalid_token", error_description: "Invalid Credentials" }));
      return;
    }
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify(who));
  });
  await new Promise<void>((resolve) => google.listen(0, "127.0.0.1", resolve));
  googleUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
  t = await createTestApi({
    GOOGLE_USERINFO_URL: `${googleUrl}/v1/userinfo`,
    GOOGLE_TOKENINFO_URL: `${googleUrl}/tokeninfo`,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: "client-secret",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => google.close(() => resolve()));
});

let n = 0;
function googleAccount(email: string, extra: Record<string, unknown> = {}) {
  const token = `ya29.test-${++n}`;
  identities.set(token, {
    sub: `1000${n}`,
    email,
    email_verified: true,
    given_name: "Grace",
    family_name: "Hopper",
    name: "Grace Hopper",
    ...extra,
  });
  return token;
}

const socialLogin = (token: string, provider = "google") =>
  t.call("POST", "/social-login", { json: { token, provider } });

const titles = async (token: string) =>
  (await t.call("GET", "/notifications", { token })).body.data.notifications.map(
    (x: { data: { title: string } }) => x.data.title,
  );

describe("POST /social-login", () => {
  it("creates a verified account without a password and signs in", async () => {
    const email = uniqueEmail("google-new");
    const token = googleAccount(email.toUpperCase());
    const { status, body } = await socialLogin(token);
    expect(status).toBe(200);
    expect(seenAuthorization.at(-1)).toBe(`Bearer ${token}`);
    // Google tells no age: the web app asks for the date of birth before the dashboard opens.
    expect(body.data.user).toMatchObject({
      email,
      first_name: "Grace",
      last_name: "Hopper",
      avatar: null,
      birth_date: null,
      has_password: false,
    });
    const row = first(await t.handle.db.select().from(users).where(eq(users.email, email)));
    expect(row.passwordHash).toBeNull();
    expect(row.emailVerifiedAt).not.toBeNull();
    expect(row.googleSub).toMatch(/^1000/);
    expect(await titles(body.data.token)).toEqual(["Welcome to Infinite"]);

    // The same Google account again: the same user, no second welcome.
    const again = await socialLogin(token);
    expect(again.body.data.user.id).toBe(body.data.user.id);
    expect(await titles(again.body.data.token)).toEqual(["Welcome to Infinite"]);
  });

  it("asks for the second step when two-factor sign-in is on; a Google-only account turns it off with a code", async () => {
    const token = googleAccount(uniqueEmail("google-2fa"));
    const first = await socialLogin(token);
    const { secret } = await turnOnTwoFactor(t, first.body.data.token);

    const asked = await socialLogin(token);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(TWO_FACTOR_COPY.challenge);
    expect(asked.body.data).toEqual({ two_factor_required: true, challenge: expect.any(String) });
    const passed = await t.call("POST", "/two-factor/verify", {
      json: { challenge: asked.body.data.challenge, code: nextCode(t, secret) },
    });
    expect(passed.status).toBe(200);
    expect(passed.body.data.user.id).toBe(first.body.data.user.id);

    // No password to give: the code alone turns it off.
    const off = await t.call("POST", "/auth/two-factor/disable", {
      token: passed.body.data.token,
      json: { code: nextCode(t, secret) },
    });
    expect(off.status).toBe(200);
    expect((await socialLogin(token)).body.data.token).toEqual(expect.any(String));
  });

  it("links an existing verified account by email and keeps its password", async () => {
    const { email, user } = await verifiedUser(t);
    const { status, body } = await socialLogin(googleAccount(email));
    expect(status).toBe(200);
    expect(body.data.user.id).toBe(user.id);
    expect(body.data.user.first_name).toBe("Ada");
    const row = first(await t.handle.db.select().from(users).where(eq(users.id, user.id)));
    expect(row.googleSub).not.toBeNull();
    expect((await t.call("POST", "/login", { json: { email, password: PASSWORD } })).status).toBe(200);
  });

  it("verifies a pending sign-up it links, dropping the unproven password", async () => {
    const email = uniqueEmail("google-pending");
    await signUp(t, email);
    const { status, body } = await socialLogin(googleAccount(email));
    expect(status).toBe(200);
    expect(await titles(body.data.token)).toEqual(["Welcome to Infinite"]);
    // Whoever typed that password (and that date of birth) never proved the mailbox; Google just did.
    expect(body.data.user.birth_date).toBeNull();
    expect((await t.call("POST", "/login", { json: { email, password: PASSWORD } })).status).toBe(422);
  });

  it("refuses a Google account whose email is not verified", async () => {
    const email = uniqueEmail("google-unverified");
    const { status, body } = await socialLogin(googleAccount(email, { email_verified: false }));
    expect(status).toBe(422);
    expect(body.message).toMatch(/not verified/);
    expect(await t.handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("answers 401 when Google does not accept the token", async () => {
    const { status, body } = await socialLogin("ya29.expired-or-forged");
    expect(status).toBe(401);
    expect(body.message).toBe("Google did not accept this sign-in. Please try again.");
  });

  it("validates token and provider", async () => {
    const { status, body } = await t.call("POST", "/social-login", {
      json: { token: "", provider: "facebook" },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      token: ["The Google token is required."],
      provider: ["Only Google sign-in is supported."],
    });
  });
});

describe("the token's audience (tokeninfo)", () => {
  it("refuses a token issued to another app's Google client, accepts one issued to ours", async () => {
    const email = uniqueEmail("google-aud");
    const foreign = googleAccount(email);
    audiences.set(foreign, "someone-elses-app.apps.googleusercontent.com");
    const refused = await socialLogin(foreign);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(
      "This Google sign-in was issued for another app, so it cannot be used here.",
    );
    expect(refused.body.errors).toEqual({ token: [refused.body.message] });
    expect(seenTokeninfo.at(-1)).toBe(foreign);
    expect(await t.handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const ours = googleAccount(email);
    const { status, body } = await socialLogin(ours);
    expect(status).toBe(200);
    expect(seenTokeninfo.at(-1)).toBe(ours);
    expect(body.data.user.email).toBe(email);
  });

  it("refuses a token when tokeninfo and userinfo name different Google accounts", async () => {
    const token = googleAccount(uniqueEmail("google-mixed"));
    tokeninfoSubs.set(token, "someone-else");
    const { status, body } = await socialLogin(token);
    expect(status).toBe(401);
    expect(body.message).toBe("Google did not accept this sign-in. Please try again.");
  });

  it("refuses a token Google's tokeninfo does not know", async () => {
    const { status, body } = await socialLogin("ya29.unknown-to-tokeninfo");
    expect(status).toBe(401);
    expect(body.message).toBe("Google did not accept this sign-in. Please try again.");
  });
});

describe("Google trouble", () => {
  it("answers 503 with a clear message when Google cannot be reached or fails", async () => {
    const atUserinfo = ["drop-connection", "server-error"] as const;
    const tokens = [
      ...atUserinfo,
      ...atUserinfo.map((trouble) => {
        const token = googleAccount(uniqueEmail("google-trouble"));
        userinfoTrouble.set(token, trouble);
        return token;
      }),
    ];
    for (const token of tokens) {
      const { status, body } = await socialLogin(token);
      expect(status).toBe(503);
      expect(body.message).toBe("Google sign-in is not available right now. Please try again in a moment.");
    }
    // The access token travels in tokeninfo's query, but never into the log.
    expect(t.logs.filter((l) => l.startsWith("[google]")).length).toBeGreaterThan(0);
    for (const token of tokens.slice(2)) expect(t.logs.join("\n")).not.toContain(token);
  });
});

describe("GET /google-client-id", () => {
  it("gives the configured client id (null when unset: see auth-signup)", async () => {
    const { status, body } = await t.call("GET", "/google-client-id");
    expect(status).toBe(200);
    expect(body.data).toEqual({ client_id: "client-123.apps.googleusercontent.com" });
  });
});
