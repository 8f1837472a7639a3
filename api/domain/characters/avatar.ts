// A character's picture: an uploaded avatar (PNG, JPEG or WebP by content, at most 5 MB), the
// picture of an imported PNG card, or else a generated face. Always stored re-encoded (square WebP,
// no metadata) under avatars/ with a fresh random key, and served by the media resource.
import { errorSummary } from "../../../contract/error-summary";
import { randomBytes } from "node:crypto";
import { CHARACTER_COPY, CHARACTER_LIMITS } from "../../../contract/characters";
import { ApiError } from "../../http/envelope";
import type { Services } from "../../services/types";
import { avatarUrl } from "../accounts";
import { faceSvg, storeCharacterFace } from "../faces";
import { encodeAvatar, readImageUpload, type EncodedImage, type ImageKind } from "../images";

const AVATAR_KINDS: ImageKind[] = ["png", "jpeg", "webp"];
const URL_PREFIX = "/api/v1/media/";

const avatarError = (status: 413 | 415, message: string) =>
  new ApiError(status, message, { avatar: [message] });

/** An uploaded avatar checked and re-encoded; 413 when too large, 415 when not a picture we take. */
export async function readAvatar(file: Blob): Promise<EncodedImage> {
  const upload = await readImageUpload(file, {
    allowed: AVATAR_KINDS,
    maxBytes: CHARACTER_LIMITS.avatarBytes,
  });
  if (!upload.ok && upload.reason === "too_large") throw avatarError(413, CHARACTER_COPY.avatarTooLarge);
  const image = upload.ok ? await encodeAvatar(upload.bytes, upload.ext) : null;
  if (!image) throw avatarError(415, CHARACTER_COPY.avatarType);
  return image;
}

/** A card's PNG as an avatar, or null when its picture does not decode (the card still imports). */
export async function avatarFromPng(png: Uint8Array): Promise<EncodedImage | null> {
  return encodeAvatar(png, "png");
}

/** Stores the picture (or, without one, a face drawn from the name); returns the image URL path. */
export async function storeAvatar(
  services: Services,
  image: EncodedImage | null,
  name: string,
): Promise<string> {
  if (!image) return avatarUrl(await storeCharacterFace(services.storage, name))!;
  const key = `avatars/${randomBytes(16).toString("base64url")}.${image.ext}`;
  await services.storage.put(key, image.bytes, image.contentType);
  return avatarUrl(key)!;
}

/** The storage key behind an image URL path of ours, or null (seeded bots' images are drawn, not stored). */
export function imageKey(image: string | null): string | null {
  if (!image?.startsWith(`${URL_PREFIX}avatars/`)) return null;
  return image.slice(URL_PREFIX.length);
}

/** Removes a stored picture that nothing uses any more; a failure is logged, never fatal. */
export async function removeImage(services: Services, image: string | null) {
  const key = imageKey(image);
  if (!key) return;
  await services.storage.delete(key).catch((err) => {
    services.log(`[storage] character image not removed: ${errorSummary(err)}`);
  });
}

/** The character's picture as PNG (for the PNG card export); a face when it has none stored. */
export async function avatarPng(services: Services, image: string | null, name: string): Promise<Uint8Array> {
  const { default: sharp } = await import("sharp");
  const key = imageKey(image);
  const stored = key ? await services.storage.get(key) : null;
  const source = stored ? Buffer.from(stored.data) : Buffer.from(faceSvg(name));
  return new Uint8Array(await sharp(source).png().toBuffer());
}
