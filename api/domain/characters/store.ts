// Members' characters as bot rows: created, edited, deleted and listed by their owner only (anyone
// else gets 404, as for a bot that never was). A public character waits for an operator's review;
// editing what it says sends it back to review.
import { randomBytes } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import {
  CHARACTER_COPY,
  CHARACTER_LIMITS,
  type CharacterCardData,
  type CharacterInput,
  type CharacterStatus,
  type CharacterUpdate,
  type CharacterVisibility,
  type MyCharacter,
} from "../../../contract/characters";
import { oneRow, type BotRow as CharacterRow, type UserRow } from "../../db/rows";
import { bots } from "../../db/schema";
import { ApiError } from "../../http/envelope";
import { enforceRateLimit } from "../../http/rate-limit";
import type { Services } from "../../services/types";
import { cardData, toStoredCard, TOP_LEVEL_KEY, type StoredCard } from "../cards/card";
import { removeImage, removePicture, storePicture, type CharacterPicture } from "./avatar";
import { retireCharacters } from "./retire";
import { aboutOf } from "../faces";

/** The card fields the create and edit forms carry (the rest of a card is kept as it came). */
export const FORM_CARD_FIELDS = [
  "description",
  "personality",
  "scenario",
  "first_mes",
  "alternate_greetings",
  "mes_example",
  "creator_notes",
  "system_prompt",
  "post_history_instructions",
  "tags",
] as const;

export function characterStatus(row: Pick<CharacterRow, "visibility" | "reviewStatus">): CharacterStatus {
  if (row.visibility !== "public") return row.visibility;
  if (row.reviewStatus === "approved") return "public";
  return row.reviewStatus === "rejected" ? "rejected" : "pending";
}

