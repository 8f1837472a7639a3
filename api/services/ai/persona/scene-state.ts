// The state of a chat's scene, derived from its stored history on every reply (nothing is kept in
// the process: any instance answers any turn): the people, places and things the member named, in
// the order they came up, where the scene is now and what the member is trying to do. Names come
// from compromise's noun phrases, not from a list of known props, so "a tiny green frog", "duct
// tape" or "the Whispering Woods" are recognised as well as "the key"; the lists in words/story.json
// only sort a phrase into person, place or thing when its grammar does not.
import type { ChatTurn } from "../types";
import { personaLibraries } from "./libs";
import { genderOf, isCode, namesIn, PLACES, ROLES, type Entity, type EntityKind } from "./scene-names";
import { movesTo } from "./story";
import { WORDS } from "./words";

export type { Entity, EntityKind } from "./scene-names";

export interface SceneState {
  entities: Entity[];
  /** Where the scene is now: the last place the member moved to, else the last place named. */
  location?: string;
  /** What the member is after ("find Wren", "open the safe"), the latest said. */
  goal?: string;
}

const NAME_AT_END = /\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*)*$/u;
const DETERMINERS = /^(?:a|an|the|that|this|these|those|some|any|another)\s+/i;
const LEADING = /^(?:inside|behind|under|into|in|on|at|near|by|with|from|to|of|and|but|so)\s+/i;
const NOT_THINGS = new Set(WORDS.story.notThings);
const TOWARDS =
  /\b(?<!next\s)(?:to|into|towards?|inside|through|across|reach|reached|reaches|enter|enters|entered)\s+(?:the\s+)?$/i;
const SETTING =
  /\b(?:in|on|under|by|near|at|behind|beside|inside|upon|across|over|with|of)\s*(?:\b(?:his|her|their|its|my|our|your)\s+)?$/i;

const alternatives = (list: readonly string[]) =>
  [...list]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/\s+/g, "\\s+"))
    .join("|");
/** A known place or prop after its article, for what compromise's tagger misses ("in my flowerbed?"). */
const KNOWN = new RegExp(
  String.raw`\b(?:the|a|an|my|your|our|his|her|their|this|that)\s+(?:[a-z-]+\s+)?(${alternatives([...WORDS.story.places, ...WORDS.story.objects])})\b`,
  "gi",
);

