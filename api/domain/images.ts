// Uploaded images are judged by their bytes, never by the file name or the browser's type.
export type ImageKind = "png" | "jpeg" | "gif" | "webp";

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const SIGNATURES: Record<ImageKind, (b: Uint8Array) => boolean> = {
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  gif: (b) => startsWith(b, ascii("GIF87a")) || startsWith(b, ascii("GIF89a")),
  webp: (b) => startsWith(b, ascii("RIFF")) && startsWith(b, ascii("WEBP"), 8),
};

/** The image type of bytes (as a file extension) when it is one of `allowed`, else null. */
export function sniffImage(bytes: Uint8Array, allowed: ImageKind[]): ImageKind | null {
  return allowed.find((kind) => SIGNATURES[kind](bytes)) ?? null;
}

export type ImageUpload =
  | { ok: true; bytes: Uint8Array; ext: ImageKind; contentType: string }
  | { ok: false; reason: "too_large" | "not_image" };

/** Reads an uploaded file and checks size (before reading it all) and content type. */
export async function readImageUpload(
  file: Blob,
  { allowed, maxBytes }: { allowed: ImageKind[]; maxBytes: number },
): Promise<ImageUpload> {
  if (file.size > maxBytes) return { ok: false, reason: "too_large" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > maxBytes) return { ok: false, reason: "too_large" };
  const ext = sniffImage(bytes, allowed);
  return ext
    ? { ok: true, bytes, ext, contentType: IMAGE_CONTENT_TYPES[ext] }
    : { ok: false, reason: "not_image" };
}

/** A file field that was actually filled (browsers send an empty, nameless part for "no file"). */
export function isFilledFile(value: unknown): value is File {
  return value instanceof Blob && (value.size > 0 || ((value as File).name ?? "") !== "");
}

// Every stored image is decoded and encoded again (sharp): whatever metadata the file carried
// (EXIF with GPS position, camera serials, comments) is not copied, and only real pixels of the
// sniffed type survive. EXIF orientation is applied first, so photos stay upright without it.

/** Avatars are shown at 112 CSS px at most (profile header); 256 covers a 2x screen. */
export const AVATAR_SIZE = 256;
/**
 * A character's picture is also kept at its own aspect (a 2:3 portrait stays 2:3), for the PNG card
 * export: at most this many px on the long side, never enlarged.
 */
export const ORIGINAL_MAX_SIDE = 1536;
/** Screenshots are shrunk to fit this box (never enlarged): enough to read any screen. */
export const SCREENSHOT_MAX_SIDE = 4096;
/** A small file must not unpack into gigabytes of pixels (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 50_000_000;

export interface EncodedImage {
  bytes: Uint8Array;
  ext: ImageKind;
  contentType: string;
}

async function decode(bytes: Uint8Array, kind: ImageKind) {
  const { default: sharp } = await import("sharp");
  // failOn "error": a slightly damaged photo is still accepted; an undecodable one is not.
  const image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS });
  const { format } = await image.metadata();
  if (format !== kind) throw new Error(`decoded as ${format}, sniffed as ${kind}`);
  return image.rotate();
}

const encoded = async (output: Promise<Buffer>, ext: ImageKind): Promise<EncodedImage | null> => {
  try {
    return { bytes: new Uint8Array(await output), ext, contentType: IMAGE_CONTENT_TYPES[ext] };
  } catch {
    return null;
  }
};

/** An avatar as stored: AVATAR_SIZE square (cover), WebP, no metadata; null when it does not decode. */
export async function encodeAvatar(bytes: Uint8Array, kind: ImageKind): Promise<EncodedImage | null> {
  return encoded(
    decode(bytes, kind).then((img) =>
      img.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" }).webp({ quality: 82 }).toBuffer(),
    ),
    "webp",
  );
}

/** A character's picture at its own aspect, within ORIGINAL_MAX_SIDE, WebP, no metadata; null when it does not decode. */
export async function encodeOriginal(bytes: Uint8Array, kind: ImageKind): Promise<EncodedImage | null> {
  return encoded(
    decode(bytes, kind).then((img) =>
      img
        .resize(ORIGINAL_MAX_SIDE, ORIGINAL_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 90 })
        .toBuffer(),
    ),
    "webp",
  );
}

/**
 * A report screenshot as stored, no metadata: JPEG stays JPEG, PNG and GIF (first frame) become
 * PNG, so the text in a screen stays sharp. Null when it does not decode.
 */
export async function encodeScreenshot(bytes: Uint8Array, kind: ImageKind): Promise<EncodedImage | null> {
  const ext = kind === "jpeg" ? "jpeg" : "png";
  return encoded(
    decode(bytes, kind).then((img) => {
      const fitted = img.resize(SCREENSHOT_MAX_SIDE, SCREENSHOT_MAX_SIDE, {
        fit: "inside",
        withoutEnlargement: true,
      });
      return (ext === "jpeg" ? fitted.jpeg({ quality: 90 }) : fitted.png()).toBuffer();
    }),
    ext,
  );
}

/** The JPEG copy of a stored WebP image, for the few browsers that cannot show WebP. */
export async function asJpeg(webp: Uint8Array): Promise<Uint8Array> {
  const { default: sharp } = await import("sharp");
  return new Uint8Array(
    await sharp(webp).flatten({ background: "#ffffff" }).jpeg({ quality: 85 }).toBuffer(),
  );
}

/** Where a report's screenshot is served: only to its reporter (GET /issues/{id}/screenshot). */
export const screenshotUrl = (reportId: number) => `/api/v1/issues/${reportId}/screenshot`;