export function serializeCharacter(row: CharacterRow): MyCharacter {
  const status = characterStatus(row);
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    tagline: row.character,
    category: row.category,
    visibility: row.visibility,
    status,
    review_reason: status === "rejected" ? row.reviewReason : null,
    card: cardData(row.name, row.card as StoredCard),
    model_id: row.modelId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A slug nobody has: the name made URL-safe plus a random suffix. */
export function characterSlug(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return `${base || "character"}-${randomBytes(5).toString("hex")}`;
}

/** The owner's character, or 404. */
export async function findOwnCharacter(
  services: Services,
  userId: number,
  id: number,
): Promise<CharacterRow> {
  const [row] = await services.db
    .select()
    .from(bots)
    .where(and(eq(bots.id, id), eq(bots.ownerId, userId)))
    .limit(1);
  if (!row) throw new ApiError(404, CHARACTER_COPY.notFound);
  return row;
}

export async function listOwnCharacters(services: Services, userId: number): Promise<MyCharacter[]> {
  const rows = await services.db
    .select()
    .from(bots)
    .where(eq(bots.ownerId, userId))
    .orderBy(desc(bots.updatedAt), desc(bots.id));
  return rows.map(serializeCharacter);
}

/** 100 characters a member, 20 new ones an hour (creations and imports together): 429 past either. */
export async function assertMayCreate(services: Services, user: UserRow) {
  const { owned } = oneRow(
    await services.db.select({ owned: count() }).from(bots).where(eq(bots.ownerId, user.id)),
  );
  if (owned >= CHARACTER_LIMITS.perUser) throw new ApiError(429, CHARACTER_COPY.tooMany);
  await enforceRateLimit(
    services.rateLimiter,
    [`character-create:${user.id}`],
    CHARACTER_LIMITS.perHour,
    3600,
    CHARACTER_COPY.tooFast,
  );
}

/** The form's card fields over what the card already had (unknown keys and extensions are kept). */
export function mergeCard(
  stored: Partial<StoredCard>,
  fields: Partial<Pick<CharacterCardData, (typeof FORM_CARD_FIELDS)[number]>>,
): StoredCard {
  const { [TOP_LEVEL_KEY]: top, ...rest } = stored;
  const data = { ...cardData("-", rest), ...fields };
  return toStoredCard(data, top ?? {});
}

type VoiceInput = Pick<CharacterUpdate, "voice_pitch" | "voice_rate" | "voice_name">;

/**
 * The card with the form's voice in `extensions.infinite.voice` (contract/voice.ts): a value sets
 * that part, null clears it, absent keeps it; other extensions stay as they were.
 */
export function withVoice(card: StoredCard, input: VoiceInput): StoredCard {
  const given = { pitch: input.voice_pitch, rate: input.voice_rate, voice: input.voice_name };
  if (Object.values(given).every((v) => v === undefined)) return card;
  const extensions = (card.extensions ?? {}) as Record<string, unknown>;
  const infinite = (extensions.infinite ?? {}) as Record<string, unknown>;
  const voice: Record<string, unknown> = { ...((infinite.voice ?? {}) as Record<string, unknown>) };
  for (const [key, value] of Object.entries(given)) {
    if (value === null) delete voice[key];
    else if (value !== undefined) voice[key] = value;
  }
  const { voice: _old, ...otherInfinite } = infinite;
  const nextInfinite = Object.keys(voice).length ? { ...otherInfinite, voice } : otherInfinite;
  const { infinite: _oldInfinite, ...otherExtensions } = extensions;
  return {
    ...card,
    extensions: Object.keys(nextInfinite).length
      ? { ...otherExtensions, infinite: nextInfinite }
      : otherExtensions,
  };
}

export interface NewCharacter {
  name: string;
  tagline: string;
  category: string;
  visibility: CharacterVisibility;
  card: StoredCard;
  /** The uploaded or card picture; null draws a face from the name. */
  image: CharacterPicture | null;
}

export async function insertCharacter(services: Services, user: UserRow, input: NewCharacter) {
  const picture = await storePicture(services, input.image, {
    name: input.name,
    about: aboutOf({ ...input.card, character: input.tagline }),
  });
  const now = services.now();
  try {
    const [row] = await services.db
      .insert(bots)
      .values({
        slug: characterSlug(input.name),
        name: input.name,
        category: input.category,
        character: input.tagline,
        text: input.card.description,
        ...picture,
        card: input.card as CharacterRow["card"],
        // After the catalogue's seeded bots, whatever their order.
        sortOrder: 1_000_000,
        ownerId: user.id,
        visibility: input.visibility,
        reviewStatus: input.visibility === "public" ? "pending" : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  } catch (err) {
    await removePicture(services, picture);
    throw err;
  }
}

/** POST /characters. */
export async function createCharacter(
  services: Services,
  user: UserRow,
  input: CharacterInput,
  image: CharacterPicture | null,
) {
  const card = withVoice(
    mergeCard({}, Object.fromEntries(FORM_CARD_FIELDS.map((f) => [f, input[f]]))),
    input,
  );
  return insertCharacter(services, user, {
    name: input.name,
    tagline: input.tagline,
    category: input.category,
    visibility: input.visibility,
    card,
    image,
  });
}

/**
 * The review after an edit: going public asks for one; a public character whose words or picture
 * changed is reviewed again; leaving public drops the review.
 */
function reviewAfterEdit(row: CharacterRow, visibility: CharacterVisibility, contentChanged: boolean) {
  if (visibility !== "public") return { reviewStatus: null, reviewReason: null };
  if (row.visibility !== "public" || contentChanged || row.reviewStatus === null)
    return { reviewStatus: "pending" as const, reviewReason: null };
  return { reviewStatus: row.reviewStatus, reviewReason: row.reviewReason };
}

/** PATCH /characters/{id}: only the fields given change. */
export async function updateCharacter(
  services: Services,
  row: CharacterRow,
  input: CharacterUpdate,
  image: CharacterPicture | null,
) {
  const fields = Object.fromEntries(
    FORM_CARD_FIELDS.filter((f) => input[f] !== undefined).map((f) => [f, input[f]]),
  );
  const card = withVoice(mergeCard(row.card as StoredCard, fields), input);
  const name = input.name ?? row.name;
  const tagline = input.tagline ?? row.character;
  const category = input.category ?? row.category;
  const visibility = input.visibility ?? row.visibility;
  const contentChanged =
    image !== null ||
    name !== row.name ||
    tagline !== row.character ||
    category !== row.category ||
    JSON.stringify(card) !== JSON.stringify(row.card);
  const newPicture = image ? await storePicture(services, image, { name }) : null;
  try {
    const [updated] = await services.db
      .update(bots)
      .set({
        name,
        character: tagline,
        category,
        text: card.description,
        card: card as CharacterRow["card"],
        visibility,
        ...reviewAfterEdit(row, visibility, contentChanged),
        ...(newPicture ?? {}),
        updatedAt: services.now(),
      })
      .where(and(eq(bots.id, row.id), eq(bots.ownerId, row.ownerId!)))
      .returning();
    if (!updated) throw new ApiError(404, CHARACTER_COPY.notFound);
    if (newPicture) await removePicture(services, row);
    return updated;
  } catch (err) {
    if (newPicture) await removePicture(services, newPicture);
    throw err;
  }
}

/**
 * DELETE /characters/{id}: the character, its creator's chats with it and its picture; while other
 * members have chats or memories with it, it is archived for them instead (retire.ts).
 */
export async function deleteCharacter(services: Services, userId: number, id: number) {
  const { deletedImages, archivedIds } = await services.db.transaction((tx) =>
    retireCharacters(tx, userId, services.now(), [id]),
  );
  if (!deletedImages.length && !archivedIds.length) throw new ApiError(404, CHARACTER_COPY.notFound);
  for (const image of deletedImages) await removeImage(services, image);
}
