// Persona engine memory: facts the user told the bot in this chat ("my name is…", "I live in…",
// "I love…", "I work as…", "my favorite X is Y", "I have a dog named…"), recall questions
// ("what's my name?", "do you remember…?"); memory-lines.ts says them back.

import { parsedOnce } from "./parsed-text";
import type { ChatTurn } from "../types";
import { capitalize, cleanFragment } from "./text";

export interface Liking {
  verb: string; // second person: "love", "are into", …
  thing: string;
}

export interface Pet {
  kind: string;
  name?: string;
}

export interface UserFacts {
  name?: string;
  location?: { verb: string; place: string };
  likes: Liking[];
  dislikes: string[];
  job?: string;
  workplace?: string;
  favourites: { key: string; value: string }[];
  pets: Pet[];
  relatives: { relation: string; name: string }[];
  age?: string;
}

export type Fact =
  | { type: "name"; value: string }
  | { type: "location"; verb: string; place: string }
  | { type: "like"; verb: string; thing: string }
  | { type: "dislike"; thing: string }
  | { type: "job"; value: string }
  | { type: "workplace"; value: string }
  | { type: "favorite"; key: string; value: string }
  | { type: "pet"; kind: string; name?: string }
  | { type: "relative"; relation: string; name: string }
  | { type: "age"; value: string };

export const PET_KINDS =
  "dog|cat|puppy|kitten|bird|parrot|rabbit|bunny|hamster|fish|horse|snake|turtle|tortoise|lizard|ferret|guinea pig|pup|kitty|doggo";
