// A character's picture: an uploaded avatar (PNG, JPEG or WebP by content, at most 5 MB), the
// picture of an imported PNG or CharX card, or else a generated face. Always stored re-encoded (no
// metadata) under avatars/ with fresh random keys, and served by the media resource: the avatar a
// 256 px WebP square, and beside it the picture at its own aspect (at most 1,536 px on the long
// side), which the PNG card export writes the card into, so a 2:3 portrait stays 2:3.
import { errorSummary } from "../../../contract/error-summary";
import { randomBytes } from "node:crypto";
import { CHARACTER_COPY, CHARACTER_LIMITS } from "../../../contract/characters";
import { ApiError } from "../../http/envelope";
import type { Services } from "../../services/types";
import { avatarUrl } from "../accounts";
import { faceSvg, storeCharacterFace, type FaceCard } from "../faces";
import { encodeAvatar, encodeOriginal, readImageUpload, type EncodedImage, type ImageKind } from "../images";

const AVATAR_KINDS: ImageKind[] = ["png", "jpeg", "webp"];
const URL_PREFIX = "/api/v1/media/";

const avatarError = (status: 413 | 415, message: string) =>
  new ApiError(status, message, { avatar: [message] });

/** A character's picture, encoded twice: the square avatar, and the picture at its own aspect. */
export interface CharacterPicture {
  avatar: EncodedImage;
  original: EncodedImage;
}

/** Both encodings of a picture, or null when it does not decode. */
export async function encodePicture(bytes: Uint8Array, kind: ImageKind): Promise<CharacterPicture | null> {
  const [avatar, original] = await Promise.all([encodeAvatar(bytes, kind), encodeOriginal(bytes, kind)]);
  return avatar && original ? { avatar, original } : null;
}

/** An uploaded avatar checked and re-encoded; 413 when too large, 415 when not a picture we take. */
export async function readAvatar(file: Blob): Promise<CharacterPicture> {
  const upload = await readImageUpload(file, {
    allowed: AVATAR_KINDS,
    maxBytes: CHARACTER_LIMITS.avatarBytes,
  });
  if (!upload.ok && upload.reason === "too_large") throw avatarError(413, CHARACTER_COPY.avatarTooLarge);
  const picture = upload.ok ? await encodePicture(upload.bytes, upload.ext) : null;
  if (!picture) throw avatarError(415, CHARACTER_COPY.avatarType);
  return picture;
}

/** The image URL paths a character row keeps: its avatar, and its picture at its own aspect. */
export interface StoredPicture {
  image: string;
  originalImage: string | null;
}

async function storeImage(services: Services, image: EncodedImage): Promise<string> {
  const key = `avatars/${randomBytes(16).toString("base64url")}.${image.ext}`;
  await services.storage.put(key, image.bytes, image.contentType);
  return avatarUrl(key)!;
}

/** Stores the picture (or, without one, a face drawn from the card); returns the image URL paths. */
export async function storePicture(
  services: Services,
  picture: CharacterPicture | null,
  face: FaceCard,
): Promise<StoredPicture> {
  if (!picture)
    return { image: avatarUrl(await storeCharacterFace(services.storage, face))!, originalImage: null };
  const image = await storeImage(services, picture.avatar);
  try {
    return { image, originalImage: await storeImage(services, picture.original) };
  } catch (err) {
    await removeImage(services, image);
    throw err;
  }
}

/** Removes both stored images of a picture (see removeImage). */
export async function removePicture(
  services: Services,
  stored: { image: string | null; originalImage: string | null },
) {
  await removeImage(services, stored.image);
  await removeImage(services, stored.originalImage);
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

/**
 * The character's picture as PNG for the PNG card export: the picture at its own aspect when one is
 * stored, else the avatar, else a face drawn from the card.
 */
export async function cardPicturePng(
  services: Services,
  row: { image: string | null; originalImage: string | null },
  face: FaceCard,
): Promise<Uint8Array> {
  const { default: sharp } = await import("sharp");
  let stored = null;
  for (const key of [imageKey(row.originalImage), imageKey(row.image)]) {
    stored = key ? await services.storage.get(key) : null;
    if (stored) break;
  }
  const source = stored ? Buffer.from(stored.data) : Buffer.from(faceSvg(face));
  return new Uint8Array(await sharp(source).png().toBuffer());
}
