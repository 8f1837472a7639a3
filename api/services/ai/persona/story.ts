// The story of a role-play chat, read back from its history at reply time (nothing is stored): the
// people, places and objects the user named ("Clara", "the Blue Lantern club", "the photo"), the
// user's relatives by name, where the scene is now, and what happened, in order, in the past tense
// ("We went to the club. You showed the bartender Clara's photo."), for "summarize the story so far".
import type { ChatTurn } from "../types";
import { personaLibraries } from "./libs";
import { RELATIONS } from "./memory";
import { numberTalk } from "./scene-off";
import { WORDS } from "./words";
import { baseVerbs, capitalize } from "./text";

export interface Story {
  /** Names of people, first mention first ("Clara"). */
  people: string[];
  /** Roles met in the scene ("the bartender", "the man in the grey coat"). */
  roles: string[];
  places: string[];
  objects: string[];
  relatives: { relation: string; name: string }[];
  /** Where the scene is now (the last place moved to). */
  place?: string;
  /** What the user said happened, in order, as past-tense sentences about "you" and "we". */
  events: string[];
  /** How many of the user's messages were scene moves (the plot advances one beat each). */
  beats: number;
}

/** Alternatives for a regular expression; each word also with a capital ("the Harbor Hotel"). */
const words = (list: readonly string[]) =>
  list
    .map((w) => `[${w.charAt(0)}${w.charAt(0).toUpperCase()}]${w.slice(1).replace(/\s+/g, "\\s+")}`)
    .join("|");
const PLACE = new RegExp(
  String.raw`\b(the|a|an|this|that)\s+((?:[A-Z][\w'-]*\s+){0,3})(${words(WORDS.story.places)})\b`,
  "g",
);
const OBJECT = new RegExp(
  String.raw`\b(the|a|an|this|that|my|her|his|their|([A-Z][\w-]*)'s)\s+(?:old\s+|little\s+|small\s+|torn\s+|broken\s+)?(${words(WORDS.story.objects)})\b`,
  "g",
);
const ROLE = new RegExp(
  String.raw`\b(?:the|a|an)\s+((?:old|young|tall|short|nervous|big)\s+)?(${words(WORDS.story.roles)})(\s+(?:in|with)\s+(?:the|a)\s+[a-z]+(?:\s+[a-z]+)?)?\b`,
  "gi",
);
const RELATIVE = new RegExp(
  String.raw`\b[Mm]y\s+(${RELATIONS})(?:,?\s+|'s name is\s+|\s+is (?:called|named)\s+|\s+(?:named|called)\s+)([A-Z][a-z'-]+)`,
  "g",
);
const MOVE =
  /\b(?:go|goes|went|head|heads|headed|walk|walks|walked|run|runs|ran|drive|drove|step|steps|stepped|get|got|sneak|sneaks|snuck|return|returns|arrive|arrive|enter|enters|entered)\b(?:\s+(?:back|in|inside|into|over|down|up|out|to|towards?|through|at))*\s+(?:the|a|an)\s/i;
const NOT_PEOPLE = new Set([
  "I",
  "We",
  "You",
  "He",
  "She",
  "They",
  "It",
  "The",
  "My",
  "Hi",
  "Hey",
  "Hello",
  "Okay",
  "Ok",
  "So",
  "Then",
  "Go",
  "Let's",
  "What",
  "Who",
  "Where",
  "Why",
  "How",
  "Summarize",
  "Something",
  "Someone",
  "Somebody",
  "Nothing",
  "Nobody",
  "Everything",
  "There",
  "Friday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Saturday",
  "Sunday",
]);

const add = (list: string[], item: string) => {
  const key = item.toLowerCase();
  if (item && !list.some((x) => x.toLowerCase() === key)) list.push(item);
};

const MOVE_START = new RegExp(
  String.raw`^(?:(?:ok(?:ay)?|alright|then|so|now|and),?\s+)?(?:let's\s+|we\s+|i\s+)?(?:${WORDS.story.moves.join("|")})\b`,
  "i",
);

const NOT_MOVES = new Set(WORDS.story.notMoves);

/**
 * "We gallop toward the lake", "I spin it": I or we, then a verb in the present that is no verb of
 * thinking or living ("I think…", "I work at…", "I get nervous"), is a move in any scene.
 */
export function actsNow(sentence: string): boolean {
  const nlp = personaLibraries()?.nlp;
  if (!nlp || /\?\s*$/.test(sentence) || !/^(?:i|we)\s+[a-z]/i.test(sentence)) return false;
  const terms = nlp(sentence).json()[0]?.terms as { text: string; tags: string[] }[] | undefined;
  const verb = terms?.[1];
  if (!verb || NOT_MOVES.has(verb.text.toLowerCase())) return false;
  const is = (tag: string) => verb.tags.includes(tag);
  const next = terms[2];
  if (next?.tags.includes("Adjective") || next?.text.toLowerCase() === "to") return false;
  return is("Verb") && is("PresentTense") && !is("Modal") && !is("Auxiliary") && !is("Copula");
}

