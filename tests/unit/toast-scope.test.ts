// Toasts from an action that answers with data (docs/requirements/site.md#toasts): a document request
// (a form posted without JavaScript) shows the toast in the page of the same response and sets no
// cookie; a single-fetch data request (`*.data`) leaves it on the cookie for the loaders' request
// that follows. Driven through the Node server's own listener on loopback (server/listener.js),
// which opens the request's context the scope is read from.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createListener } from "../../server/listener.js";

type ToastModule = typeof import("../../app/utils/toast.server");
let toasts: ToastModule;
let server: Server;
let base: string;

/**
 * Each request runs what a Remix POST runs, in order: the action (`jsonWithError`), then, for a
 * document, the root loader (`getToast`) with a fresh Request that carries the browser's cookies.
 */
async function handle(url: string, cookie: string | undefined) {
  const answer = await toasts.jsonWithError({ saved: false }, "Could not save.");
  const setCookie = new Headers(answer.init?.headers ?? undefined).getSetCookie();
  const loaderRequest = new Request(`http://localhost${url}`, { headers: cookie ? { Cookie: cookie } : {} });
  const { toast, headers } = await toasts.getToast(loaderRequest);
  return { data: answer.data, setCookie, toast: toast ?? null, clears: headers.getSetCookie() };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "infinite-toast-scope-"));

beforeAll(async () => {
  vi.stubEnv("SESSION_SECRET", "toast-scope-test-secret-0123456789abcdef0123");
  vi.stubEnv("DATA_DIR", dataDir);
  toasts = await import("../../app/utils/toast.server");
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    // A form's fields arrive before the action runs, as Remix reads them.
    if (request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded"))
      await request.formData();
    return Response.json(await handle(url.pathname + url.search, request.headers.get("cookie") ?? undefined));
  };
  server = createServer(createListener({ fetch, files: new Map() }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = async (p: string, cookie?: string, form?: URLSearchParams) =>
  (
    await fetch(`${base}${p}`, { method: "POST", headers: cookie ? { Cookie: cookie } : {}, body: form })
  ).json();

describe("a toast from an action that answers with data", () => {
  it("without JavaScript (a document request): in the same page, with no cookie left for the next", async () => {
    const answer = await post("/dashboard/favourites");
    expect(answer.data).toEqual({ saved: false });
    expect(answer.toast).toEqual({ message: "Could not save.", type: "error" });
    expect(answer.setCookie).toEqual([]);
  });

  it("without JavaScript, a form with fields: the scope outlasts the wait for the body", async () => {
    const answer = await post("/dashboard/favourites", undefined, new URLSearchParams({ bot_id: "7" }));
    expect(answer.toast).toEqual({ message: "Could not save.", type: "error" });
    expect(answer.setCookie).toEqual([]);
  });

  it("with JavaScript (a .data request): on a signed cookie, shown once by the next request's root loader", async () => {
    const answer = await post("/dashboard/favourites.data");
    expect(answer.toast).toBeNull();
    expect(answer.setCookie).toHaveLength(1);
    const cookie = String(answer.setCookie[0]).split(";")[0]!;
    expect(cookie).toMatch(/^toast-session=/);

    const { toast, headers } = await toasts.getToast(
      new Request("http://localhost/_root.data", { headers: { Cookie: cookie } }),
    );
    expect(toast).toEqual({ message: "Could not save.", type: "error" });
    // The flash is spent: the cookie the root loader sends back holds no toast.
    const spent = headers.getSetCookie()[0]!.split(";")[0]!;
    const again = await toasts.getToast(new Request("http://localhost/", { headers: { Cookie: spent } }));
    expect(again.toast).toBeUndefined();
  });

  it("refuses a toast cookie that was not signed with the session secret", async () => {
    // What remix-toast's own storage writes: the data and an empty signature.
    const data = btoa(JSON.stringify({ __flash_flash__: { toast: { message: "Forged", type: "error" } } }));
    const forged = new Request("http://localhost/", { headers: { Cookie: `toast-session=${data}.` } });
    expect((await toasts.getToast(forged)).toast).toBeUndefined();
  });

  it("outside any HTTP request (scripts, tests) falls back to the cookie", async () => {
    const answer = await toasts.jsonWithSuccess({ ok: true }, "Saved");
    expect(new Headers(answer.init?.headers ?? undefined).getSetCookie()).toHaveLength(1);
  });
});
