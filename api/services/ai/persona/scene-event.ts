// Something told as it happens, here and now: "the power just went out", "Pretzel's cage is open",
// "a tiny brass key falls out!", "she says the fuse box is in the basement". In a scene under way it
// is the scene's news, not the member's feeling or life news, even when its words read like one ("my
// hamster is gone" is a hamster on the loose, not a death). Before any scene, it starts one only
// when its own nouns set it in a world (a blackout at home, a distress call in space).
import type { ChatTurn } from "../types";
import { personaLibraries } from "./libs";
import { RELATIONS } from "./memory";
import { numberTalk } from "./scene-off";
import { worldOf } from "./scene-world";
import { isSceneMove } from "./story";

/** Words said before the news ("oh no.", "ok", "kay", "omg wait"), not part of it. */
const LEAD_IN =
  /^(?:(?:oh\s+no|oh|uh\s*oh|ok(?:ay)?|kay|k|wait|omg|hey|so|well|um+|whoa|woah|yikes|ugh|and|then|now|look),?\s+)+/i;

const SUBJECT = String.raw`(?:(?:the|a|an|my|our|his|her|their|its|this|that|some|every)\s+(?:[\p{L}'-]+\s+){0,3}?[\p{L}'-]+|[A-Z][\p{L}'-]+(?:'s\s+[\p{L}'-]+)?|she|he|they|someone|something|somebody|everything|it)`;

/** What is so now: open, gone, out, stuck, or doing something. */
const STATE = String.raw`(?:is|are|was|were|'s|s)\s+(?:now\s+|still\s+|wide\s+|all\s+|completely\s+)?(?:open|gone|missing|out|empty|locked|stuck|broken|dark|off|back|loose|frozen|jammed|flooding|leaking|on fire|[a-z]+ing)\b`;
/** What just happened: "just went out", "went dark". */
const HAPPENED = String.raw`(?:just\s+[a-z]+|went\s+(?:out|off|dark|down|quiet))`;

const EVENT = new RegExp(String.raw`^${SUBJECT}\s+(?:${STATE}|${HAPPENED})`, "iu");
/** "A tiny brass key falls out", "the owl says…", "she says…": a subject, then what it does now. */
const DOES = [
  "^#Determiner? #Adjective? #Adjective? #Noun+ #Adverb? #Verb",
  "^#Possessive #Adjective? #Noun+ #Adverb? #Verb",
  "^#ProperNoun+ #Adverb? #Verb",
  "^#Pronoun #Adverb? #Verb",
];
const THERE = /^(?:there's|theres|there is|there are|its|it's)\s+(?:a|an|the|some|someone|something|[A-Z])/i;

