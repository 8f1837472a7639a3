// The endpoint map (contract/endpoints.ts) and the API agree: for every entry the web app calls, the
// API has a route with that method and path. Each is called on the real API, signed in as an
// operator (so no auth middleware stands in front), with "1" for every path parameter and an empty
// body; whatever the handler makes of that, the answer must not be the API's own "No route for …".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints, fillPath } from "../../contract/endpoints";
import { issueToken } from "../../api/domain/tokens";
import { createAdmin, createAdminApi } from "../support/admin";
import type { TestApi } from "../support/api";

let t: TestApi;
let adminId: number;

beforeAll(async () => {
  t = await createAdminApi();
  adminId = (await createAdmin(t)).id;
});
afterAll(() => t.close());

/** Calls one path with a fresh operator token (some entries sign out or revoke every token). */
async function reach(method: string, path: string) {
  const token = await issueToken(t.services.db, adminId, t.services.now());
  const json = method === "GET" ? undefined : {};
  return t.call<{ message?: string }>(method, path, { token, json });
}

const noRoute = (method: string, path: string) => `No route for ${method} ${path.split("?")[0]}.`;

describe("contract/endpoints.ts and the API", () => {
  it("tells a missing route apart (the check below means something)", async () => {
    const answer = await reach("GET", "/chats/1/nowhere");
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(noRoute("GET", "/api/v1/chats/1/nowhere"));
  });

  const entries = Object.values(endpoints);
  it.each(entries.map((e) => [e.key, e] as const))("%s has a route", async (_key, entry) => {
    const params = Object.fromEntries([...entry.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, "1"]));
    const query = new URLSearchParams(entry.fixedQuery).toString();
    const path = fillPath(entry.path, params) + (query ? `?${query}` : "");
    const answer = await reach(entry.method, path);
    expect(answer.body.message ?? "").not.toBe(noRoute(entry.method, `/api/v1${path}`));
  });
});
