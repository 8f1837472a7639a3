// Malformed input is the client's mistake, never a 500: every route of the API (contract/endpoints.ts,
// plus the Stripe webhook that only Stripe calls) is sent each body and query below, signed in as an
// operator (so no auth middleware stands in front of the handler), and must answer below 500 with
// the API's envelope. The page routes get the same treatment in tests/unit/malformed-forms.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECKOUT_COPY } from "../../contract/checkout";
import { endpoints, fillPath } from "../../contract/endpoints";
import { issueToken } from "../../api/domain/tokens";
import { TOO_DEEP } from "../../api/http/validate";
import { createAdmin, createAdminApi } from "../support/admin";
import type { TestApi } from "../support/api";

let t: TestApi;
let adminId: number;

beforeAll(async () => {
  t = await createAdminApi();
  adminId = (await createAdmin(t)).id;
});
afterAll(() => t.close());

const DEPTH = 50_000;
const deepJson = `{"a":${"[".repeat(DEPTH)}${"]".repeat(DEPTH)}}`;
const deepObject = `{"a":${'{"a":'.repeat(DEPTH)}1${"}".repeat(DEPTH)}}`;

/** Every number a body or query of the API carries, each far past what any column holds. */
const NUMBER_FIELDS = [
  "product_id",
  "bot_id",
  "chat_id",
  "retry_id",
  "message_id",
  "index",
  "greeting",
  "price",
  "voice_pitch",
  "voice_rate",
  "before",
  "limit",
  "page",
  "per_page",
];
const HUGE = [1e308, -1e308, 2 ** 53, 9_999_999_999, 1.5];

type Body = { type?: string; body: string };
const bodies: [string, Body][] = [
  ["JSON nested 50,000 arrays deep", { type: "application/json", body: deepJson }],
  ["JSON nested 50,000 objects deep", { type: "application/json", body: deepObject }],
  ["broken JSON", { type: "application/json", body: '{"message": "hi",' }],
  ["a JSON string", { type: "application/json", body: '"just a string"' }],
  ["plain text", { type: "text/plain", body: "hello there" }],
  ["no content type", { body: "hello there" }],
  [
    "broken multipart",
    {
      type: "multipart/form-data; boundary=XyZ",
      body: '--XyZ\r\nContent-Disposition: form-data; name="message"\r\n\r\nno closing boundary',
    },
  ],
  ["multipart without a boundary", { type: "multipart/form-data", body: "message=hi" }],
  ...HUGE.map((n): [string, Body] => [
    `every number field ${n}`,
    { type: "application/json", body: JSON.stringify(Object.fromEntries(NUMBER_FIELDS.map((k) => [k, n]))) },
  ]),
  ...NUMBER_FIELDS.map((k): [string, Body] => [
    `${k}: 1e308 alone`,
    { type: "application/json", body: `{"${k}": 1e308}` },
  ]),
  ["product_id=1e308 as a form", { type: "application/x-www-form-urlencoded", body: "product_id=1e308" }],
];

const queries = [
  ...HUGE.map((n) => NUMBER_FIELDS.map((k) => `${k}=${n}`).join("&")),
  ...NUMBER_FIELDS.map((k) => `${k}=1e308`),
  "page=99999999999999999999999",
];

const routes = [
  ...Object.values(endpoints).map((e) => ({
    key: e.key,
    method: e.method,
    path: e.path,
    fixed: new URLSearchParams(e.fixedQuery).toString(),
  })),
  { key: "POST /webhooks/stripe", method: "POST", path: "/webhooks/stripe", fixed: "" },
];

/** One call with a fresh operator token (some routes sign out or revoke every token). */
async function send(method: string, path: string, body?: Body) {
  const token = await issueToken(t.services.db, adminId, t.services.now());
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (body?.type) headers["Content-Type"] = body.type;
  const res = await t.request(method, path, { headers, ...(body ? { body: body.body } : {}) });
  const text = await res.text();
  return { status: res.status, text };
}

const pathOf = (template: string) =>
  fillPath(template, Object.fromEntries([...template.matchAll(/:(\w+)/g)].map(([, name]) => [name, "1"])));

describe("the answers", () => {
  it("refuse JSON nested 50,000 deep with 400 and say why", async () => {
    const res = await send("POST", "/bots/chatting/send", { type: "application/json", body: deepJson });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({ success: false, message: TOO_DEEP, code: 400 });
  });

  it("refuse a page no list reaches with 422, and still take a bad page as the first", async () => {
    const far = await send("GET", "/bots?page=1e308");
    expect(far.status).toBe(422);
    expect(JSON.parse(far.text).errors.page).toEqual(["Ask for a page from 1 to 2,147,483,647."]);
    const bad = await send("GET", "/bots?page=abc");
    expect(bad.status).toBe(200);
    expect(JSON.parse(bad.text).data.current_page).toBe(1);
  });

  it("refuse a plan id past any id as an unknown plan (422)", async () => {
    const res = await send("POST", "/subscription/payment", {
      type: "application/json",
      body: '{"product_id": 1e308}',
    });
    expect(res.status).toBe(422);
    expect(JSON.parse(res.text).errors.product_id).toEqual([CHECKOUT_COPY.planUnknown]);
  });
});

describe("every API route", () => {
  it.each(routes.map((r) => [r.key, r] as const))("%s answers malformed input below 500", async (_key, r) => {
    const failures: string[] = [];
    const check = (what: string, answer: { status: number; text: string }) => {
      if (answer.status >= 500) failures.push(`${what} → ${answer.status} ${answer.text.slice(0, 200)}`);
      else if (answer.status >= 400 && r.method !== "GET")
        expect(JSON.parse(answer.text), what).toMatchObject({ success: false });
    };
    // Reads take their input from the query, writes from the body.
    const path = pathOf(r.path);
    if (r.method === "GET") {
      for (const query of queries) {
        check(`?${query}`, await send(r.method, `${path}?${[r.fixed, query].filter(Boolean).join("&")}`));
      }
    } else {
      const target = r.fixed ? `${path}?${r.fixed}` : path;
      for (const [name, body] of bodies) check(name, await send(r.method, target, body));
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });
});
