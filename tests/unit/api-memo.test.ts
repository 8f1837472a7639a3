// One page request asks the API each read once: the root loader's and the layout's profile calls
// share one answer and one token check, a write in the same request (an action before its page's
// loaders) makes later reads ask again, and separate requests share nothing. Driven through the Node
// server's own listener on loopback (server/listener.js), which opens the request's context.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noteCall, rememberedCall } from "../../app/utils/api-memo.server";
import { createListener } from "../../server/listener.js";

let server: Server;
let base: string;
let asked: string[] = [];

/** A stand-in for the API call: records what was asked, and whether it got the request's token checks. */
const call = (name: string) => (tokens: Map<string, Promise<unknown>> | undefined) => {
  asked.push(`${name}${tokens ? " (shared token checks)" : ""}`);
  return Promise.resolve({ name, n: asked.length });
};

/** What a page's loaders do in one request, as the URL says. */
async function handle(url: string) {
  const profile = () => rememberedCall("GET", "tok", "/auth/profile", call("profile"));
  if (url === "/page") {
    const [a, b, c] = await Promise.all([
      profile(),
      profile(),
      rememberedCall("GET", "tok", "/notifications", call("notifications")),
    ]);
    return { same: a === b, c };
  }
  if (url === "/post-then-page") {
    const before = await profile();
    noteCall("POST");
    await rememberedCall("POST", "tok", "/auth/profile", call("update"));
    const after = await profile();
    return { same: before === after };
  }
  return { other: await rememberedCall("GET", "other", "/auth/profile", call("other token")) };
}

beforeAll(async () => {
  const fetch = async (request: Request) => Response.json(await handle(new URL(request.url).pathname));
  server = createServer(createListener({ fetch, files: new Map() }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = async (p: string) => {
  asked = [];
  return (await fetch(`${base}${p}`)).json();
};

describe("reads within one page request", () => {
  it("asks each read once, and shares the token checks between them", async () => {
    const answer = await get("/page");
    expect(answer.same).toBe(true);
    expect(asked).toEqual(["profile (shared token checks)", "notifications (shared token checks)"]);
  });

  it("asks again after a write in the same request, which is never kept", async () => {
    const answer = await get("/post-then-page");
    expect(answer.same).toBe(false);
    expect(asked).toEqual(["profile (shared token checks)", "update", "profile (shared token checks)"]);
  });

  it("keeps nothing from one request for the next, nor for another token", async () => {
    await get("/page");
    expect(asked).toHaveLength(2);
    await get("/page");
    expect(asked).toHaveLength(2);
    await get("/other");
    expect(asked).toEqual(["other token (shared token checks)"]);
  });

  it("keeps nothing outside a request", async () => {
    asked = [];
    await rememberedCall("GET", "tok", "/auth/profile", call("profile"));
    await rememberedCall("GET", "tok", "/auth/profile", call("profile"));
    expect(asked).toEqual(["profile", "profile"]);
  });
});
