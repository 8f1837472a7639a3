import { describe, expect, it } from "vitest";
import sharp from "sharp";
import {
  AVATAR_SIZE,
  encodeAvatar,
  encodeScreenshot,
  readImageUpload,
  sniffImage,
} from "../../api/domain/images";
import { image, metadataOf, photoWithGps } from "../support/images";

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

const ALL = ["png", "jpeg", "gif", "webp"] as const;

describe("sniffImage", () => {
  it("recognises each type by its leading bytes", () => {
    expect(sniffImage(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]), [...ALL])).toBe("png");
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xdb]), [...ALL])).toBe("jpeg");
    expect(sniffImage(bytes("GIF89a", [1, 0]), [...ALL])).toBe("gif");
    expect(sniffImage(bytes("GIF87a"), [...ALL])).toBe("gif");
    expect(sniffImage(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "), [...ALL])).toBe("webp");
  });

  it("refuses other content and types not allowed", () => {
    expect(sniffImage(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"), [...ALL])).toBeNull();
    expect(sniffImage(bytes("RIFF", [0, 0, 0, 0], "WAVEfmt "), [...ALL])).toBeNull();
    expect(sniffImage(bytes([0x89], "PN"), [...ALL])).toBeNull();
    expect(sniffImage(new Uint8Array(), [...ALL])).toBeNull();
    expect(sniffImage(bytes("RIFF", [0, 0, 0, 0], "WEBP"), ["png", "jpeg", "gif"])).toBeNull();
  });
});

describe("readImageUpload", () => {
  it("checks size before content", async () => {
    const png = bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0]);
    expect(await readImageUpload(new Blob([png]), { allowed: ["png"], maxBytes: 10 })).toEqual({
      ok: false,
      reason: "too_large",
    });
    const ok = await readImageUpload(new Blob([png]), { allowed: ["png"], maxBytes: 11 });
    expect(ok).toMatchObject({ ok: true, ext: "png", contentType: "image/png" });
    expect(await readImageUpload(new Blob(["hello"]), { allowed: ["png"], maxBytes: 11 })).toEqual({
      ok: false,
      reason: "not_image",
    });
  });
});

describe("encodeAvatar and encodeScreenshot", () => {
  it("drop EXIF and GPS, and make avatars a WebP square", async () => {
    const photo = await photoWithGps(900, 300);
    expect((await metadataOf(photo)).exif).toBeDefined();
    const avatar = (await encodeAvatar(photo, "jpeg"))!;
    expect(avatar).toMatchObject({ ext: "webp", contentType: "image/webp" });
    const avatarMeta = await metadataOf(avatar.bytes);
    expect(avatarMeta).toMatchObject({ format: "webp", width: AVATAR_SIZE, height: AVATAR_SIZE });
    expect(avatarMeta.exif).toBeUndefined();
    const shot = (await encodeScreenshot(photo, "jpeg"))!;
    expect(shot.ext).toBe("jpeg");
    const shotMeta = await metadataOf(shot.bytes);
    expect(shotMeta).toMatchObject({ format: "jpeg", width: 900, height: 300 });
    expect(shotMeta.exif).toBeUndefined();
  });

  it("turn a photo upright by its EXIF orientation before dropping it", async () => {
    // Stored 200×100 but marked "rotate 90°": it shows 100 wide and 200 high.
    const sideways = new Uint8Array(
      await sharp({ create: { width: 200, height: 100, channels: 3, background: "#fff" } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    const shot = (await encodeScreenshot(sideways, "jpeg"))!;
    const meta = await metadataOf(shot.bytes);
    expect(meta).toMatchObject({ width: 100, height: 200 });
    expect(meta.orientation).toBeUndefined();
  });

  it("store PNG and GIF screenshots as PNG", async () => {
    expect((await encodeScreenshot(await image("gif"), "gif"))!.ext).toBe("png");
    expect((await encodeScreenshot(await image("png"), "png"))!.ext).toBe("png");
  });

  it("refuse bytes that only start like an image, or are another kind than sniffed", async () => {
    const header = bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13]);
    expect(await encodeAvatar(header, "png")).toBeNull();
    expect(await encodeScreenshot(header, "png")).toBeNull();
    expect(await encodeAvatar(await image("png"), "jpeg")).toBeNull();
  });
});
