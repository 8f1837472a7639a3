// GET/POST /auth/profile: details, mail setting and the avatar upload (checked by content).
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_TOO_LARGE } from "../../contract/body-limits.js";
import { AVATAR_MAX_BYTES } from "../../contract/constants";
import { COPY } from "../../contract/messages";
import { createTestApi, type TestApi } from "../support/api";
import { verifiedUser } from "../support/accounts";
import { buy } from "../support/subscriptions";
import { createUser } from "../support/users";
import { image, jpegOfSize, metadataOf } from "../support/images";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
});
afterAll(() => t.close());

// Real pictures: avatars are decoded and stored re-encoded (tests/api/uploads.test.ts).
let PNG: Uint8Array<ArrayBuffer>;
let JPEG: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  PNG = await image("png", 300, 200);
  JPEG = await image("jpeg", 64, 64);
});

function profileForm(
  fields: Record<string, string>,
  avatar?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    first_name: "Ada",
    last_name: "Lovelace",
    bio: "",
    email: "ignored@example.com",
    mail_notification: "1",
    _method: "PUT",
    ...fields,
  }))
    form.set(k, v);
  if (avatar) form.set("avatar", new File([avatar.bytes], avatar.name, { type: avatar.type }));
  return form;
}

const save = (token: string, form: FormData) => t.call("POST", "/auth/profile", { token, form });
const storedFile = (url: string) => path.join(t.config.dataDir, "uploads", url.replace("/api/v1/media/", ""));

describe("GET /auth/profile", () => {
  it("returns the Profile of the token's owner", async () => {
    const { token, user } = await verifiedUser(t);
    const { status, body } = await t.call("GET", "/auth/profile", { token });
    expect(status).toBe(200);
    expect(body.data).toEqual({ ...user, is_admin: false, subscribed: false });
  });

  it("says whether a plan grants chat now (for the public Chat Now)", async () => {
    const user = await createUser(t);
    await buy(t, user, "month");
    const { body } = await t.call("GET", "/auth/profile", { token: user.token });
    expect(body.data.subscribed).toBe(true);
  });

  it("needs a valid token", async () => {
    expect((await t.call("GET", "/auth/profile")).status).toBe(401);
    expect((await t.call("GET", "/auth/profile", { token: "nope" })).status).toBe(401);
  });
});

describe("POST /auth/profile", () => {
  it("updates names, bio and the mail setting; the email stays", async () => {
    const { token, email } = await verifiedUser(t);
    const { status, body } = await save(
      token,
      profileForm({
        first_name: " Augusta ",
        last_name: "King",
        bio: "Poetical science.",
        mail_notification: "0",
      }),
    );
    expect(status).toBe(200);
    expect(body.message).toBe(COPY.profileUpdated);
    expect(body.data).toMatchObject({
      first_name: "Augusta",
      last_name: "King",
      bio: "Poetical science.",
      email,
      mail_notification: false,
      avatar: null,
    });
    const again = await save(token, profileForm({ mail_notification: "true" }));
    expect(again.body.data.mail_notification).toBe(true);
    expect((await t.call("GET", "/auth/profile", { token })).body.data.first_name).toBe("Ada");
  });

  it("accepts JSON and a real PUT", async () => {
    const { token } = await verifiedUser(t);
    const res = await t.call("PUT", "/auth/profile", {
      token,
      json: { first_name: "Json", last_name: "Body", bio: "x", mail_notification: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ first_name: "Json", mail_notification: false });
  });

  it("validates names and bio with clear messages", async () => {
    const { token } = await verifiedUser(t);
    const res = await save(
      token,
      profileForm({
        first_name: "",
        last_name: "L".repeat(51),
        bio: "b".repeat(501),
        mail_notification: "maybe",
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      first_name: ["First name is required"],
      last_name: ["Last name must be 50 characters or fewer."],
      bio: ["Bio must be 500 characters or fewer."],
      mail_notification: ["Mail notification must be 1 or 0."],
    });
    expect((await t.call("GET", "/auth/profile", { token })).body.data.first_name).toBe("Ada");
  });

  it("stores an avatar, serves it, and removes the old file when replaced", async () => {
    const { token } = await verifiedUser(t);
    const first = await save(token, profileForm({}, { bytes: PNG, name: "me.png", type: "image/png" }));
    expect(first.status).toBe(200);
    const url: string = first.body.data.avatar;
    expect(url).toMatch(/^\/api\/v1\/media\/avatars\/[A-Za-z0-9_-]+\.webp$/);
    const served = await t.request("GET", url.replace("/api/v1", ""), {
      headers: { Accept: "image/webp,*/*" },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("max-age");
    expect(await metadataOf(await served.arrayBuffer())).toMatchObject({
      format: "webp",
      width: 256,
      height: 256,
    });
    expect(existsSync(storedFile(url))).toBe(true);

    // The name and declared type do not matter, the bytes do.
    const second = await save(token, profileForm({}, { bytes: JPEG, name: "photo.png", type: "image/png" }));
    expect(second.status).toBe(200);
    const next: string = second.body.data.avatar;
    expect(next).not.toBe(url);
    expect(existsSync(storedFile(url))).toBe(false);
    expect((await t.request("GET", url.replace("/api/v1", ""))).status).toBe(404);
    expect(existsSync(storedFile(next))).toBe(true);

    // Saving without a file keeps the avatar; browsers send an empty part for "no file".
    const form = profileForm({ bio: "still me" });
    form.set("avatar", new File([], "", { type: "application/octet-stream" }));
    const third = await save(token, form);
    expect(third.status).toBe(200);
    expect(third.body.data.avatar).toBe(next);
  });

  it("refuses text dressed up as a PNG", async () => {
    const { token } = await verifiedUser(t);
    const fake = new TextEncoder().encode("<svg onload=alert(1)>not an image</svg>");
    const res = await save(
      token,
      profileForm({ first_name: "Changed" }, { bytes: fake, name: "cat.png", type: "image/png" }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ avatar: ["The avatar must be a PNG, JPEG, GIF or WebP image."] });
    const profile = (await t.call("GET", "/auth/profile", { token })).body.data;
    expect(profile).toMatchObject({ avatar: null, first_name: "Ada" });
  });

  it("refuses an avatar over 5 MB", async () => {
    const { token } = await verifiedUser(t);
    const big = await jpegOfSize(AVATAR_MAX_BYTES + 1);
    const res = await save(token, profileForm({}, { bytes: big, name: "big.png", type: "image/png" }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ avatar: ["The avatar must be 5 MB or smaller."] });
    // Far over the limit: past the request limit for uploads, refused before the body is read.
    const huge = await jpegOfSize(AVATAR_MAX_BYTES * 3);
    const res2 = await save(token, profileForm({}, { bytes: huge, name: "huge.jpg", type: "image/jpeg" }));
    expect(res2.status).toBe(413);
    expect(res2.body.message).toBe(BODY_TOO_LARGE);
  });

  it("accepts an avatar of exactly 5 MB", async () => {
    const { token } = await verifiedUser(t);
    const max = await jpegOfSize(AVATAR_MAX_BYTES);
    const res = await save(token, profileForm({}, { bytes: max, name: "max.jpg", type: "image/jpeg" }));
    expect(res.status).toBe(200);
  });

  it("needs a valid token", async () => {
    expect((await t.call("POST", "/auth/profile", { form: profileForm({}) })).status).toBe(401);
  });
});