/**
 * "A goose is blocking the path!", "The pod starts beeping": something happening in the scene now,
 * told as it happens (not "I'm feeling…", not a question).
 */
export function describesScene(message: string): boolean {
  const nlp = personaLibraries()?.nlp;
  const t = message.replace(/[’‘]/g, "'").trim();
  if (!nlp || /\?\s*$/.test(t) || /^(?:i|i'm|we|we're|you|you're|my|it's|it)\b/i.test(t)) return false;
  return nlp(t).has("(is|are) #Gerund") || nlp(t).has("(starts|start|begins|begin) (#Gerund|to #Verb)");
}

/** Does the message move the scene to a place ("go to the club", "we walk into the bar")? */
export function movesTo(message: string): boolean {
  return (
    MOVE.test(message) || /^(?:go|head|walk|drive|run)\s+(?:back\s+)?(?:to|into|in)\b/i.test(message.trim())
  );
}

/** "Wait, what colour was the stone?", "so who sent it": a sentence that asks, not a move. */
export const asksByShape = (s: string) =>
  /^(?:wait|hold on|hang on|so|ok(?:ay)?|um+|hmm+|and|but),?\s+(?:what|who|whose|where|when|why|how|which)\b/i.test(
    s,
  ) || /^\w+,?\s+(?:what|who|whose|where|when|why|how|which)\b.*\?$/i.test(s);

