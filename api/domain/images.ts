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
