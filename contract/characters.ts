// Members' own characters: the create/edit form, the import step and the answers the web
// app reads. One set of zod schemas for the API (JSON, urlencoded or multipart) and the web forms
// (Conform), so a field's message is the same on both. Pure: zod only.
import { z } from "zod";
import { VOICE_PITCH, VOICE_RATE } from "./voice";

/** The catalogue's categories, in catalogue order (the seeded bots use exactly these). */
export const CHARACTER_CATEGORIES = [
  "Romance",
  "Coaching",
  "Sci-Fi",
  "Friendship",
  "Fantasy",
  "Wellness",
  "Mystery",
  "Comedy",
  "Adventure",
  "Learning",
  "Cooking",
  "Travel",
] as const;
export type CharacterCategory = (typeof CHARACTER_CATEGORIES)[number];

export const CHARACTER_VISIBILITIES = ["private", "unlisted", "public"] as const;
export type CharacterVisibility = (typeof CHARACTER_VISIBILITIES)[number];

/** What "My characters" shows: the visibility, or for a public one where its review stands. */
export const CHARACTER_STATUSES = ["private", "unlisted", "pending", "public", "rejected"] as const;
export type CharacterStatus = (typeof CHARACTER_STATUSES)[number];

// Text limits leave room for the cards people share (chub, SillyTavern, RisuAI): descriptions and
// creator notes of tens of thousands of characters, long example dialogues, dozens of greetings and
// tags. The import keeps what the card holds; the prompt fits it to the model's window
// (api/services/ai/prompt.ts), and creator notes are never sent to a model at all.
export const CHARACTER_LIMITS = {
  name: 60,
  tagline: 120,
  description: 100_000,
  personality: 16_000,
  scenario: 16_000,
  first_mes: 16_000,
  alternate_greetings: 30,
  alternate_greeting: 16_000,
  mes_example: 32_000,
  creator_notes: 100_000,
  system_prompt: 16_000,
  post_history_instructions: 8000,
  tags: 30,
  tag: 40,
  /** Characters one member may own. */
  perUser: 100,
  /** Creations and imports per member per hour. */
  perHour: 20,
  /** A card file to import (JSON, PNG or CharX). */
  importBytes: 10 * 1024 * 1024,
  /**
   * Text a PNG card's chunks may unpack to, all chunks together (compressed text can unpack 1,000×);
   * also what the files read from a CharX zip (card.json and its picture) may unpack to together.
   */
  cardTextBytes: 16 * 1024 * 1024,
  /** Files a CharX zip may list (like the PNG reader's chunk count: real ones hold a few hundred). */
  charxEntries: 16_384,
  /** Levels of nesting a card's JSON may have (real cards use fewer than ten). */
  cardDepth: 64,
  /** Card files read (imported or previewed, saved or refused) per member per hour. */
  importsPerHour: 60,
  /** An uploaded avatar (PNG, JPEG or WebP). */
  avatarBytes: 5 * 1024 * 1024,
  /** How long an import preview keeps the uploaded file. */
  uploadTtlMs: 60 * 60 * 1000,
} as const;

const L = CHARACTER_LIMITS;
const n = (value: number) => value.toLocaleString("en-US");