/** The member's sentences, with *actions* as sentences of their own. */
function sentencesOf(text: string): string[] {
  return (
    text
      .replace(/[’‘]/g, "'")
      // "Mrs. Okafor" is one name, not the end of a sentence.
      .split(/\*|(?<!\b(?:Mr|Mrs|Ms|Dr|St|Mt|Lt|Capt|Cmdr|Sgt|Col|Prof|Det|Insp)\.)(?<=[.!?…])\s+(?=[A-Z*"])/)
      .map((s) => s.trim())
      .filter(Boolean)
  );
}

function tidy(phrase: string): string {
  return phrase
    .replace(/[.!?,;:"“”…']+$/g, "")
    .replace(LEADING, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * What each message names, by its text: a chat's history is read again on every reply, and a
 * message's names never change. A cache of a pure function, nothing a reply depends on.
 */
const parsed = new Map<string, Entity[]>();
const PARSED_MAX = 2000;

/** The people, places and things one message names, in the order it names them. */
export function entitiesIn(text: string, turn = 0, excluded: ReadonlySet<string> = new Set()): Entity[] {
  const key = `${[...excluded].join(",")}\n${text}`;
  let found = parsed.get(key);
  if (!found) {
    found = parseEntities(text, excluded);
    // Only once the tagger is loaded is a reading worth keeping.
    if (personaLibraries()) {
      if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value!);
      parsed.set(key, found);
    }
  }
  return found.map((e) => ({ ...e, turn }));
}

function parseEntities(text: string, excluded: ReadonlySet<string>): Entity[] {
  const turn = 0;
  const nlp = personaLibraries()?.nlp;
  const out: Entity[] = [];
  const push = (e: Entity) => {
    const key = e.name.replace(DETERMINERS, "").toLowerCase();
    if (!key || excluded.has(key) || NOT_THINGS.has(key)) return;
    if (!out.some((x) => x.name.replace(DETERMINERS, "").toLowerCase() === key)) out.push(e);
  };
  for (const sentence of sentencesOf(text)) {
    const named = namesIn(sentence);
    if (nlp) {
      const doc = nlp(sentence);
      const people = new Set<string>(
        doc
          .people()
          .out("array")
          // "take on Grub" is Grub: a person's name is its capitalised words at the end.
          .map(
            (p: string) =>
              tidy(
                p
                  .replace(/[,\s]+$/, "")
                  .split(",")
                  .at(-1)!,
              ).match(NAME_AT_END)?.[0] ?? "",
          ),
      );
      const phrases: string[] = doc
        .match("(#Determiner|#Possessive|#Value)? #Adjective{0,3} #Noun+")
        .not("#Pronoun")
        .out("array");
      let from = 0;
      for (let p = 0; p < phrases.length; p++) {
        const raw = phrases[p]!;
        const index = sentence.indexOf(raw.trim(), from);
        from = index < 0 ? from : index + raw.trim().length;
        // "a roll of aluminium foil" is one thing, named by its first noun.
        const next = phrases[p + 1]?.trim();
        const of = next && index >= 0 ? sentence.slice(from).match(/^\s+of\s+/)?.[0] : undefined;
        const whole =
          next && of && sentence.startsWith(next, from + of.length) ? `${raw.trim()}${of}${next}` : undefined;
        if (whole && next && of) {
          from += of.length + next.length;
          p++;
        }
        // "hunch, Hollis": a comma ends a noun phrase; what follows it is the name.
        const phrase = tidy(
          raw
            .replace(/[,\s]+$/, "")
            .split(",")
            .at(-1)!,
        );
        const words = phrase.split(" ");
        const head = words[words.length - 1]!.replace(/'s$/, "");
        const capitalised = /^[A-Z]/.test(head) && (index > 0 || words.length > 1);
        // "my cousin Rafa", "a dog named Brutus", "Port Sable" were read as names already.
        const end = index + raw.trim().length;
        if (
          named.some((n) => n.entity.name.split(" ").includes(head)) ||
          (index >= 0 && named.some((n) => n.index < end && index < n.index + n.entity.name.length))
        )
          continue;
        // A bare lowercase word with no article is a verb compromise misread ("points", "behind").
        if (words.length < 2 && !capitalised) continue;
        if (/^\d|^(?:my|our)\s+(?:own|way)$/i.test(phrase) || NOT_THINGS.has(head.toLowerCase())) continue;
        // "someone there", "something else": no thing anyone named.
        if (NOT_THINGS.has(words[0]!.toLowerCase())) continue;
        if (isCode(phrase)) continue;
        const before = sentence.slice(0, Math.max(0, index));
        const place =
          PLACES.has(head.toLowerCase()) ||
          PLACES.has(words.slice(-2).join(" ").toLowerCase()) ||
          (TOWARDS.test(before) && !ROLES.has(head.toLowerCase()));
        // "My neighbour Mrs. Okafor" is Mrs. Okafor.
        const known = [...people].find((p) => p && phrase.endsWith(p));
        const person = Boolean(known) || ROLES.has(head.toLowerCase());
        const kind: EntityKind = place ? "place" : person || capitalised ? "person" : "thing";
        const written = whole && kind !== "person" ? tidy(whole) : phrase;
        // Someone by name is the capitalised words ("take on Grub" is Grub; "the old sailor" stays).
        const byName = kind === "person" && !person ? written.match(NAME_AT_END)?.[0] : undefined;
        const name =
          kind === "person" && known
            ? known
            : (byName ?? written.replace(DETERMINERS, "the ").replace(/^the\s+the\s/, "the "));
        const setting = SETTING.test(before);
        const toward = TOWARDS.test(before);
        named.push({
          index: Math.max(0, index),
          entity: {
            name,
            kind,
            head,
            turn,
            gender: genderOf(head),
            ...(setting ? { setting } : {}),
            ...(toward ? { toward } : {}),
          },
        });
      }
    }
    for (const m of sentence.matchAll(KNOWN)) {
      const head = m[1]!.toLowerCase();
      if (named.some((n) => n.entity.head.toLowerCase() === head)) continue;
      const kind: EntityKind = PLACES.has(head) ? "place" : "thing";
      const name = m[0].replace(DETERMINERS, "the ");
      named.push({
        index: m.index!,
        entity: {
          name,
          kind,
          head,
          turn,
          ...(SETTING.test(sentence.slice(0, m.index)) ? { setting: true } : {}),
        },
      });
    }
    named.sort((a, b) => a.index - b.index);
    for (const { entity } of named) push(entity);
  }
  return out;
}

const GOAL = new RegExp(
  String.raw`\b(?:we need to|i need to|we have to|i have to|we must|trying to|want to|got to|gotta|here to|came to)\s+((?:${WORDS.story.goals.join("|")})\b[^.!?,]{2,60})`,
  "i",
);
const SEEKING =
  /\b(?:i'm|im|we're|were|i am|we are)\s+(?:looking|searching|hunting)\s+for\s+([^.!?,]{3,60})/i;

/** What a message says the member is after ("we need to find the crown", "I'm looking for a book…"). */
export function goalIn(text: string): string | undefined {
  const t = text.replace(/[’‘]/g, "'");
  const seeking = t.match(SEEKING);
  return seeking ? `find ${seeking[1]!.trim()}` : t.match(GOAL)?.[1]?.trim();
}

/** The scene as the member has told it, up to and including their latest message. */
export function readScene(history: readonly ChatTurn[], excludedNames: readonly string[] = []): SceneState {
  const excluded = new Set(excludedNames.flatMap((n) => [n, ...n.split(/\s+/)]).map((n) => n.toLowerCase()));
  const state: SceneState = { entities: [] };
  let turn = 0;
  for (const t of history) {
    if (t.role !== "user") continue;
    const found = entitiesIn(t.content, turn++, excluded);
    for (const e of found) {
      const same = state.entities.findIndex(
        (x) => x.kind === e.kind && x.head.toLowerCase() === e.head.toLowerCase(),
      );
      // Named again, it moves to the end: it is what the scene is about now.
      const kept = same >= 0 ? state.entities.splice(same, 1)[0]! : undefined;
      // What an earlier mention told ("my brother Otto": a he) is kept when he is named again.
      const merged = kept && { gender: kept.gender, relation: kept.relation };
      state.entities.push(
        kept && kept.name.length > e.name.length
          ? { ...kept, turn: e.turn }
          : { ...e, gender: e.gender ?? merged?.gender, relation: e.relation ?? merged?.relation },
      );
    }
    const places = found.filter((e) => e.kind === "place");
    if (places.length && (movesTo(t.content) || !state.location))
      state.location = places[places.length - 1]!.name;
    state.goal = goalIn(t.content) ?? state.goal;
  }
  return state;
}

/** The last entity of a kind (a person for "she", a thing for "it"), optionally of a gender. */
export function lastOf(
  entities: readonly Entity[],
  kind: EntityKind,
  gender?: "f" | "m",
): Entity | undefined {
  const fits = (e: Entity) => e.kind === kind && (!gender || !e.gender || e.gender === gender);
  // What was found or held comes before where it was ("a compass in the sand": the compass).
  return entities.findLast((e) => fits(e) && !e.setting) ?? entities.findLast(fits);
}