/** A death, an illness, a feeling or a thought is the member's own, whatever else the message tells. */
const OWN =
  /\b(?:gives? me the creeps|creeps? me out|freaks? me out|scares? me|makes? me (?:sad|nervous|scared|uneasy|sick|anxious))\b|^(?:my|our)\s+(?:mum|mom|dad|mother|father|boss|partner|wife|husband|therapist|teacher|doctor)\b|\b(?:died|dead|passed away|put down|funeral|hospital|cancer|i (?:feel|think|guess|believe|wish|hope|miss)|i'm (?:so |really |kinda |kind of )?(?:sad|scared|upset|worried|nervous|lonely|tired|stressed|anxious|spooked)|im (?:so |really |kinda |kind of )?(?:sad|scared|upset|worried|nervous|lonely|tired|stressed|anxious|spooked))\b/i;

/** "…fine, ask me one": the member asks the bot for something, which its own plan answers. */
const ASKS_BOT = /\b(?:ask|tell|give|show|teach|sing|write|make)\s+(?:me|us)\b/i;

/** "What if it rains and theres a river crossing": a question, whatever it goes on to tell. */
const ASKS =
  /^(?:what|whats|what's|how|why|where|when|who|which|should|shall|can|could|would|will|do|does|did|is|are)\b/i;

/** A message's sentences, each without the words that lead into it. */
function sentences(message: string): string[] {
  return message
    .replace(/[’‘]/g, "'")
    .replace(/\*[^*]*\*/g, " ")
    .split(/(?<=[.!?…])\s+|\s*,\s+(?=(?:and|but|then)\s)/)
    .map((s) =>
      s
        .trim()
        .replace(LEAD_IN, "")
        .replace(/^(?:and|but|then)\s+/i, ""),
    )
    .filter(Boolean);
}

/** Does the message tell something as it happens, with no question and nothing of the member's own? */
export function toldAsItHappens(message: string): boolean {
  if (/\?/.test(message) || OWN.test(message) || ASKS_BOT.test(message) || ASKS.test(message.trim()))
    return false;
  return sentences(message).some((s) => THERE.test(s) || happens(s));
}

/** Something told as it happens in one sentence: a state, what just happened, or what it does. */
function happens(sentence: string): boolean {
  if (EVENT.test(sentence)) return true;
  const nlp = personaLibraries()?.nlp;
  if (!nlp) return false;
  const doc = nlp(sentence);
  // "I think", "you know": the member's or the bot's own doing is a move or talk, not news.
  // "My sister Inés is a medic": who someone is, not something happening.
  if (
    /^(?:i|we|you|u)\b/i.test(sentence) ||
    /\b(?:is|are|was|were)\s+(?:a|an|the|my|our|his|her)\b/i.test(sentence)
  )
    return false;
  // "The knight is here", "that was amazing": being somewhere or something is no happening.
  const verb = doc.verbs().first().text().toLowerCase().split(/\s+/)[0] ?? "";
  if (/^(?:is|are|was|were|be|been|'s|isn't|wasn't|seems|looks|feels)$/.test(verb)) return false;
  return DOES.some((p) => doc.has(p));
}

/** Before a scene, only what happens now starts one: "my friend got sick on her last trek" is a story. */
function happensNow(sentence: string): boolean {
  if (EVENT.test(sentence)) return true;
  const nlp = personaLibraries()?.nlp;
  return Boolean(nlp) && happens(sentence) && !nlp!(sentence).verbs().first().has("#PastTense");
}

/**
 * Before any scene: news told as it happens whose own words set it in a world ("the power just went
 * out in the whole building" is a blackout at home), so the card's scene starts there.
 */
function startsScene(message: string): boolean {
  if (!toldAsItHappens(message) || RELATIVE.test(message.trim())) return false;
  if (!sentences(message).some(happensNow)) return false;
  // Set in a world by its own words, and news that world knows (a blackout, a distress call): "the
  // dog just threw up on the couch" is life at home, not the start of a scene.
  const world = worldOf("", message);
  const lower = message.toLowerCase();
  return world.match.length > 0 && (world.reactions ?? []).some((r) => r.cues.some((c) => lower.includes(c)));
}

/** News of a relative or a friend before any scene is life news ("my friend got altitude sickness"). */
const RELATIVE = new RegExp(String.raw`^(?:my|our)\s+(?:best\s+)?(?:friend|${RELATIONS})\b`, "i");

/** How many of the member's messages before this one show whether a scene is running. */
const BEFORE = 12;

/** Was a scene running before this message: a move or news among the member's last messages? */
function sceneBefore(history: readonly ChatTurn[]): boolean {
  const said: string[] = [];
  for (let k = history.length - 2; k >= 0 && said.length < BEFORE; k--) {
    if (history[k]!.role === "user") said.push(history[k]!.content);
  }
  return said.some((t) => (isSceneMove(t) && !numberTalk(t)) || toldAsItHappens(t));
}

/** This message told as it happens in a scene running before it, or starting one by its own words. */
export function newsInScene(message: string, history: readonly ChatTurn[]): boolean {
  return sceneBefore(history) ? toldAsItHappens(message) : startsScene(message);
}
