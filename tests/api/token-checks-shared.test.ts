// The reads of one page request (the in-process web app passes them one map of token checks)
// check their token once: the later reads take the first one's answer. Without the map, or with
// a fresh one, every call checks the token again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revokeToken, sha256 } from "../../api/domain/tokens";
import { createTestApi, type TestApi } from "../support/api";
import { createUser } from "../support/users";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({});
});
afterAll(() => t.close());

describe("token checks shared by one page request", () => {
  it("checks the token once for all the reads that share the map", async () => {
    const user = await createUser(t, { firstName: "Shared" });
    const tokenChecks = new Map<string, Promise<unknown>>();
    const [profile, chats] = await Promise.all([
      t.call("GET", "/auth/profile", { token: user.token, tokenChecks }),
      t.call("GET", "/chats", { token: user.token, tokenChecks }),
    ]);
    expect([profile.status, chats.status]).toEqual([200, 200]);
    expect(profile.body.data.first_name).toBe("Shared");
    expect([...tokenChecks.keys()]).toEqual([user.token]);

    // Signed out meanwhile: the same page request's reads still take the check they made…
    await revokeToken(t.services.db, sha256(user.token));
    const again = await t.call("GET", "/auth/profile", { token: user.token, tokenChecks });
    expect(again.status).toBe(200);
    // …while the next request checks again and is refused.
    const next = await t.call("GET", "/auth/profile", { token: user.token, tokenChecks: new Map() });
    expect(next.status).toBe(401);
    expect(next.body.message).toBe("Unauthenticated. Please log in again.");
    expect((await t.call("GET", "/auth/profile", { token: user.token })).status).toBe(401);
  });

  it("answers 401 for an unknown token with a shared map too", async () => {
    const tokenChecks = new Map<string, Promise<unknown>>();
    const res = await t.call("GET", "/auth/profile", { token: "not-a-token", tokenChecks });
    expect(res.status).toBe(401);
    expect((await t.call("GET", "/chats", { token: "not-a-token", tokenChecks })).status).toBe(401);
  });
});