export const CHARACTER_COPY = {
  nameRequired: "Give your character a name.",
  nameTooLong: `Name must be ${L.name} characters or fewer.`,
  taglineTooLong: `Tagline must be ${L.tagline} characters or fewer.`,
  descriptionTooLong: `Description must be ${n(L.description)} characters or fewer.`,
  personalityTooLong: `Personality must be ${n(L.personality)} characters or fewer.`,
  scenarioTooLong: `Scenario must be ${n(L.scenario)} characters or fewer.`,
  firstMesTooLong: `Greeting must be ${n(L.first_mes)} characters or fewer.`,
  alternateGreetingsTooMany: `Add at most ${L.alternate_greetings} alternate greetings.`,
  alternateGreetingTooLong: `Each alternate greeting must be ${n(L.alternate_greeting)} characters or fewer.`,
  mesExampleTooLong: `Example dialogue must be ${n(L.mes_example)} characters or fewer.`,
  creatorNotesTooLong: `Creator notes must be ${n(L.creator_notes)} characters or fewer.`,
  systemPromptTooLong: `System prompt must be ${n(L.system_prompt)} characters or fewer.`,
  postHistoryTooLong: `Post-history instructions must be ${n(L.post_history_instructions)} characters or fewer.`,
  categoryRequired: "Choose a category.",
  tagsTooMany: `Add at most ${L.tags} tags.`,
  tagTooLong: `Each tag must be ${L.tag} characters or fewer.`,
  visibilityInvalid: "Choose private, unlisted or public.",
  textInvalid: "This field must be text.",
  notFound: "Character not found.",
  created: "Character created.",
  createdPending: "Character created. It will be listed once a moderator approves it.",
  updated: "Character saved.",
  deleted: "Character deleted.",
  imported: "Character imported.",
  previewed: "This is what the card contains. Save it to create the character.",
  tooMany: `You can have at most ${L.perUser} characters. Delete one first.`,
  tooFast: `You can create or import at most ${L.perHour} characters an hour. Please try again later.`,
  fileRequired: "Choose a character card file (.json, .png or .charx).",
  fileTooLarge: `The card file must be ${n(L.importBytes / 1024 / 1024)} MB or smaller.`,
  fileType: "The card must be a JSON file, a PNG image or a CharX file.",
  notACard: "This file is not a character card.",
  pngWithoutCard: "This PNG image does not carry a character card.",
  badBase64: "The card inside this PNG could not be decoded.",
  pngTooManyChunks: "This PNG image has too many parts to be read as a character card.",
  cardTextTooLarge: `The text inside this PNG unpacks to more than ${n(L.cardTextBytes / 1024 / 1024)} MB, too much for a character card.`,
  charxTooManyEntries: `This CharX file holds more than ${n(L.charxEntries)} files, too many to be read as a character card.`,
  charxTooLarge: `The files inside this CharX unpack to more than ${n(L.cardTextBytes / 1024 / 1024)} MB, too much for a character card.`,
  charxUnreadable: "This CharX file could not be read (it is damaged, encrypted or not a zip archive).",
  charxWithoutCard: "This CharX file does not contain a card.json.",
  cardTooDeep: `The card is nested too deeply to be read (more than ${L.cardDepth} levels).`,
  importTooFast: `You can import or preview at most ${L.importsPerHour} card files an hour. Please try again later.`,
  cardWithoutName: "The card has no name.",
  cardTooLarge: "The card's text is too long to import (at most 1 MB of text).",
  uploadNotFound: "That upload was not found or has expired. Choose the file again.",
  uploadIdRequired: "Choose a file to import first.",
  avatarType: "The avatar must be a PNG, JPEG or WebP image.",
  avatarTooLarge: `The avatar must be ${n(L.avatarBytes / 1024 / 1024)} MB or smaller.`,
  exportFormat: "Choose JSON (json) or PNG (png).",
  greetingInvalid: "There is no greeting with that number.",
  voicePitchInvalid: `Pitch must be a number from ${VOICE_PITCH.min} to ${VOICE_PITCH.max}.`,
  voiceRateInvalid: `Speed must be a number from ${VOICE_RATE.min} to ${VOICE_RATE.max}.`,
  voiceNameTooLong: "The voice name must be 100 characters or fewer.",
} as const;

/** Empty or absent form fields mean "not given". */
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** Form text arrives with CRLF; the card keeps plain newlines. */
const normalizeNewlines = (v: unknown) => (typeof v === "string" ? v.replace(/\r\n?/g, "\n") : v);

const cardText = (max: number, tooLong: string) =>
  z.preprocess(
    normalizeNewlines,
    z.string({ invalid_type_error: CHARACTER_COPY.textInvalid }).max(max, tooLong),
  );

/** A list from JSON (an array) or a form (one value, repeated values, or for tags "a, b, c"). */
function listOf(value: unknown, splitCommas: boolean): unknown {
  if (value === undefined || value === null) return undefined;
  const items = Array.isArray(value) ? value : [value];
  const strings = items.flatMap((item) =>
    typeof item === "string" && splitCommas ? item.split(",") : [item],
  );
  return strings
    .map((item) => (typeof item === "string" ? normalizeNewlines(splitCommas ? item.trim() : item) : item))
    .filter((item) => !(typeof item === "string" && item.trim() === ""));
}

const nameField = z.preprocess(
  (v) => (typeof v === "string" ? v.replace(/\s+/g, " ").trim() : v),
  z
    .string({ required_error: CHARACTER_COPY.nameRequired, invalid_type_error: CHARACTER_COPY.nameRequired })
    .min(1, CHARACTER_COPY.nameRequired)
    .max(L.name, CHARACTER_COPY.nameTooLong),
);

