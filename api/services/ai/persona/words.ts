// The offline engine's words are data: every phrasebook, template and list it speaks from lives in
// a JSON file under words/, so writers and translators change them without touching code
// (docs/character-voice.md). This is the one loader: each file is checked against its schema when
// the engine loads, and a file that breaks it (a missing list, an empty line, a {placeholder} the
// code never fills) stops start-up with the file and the place named, rather than a bot that
// quietly says "{plaec}".
import { z } from "zod";
import opinionsJson from "./words/opinions.json";
import scenesJson from "./words/scenes.json";
import storyJson from "./words/story.json";

/** A list of lines, none empty, using only the {placeholders} the code fills (any case). */
function lines(placeholders: readonly string[] = []) {
  const allowed = new Set(placeholders.map((p) => p.toLowerCase()));
  return z
    .array(
      z
        .string()
        .trim()
        .min(1, "an empty line")
        .refine((line) => [...line.matchAll(/\{(\w+)\}/g)].every((m) => allowed.has(m[1]!.toLowerCase())), {
          message: `a {placeholder} other than ${placeholders.length ? placeholders.map((p) => `{${p}}`).join(", ") : "none"}`,
        }),
    )
    .min(1, "an empty list");
}

const SCENE_SLOTS = ["place", "object", "role", "person", "clue", "action"];
const sceneStyle = z
  .object({
    case: lines(SCENE_SLOTS),
    lead: lines(SCENE_SLOTS),
    arrive: lines(SCENE_SLOTS),
    show: lines(SCENE_SLOTS),
    ask: lines(SCENE_SLOTS),
    look: lines(SCENE_SLOTS),
    follow: lines(SCENE_SLOTS),
    act: lines(SCENE_SLOTS),
    clues: lines(),
    hooks: lines(SCENE_SLOTS),
    recap: lines(),
    recapEnd: lines(),
  })
  .strict();

/** A regular expression written as a string (JSON has no literal for one). */
const pattern = z.string().refine(
  (source) => {
    try {
      new RegExp(source, "i");
      return true;
    } catch {
      return false;
    }
  },
  { message: "not a valid regular expression" },
);

const schemas = {
  opinions: z
    .object({
      asks: lines(),
      lines: lines(["plan", "pet", "point"]),
      topics: z.array(z.object({ about: pattern, points: lines() }).strict()),
      points: lines(),
    })
    .strict(),
  scenes: z.object({ mystery: sceneStyle, adventure: sceneStyle, space: sceneStyle, default: sceneStyle }).strict(),
  story: z
    .object({ places: lines(), objects: lines(), roles: lines(), moves: lines() })
    .strict(),
};

type Words = { [K in keyof typeof schemas]: z.infer<(typeof schemas)[K]> };

/** Checks one file's words against its schema; throws naming the file and what is wrong where. */
export function readWords<K extends keyof typeof schemas>(file: K, data: unknown): Words[K] {
  const parsed = schemas[file].safeParse(data);
  if (parsed.success) return parsed.data as Words[K];
  const problems = parsed.error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join(".") || "(top)"}: ${i.message}`)
    .join("; ");
  throw new Error(`persona words/${file}.json: ${problems}`);
}

export const WORDS: Words = {
  opinions: readWords("opinions", opinionsJson),
  scenes: readWords("scenes", scenesJson),
  story: readWords("story", storyJson),
};
