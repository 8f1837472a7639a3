// The seed catalogue of companion bots, read from one Character Card V2 file per bot in ./bots/.
// Writers edit those JSON files (any card editor opens them); nothing here holds a persona.
// Every persona is original and written in our own words. Voices are deliberately distinct
// (catchphrases, verbal tics, favourite topics) because the offline persona engine builds its
// replies from these cards. The first eight files are the "popular" bots shown on the home page.
// The catalogue's order (and the category order) is the files' numeric prefix: add a new bot with
// the next number, and `npm run db:seed` adds it to an existing database by slug without reordering.
// What the catalogue needs beyond the card (slug, category, label, blurb, avatar colours) sits in
// the card's own `extensions.infinite`, the place the V2 spec gives applications for their data.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseCardJson } from "../../domain/cards/card";
import type { SeedBot } from "./types";

// From the working folder, like the migrations (api/db/client.ts): the production build bundles this
// module into build/server/, away from the files.
const BOTS_DIR = path.resolve("api/db/seed/bots");
const FILE_NAME = /^\d{2,}-[a-z0-9-]+\.json$/;
/** The card fields the engines and the console use (the rest of a V2 card is its defaults). */
const SEED_CARD_FIELDS = [
  "description",
  "personality",
  "scenario",
  "first_mes",
  "mes_example",
  "system_prompt",
  "post_history_instructions",
  "tags",
] as const satisfies readonly (keyof SeedBot["card"])[];

const catalogueEntry = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  category: z.string().min(1),
  character: z.string().min(1),
  text: z.string().min(1),
  avatar: z.object({
    from: z.string().regex(/^#[0-9a-f]{6}$/i),
    to: z.string().regex(/^#[0-9a-f]{6}$/i),
    glyph: z.string().min(1).max(2),
  }),
});

/** One seed file as the catalogue's entry: the card's fields the engines use, and its catalogue data. */
export function seedBotFromCard(json: string, file: string): SeedBot {
  const { data } = parseCardJson(json);
  const entry = catalogueEntry.safeParse(data.extensions.infinite);
  if (!entry.success)
    throw new Error(`${file}: extensions.infinite is not a catalogue entry (${entry.error.message})`);
  if (!file.endsWith(`-${entry.data.slug}.json`))
    throw new Error(`${file}: the file name must end with its slug`);
  const card = Object.fromEntries(SEED_CARD_FIELDS.map((field) => [field, data[field]])) as SeedBot["card"];
  return { ...entry.data, name: data.name, card };
}

function readSeedBots(): SeedBot[] {
  const files = readdirSync(BOTS_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
  for (const file of files)
    if (!FILE_NAME.test(file)) throw new Error(`${file}: name seed cards NN-slug.json`);
  return files.map((file) => seedBotFromCard(readFileSync(path.join(BOTS_DIR, file), "utf8"), file));
}

export const seedBots: SeedBot[] = readSeedBots();