const alternateGreetingsField = z.preprocess(
  (v) => listOf(v, false),
  z
    .array(
      z
        .string({ invalid_type_error: CHARACTER_COPY.textInvalid })
        .max(L.alternate_greeting, CHARACTER_COPY.alternateGreetingTooLong),
      { invalid_type_error: CHARACTER_COPY.textInvalid },
    )
    .max(L.alternate_greetings, CHARACTER_COPY.alternateGreetingsTooMany),
);

const tagsField = z.preprocess(
  (v) => listOf(v, true),
  z
    .array(
      z.string({ invalid_type_error: CHARACTER_COPY.textInvalid }).max(L.tag, CHARACTER_COPY.tagTooLong),
      { invalid_type_error: CHARACTER_COPY.textInvalid },
    )
    .max(L.tags, CHARACTER_COPY.tagsTooMany)
    // The same tag twice says nothing more.
    .transform((tags) =>
      tags.filter((t, i) => tags.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i),
    ),
);

export const categoryField = z.enum(CHARACTER_CATEGORIES, {
  errorMap: () => ({ message: CHARACTER_COPY.categoryRequired }),
});

export const visibilityField = z.enum(CHARACTER_VISIBILITIES, {
  errorMap: () => ({ message: CHARACTER_COPY.visibilityInvalid }),
});

// "" is kept (not "not given"): on an edit it clears the field.
const optionalText = (max: number, tooLong: string) => cardText(max, tooLong).optional();

/**
 * How Listen reads the character (card `extensions.infinite.voice`, contract/voice.ts). A number
 * from a form or JSON; "" or null clears it (the bot's derived voice is used), absent leaves it.
 */
const voiceNumber = (range: { min: number; max: number }, message: string) =>
  z.preprocess(
    (v) => (v === "" || v === null ? null : typeof v === "string" ? Number(v) : v),
    z
      .number({ invalid_type_error: message })
      .min(range.min, message)
      .max(range.max, message)
      .nullable()
      .optional(),
  );
const voiceName = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() || null : v),
  z
    .string({ invalid_type_error: CHARACTER_COPY.textInvalid })
    .max(100, CHARACTER_COPY.voiceNameTooLong)
    .nullable()
    .optional(),
);

/** Each field as a create needs it; optional text fields default to "". */
const fields = {
  name: nameField,
  tagline: z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/\s+/g, " ").trim() : v),
    z
      .string({ invalid_type_error: CHARACTER_COPY.textInvalid })
      .max(L.tagline, CHARACTER_COPY.taglineTooLong)
      .optional(),
  ),
  description: optionalText(L.description, CHARACTER_COPY.descriptionTooLong),
  personality: optionalText(L.personality, CHARACTER_COPY.personalityTooLong),
  scenario: optionalText(L.scenario, CHARACTER_COPY.scenarioTooLong),
  // Empty is valid (as in the V2 and V3 specs): the chat then starts with the member.
  first_mes: optionalText(L.first_mes, CHARACTER_COPY.firstMesTooLong),
  alternate_greetings: alternateGreetingsField.optional(),
  mes_example: optionalText(L.mes_example, CHARACTER_COPY.mesExampleTooLong),
  creator_notes: optionalText(L.creator_notes, CHARACTER_COPY.creatorNotesTooLong),
  system_prompt: optionalText(L.system_prompt, CHARACTER_COPY.systemPromptTooLong),
  post_history_instructions: optionalText(L.post_history_instructions, CHARACTER_COPY.postHistoryTooLong),
  category: categoryField,
  tags: tagsField.optional(),
  visibility: z.preprocess(blankToUndefined, visibilityField.optional()),
  voice_pitch: voiceNumber(VOICE_PITCH, CHARACTER_COPY.voicePitchInvalid),
  voice_rate: voiceNumber(VOICE_RATE, CHARACTER_COPY.voiceRateInvalid),
  voice_name: voiceName,
};

/**
 * POST /characters (and the create form). The avatar is a separate multipart `avatar` file that the
 * API checks by its bytes. Omitted text fields are "", visibility is private.
 */
