// Importing a card file: read it (api/domain/cards), check it against the same limits as the create
// form, and either show it (a preview that keeps the file for an hour under an unguessable id tied
// to its uploader) or save it as a character. Nothing is saved until the card is known to be good.
import { randomBytes } from "node:crypto";
import {
  CHARACTER_CATEGORIES,
  CHARACTER_COPY,
  CHARACTER_LIMITS,
  characterCreateSchema,
  type CharacterCategory,
  type CharacterImportPreview,
  type CharacterVisibility,
} from "../../../contract/characters";
import type { UserRow } from "../../db/rows";
import { ApiError } from "../../http/envelope";
import { fieldErrors, storable } from "../../http/validate";
import type { Services } from "../../services/types";
import { CardError, exportV2, toStoredCard } from "../cards/card";
import { readCardFile, type ReadCard } from "../cards/read";
import { encodePicture } from "./avatar";
import { FORM_CARD_FIELDS, insertCharacter } from "./store";

/** Most characters of card JSON kept (the lorebook and extensions included). */
export const CARD_JSON_MAX = 1024 * 1024;

export interface ImportChoices {
  visibility?: CharacterVisibility;
  category?: CharacterCategory;
}

/** The card in an uploaded file, or the 413/415/422 that says why not. */
export function readImport(bytes: Uint8Array): ReadCard {
  let read: ReadCard;
  try {
    read = readCardFile(bytes);
  } catch (err) {
    if (err instanceof CardError) throw new ApiError(err.status, err.message, { file: [err.message] });
    throw err;
  }
  const data = storable(read.data) as ReadCard["data"];
  const topLevel = storable(read.topLevel) as ReadCard["topLevel"];
  if (JSON.stringify({ data, topLevel }).length > CARD_JSON_MAX)
    throw new ApiError(413, CHARACTER_COPY.cardTooLarge, { file: [CHARACTER_COPY.cardTooLarge] });
  return { data, topLevel, picture: read.picture };
}

/** A category for a card that names none: the first tag that is one of ours, else Friendship. */
export function categoryFromTags(tags: readonly string[]): CharacterCategory {
  const byName = new Map(CHARACTER_CATEGORIES.map((c) => [c.toLowerCase(), c]));
  for (const tag of tags) {
    const found = byName.get(tag.trim().toLowerCase());
    if (found) return found;
  }
  return "Friendship";
}

/** The card checked against the create form's limits (422 naming the field); the card itself is kept as it came. */
export function checkImported(read: ReadCard, choices: ImportChoices) {
  const { data } = read;
  const category = choices.category ?? categoryFromTags(data.tags);
  const parsed = characterCreateSchema.safeParse({
    ...Object.fromEntries(FORM_CARD_FIELDS.map((f) => [f, data[f]])),
    name: data.name,
    category,
    visibility: choices.visibility ?? "private",
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const [field, messages] = Object.entries(errors)[0]!;
    throw new ApiError(422, `The card's ${field.replace(/_/g, " ")} is not accepted: ${messages[0]}`, errors);
  }
  return { name: parsed.data.name, category: parsed.data.category, visibility: parsed.data.visibility };
}

/** Saves a read card as the user's character (a PNG or CharX card's picture becomes its picture). */
export async function importCharacter(
  services: Services,
  user: UserRow,
  read: ReadCard,
  choices: ImportChoices,
) {
  const checked = checkImported(read, choices);
  // A picture that does not decode leaves the card without one (a face is drawn), not refused.
  const image = read.picture ? await encodePicture(read.picture.bytes, read.picture.kind) : null;
  return insertCharacter(services, user, {
    ...checked,
    tagline: "",
    card: toStoredCard({ ...read.data, name: checked.name }, read.topLevel),
    image,
  });
}

// The preview keeps the file in storage under card-uploads/ (swept after the hour by upload-sweep.ts).
// The upload id carries its expiry and 24 random bytes; the key adds the uploader's id, so another
// account's id finds nothing.
export const UPLOAD_FOLDER = "card-uploads";
const UPLOAD_ID = /^([0-9a-z]{1,12})_([A-Za-z0-9_-]{32})$/;
const uploadKey = (userId: number, uploadId: string) => `${UPLOAD_FOLDER}/u${userId}_${uploadId}.bin`;

/** POST /characters/import?dry_run=1: the card as read, and the id that saves it within the hour. */
export async function previewImport(
  services: Services,
  user: UserRow,
  bytes: Uint8Array,
  choices: ImportChoices,
): Promise<CharacterImportPreview> {
  const read = readImport(bytes);
  checkImported(read, choices);
  const expires = services.now().getTime() + CHARACTER_LIMITS.uploadTtlMs;
  const uploadId = `${expires.toString(36)}_${randomBytes(24).toString("base64url")}`;
  await services.storage.put(uploadKey(user.id, uploadId), bytes, "application/octet-stream");
  return {
    upload_id: uploadId,
    name: read.data.name,
    card: exportV2(read.data.name, toStoredCard(read.data, read.topLevel)),
  };
}

/** The kept file of a preview; 404 for another user's, an expired or a made-up id. Used once. */
export async function takeUpload(services: Services, user: UserRow, uploadId: string): Promise<Uint8Array> {
  const notFound = () =>
    new ApiError(404, CHARACTER_COPY.uploadNotFound, { upload_id: [CHARACTER_COPY.uploadNotFound] });
  const match = UPLOAD_ID.exec(uploadId);
  if (!match) throw notFound();
  const key = uploadKey(user.id, uploadId);
  if (parseInt(match[1]!, 36) < services.now().getTime()) {
    await services.storage.delete(key).catch(() => undefined);
    throw notFound();
  }
  const found = await services.storage.get(key);
  if (!found) throw notFound();
  return found.data;
}

/** Forgets a preview's file once its character is saved. */
export async function dropUpload(services: Services, user: UserRow, uploadId: string) {
  await services.storage.delete(uploadKey(user.id, uploadId)).catch(() => undefined);
}
