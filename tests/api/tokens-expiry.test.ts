// Tokens: a token ends after 30 days without use or 90 days after sign-in
// (401, and its row is deleted); last_used_at is written at most once a minute.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens } from "../../api/db/schema";
import { sha256 } from "../../api/domain/tokens";
import { createTestApi, type TestApi } from "../support/api";
import { defined } from "../support/defined";
import { PASSWORD, uniqueEmail, verifiedUser } from "../support/accounts";

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
});
afterAll(() => t.close());

const profile = (token: string) => t.call("GET", "/auth/profile", { token });
const row = async (token: string) =>
  (
    await t.services.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, sha256(token)))
  )[0];
/** When the token was last used; the token must still exist and have been used. */
const lastUsed = async (token: string) =>
  defined((await row(token))?.lastUsedAt ?? undefined, "the token's last_used_at");

async function freshToken() {
  const { email } = await verifiedUser(t, uniqueEmail("token"));
  const res = await t.call("POST", "/login", { json: { email, password: PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

describe("token lifetime", () => {
  it("ends after 30 days without use: 401 and the row is gone", async () => {
    const token = await freshToken();
    t.advance(30 * DAY - MINUTE);
    expect((await profile(token)).status).toBe(200);
    t.advance(30 * DAY + MINUTE);
    const res = await profile(token);
    expect(res.status).toBe(401);
    expect(await row(token)).toBeUndefined();
  });

  it("lives on while used, but not past 90 days", async () => {
    const token = await freshToken();
    for (let day = 25; day <= 75; day += 25) {
      t.advance(25 * DAY);
      expect((await profile(token)).status, `day ${day}`).toBe(200);
    }
    t.advance(14 * DAY);
    expect((await profile(token)).status).toBe(200);
    t.advance(2 * DAY);
    expect((await profile(token)).status).toBe(401);
    expect(await row(token)).toBeUndefined();
  });

  it("is refused on public reads too, so the web app drops it", async () => {
    const token = await freshToken();
    t.advance(31 * DAY);
    expect((await t.call("GET", "/bots", { token })).status).toBe(401);
  });
});

describe("last_used_at", () => {
  it("is written at most once a minute", async () => {
    const token = await freshToken();
    const issued = await lastUsed(token);
    expect(issued).toBeInstanceOf(Date);
    t.advance(2 * MINUTE);
    await profile(token);
    const first = await lastUsed(token);
    expect(first.getTime()).toBeGreaterThan(issued.getTime());
    t.advance(30 * 1000);
    await profile(token);
    await profile(token);
    expect((await lastUsed(token)).getTime()).toBe(first.getTime());
    t.advance(31 * 1000);
    await profile(token);
    expect((await lastUsed(token)).getTime()).toBeGreaterThan(first.getTime());
  });
});