export const characterCreateSchema = z.object(fields).transform((input) => ({
  name: input.name,
  tagline: input.tagline ?? "",
  description: input.description ?? "",
  personality: input.personality ?? "",
  scenario: input.scenario ?? "",
  first_mes: input.first_mes ?? "",
  alternate_greetings: input.alternate_greetings ?? [],
  mes_example: input.mes_example ?? "",
  creator_notes: input.creator_notes ?? "",
  system_prompt: input.system_prompt ?? "",
  post_history_instructions: input.post_history_instructions ?? "",
  category: input.category,
  tags: input.tags ?? [],
  visibility: input.visibility ?? ("private" as CharacterVisibility),
  voice_pitch: input.voice_pitch ?? null,
  voice_rate: input.voice_rate ?? null,
  voice_name: input.voice_name ?? null,
}));
export type CharacterInput = z.infer<typeof characterCreateSchema>;

/**
 * PATCH /characters/{id}: only the fields given change. A field given empty ("", or for tags and
 * alternate greetings an empty list or only blank values) clears it, so an edit form that posts
 * every field saves exactly what it shows.
 */
export const characterUpdateSchema = z.object(fields).partial();
export type CharacterUpdate = z.infer<typeof characterUpdateSchema>;

/** POST /characters/import with JSON: save a previewed upload. */
export const characterImportSchema = z.object({
  upload_id: z
    .string({
      required_error: CHARACTER_COPY.uploadIdRequired,
      invalid_type_error: CHARACTER_COPY.uploadIdRequired,
    })
    .trim()
    .min(1, CHARACTER_COPY.uploadIdRequired)
    .max(100, CHARACTER_COPY.uploadNotFound),
  visibility: z.preprocess(blankToUndefined, visibilityField.optional()),
  category: z.preprocess(blankToUndefined, categoryField.optional()),
});
export type CharacterImportInput = z.infer<typeof characterImportSchema>;

/** GET /characters/{id}/export. */
export const characterExportQuerySchema = z.object({
  format: z
    .enum(["json", "png"], { errorMap: () => ({ message: CHARACTER_COPY.exportFormat }) })
    .default("json"),
});

/**
 * POST /chats `greeting`: the greeting a new chat opens with, as an index into GET /bots/{id}
 * `greetings` (0 is the card's first_mes, n its alternate_greetings[n - 1]). Absent: 0.
 */
export const greetingIndexField = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ invalid_type_error: CHARACTER_COPY.greetingInvalid })
    .int(CHARACTER_COPY.greetingInvalid)
    .min(0, CHARACTER_COPY.greetingInvalid)
    .max(L.alternate_greetings, CHARACTER_COPY.greetingInvalid)
    .optional(),
);

/** A card's lorebook entry (Character Card V2 `character_book.entries[]`), as far as we read it. */
export interface CharacterBookEntry {
  keys: string[];
  content: string;
  enabled?: boolean;
  insertion_order?: number;
  priority?: number;
  case_sensitive?: boolean;
  constant?: boolean;
  [key: string]: unknown;
}

/** The V2 `data` of a card: every field it carried is kept, known or not. */
export interface CharacterCardData {
  name: string;
  description: string;
  personality: string;
  scenario: string;
  first_mes: string;
  mes_example: string;
  creator_notes: string;
  system_prompt: string;
  post_history_instructions: string;
  alternate_greetings: string[];
  tags: string[];
  creator: string;
  character_version: string;
  character_book?: { entries: CharacterBookEntry[]; [key: string]: unknown };
  extensions: Record<string, unknown>;
  [key: string]: unknown;
}

/** A Character Card V2 as exported (and as the import preview shows it). */
export interface CharacterCardV2 {
  spec: "chara_card_v2";
  spec_version: "2.0";
  data: CharacterCardData;
}

/** One of my characters (GET /characters/mine, and the `data` of create, edit and import). */
export interface MyCharacter {
  id: number;
  name: string;
  /** URL path of the avatar, or null (the web app's gradient). */
  image: string | null;
  tagline: string;
  category: string;
  visibility: CharacterVisibility;
  status: CharacterStatus;
  /** Why an operator rejected it; null otherwise. */
  review_reason: string | null;
  /** The V2 card data (raw {{char}} and {{user}} macros) the edit form fills in. */
  card: CharacterCardData;
  /** The model it answers with (PATCH /characters/{id}/model); null: the default model. */
  model_id: number | null;
  created_at: string;
  updated_at: string;
}

/** POST /characters/import?dry_run=1: what was read; nothing is saved until the upload_id comes back. */
export interface CharacterImportPreview {
  upload_id: string;
  name: string;
  card: CharacterCardV2;
}
