// The names a member's sentence gives, read by their shape before compromise's noun phrases: a
// relative by name ("my cousin Nico"), someone or something named or called ("a guard dog named
// Brutus", "an engineer named Tamsin Roe"), a proper name of two words or more ("Baxter Holt",
// "Port Sable", "the Blue Parrot lounge", "Pier 9") and a label ("G.P.", "KX-7"). The word lists
// of words/story.json only say whether a name is a person, a place or a thing.
import { RELATIONS } from "./memory";
import { WORDS } from "./words";

export type EntityKind = "person" | "place" | "thing";

export interface Entity {
  /** As the member wrote it, made definite on second mention ("a tiny green frog" → "the tiny green frog"). */
  name: string;
  kind: EntityKind;
  /** The noun that says what it is ("frog", "Woods", "Dani"). */
  head: string;
  /** Which of the member's messages named it first (0-based). */
  turn: number;
  gender?: "f" | "m";
  /** "sister" for "my sister Ingrid". */
  relation?: string;
  /** Named only as where something is ("in the sand") or a label ("E.F."): not what "it" means first. */
  setting?: boolean;
  /** Named as where the member is going ("to the waterfall", "into the woods"). */
  toward?: boolean;
}

const lowerSet = (list: readonly string[]) => new Set(list.map((w) => w.toLowerCase()));
export const PLACES = lowerSet(WORDS.story.places);
export const ROLES = lowerSet(WORDS.story.roles);
const OBJECTS = lowerSet(WORDS.story.objects);
const FEMALE = lowerSet(WORDS.story.female);
const MALE = lowerSet(WORDS.story.male);

export function genderOf(word: string): "f" | "m" | undefined {
  const w = word.toLowerCase();
  return FEMALE.has(w) ? "f" : MALE.has(w) ? "m" : undefined;
}

const CODE = /(?<![\w-])(?:[A-Z]\.){2,}|\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+\b/g;
const CALLED =
  /\b(?:[Aa]n?|[Tt]he)\s+(?:[a-z]+\s+)?([a-z]+)\s+(?:called|named)\s+((?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)/g;
/** Two capitalised words or more ("Baxter Holt", "Port Sable", "Pier 9"): one proper name. */
const PROPER = /\b[A-Z][\p{L}'-]+(?:\s+(?:[A-Z][\p{L}'-]+|\d+\b))+/gu;
/** Capitalised words that open a sentence or address someone, not part of a name. */
const NOT_NAME =
  /^(?:so|and|but|then|okay|ok|well|now|yes|no|i|we|let's|the|a|an|my|our|his|her|their|what|who|where|when|why|how|is|are|do|does|did|can|could|would|should|will|hey|hi|hello)$/i;
const RELATIVE = new RegExp(String.raw`\b[Mm]y\s+(${RELATIONS}|friend)\s+([A-Z][a-z'-]+)`, "g");
/** Travelling to a name ("ride north to", "sail for"), not talking or giving to someone. */
const GOING_TO =
  /\b(?:go|goes|went|going|head|heads|headed|ride|rides|rode|sail|sails|sailed|fly|flies|flew|travel|travels|travelled|traveled|march|marches|marched|drive|drives|drove|walk|walks|walked|run|runs|ran|hike|hikes|return|returns|reach|reaches|arrive|arrives|set off|sets off|back)\b(?:\s+[a-z]+){0,2}?\s+(?:to|into|towards?|for|at|in)\s+$/i;

/** "towards the Crooked Spire", "into Greywater": where the member goes, whatever the verb. */
const INTO = /\b(?:into|towards?|inside|through|across|reach(?:es|ed)?|enter(?:s|ed)?)\s+(?:the\s+)?$/i;

/** Is this phrase a label ("G.P.", "KX-7") rather than a name? */
export function isCode(phrase: string): boolean {
  CODE.lastIndex = 0;
  const found = CODE.test(phrase);
  CODE.lastIndex = 0;
  return found;
}

/** The names in one sentence, by shape, each with where it starts. */
export function namesIn(sentence: string): { index: number; entity: Entity }[] {
  const turn = 0;
  const named: { index: number; entity: Entity }[] = [];
  for (const m of sentence.matchAll(RELATIVE)) {
    const relation = m[1]!.toLowerCase();
    named.push({
      index: m.index!,
      entity: { name: m[2]!, kind: "person", head: m[2]!, turn, relation, gender: genderOf(relation) },
    });
  }
  for (const m of sentence.matchAll(CALLED)) {
    const noun = m[1]!.toLowerCase();
    // "an engineer named Tamsin Roe", "a guard dog named Brutus": someone in the scene, unless
    // what is named is a place or a prop ("a tavern called the Drowned Rat").
    const kind: EntityKind = PLACES.has(noun) ? "place" : OBJECTS.has(noun) ? "thing" : "person";
    const index = m.index! + m[0].length - m[2]!.length;
    named.push({ index, entity: { name: m[2]!, kind, head: m[2]!, turn, gender: genderOf(noun) } });
  }
  for (const m of sentence.matchAll(PROPER)) {
    // "the Blue Parrot lounge": the kind of place after a name is part of it.
    const after = sentence.slice(m.index! + m[0].length).match(/^\s+([a-z]+)/)?.[1];
    const words = [
      ...m[0].split(/\s+/),
      ...(after && (PLACES.has(after) || OBJECTS.has(after)) ? [after] : []),
    ];
    while (words.length && NOT_NAME.test(words[0]!)) words.shift();
    if (words.length < 2) continue;
    const name = words.join(" ");
    const index = m.index! + m[0].length + (words.at(-1) === after ? after!.length + 1 : 0) - name.length;
    if (named.some((n) => n.entity.name.includes(name) || name.includes(n.entity.name))) continue;
    const lower = words.map((w) => w.toLowerCase());
    const before = sentence.slice(0, index);
    const the = /\bthe\s+$/i.test(before);
    // "Fort Garrow", "ride to Ashby": a place by its words, or by going there.
    const kind: EntityKind =
      lower.some((w) => PLACES.has(w)) ||
      GOING_TO.test(before.replace(/\bthe\s+$/i, "")) ||
      INTO.test(before) ||
      /\b(?:in|at|near|outside|around)\s+$/i.test(before)
        ? "place"
        : the || lower.some((w) => OBJECTS.has(w))
          ? "thing"
          : "person";
    const head = kind === "person" ? name : words.at(-1)!;
    named.push({ index, entity: { name: the ? `the ${name}` : name, kind, head, turn } });
  }
  // A code or initials is a label on a thing ("a letter signed E.F."), not what "it" means first.
  for (const m of sentence.matchAll(CODE))
    named.push({ index: m.index!, entity: { name: m[0], kind: "thing", head: m[0], turn, setting: true } });
  return named;
}
