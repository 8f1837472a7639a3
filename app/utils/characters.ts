// Members' own characters on the web: where their pages and files live, how a status is
// shown, the card macros the greeting preview fills in, and the form's values. Pure: used by routes,
// components and tests.
import type { CharacterStatus } from "#contract/characters";
import { plainText } from "#contract/plain-text";

export const CHARACTERS_PAGE = "/dashboard/characters";
export const NEW_CHARACTER_PAGE = `${CHARACTERS_PAGE}/new`;
export const IMPORT_CHARACTER_PAGE = `${CHARACTERS_PAGE}/import`;

export const editCharacterPath = (id: number) => `${CHARACTERS_PAGE}/${id}/edit`;
export const exportCharacterPath = (id: number, format: "json" | "png") =>
  `${CHARACTERS_PAGE}/${id}/export?format=${format}`;
/** The list's own step that asks before deleting (the no-JavaScript confirmation). */
export const deleteCharacterStep = (id: number) => `${CHARACTERS_PAGE}?delete=${id}`;

/**
 * The badge of each status on "My characters": the catalogue keys (characters namespace) of its words
 * and of what it means for who can chat, and its colours.
 */
export const STATUS_BADGES = {
  private: {
    label: "status.private.label",
    hint: "status.private.hint",
    tone: "border-white/25 text-white/85",
  },
  unlisted: {
    label: "status.unlisted.label",
    hint: "status.unlisted.hint",
    tone: "border-sky-300/50 text-sky-200",
  },
  pending: {
    label: "status.pending.label",
    hint: "status.pending.hint",
    tone: "border-amber-300/50 text-amber-200",
  },
  public: {
    label: "status.public.label",
    hint: "status.public.hint",
    tone: "border-emerald-300/50 text-emerald-200",
  },
  rejected: {
    label: "status.rejected.label",
    hint: "status.rejected.hint",
    tone: "border-red-300/60 text-red-200",
  },
} as const satisfies Record<CharacterStatus, { label: string; hint: string; tone: string }>;

/** The visibility choices of the create, edit and import forms, with the keys of what each one means. */
export const VISIBILITY_CHOICES = [
  { value: "private", label: "visibility.private.label", hint: "visibility.private.hint" },
  { value: "unlisted", label: "visibility.unlisted.label", hint: "visibility.unlisted.hint" },
  { value: "public", label: "visibility.public.label", hint: "visibility.public.hint" },
] as const;

/**
 * A card's text as the chat shows it: `{{char}}` and `{{user}}` (any case, and the older `<BOT>` and
 * `<USER>`) become the character's and the user's names. Cards keep the raw macros; this is display only.
 */
export function fillMacros(text: string, names: { char: string; user: string }) {
  // Replacer functions: a name with "$&" in it is text, not a replacement pattern.
  return text
    .replace(/\{\{\s*char\s*\}\}|<bot>/gi, () => names.char)
    .replace(/\{\{\s*user\s*\}\}|<user>/gi, () => names.user);
}

/** "1 alternate greeting", "3 lorebook entries": counts in the import preview. */
export function countOf(count: number, one: string, many: string) {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

/** The greeting options of a new chat: the first message, then each alternate, by their index. */
export function greetingChoices(greetings: readonly string[], names: { char: string; user: string }) {
  return greetings.map((text, index) => ({
    index,
    label: index === 0 ? "Usual greeting" : `Alternate greeting ${index}`,
    // An empty greeting is valid (V2 and V3 cards): that chat opens with the member's message.
    preview:
      plainText(fillMacros(text, names)).replace(/\s+/g, " ").trim() || "No greeting: you write first.",
  }));
}

/** An imported card's category: the first of its tags that names one of ours, else none (the API's default). */
export function categoryFromTags(tags: readonly string[], categories: readonly string[]) {
  const byName = new Map(categories.map((c) => [c.toLowerCase(), c]));
  for (const tag of tags) {
    const found = byName.get(tag.trim().toLowerCase());
    if (found) return found;
  }
  return "";
}

/** The API names a list item's field "tags.2"; the form (Conform) calls it "tags[2]". */
export function formFieldErrors(errors: Record<string, string[]> | undefined) {
  if (!errors) return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([key, list]) => [key.replace(/\.(\d+)/g, "[$1]"), list]),
  );
}

/** The form's fields as they are typed (tags as one "a, b, c" text). */
export type CharacterFormValues = {
  name: string;
  avatar?: string;
  tagline: string;
  category: string;
  tags: string;
  visibility: string;
  description: string;
  personality: string;
  scenario: string;
  first_mes: string;
  alternate_greetings: string[];
  mes_example: string;
  creator_notes: string;
  system_prompt: string;
  post_history_instructions: string;
  voice_pitch: string;
  voice_rate: string;
  voice_name: string;
  /** The edit form's model: a model's id, or "" for the default model. */
  model_id?: string;
};