const DOG_ADOPTED =
  /\b(?:i|we) (?:just )?(?:adopted|rescued|got|have|own|took in) (?:an? |our |my )?(?:new )?(?:greyhound|labrador|lab|poodle|beagle|terrier|spaniel|collie|husky|pug|dachshund|corgi|retriever|shepherd|bulldog|chihuahua|whippet|lurcher|boxer|rottweiler|doberman|schnauzer|greyhound puppy)\b(?:\s*,?\s*(?:named|called)\s+([A-Za-z][\w'-]*))?/i;
export const RELATIONS =
  "granddaughter|grandson|niece|nephew|sister|brother|mum|mom|mother|dad|father|son|daughter|wife|husband|partner|boyfriend|girlfriend|best friend|grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin";
const NOT_NAMES = new Set(
  "not a an the so just really kinda very fine good great okay ok tired sad happy back here home going from in at on bored sorry sure still also too done new only busy and or but what who again".split(
    " ",
  ),
);
const NOT_LIKED =
  /^(?:you\b|u\b|ya\b|it\b|that\b|this\b|them\b|him\b|her\b|when\b|how\b|the way\b|your\b|our\b|to (?:talk|chat) (?:to|with) you|talking (?:to|with) you|chatting with you|being with you|what you|yours\b)/i;
const NOT_JOB_FIRST =
  /^(?:bit|little|lot|fan|big|huge|bad|good|great|total|mess|wreck|night|morning|kind|sort|very|real|nice|complete|single|few|couple|person|human|girl|boy|guy|man|woman)\b/i;
const RELATIVE_NAMED = new RegExp(
  `\\bmy (${RELATIONS})(?:'s name is|\\s+is (?:called|named)|\\s+(?:named|called))\\s+([A-Za-z][\\w'-]*)`,
  "gi",
);
const ROLE_IN_PLACE =
  /\b(?:[Ii]'?m|[Ii] am) (?:an?|the) [a-z][a-z -]{1,40}? (in|from) ((?:[A-Z][\w'-]+)(?: [A-Z][\w'-]+){0,3})/;
const NOT_JOB_LAST = /\b(?:person|owl|fan|type|mess|wreck|one|fool|idiot|lot|bit|sucker|thing)$/i;

function norm(text: string): string {
  return text.replace(/[’‘]/g, "'");
}

function titleCase(place: string): string {
  if (place !== place.toLowerCase()) return place;
  return place
    .split(" ")
    .map((w) => (/^(?:the|of|and|de|da|la|le|in|on)$/.test(w) ? w : capitalize(w)))
    .join(" ");
}

function nameWord(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const w = raw.replace(/[^A-Za-z'\-À-ÿ]/g, "");
  if (w.length < 2 || NOT_NAMES.has(w.toLowerCase())) return undefined;
  return capitalize(w);
}

const LIKE_VERBS: Record<string, string> = {
  like: "like",
  love: "love",
  enjoy: "enjoy",
  adore: "adore",
};

/**
 * Facts stated in one user message, in the order found; worked out once per text, as every reply
 * reads the chat's member turns and the memories again.
 */
export const extractFacts: (message: string) => readonly Fact[] = parsedOnce(readFacts, readFacts);

function readFacts(message: string): Fact[] {
  // "I live in Lisbon and I love surfing" is two facts: cut at a conjunction that starts a new clause.
  const text = norm(message).replace(
    /\s*,?\s+(?:and|but|so|because|while|plus)\s+(?=(?:i|i'm|im|my)\b)/gi,
    ". ",
  );
  const facts: Fact[] = [];
  let m: RegExpMatchArray | null;

  m =
    // "My name is Valentina but call me Val": what they want to be called wins.
    text.match(/\bcall me\s+([A-Za-z][\w'-]*)/i) ??
    text.match(/\bmy name(?:'s| is)\s+([A-Za-z][\w'-]*)/i) ??
    text.match(/\bi(?:'m| am)\s+called\s+([A-Za-z][\w'-]*)/i) ??
    text.match(/\b(?:I'm|I am|i'm|im)\s+([A-Z][a-z]+)\s*(?:[.,!?]|$)/);
  const name = nameWord(m?.[1]);
  if (name) facts.push({ type: "name", value: name });

  m =
    text.match(/\bi (?:live|stay|reside) in\s+([^.,!?;]+)/i) ??
    text.match(/\bi(?:'m| am) (?:from|based in|living in)\s+([^.,!?;]+)/i) ??
    text.match(/\bi moved to\s+([^.,!?;]+)/i);
  if (m) {
    const verb = /\bfrom\b/i.test(m[0]) ? "are from" : /moved/i.test(m[0]) ? "moved to" : "live in";
    const place = cleanFragment(
      m[1]!.replace(/\s+(?:now|currently|these days|right now|too|also|with\b.*|for\b.*)$/i, ""),
      4,
    );
    if (place && !/^(?:a|the)?\s*(?:house|flat|apartment|dorm|car|mess)$/i.test(place)) {
      facts.push({ type: "location", verb, place: titleCase(place) });
    }
  } else {
    // "I'm a nurse in Leeds", "I'm a student from Spain": the place rides on what they are. Only a
    // capitalised name counts, so "I'm a wreck in the mornings" is no address.
    m = text.match(ROLE_IN_PLACE);
    if (m) facts.push({ type: "location", verb: m[1] === "from" ? "are from" : "live in", place: m[2]! });
  }

  const likeRe =
    /\bi (?:really |absolutely |totally |just |also |do |genuinely |kinda |)(like|love|enjoy|adore)\s+([^.,!?;]+)/gi;
  for (const lm of text.matchAll(likeRe)) {
    const thing = cleanFragment(lm[2]!, 6);
    if (thing && !NOT_LIKED.test(thing)) {
      facts.push({ type: "like", verb: LIKE_VERBS[lm[1]!.toLowerCase()] ?? "love", thing });
    }
  }
  const intoRe =
    /\b(?:i'm|i am|im) (?:really |totally |super |)(into|a (?:big |huge |)fan of|obsessed with|passionate about)\s+([^.,!?;]+)/gi;
  for (const lm of text.matchAll(intoRe)) {
    const thing = cleanFragment(lm[2]!, 6);
    if (thing && !NOT_LIKED.test(thing))
      facts.push({ type: "like", verb: `are ${lm[1]!.toLowerCase()}`, thing });
  }
  m = text.match(/\bmy (?:favou?rite )?hobb(?:y is|ies are)\s+([^.!?;]+)/i);
  if (m) {
    const thing = cleanFragment(m[1]!, 6);
    if (thing) facts.push({ type: "like", verb: "love", thing });
  }

  m = text.match(
    /\bi (?:really )?(?:hate|dislike|can't stand|cannot stand|don't like|do not like)\s+([^.,!?;]+)/i,
  );
  if (m) {
    const thing = cleanFragment(m[1]!, 5);
    if (thing && !NOT_LIKED.test(thing)) facts.push({ type: "dislike", thing });
  }

  m =
    text.match(/\bi work as (?:an? )?([^.,!?;]+)/i) ??
    text.match(/\bmy job is (?:being )?(?:an? )?([^.,!?;]+)/i) ??
    text.match(
      /\b(?:i'm|i am|im) (?:working as )?an? ([a-z][a-z -]*?)(?=\s+(?:at|in|for|and|but|who|from|with|so)\b|[.,!?;]|$)/i,
    );
  if (m) {
    const job = cleanFragment(m[1]!, 3).toLowerCase();
    if (job && !NOT_JOB_FIRST.test(job) && !NOT_JOB_LAST.test(job)) facts.push({ type: "job", value: job });
  }
  m = text.match(/\bi work (?:at|for)\s+([^.,!?;]+)/i);
  if (m) {
    const place = cleanFragment(m[1]!, 4);
    if (place) facts.push({ type: "workplace", value: place });
  }

  m = text.match(
    /\bmy fav(?:ou?rite|e)?\s+([a-z][a-z ]{0,24}?)\s+(?:is|are|would be|has to be)\s+([^.,!?;]+)/i,
  );
  if (m && !/^hobb/i.test(m[1]!)) {
    const key = cleanFragment(m[1]!, 3).toLowerCase();
    const value = cleanFragment(m[2]!, 5);
    if (key && value) facts.push({ type: "favorite", key, value });
  }

  m =
    text.match(
      new RegExp(
        `\\bmy (${PET_KINDS})(?:'s name is|\\s+is (?:called|named)|\\s+(?:named|called))\\s+([A-Za-z][\\w'-]*)`,
        "i",
      ),
    ) ??
    text.match(
      new RegExp(
        `\\bi (?:have|got|own) (?:an? |two |\\d+ |)(${PET_KINDS})s?(?:\\s*,?\\s*(?:named|called)\\s+([A-Za-z][\\w'-]*))?`,
        "i",
      ),
    );
  if (m) facts.push({ type: "pet", kind: m[1]!.toLowerCase(), name: nameWord(m[2]) });
  // "i adopted a greyhound", "we rescued a beagle called Bo": a dog, by its breed.
  const breed = !m && text.match(DOG_ADOPTED);
  if (breed) facts.push({ type: "pet", kind: "dog", name: nameWord(breed[1]) });

  for (const rm of text.matchAll(RELATIVE_NAMED)) {
    const relName = nameWord(rm[2]);
    if (relName) facts.push({ type: "relative", relation: rm[1]!.toLowerCase(), name: relName });
  }

  m =
    text.match(/\b(?:i'm|i am|im) (\d{1,3})\s*(?:years old|yrs old|y\/o|yo)\b/i) ??
    text.match(/\bi (?:just )?turned (\d{1,3})\b/i);
  if (m) facts.push({ type: "age", value: m[1]! });

  return facts;
}

function addFact(facts: UserFacts, f: Fact): void {
  switch (f.type) {
    case "name":
      facts.name = f.value;
      break;
    case "location":
      facts.location = { verb: f.verb, place: f.place };
      break;
    case "like": {
      const key = f.thing.toLowerCase();
      facts.likes = facts.likes.filter((l) => l.thing.toLowerCase() !== key);
      facts.likes.push({ verb: f.verb, thing: f.thing });
      if (facts.likes.length > 6) facts.likes.shift();
      break;
    }
    case "dislike":
      if (!facts.dislikes.some((d) => d.toLowerCase() === f.thing.toLowerCase()))
        facts.dislikes.push(f.thing);
      break;
    case "job":
      facts.job = f.value;
      break;
    case "workplace":
      facts.workplace = f.value;
      break;
    case "favorite":
      facts.favourites = facts.favourites.filter((x) => x.key !== f.key);
      facts.favourites.push({ key: f.key, value: f.value });
      break;
    case "pet": {
      const same = facts.pets.find((p) => p.kind === f.kind && (!p.name || !f.name || p.name === f.name));
      if (same) same.name = f.name ?? same.name;
      else facts.pets.push({ kind: f.kind, name: f.name });
      break;
    }
    case "relative":
      facts.relatives = facts.relatives.filter((r) => r.relation !== f.relation || r.name !== f.name);
      facts.relatives.push({ relation: f.relation, name: f.name });
      break;
    case "age":
      facts.age = f.value;
      break;
  }
}

/**
 * Everything the user has told the bot: `known` first (memories and "About you", see known.ts),
 * then this chat, where later statements win.
 */
export function collectFacts(history: readonly ChatTurn[], known: readonly Fact[] = []): UserFacts {
  const facts: UserFacts = { likes: [], dislikes: [], favourites: [], pets: [], relatives: [] };
  for (const f of known) addFact(facts, f);
  let petJustTold = false;
  for (const turn of history) {
    if (turn.role !== "user") continue;
    const told = extractFacts(turn.content);
    for (const f of told) addFact(facts, f);
    // "her name is Pretzel" right after "i adopted a greyhound" names the pet.
    const pet = facts.pets.at(-1);
    const name = petJustTold && pet && !pet.name ? nameWord(turn.content.match(PET_NAMED)?.[1]) : undefined;
    if (name) pet!.name = name;
    petJustTold = told.at(-1)?.type === "pet";
  }
  return facts;
}

/** "her name is Pretzel", "he's called Bo": the name of the one just told about. */
const PET_NAMED = /\b(?:(?:her|his|its) name(?:'s| is)|(?:she|he|it)(?:'s| is) called)\s+([A-Za-z][\w'-]*)/i;
