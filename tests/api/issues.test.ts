import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { BODY_TOO_LARGE } from "../../contract/body-limits.js";
import { SCREENSHOT_MAX_BYTES } from "../../contract/constants";
import { botReports } from "../../api/db/schema";
import { createTestApi, type TestApi } from "../support/api";
import { metadataOf } from "../support/images";
import { createUser, type TestUser } from "../support/users";

// A real 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

let t: TestApi;
let user: TestUser;
let botId: number;
beforeAll(async () => {
  t = await createTestApi();
  user = await createUser(t);
  const { body } = await t.call("GET", "/bots?per_page=1");
  botId = body.data.data[0].id;
});
afterAll(() => t.close());

function report(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set("screenshot", new File([file.bytes], file.name, { type: file.type }));
  return t.call("POST", "/issues", { token: user.token, form });
}

const valid = () => ({
  bot_id: String(botId),
  category: "offensive",
  severity: "high",
  description: "The bot said something rude.",
});

describe("POST /issues", () => {
  it("needs a token", async () => {
    const res = await t.call("POST", "/issues", { form: new FormData() });
    expect(res.status).toBe(401);
  });

  it("stores a valid report with a PNG screenshot (201) and serves the screenshot", async () => {
    const res = await report(valid(), { bytes: PNG, name: "shot.png", type: "image/png" });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(CHAT_COPY.reportSent);
    expect(res.body.data).toMatchObject({
      bot_id: botId,
      category: "offensive",
      severity: "high",
      description: "The bot said something rude.",
      screenshot: `/api/v1/issues/${res.body.data.id}/screenshot`,
    });
    const [row] = await t.services.db.select().from(botReports).where(eq(botReports.id, res.body.data.id));
    expect(row).toMatchObject({ userId: user.id, botId, category: "offensive", severity: "high" });
    expect(row!.screenshotKey).toMatch(/^screenshots\/[a-f0-9]{32}\.png$/);
    // Served to its reporter only (tests/api/uploads.test.ts has the others), re-encoded.
    const image = await t.request("GET", res.body.data.screenshot.replace("/api/v1", ""), {
      token: user.token,
    });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(await metadataOf(await image.arrayBuffer())).toMatchObject({ format: "png", width: 1, height: 1 });
  });

  it("takes a report without a bot or screenshot, and a GIF judged by its bytes", async () => {
    const plain = await report({ category: "technical", severity: "low", description: "Replies are slow." });
    expect(plain.status).toBe(201);
    expect(plain.body.data).toMatchObject({ bot_id: null, screenshot: null });
    // An empty file part is what a form sends when no file was chosen.
    const empty = await report(valid(), {
      bytes: new Uint8Array(),
      name: "",
      type: "application/octet-stream",
    });
    expect(empty.status).toBe(201);
    const gif = await report(valid(), { bytes: GIF, name: "named-wrong.png", type: "image/png" });
    expect(gif.status).toBe(201);
    // Stored as PNG (its first frame): the reporter gets a PNG back.
    const served = await t.request("GET", gif.body.data.screenshot.replace("/api/v1", ""), {
      token: user.token,
    });
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it("refuses a file that only pretends to be an image (422)", async () => {
    const fake = new TextEncoder().encode("<svg onload=alert(1)></svg>");
    const res = await report(valid(), { bytes: fake, name: "shot.png", type: "image/png" });
    expect(res.status).toBe(422);
    expect(res.body.errors.screenshot).toEqual([CHAT_COPY.screenshotType]);
    const webp = new Uint8Array([...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WEBPVP8 ")]);
    const notAllowed = await report(valid(), { bytes: webp, name: "a.webp", type: "image/webp" });
    expect(notAllowed.status).toBe(422);
    // The right leading bytes and nothing behind them: not a picture either.
    const header = new Uint8Array([...PNG.subarray(0, 16), ...new Uint8Array(64)]);
    const broken = await report(valid(), { bytes: header, name: "broken.png", type: "image/png" });
    expect(broken.status).toBe(422);
    expect(broken.body.errors.screenshot).toEqual([CHAT_COPY.screenshotType]);
  });

  it("refuses a screenshot over 5 MB (422)", async () => {
    const big = new Uint8Array(SCREENSHOT_MAX_BYTES + 1);
    big.set(PNG);
    const res = await report(valid(), { bytes: big, name: "big.png", type: "image/png" });
    expect(res.status).toBe(422);
    expect(res.body.errors.screenshot).toEqual([CHAT_COPY.screenshotTooLarge]);
    // Past the request limit for uploads (6 MB in all): refused before it is read.
    const huge = new Uint8Array(SCREENSHOT_MAX_BYTES * 2);
    huge.set(PNG);
    const res2 = await report(valid(), { bytes: huge, name: "huge.png", type: "image/png" });
    expect(res2.status).toBe(413);
    expect(res2.body.message).toBe(BODY_TOO_LARGE);
  });

  it("refuses a bad category or severity, a missing description and an unknown bot (422)", async () => {
    const badCategory = await report({ ...valid(), category: "spam" });
    expect(badCategory.status).toBe(422);
    expect(badCategory.body.errors.category).toEqual([CHAT_COPY.categoryRequired]);

    const missing = await report({ bot_id: String(botId) });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      category: [CHAT_COPY.categoryRequired],
      severity: [CHAT_COPY.severityRequired],
      description: [CHAT_COPY.descriptionRequired],
    });

    const blank = await report({ ...valid(), description: "   " });
    expect(blank.body.errors.description).toEqual([CHAT_COPY.descriptionRequired]);
    const long = await report({ ...valid(), description: "x".repeat(2001) });
    expect(long.body.errors.description).toEqual([CHAT_COPY.descriptionTooLong]);

    const unknownBot = await report({ ...valid(), bot_id: "999999" });
    expect(unknownBot.status).toBe(422);
    expect(unknownBot.body.errors.bot_id).toEqual([CHAT_COPY.botNotFound]);
  });
});
