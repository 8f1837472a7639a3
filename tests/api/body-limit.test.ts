// Request bodies are limited on the bytes that arrive (contract/body-limits.js): 1 MB for JSON and
// forms, 6 MB for multipart uploads. Over the limit is 413 with a clear message, before any handler
// runs, whatever Content-Length says and also for chunked bodies; the API served over real HTTP too.
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_MAX_BYTES, BODY_TOO_LARGE, MULTIPART_MAX_BYTES } from "../../contract/body-limits.js";
import { CONTACT_RATE_LIMIT } from "../../contract/contact-schema";
import { contactMessages } from "../../api/db/schema";
import { createApi } from "../../api/app";
import { readUpTo } from "../../api/http/body-limit";
import { createTestApi, type TestApi } from "../support/api";
import { createUser } from "../support/users";

let t: TestApi;
let ipCounter = 0;
const nextIp = () => `10.9.0.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const MB = 1024 * 1024;

/** A contact form whose message makes the JSON `size` bytes long, marked so its row can be found. */
function contactJson(size: number, mark: string) {
  const base = JSON.stringify({ first_name: "Ada", last_name: "L", email: "a@example.com", message: mark });
  return base.replace(mark, mark + "x".repeat(Math.max(0, size - base.length)));
}

/** A body sent in 64 KB pieces with no length known in advance (Transfer-Encoding: chunked over HTTP). */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

async function postContact(body: BodyInit, headers: Record<string, string>, ip = nextIp()) {
  const init = {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
    duplex: "half",
  };
  return api().fetch(new Request("http://test.local/api/v1/contact-us/send", init as RequestInit), {
    clientIp: ip,
  });
}

let cachedApi: ReturnType<typeof createApi> | null = null;
const api = () => (cachedApi ??= createApi(t.services));

const stored = (firstName: string) =>
  t.services.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.firstName, firstName));
const storedCount = async () =>
  (await t.services.db.select({ id: contactMessages.id }).from(contactMessages)).length;

async function expectTooLarge(res: Response) {
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ success: false, message: BODY_TOO_LARGE, code: 413 });
}

describe("JSON and form bodies (1 MB)", () => {
  it("says the limits in the message", () => {
    expect(BODY_TOO_LARGE).toMatch(/^The request is too large\./);
    expect(BODY_TOO_LARGE).toContain("1 MB");
    expect(BODY_TOO_LARGE).toContain("6 MB");
  });

  it("refuses a 2 MB JSON body that declares its length, and stores nothing", async () => {
    const before = await storedCount();
    const text = contactJson(2 * MB, "declared");
    await expectTooLarge(await postContact(text, { "Content-Length": String(text.length) }));
    expect(await storedCount()).toBe(before);
  });

  it("refuses a 2 MB chunked JSON body (no Content-Length)", async () => {
    await expectTooLarge(await postContact(chunked(contactJson(2 * MB, "chunked")), {}));
  });

  it("refuses a 2 MB body whose Content-Length says it is small", async () => {
    await expectTooLarge(
      await postContact(chunked(contactJson(2 * MB, "lying")), { "Content-Length": "100" }),
    );
  });

  it("refuses an oversized urlencoded form", async () => {
    const form = new URLSearchParams({ first_name: "Ada", last_name: "L", email: "a@example.com" });
    form.set("message", "y".repeat(BODY_MAX_BYTES));
    const res = await api().fetch(
      new Request("http://test.local/api/v1/contact-us/send", { method: "POST", body: form }),
      { clientIp: nextIp() },
    );
    await expectTooLarge(res);
  });

  it("never runs the handler: refused bodies do not use up the sender's contact allowance", async () => {
    const ip = nextIp();
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit + 2; i++) {
      await expectTooLarge(await postContact(chunked(contactJson(2 * MB, `flood-${i}`)), {}, ip));
    }
    const ok = await t.call("POST", "/contact-us/send", {
      json: {
        first_name: "Bodylimit",
        last_name: "Ok",
        email: "ok@example.com",
        message: "Hello, a normal message.",
      },
      ip,
    });
    expect(ok.status).toBe(200);
    expect(await stored("Bodylimit")).toHaveLength(1);
  });

  it("lets a body just under the limit through to the handler", async () => {
    // The handler runs and judges the (too long) message itself: 422, not 413.
    const res = await postContact(chunked(contactJson(BODY_MAX_BYTES - 1024, "under")), {});
    expect(res.status).toBe(422);
  });
});

describe("multipart uploads (6 MB in all)", () => {
  it("refuses a 7 MB multipart body before reading it", async () => {
    const user = await createUser(t);
    const form = new FormData();
    form.set("description", "too big");
    form.set("screenshot", new File([new Uint8Array(7 * MB)], "big.png", { type: "image/png" }));
    const res = await t.request("POST", "/issues", { token: user.token, form });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe(BODY_TOO_LARGE);
  });

  it("has room for the largest upload plus its fields", () => {
    expect(MULTIPART_MAX_BYTES).toBeGreaterThan(5 * MB + 64 * 1024);
  });
});

describe("a body the runtime owns", () => {
  it("is let go, not cancelled, once over the limit: undici may still be filling it from a FormData", async () => {
    const form = new FormData();
    for (let i = 0; i < 4; i++)
      form.append(`part${i}`, new Blob([new Uint8Array(64 * 1024)]), `part${i}.bin`);
    const body = new Request("http://test.local/upload", { method: "POST", body: form }).body!;
    expect(await readUpTo(body, 100 * 1024)).toBeNull();
    // Unlocked and still readable to its end: nothing was cancelled under undici (on Node 24 its
    // next enqueue would throw ERR_INVALID_STATE, unhandled).
    expect(body.locked).toBe(false);
    const reader = body.getReader();
    let rest = 0;
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += r.value.byteLength;
    expect(rest).toBeGreaterThan(0);
  });
});

describe("over real HTTP", () => {
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    server = serve({
      fetch: (req) => api().fetch(req, { clientIp: "10.9.9.9" }),
      port: 0,
      hostname: "127.0.0.1",
    });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Streams `total` bytes chunked and resolves with the status as soon as the answer arrives. */
  function postChunked(total: number): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/v1/contact-us/send",
          headers: { "Content-Type": "application/json" },
        },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (d) => (body += d));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on("error", reject);
      const piece = Buffer.alloc(64 * 1024, "x");
      let sent = 0;
      const pump = () => {
        while (sent < total) {
          sent += piece.length;
          if (!req.write(piece)) return void req.once("drain", pump);
        }
        req.end();
      };
      pump();
    });
  }

  /** Posts `body` with its Content-Length, as browsers and most clients send a body. */
  function postWithLength(
    path: string,
    body: string,
    type: string,
  ): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path,
          headers: { "Content-Type": type, "Content-Length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (d) => (text += d));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  it("reads a body that declares its length once, for the handler (JSON and a form)", async () => {
    // Read whole from the request (bodyLimit keeps the copy): the handler's rules see every field.
    const json = await postWithLength(
      "/api/v1/contact-us/send",
      JSON.stringify({
        first_name: "Declared",
        last_name: "Lovelace",
        email: "not-an-email",
        message: "A message long enough to pass.",
      }),
      "application/json",
    );
    expect(json.status).toBe(422);
    expect(Object.keys(JSON.parse(json.body).errors)).toEqual(["email"]);
    const form = await postWithLength(
      "/api/v1/contact-us/send",
      new URLSearchParams({
        first_name: "Declared",
        last_name: "Lovelace",
        email: "x",
        message: "A message long enough to pass.",
      }).toString(),
      "application/x-www-form-urlencoded",
    );
    expect(form.status).toBe(422);
    expect(Object.keys(JSON.parse(form.body).errors)).toEqual(["email"]);
  });

  it("answers 413 to a 2 MB chunked body", async () => {
    const res = await postChunked(2 * MB);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe(BODY_TOO_LARGE);
  });
});