/** Is this message a move in a scene: an *action*, "we go to…", "I show him the photo"? */
export function isSceneMove(message: string): boolean {
  const t = message.replace(/[’‘]/g, "'").trim();
  if (/\*[^*]{3,}\*/.test(t)) return true;
  // Any sentence may be the move: "There's a portrait on the wall. I look behind it."
  if (
    t
      .split(/(?<=[.!?])\s+/)
      .some((s) => !asksByShape(s.trim()) && (MOVE_START.test(s.trim()) || actsNow(s.trim())))
  )
    return true;
  // "rio we're on the boat, the Marigold": where the scene stands, said to set it.
  if (/^we(?:'re| are) (?:on|aboard|in|at|inside|under|outside) (?:the|a|an|our)\b/i.test(unaddressed(t)))
    return true;
  return /\bwhat do (?:we|i|me|you) see\b|\bwhat happens (?:next|now)\b|\blook around\b/i.test(t);
}

/** A sentence without the name it opens on: "rio we're on the boat" → "we're on the boat". */
export function unaddressed(sentence: string): string {
  return sentence.replace(/^[a-z]+,?\s+(?=(?:we|i)(?:'re| are|'m| am)\s)/i, "");
}

/** "Summarize the case so far", "recap the story", "where are we?", "what do we know so far?" */
export function asksRecap(message: string): boolean {
  if (
    /^(?:can you |could you |please )?(?:summari[sz]e|recap|sum up)\b(?! (?:this|that|the) (?:article|text|book|paragraph|email))/i.test(
      message.trim(),
    )
  )
    return true;
  return /\b(?:summari[sz]e|summary|recap|sum up|go over|run (?:me )?through)\b.*\b(?:case|story|adventure|quest|mission|plot|scene|so far|far)\b|\bwhat (?:do|did|have) we (?:know|have|find|found|got|learn(?:ed|t)?|discover(?:ed)?|figure(?:d)? out)\b.*\bso far\b|\bwhat(?:'s| has) happened so far\b|\bwhere are we (?:at|with (?:the|this) (?:case|story|quest))\b|\b(?:the )?(?:case|story) so far\b|\bsum (?:it|this|that|everything|things) up\b|\bwhat(?:'s|s| is| do (?:we|i) have)(?: still)? left to do\b|\bwhere do (?:we|things) stand\b/i.test(
    message,
  );
}

/** One user sentence as a past-tense event ("I show the bartender the photo" → "You showed…"). */
function eventOf(
  sentence: string,
  nlp: NonNullable<ReturnType<typeof personaLibraries>>["nlp"],
  inMove = false,
): string {
  const starred = /^\*/.test(sentence);
  let s = sentence
    .replace(/^\*|\*$/g, "")
    .replace(/[.!…]+$/, "")
    .trim();
  s = unaddressed(
    s.replace(
      /^(?:(?:ok(?:ay)?|alright|then|so|now|and|wait|oh no|oh|hold on|hmm+|um+|omg|kay)[,.!\s]+)+/i,
      "",
    ),
  );
  // A question asked in the middle of a move ("*kneels* Are these jaguar tracks?") is part of the story.
  const wondered =
    inMove && /\?$/.test(s) && !/^(?:what|whats|who|where|why|how|which)\b/i.test(s)
      ? s.match(/\b(?:these|those|this|that|the|a|an)\s+([a-z]+(?:\s+[a-z]+)?)\?$/i)
      : null;
  if (wondered) return `You wondered about the ${wondered[1]}`;
  if (
    !s ||
    /\?$/.test(s) ||
    /^(?:hi|hey|hello|what|whats|who|whos|where|why|how|can|could|would|will|do|does|is|are)\b/i.test(s)
  )
    return "";
  if (
    /^(?:i need|please|help|thanks|thank you|tell me|give me|show me)\b/i.test(s) ||
    s.split(/\s+/).length < 3
  )
    return "";
  // An imperative ("Go to the club") is something we did; a bare *action* is something you did.
  const lower = `${s.charAt(0).toLowerCase()}${s.slice(1)}`;
  if (/^let's\s+/i.test(s)) s = s.replace(/^let's\s+/i, "we ");
  else if (starred && /^[a-z]+s\b/.test(lower)) s = `I ${baseVerbs(lower)}`;
  else if (
    !/^(?:we|i)\s/i.test(s) &&
    new RegExp(String.raw`^(?:${WORDS.story.moves.join("|")})\b(?!\s+(?:are|is|was|were)\b)`, "i").test(s)
  )
    s = `we ${lower}`;
  const doc = nlp(s);
  (doc.verbs().eq(0) as unknown as { toPastTense(): void }).toPastTense();
  return capitalize(secondPerson(doc.text()));
}

/** The user's words about themselves, said back to them: "I was" → "you were", "my" → "your". */
function secondPerson(text: string): string {
  return text
    .replace(/\bI was\b/g, "you were")
    .replace(/\bI am\b|\bI'm\b/g, "you're")
    .replace(/\b(?:I|me)\b/g, "you")
    .replace(/\b[Mm]y\b/g, "your")
    .replace(/\bmine\b/g, "yours")
    .replace(/\bmyself\b/g, "yourself");
}

/** The story told so far in this chat (the user's messages, up to and including the latest). */
export function readStory(history: readonly ChatTurn[], excluded: readonly string[] = []): Story {
  const story: Story = {
    people: [],
    roles: [],
    places: [],
    objects: [],
    relatives: [],
    events: [],
    beats: 0,
  };
  const nlp = personaLibraries()?.nlp;
  const skip = new Set(excluded.flatMap((n) => n.split(/\s+/)).map((n) => n.toLowerCase()));
  for (const turn of history) {
    if (turn.role !== "user") continue;
    const text = turn.content.replace(/[’‘]/g, "'");
    for (const m of text.matchAll(RELATIVE)) {
      if (!story.relatives.some((r) => r.relation === m[1]!.toLowerCase()))
        story.relatives.push({ relation: m[1]!.toLowerCase(), name: m[2]! });
      add(story.people, m[2]!);
    }
    for (const m of text.matchAll(/(?<![.!?]\s|^)\b([A-Z][a-z]{2,})(?:'s)?\b/g)) {
      if (
        !NOT_PEOPLE.has(m[1]!) &&
        !skip.has(m[1]!.toLowerCase()) &&
        !PLACE.test(text.slice(m.index!, m.index! + 60))
      )
        add(story.people, m[1]!);
      PLACE.lastIndex = 0;
    }
    for (const m of text.matchAll(PLACE)) {
      const named = m[2]!.trim();
      const kind = m[3]!.toLowerCase();
      // "the club" after "the Blue Lantern club" is the Blue Lantern club.
      const place = named
        ? `the ${named} ${kind}`
        : (story.places.find((p) => p.endsWith(` ${kind}`)) ?? `the ${kind}`);
      add(story.places, place);
      for (const w of named.split(/\s+/)) story.people = story.people.filter((p) => p !== w);
      if (!story.place || movesTo(text)) story.place = place;
    }
    for (const m of text.matchAll(OBJECT)) add(story.objects, m[2] ? `${m[2]}'s ${m[3]}` : `the ${m[3]}`);
    for (const m of text.matchAll(ROLE))
      add(
        story.roles,
        `the ${(m[1] ?? "").trim() ? `${m[1]!.trim()} ` : ""}${m[2]!.toLowerCase()}${m[3] ?? ""}`.replace(
          /\s+/g,
          " ",
        ),
      );
    // "We drive 38 miles. Total?" is a sum, not a move.
    if (isSceneMove(text) && !numberTalk(text)) story.beats++;
    if (nlp && !asksRecap(text)) {
      // "Mrs. Okafor" is one name, not the end of a sentence.
      // One event per message, its sentences joined: "Pretzel's cage was open; your hamster was gone".
      const told = text
        .split(/(?<!\b(?:Mr|Mrs|Ms|Dr|St|Mt|Lt|Capt|Cmdr|Sgt|Col|Prof|Det|Insp)\.)(?<=[.!?…*])\s+/)
        .map((sentence) => eventOf(sentence.trim(), nlp, isSceneMove(text)))
        .filter(Boolean);
      if (told.length)
        story.events.push(told.map((e, k) => (k ? e.charAt(0).toLowerCase() + e.slice(1) : e)).join("; "));
    }
  }
  // A place the scene is in, once named, is where a move without a new place happens.
  story.place ??= story.places[story.places.length - 1];
  return story;
}

/** "Clara" for the missing person or whoever the story is about: the relative named first, else the first name. */
export function mainPerson(story: Story): string | undefined {
  return story.relatives[0]?.name ?? story.people[0];
}
