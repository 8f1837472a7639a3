// Limits seen from outside, against the production server (server/): request
// bodies over the limit are refused with 413 before the app reads them (chunked or not), the largest
// real upload still fits, and ?redirectTo= never leaves the site nor breaks on CR/LF.
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { BODY_TOO_LARGE } from "../contract/body-limits.js";
import { logIn } from "./support/auth";
import { createUser } from "./support/chat-users";

const port = Number(process.env.E2E_PORT ?? 3210);
const MB = 1024 * 1024;

/** Streams `total` bytes with Transfer-Encoding: chunked (no Content-Length) and reads the answer. */
function postChunked(path: string, total: number, headers: Record<string, string>) {
  return new Promise<{ status: number; contentType: string; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: "localhost", port, method: "POST", path, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, contentType: String(res.headers["content-type"]), body }),
      );
    });
    req.on("error", reject);
    const piece = Buffer.alloc(64 * 1024, "a");
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

test.describe("request bodies", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server behaviour: once is enough");

  test("a chunked 20 MB form to /auth/login is refused with 413 and a clear page", async () => {
    const res = await postChunked("/auth/login", 20 * MB, {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "text/html",
    });
    expect(res.status).toBe(413);
    expect(res.contentType).toContain("text/html");
    expect(res.body).toContain(BODY_TOO_LARGE);
  });

  test("a chunked 20 MB JSON body to the API is refused with 413 and the API's message", async () => {
    const res = await postChunked("/api/v1/contact-us/send", 20 * MB, { "Content-Type": "application/json" });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: BODY_TOO_LARGE, code: 413 });
  });

  test("a declared 2 MB form is refused at once; the server keeps serving", async ({ request }) => {
    const res = await request.post("/auth/login", {
      form: { email: "a@example.com", password: "x".repeat(2 * MB) },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(413);
    expect((await request.get("/api/v1/health")).status()).toBe(200);
  });

  test("a fetch to the chat stream over the limit gets JSON the composer can show", async () => {
    const res = await postChunked("/dashboard/chat/stream", 2 * MB, {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "text/event-stream",
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe(BODY_TOO_LARGE);
  });

  test("an upload just under 5 MB still goes through", async ({ request }) => {
    const user = await createUser(request);
    // A real 8×8 PNG, padded with a trailing chunk-free tail to just under the 5 MB avatar limit.
    const { pngFile } = await import("./support/png");
    const { readFileSync } = await import("node:fs");
    const png = readFileSync(pngFile());
    const padded = Buffer.concat([png, Buffer.alloc(5 * MB - 1024 - png.length)]);
    const res = await request.post("/api/v1/auth/profile", {
      headers: { Authorization: `Bearer ${user.token}` },
      multipart: {
        first_name: "Ada",
        last_name: "Lovelace",
        bio: "",
        avatar: { name: "big.png", mimeType: "image/png", buffer: padded },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  });
});

test.describe("redirectTo", () => {
  test("a tab-prefixed path cannot send the signed-in user to another site", async ({ page, request }) => {
    const user = await createUser(request);
    await logIn(page, user, "/auth/login?redirectTo=/%09/evil.example");
    await expect(page).toHaveURL(new RegExp(`^http://localhost:${port}/`));
    expect(new URL(page.url()).host).toBe(`localhost:${port}`);
  });

  test("CR/LF in redirectTo is not a 500", async ({ request }) => {
    const user = await createUser(request);
    const res = await request.post("/auth/login", {
      form: { email: user.email, password: user.password, redirectTo: "/dashboard\r\nSet-Cookie: evil=1" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe("/");
    expect(res.headers()["set-cookie"] ?? "").not.toContain("evil=1");
  });
});
