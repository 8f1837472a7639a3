// Illustrated faces for bots without a picture: DiceBear's "Lorelei" style (design by Lisa
// Wischofsky, CC0 1.0; credited on the About page), seeded by the bot's name so a name always gets
// the same face. Each face is rendered once and kept in storage; later requests read the file.
import { randomBytes } from "node:crypto";
import { lorelei } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";
import type { Storage } from "../services/storage/storage";
import { AVATAR_SIZE } from "./images";

/** Soft backgrounds that keep the black line art readable in light and dark themes. */
const BACKGROUNDS = ["ffd5dc", "c0aede", "d1d4f9", "b6e3f4", "ffdfbf", "c1f0d8"];

/** The face for a name, as SVG (no external references; DiceBear embeds its licence metadata). */
export function faceSvg(name: string): string {
  return createAvatar(lorelei, {
    seed: name,
    size: AVATAR_SIZE,
    backgroundColor: BACKGROUNDS,
    backgroundType: ["solid"],
  }).toString();
}

/** A seeded bot's face from storage, rendered and stored on first use. */
export async function storedFaceSvg(
  storage: Storage,
  slug: string,
  name: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = `bot-faces/${slug}.svg`;
  const found = await storage.get(key);
  if (found) return found.data;
  const svg = new TextEncoder().encode(faceSvg(name));
  await storage.put(key, svg, "image/svg+xml");
  return svg;
}

/**
 * A new character's face, stored like an uploaded avatar (WebP under avatars/, a fresh random key),
 * so the avatar route serves it with the same long caching. Returns the storage key.
 */
export async function storeCharacterFace(storage: Storage, name: string): Promise<string> {
  const { default: sharp } = await import("sharp");
  const webp = await sharp(Buffer.from(faceSvg(name)))
    .webp({ quality: 82 })
    .toBuffer();
  const key = `avatars/${randomBytes(16).toString("base64url")}.webp`;
  await storage.put(key, new Uint8Array(webp), "image/webp");
  return key;
}
