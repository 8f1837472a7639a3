// Uploaded images: stored re-encoded, so a photo's EXIF (camera, GPS position) is gone;
// avatars are 256×256 WebP (JPEG for a browser that does not take WebP); report screenshots have
// no public URL and are served to their reporter only.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botReports } from "../../api/db/schema";
import { AVATAR_SIZE, SCREENSHOT_MAX_SIDE } from "../../api/domain/images";
import { createTestApi, type TestApi } from "../support/api";
import { image, metadataOf, photoWithGps } from "../support/images";
import { createUser, type TestUser } from "../support/users";

let t: TestApi;
let gpsPhoto: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  t = await createTestApi();
  gpsPhoto = await photoWithGps(800, 600);
});
afterAll(() => t.close());

const uploadPath = (key: string) => path.join(t.config.dataDir, "uploads", key);

function avatarForm(bytes: Uint8Array<ArrayBuffer>, name = "me.jpg", type = "image/jpeg") {
  const form = new FormData();
  form.set("first_name", "Ada");
  form.set("last_name", "Lovelace");
  form.set("bio", "");
  form.set("avatar", new File([bytes], name, { type }));
  return form;
}

function reportForm(bytes: Uint8Array<ArrayBuffer>, name = "shot.jpg", type = "image/jpeg") {
  const form = new FormData();
  form.set("category", "offensive");
  form.set("severity", "high");
  form.set("description", "The bot said something rude.");
  form.set("screenshot", new File([bytes], name, { type }));
  return form;
}

describe("the test photo", () => {
  it("carries EXIF with the camera and a GPS position", async () => {
    const meta = await metadataOf(gpsPhoto);
    expect(meta.exif).toBeDefined();
    const exif = meta.exif!.toString("latin1");
    expect(exif).toContain("TestCam");
    // The GPS IFD pointer (tag 0x8825), in either byte order.
    expect(exif.includes("\x88\x25") || exif.includes("\x25\x88")).toBe(true);
  });
});

describe("avatars", () => {
  let user: TestUser;
  let url: string;
  beforeAll(async () => {
    user = await createUser(t);
    const res = await t.call("POST", "/auth/profile", { token: user.token, form: avatarForm(gpsPhoto) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    url = res.body.data.avatar;
  });

  it("are stored as a 256×256 WebP without EXIF", async () => {
    expect(url).toMatch(/^\/api\/v1\/media\/avatars\/[A-Za-z0-9_-]+\.webp$/);
    const stored = readFileSync(uploadPath(url.replace("/api/v1/media/", "")));
    const meta = await metadataOf(stored);
    expect(meta).toMatchObject({ format: "webp", width: AVATAR_SIZE, height: AVATAR_SIZE });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes("TestCam")).toBe(false);
  });

  it("are served as WebP to browsers that take it, as JPEG to others, both without EXIF", async () => {
    const webp = await t.request("GET", url.replace("/api/v1", ""), {
      headers: { Accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" },
    });
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(webp.headers.get("vary")).toBe("Accept");
    const jpeg = await t.request("GET", url.replace("/api/v1", ""), {
      headers: { Accept: "image/png,image/*;q=0.8" },
    });
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    for (const res of [webp, jpeg]) {
      const meta = await metadataOf(await res.arrayBuffer());
      expect(meta).toMatchObject({ width: AVATAR_SIZE, height: AVATAR_SIZE });
      expect(meta.exif).toBeUndefined();
    }
  });

  it("accept PNG, GIF and WebP too", async () => {
    for (const format of ["png", "gif", "webp"] as const) {
      const res = await t.call("POST", "/auth/profile", {
        token: user.token,
        form: avatarForm(await image(format, 500, 300), `a.${format}`, `image/${format}`),
      });
      expect(res.status).toBe(200);
      const stored = readFileSync(uploadPath(res.body.data.avatar.replace("/api/v1/media/", "")));
      expect(await metadataOf(stored)).toMatchObject({
        format: "webp",
        width: AVATAR_SIZE,
        height: AVATAR_SIZE,
      });
    }
  });
});

describe("report screenshots", () => {
  let reporter: TestUser;
  let other: TestUser;
  let reportId: number;
  let url: string;
  let key: string;
  beforeAll(async () => {
    reporter = await createUser(t);
    other = await createUser(t);
    const res = await t.call("POST", "/issues", { token: reporter.token, form: reportForm(gpsPhoto) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    reportId = res.body.data.id;
    url = res.body.data.screenshot;
    const [row] = await t.services.db.select().from(botReports).where(eq(botReports.id, reportId));
    key = row!.screenshotKey!;
  });

  it("have no public URL", async () => {
    expect(url).toBe(`/api/v1/issues/${reportId}/screenshot`);
    expect(existsSync(uploadPath(key))).toBe(true);
    // Where screenshots used to be public: nothing, with or without a token.
    expect((await t.request("GET", `/media/${key}`)).status).toBe(404);
    expect((await t.request("GET", `/media/${key}`, { token: reporter.token })).status).toBe(404);
  });

  it("are served to their reporter, privately, re-encoded without EXIF", async () => {
    const res = await t.request("GET", url.replace("/api/v1", ""), { token: reporter.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await metadataOf(bytes);
    expect(meta).toMatchObject({ format: "jpeg", width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes("TestCam")).toBe(false);
  });

  it("are not found for another user, and need a token", async () => {
    expect((await t.request("GET", url.replace("/api/v1", ""), { token: other.token })).status).toBe(404);
    expect((await t.request("GET", url.replace("/api/v1", ""))).status).toBe(401);
    expect(
      (await t.request("GET", `/issues/${reportId + 1000}/screenshot`, { token: reporter.token })).status,
    ).toBe(404);
  });

  it("are shrunk to fit 4096 pixels, never enlarged", async () => {
    const wide = await image("png", SCREENSHOT_MAX_SIDE * 2, 20);
    const res = await t.call("POST", "/issues", {
      token: reporter.token,
      form: reportForm(wide, "wide.png", "image/png"),
    });
    expect(res.status).toBe(201);
    const served = await t.request("GET", res.body.data.screenshot.replace("/api/v1", ""), {
      token: reporter.token,
    });
    expect(await metadataOf(await served.arrayBuffer())).toMatchObject({
      format: "png",
      width: SCREENSHOT_MAX_SIDE,
      height: 10,
    });
  });

  it("are listed in the reporter's data export at the same private address", async () => {
    const res = await t.call("GET", "/auth/account/export", { token: reporter.token });
    expect(res.status).toBe(200);
    const reports = res.body.data?.reports ?? res.body.reports;
    expect(reports.map((r: { screenshot: string | null }) => r.screenshot)).toContain(url);
  });
});
