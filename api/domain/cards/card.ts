// Character Cards (V1 flat fields, V2 `{ spec: "chara_card_v2", data }`, V3 `{ spec:
// "chara_card_v3", data }`) read into one shape, the V2 `data`, and written back out. Every field
// a card carries is kept, known or not (character_book, extensions, V3 assets, an app's own keys), so
// an export gives back what came in; fields the card lacks get the V2 defaults.
import type { CharacterCardData, CharacterCardV2 } from "../../../contract/characters";
import { CHARACTER_COPY, CHARACTER_LIMITS } from "../../../contract/characters";

/** A card that cannot be read: the message says why, for the person who chose the file. */
export class CardError extends Error {
  constructor(
    message: string,
    readonly status: 413 | 415 | 422 = 422,
  ) {
    super(message);
  }
}

/**
 * Where the stored card keeps the top-level keys a file carried besides spec, spec_version and data
 * (SillyTavern writes its own there): a key no card spec uses.
 */
export const TOP_LEVEL_KEY = "$top_level";

/** What the bot row stores in `card`: the V2 data without its name (the row has it), plus extras. */
export type StoredCard = {
  // Omit<> would flatten an index-signature type to its index signature: remap the keys instead.
  [K in keyof CharacterCardData as K extends "name" ? never : K]: CharacterCardData[K];
} & { [TOP_LEVEL_KEY]?: Record<string, unknown> };

const TEXT_FIELDS = [
  "description",
  "personality",
  "scenario",
  "first_mes",
  "mes_example",
  "creator_notes",
  "system_prompt",
  "post_history_instructions",
  "creator",
  "character_version",
] as const;

/** Fields of V1 (flat) cards, with the older Pygmalion/TavernAI names they were also written under. */
const V1_FIELDS: Record<string, string> = {
  name: "name",
  char_name: "name",
  description: "description",
  personality: "personality",
  char_persona: "personality",
  scenario: "scenario",
  world_scenario: "scenario",
  first_mes: "first_mes",
  char_greeting: "first_mes",
  mes_example: "mes_example",
  example_dialogue: "mes_example",
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function text(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  throw new CardError(CHARACTER_COPY.notACard);
}

function strings(value: unknown, splitCommas = false): string[] {
  if (typeof value === "string") return splitCommas ? value.split(",").map((s) => s.trim()) : [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** The V2 data of any card shape; throws CardError for what is not a card or has no name. */
export function normalizeCard(raw: unknown): { data: CharacterCardData; topLevel: Record<string, unknown> } {
  if (!isObject(raw)) throw new CardError(CHARACTER_COPY.notACard);
  let source: Record<string, unknown>;
  const topLevel: Record<string, unknown> = {};
  if (raw.spec === "chara_card_v2" || raw.spec === "chara_card_v3") {
    if (!isObject(raw.data)) throw new CardError(CHARACTER_COPY.notACard);
    source = { ...raw.data };
    // V2/V3 writers often repeat the V1 fields at the top for old readers: those are not extra data.
    for (const [key, value] of Object.entries(raw)) {
      if (key !== "spec" && key !== "spec_version" && key !== "data" && !(key in V1_FIELDS))
        topLevel[key] = value;
    }
  } else if (typeof raw.spec === "string") {
    throw new CardError(CHARACTER_COPY.notACard);
  } else {
    if (!Object.keys(raw).some((key) => key in V1_FIELDS)) throw new CardError(CHARACTER_COPY.notACard);
    source = {};
    for (const [key, value] of Object.entries(raw)) {
      const field = V1_FIELDS[key];
      if (!field) topLevel[key] = value;
      // The V1 name wins over its older alias, whichever comes first.
      else if (source[field] === undefined || key === field) source[field] = value;
    }
  }

  const name = text(source.name).replace(/\s+/g, " ").trim();
  if (!name) throw new CardError(CHARACTER_COPY.cardWithoutName);
  const data: CharacterCardData = {
    ...source,
    name,
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, text(source[f])])) as Record<
      (typeof TEXT_FIELDS)[number],
      string
    >),
    alternate_greetings: strings(source.alternate_greetings),
    tags: strings(source.tags, true).filter(Boolean),
    extensions: isObject(source.extensions) ? source.extensions : {},
  };
  if (!isObject(source.character_book)) delete data.character_book;
  else data.character_book = specBook(source.character_book);
  return { data, topLevel };
}

/**
 * A lorebook with what the V2 spec requires of it: `extensions` on the book and on each entry, and
 * each entry's keys, content, enabled and insertion_order (SillyTavern's validator refuses a book
 * without `extensions`). Whatever else an entry carries is kept; entries that are not objects go.
 */
