// Illustrated faces for bots without a picture: DiceBear's "Lorelei" style (design by Lisa
// Wischofsky, CC0 1.0; credited on the About page), seeded by the bot's name so a name always gets
// the same face, with options read from the card so the face does not contradict it: no facial hair
// unless the card mentions it (a bearded "Elven Sorceress" did), hair for the pronouns the card
// uses, and DiceBear's "Bottts" robots (Pablo Stanley, free for personal and commercial use) for
// androids and robots. Each face is rendered once and kept in storage; later requests read the file.
import { randomBytes } from "node:crypto";
import { botttsNeutral, lorelei } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";
import type { Storage } from "../services/storage/storage";
import { AVATAR_SIZE } from "./images";

/** Soft backgrounds that keep the black line art readable in light and dark themes. */
const BACKGROUNDS = ["ffd5dc", "c0aede", "d1d4f9", "b6e3f4", "ffdfbf", "c1f0d8"];

/** What a face is drawn from: the name (the seed) and what the card says about the character. */
export interface FaceCard {
  name: string;
  /** The card's label, description, personality and tags, as one text. */
  about?: string;
}

type LoreleiHair = NonNullable<NonNullable<Parameters<typeof lorelei.create>[0]["options"]["hair"]>>;
const hair = (...n: number[]) => n.map((i) => `variant${String(i).padStart(2, "0")}`) as LoreleiHair;
/** Lorelei's hair by length, sorted by eye from the style's 48 variants. */
const LONG_HAIR = hair(13, 14, 15, 16, 17, 19, 21, 24, 26, 29, 31, 33, 35, 36, 38, 40, 41, 42, 45, 48);
const SHORT_HAIR = hair(1, 2, 3, 4, 5, 6, 7, 8, 9, 23, 39, 46, 47);

const FACIAL_HAIR = /\b(beard(ed)?|moustached?|mustached?|stubble|goatee|whiskered)\b/i;
const MACHINE = /\b(android|robot(ic)?|droid|cyborg|automaton)\b/i;
const count = (text: string, words: RegExp) => text.match(words)?.length ?? 0;

/** What a card says about its character, for its face. */
export function aboutOf(card: {
  character?: string;
  description?: string;
  personality?: string;
  tags?: string[];
}): string {
  return [card.character, card.description, card.personality, ...(card.tags ?? [])]
    .filter(Boolean)
    .join("\n");
}

/** A seeded bot's face card. */
export const seedFaceCard = (bot: {
  name: string;
  character: string;
  text: string;
  card: { description?: string; personality?: string; tags?: string[] };
}): FaceCard => ({
  name: bot.name,
  about: aboutOf({ ...bot.card, character: `${bot.character}\n${bot.text}` }),
});

/** The face's look as the card describes it. */
export function faceLook(card: FaceCard) {
  const about = card.about ?? "";
  if (MACHINE.test(about)) return { style: "robot" as const };
  const she = count(about, /\b(she|her|hers|herself)\b/gi);
  const he = count(about, /\b(he|him|his|himself)\b/gi);
  return {
    style: "person" as const,
    facialHair: FACIAL_HAIR.test(about),
    hair: she > he ? LONG_HAIR : he > she ? SHORT_HAIR : null,
  };
}

/** The face for a card, as SVG (no external references; DiceBear embeds its licence metadata). */
export function faceSvg(card: FaceCard): string {
  const look = faceLook(card);
  const common = {
    seed: card.name,
    size: AVATAR_SIZE,
    backgroundColor: BACKGROUNDS,
    backgroundType: ["solid" as const],
  };
  if (look.style === "robot") return createAvatar(botttsNeutral, common).toString();
  return createAvatar(lorelei, {
    ...common,
    beardProbability: look.facialHair ? 100 : 0,
    ...(look.hair ? { hair: look.hair } : {}),
  }).toString();
}

/** A seeded bot's face from storage, rendered and stored on first use. */
export async function storedFaceSvg(
  storage: Storage,
  slug: string,
  card: FaceCard,
): Promise<Uint8Array<ArrayBuffer>> {
  // "card/": faces drawn from the card; those stored before under bot-faces/ were drawn from the
  // name alone and are not read again.
  const key = `bot-faces/card/${slug}.svg`;
  const found = await storage.get(key);
  if (found) return found.data;
  const svg = new TextEncoder().encode(faceSvg(card));
  await storage.put(key, svg, "image/svg+xml");
  return svg;
}

/**
 * A new character's face, stored like an uploaded avatar (WebP under avatars/, a fresh random key),
 * so the avatar route serves it with the same long caching. Returns the storage key.
 */
export async function storeCharacterFace(storage: Storage, card: FaceCard): Promise<string> {
  const { default: sharp } = await import("sharp");
  const webp = await sharp(Buffer.from(faceSvg(card)))
    .webp({ quality: 82 })
    .toBuffer();
  const key = `avatars/${randomBytes(16).toString("base64url")}.webp`;
  await storage.put(key, new Uint8Array(webp), "image/webp");
  return key;
}
