// The production server's log (contract/logger.js) over a whole sign-up, purchase, chat and export:
// one JSON object per line, each request's lines with its request id (the proxy's X-Request-Id under
// TRUST_PROXY, echoed in the answer), and nothing private in any line: no email address, password,
// sign-up code, token, message text or reply text.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "../../contract/checkout";
import { startBuiltServer, type BuiltServer } from "../support/built-server";

const EMAIL = "ada-logs@example.test";
const PASSWORD = "correct-horse-logs-9";
const MESSAGE = "Zanzibar marmalade is my secret breakfast";

let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ TRUST_PROXY: "1", LOG_LEVEL: "debug", API_LOG: "true" });
}, 300_000);
afterAll(() => server?.stop());

const post = (p: string, json: unknown, token?: string) =>
  fetch(`${server.base}/api/v1${p}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(json),
  });

describe("logs", () => {
  const secrets: string[] = [EMAIL, PASSWORD, MESSAGE];

  it("go with a whole visit: sign-up, sign-in, purchase, chat, export", async () => {
    const signUp = await post("/sign-up", {
      first_name: "Ada",
      last_name: "Logs",
      email: EMAIL,
      password: PASSWORD,
      birth_date: "1990-05-17",
    });
    expect(signUp.status).toBe(201);
    const outbox = await fetch(`${server.base}/api/v1/dev/outbox?to=${encodeURIComponent(EMAIL)}`);
    const otp = ((await outbox.json()) as { data: { text: string }[] }).data[0]?.text.match(
      /\b(\d{4})\b/,
    )?.[1];
    expect(otp).toMatch(/^\d{4}$/);
    secrets.push(otp!);
    expect((await post("/verify/otp", { email: EMAIL, otp })).status).toBe(200);
    const login = await post("/login", { email: EMAIL, password: PASSWORD });
    expect(login.status).toBe(200);
    const token: string = ((await login.json()) as { data: { token: string } }).data.token;
    secrets.push(token);

    const panels = (await (await fetch(`${server.base}/api/v1/subscription/panels`)).json()) as {
      data: { id: number; interval: string }[];
    };
    const month = panels.data.find((p) => p.interval === "month")!;
    const checkout = await post("/subscription/payment", { product_id: month.id, bot_id: null }, token);
    const { checkout_id } = ((await checkout.json()) as { data: { checkout_id: string } }).data;
    const paid = await post(`/checkout/local/${checkout_id}/pay`, { card_number: TEST_CARDS.success }, token);
    expect(paid.status).toBe(200);

    const bots = (await (await fetch(`${server.base}/api/v1/bots?per_page=1`)).json()) as {
      data: { data: { id: number }[] };
    };
    const sent = await post(
      "/bots/chatting/send",
      { bot_id: bots.data.data[0]!.id, message: MESSAGE },
      token,
    );
    expect(sent.status).toBe(200);
    const reply = ((await sent.json()) as { data: { reply: string } }).data.reply;
    // A run of the reply's words, as they would appear if a line quoted it.
    secrets.push(reply.replace(/<[^>]+>/g, "").slice(0, 40));

    const exported = await fetch(`${server.base}/api/v1/auth/account/export`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain(MESSAGE);
  }, 120_000);

  it("take the proxy's request id, answer with it, and write it on the request's lines", async () => {
    const res = await fetch(`${server.base}/api/v1/bots/999999`, {
      headers: { "X-Request-Id": "proxy-abc-123" },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get("x-request-id")).toBe("proxy-abc-123");
    // An id made here when none came.
    const own = await fetch(`${server.base}/api/v1/faqs`);
    expect(own.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 200));
    const lines = server.output().split("\n").filter(Boolean);
    const mine = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.request_id === "proxy-abc-123");
    expect(mine.map((l) => l.msg)).toContainEqual(
      expect.stringMatching(/^\[api\] GET \/api\/v1\/bots\/999999 404 /),
    );
  });

  it("are JSON lines with a level, request lines carry a request id, and no line holds private text", () => {
    const lines = server.output().split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      expect(typeof entry.level).toBe("number");
      if (/^\[(api|web)\] (GET|POST|PUT|DELETE|PATCH|HEAD) /.test(String(entry.msg))) {
        expect(entry.request_id, line).toBeTruthy();
      }
    }
    // Numbers pino writes itself (time, pid) could hold a code's digits by chance.
    const text = lines.map((l) => l.replace(/"(time|pid)":\d+/g, "")).join("\n");
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(3);
      const pattern = new RegExp(`(^|[^0-9A-Za-z])${secret.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i");
      expect(text, `a log line holds "${secret}"`).not.toMatch(pattern);
    }
  });
});