function specBook(book: Record<string, unknown>): NonNullable<CharacterCardData["character_book"]> {
  const entries = Array.isArray(book.entries) ? book.entries.filter(isObject) : [];
  return {
    ...book,
    extensions: isObject(book.extensions) ? book.extensions : {},
    entries: entries.map((entry) => ({
      ...entry,
      keys: strings(entry.keys),
      content: typeof entry.content === "string" ? entry.content : "",
      extensions: isObject(entry.extensions) ? entry.extensions : {},
      enabled: typeof entry.enabled === "boolean" ? entry.enabled : true,
      insertion_order:
        typeof entry.insertion_order === "number" && Number.isFinite(entry.insertion_order)
          ? entry.insertion_order
          : 0,
    })),
  };
}

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, judged from the text before it is
 * parsed: JSON.parse takes any depth, but 10 MB of "[" keeps it busy for seconds and hundreds of MB,
 * and what reads a card after it (copying, storing, JSON.stringify) recurses and would overflow the
 * call stack. Brackets inside strings do not count.
 */
function jsonNestsDeeperThan(json: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return false;
}

/** Parses a card's JSON text; throws CardError when it is not JSON, nests too deeply, or is not a card. */
export function parseCardJson(json: string): ReturnType<typeof normalizeCard> {
  if (jsonNestsDeeperThan(json, CHARACTER_LIMITS.cardDepth)) throw new CardError(CHARACTER_COPY.cardTooDeep);
  let raw: unknown;
  try {
    raw = JSON.parse(json.replace(/^\uFEFF/, ""));
  } catch {
    throw new CardError(CHARACTER_COPY.notACard);
  }
  return normalizeCard(raw);
}

/** The stored form of a card: its data without the name, and any extra top-level keys kept apart. */
export function toStoredCard(data: CharacterCardData, topLevel: Record<string, unknown> = {}): StoredCard {
  const { name: _name, ...rest } = data;
  return Object.keys(topLevel).length ? { ...rest, [TOP_LEVEL_KEY]: topLevel } : rest;
}

/** A bot's card as V2 data, whatever it was stored with (seeded bots have only the fields they use). */
export function cardData(name: string, stored: Partial<StoredCard>): CharacterCardData {
  const { [TOP_LEVEL_KEY]: _top, ...rest } = stored;
  return normalizeCard({ spec: "chara_card_v2", data: { ...rest, name } }).data;
}

/** GET /characters/{id}/export?format=json: the V2 card, raw {{char}} and {{user}} macros. */
export function exportV2(name: string, stored: Partial<StoredCard>): CharacterCardV2 {
  const top = stored[TOP_LEVEL_KEY] ?? {};
  return { ...top, spec: "chara_card_v2", spec_version: "2.0", data: cardData(name, stored) };
}

/** When the character was made and last changed here: V3 writes them as Unix seconds. */
export interface CardDates {
  createdAt: Date;
  updatedAt: Date;
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The picture a PNG export carries is the card's main icon (`ccdefault:` in the V3 spec); assets
 * inside a CharX zip (`embeded://`) are not in the PNG, so they are not listed.
 */
function pngAssets(assets: unknown): unknown[] {
  const kept = (Array.isArray(assets) ? assets : []).filter(
    (a) => !(isObject(a) && typeof a.uri === "string" && /^embedd?ed:\/\//i.test(a.uri)),
  );
  const hasMain = kept.some((a) => isObject(a) && a.type === "icon" && a.name === "main");
  return hasMain ? kept : [{ type: "icon", uri: "ccdefault:", name: "main", ext: "png" }, ...kept];
}

/**
 * The same card as V3 (the `ccv3` chunk of a PNG export): V3 requires group_only_greetings, and
 * `use_regex` on each lorebook entry (our lorebook matches keys as words, so a card that had none
 * gets false); creation_date keeps the card's own when it had one.
 */
export function exportV3(name: string, stored: Partial<StoredCard>, dates: CardDates) {
  const { data, ...rest } = exportV2(name, stored);
  const book = data.character_book;
  return {
    ...rest,
    spec: "chara_card_v3",
    spec_version: "3.0",
    data: {
      group_only_greetings: [],
      ...data,
      ...(book && {
        character_book: {
          ...book,
          entries: book.entries.map((entry) => ({
            ...entry,
            use_regex: typeof entry.use_regex === "boolean" ? entry.use_regex : false,
          })),
        },
      }),
      assets: pngAssets(data.assets),
      creation_date:
        typeof data.creation_date === "number" ? data.creation_date : unixSeconds(dates.createdAt),
      modification_date: unixSeconds(dates.updatedAt),
    },
  };
}
