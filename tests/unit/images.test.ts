import { describe, expect, it } from "vitest";
import { readImageUpload, sniffImage } from "../../api/domain/images";

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
