// Something the member asks the bot to do in a scene ("can you melt the ice? pls", "how do we move
// it without hurting it?", "lupe, pull!!"): done in the bot's voice, with what the verb brings about
// (words/scene-outcomes.json: ice runs to water, a rope hauled lifts what it holds), so the scene
// moves on instead of the bot saying that it could, and then something new happens (scene-beat.ts).
// "It" is the thing the scene is about.
import type { Ctx } from "./context";
import { basePlan, fill, type Plan } from "./plan";
import { sceneBeats } from "./scene-beat";
import { sceneFocus } from "./scene-focus";
import { thingsIn } from "./scene-things";
import { reflect } from "./text";
import { WORDS } from "./words";

const PARTICLE = String.raw`(?:\s+(up|out|down|off|open|free|away|over|back|in))?`;
const OBJECT = String.raw`(?:\s+((?:the|my|this|that|these|those|our|your|his|her|their)\s+(?:[a-z'-]+\s+){0,2}?[a-z'-]+|it|them|stuff|things|something|anything))?`;
const TAIL = String.raw`(?:\s+(?:without\b.*|for me|for us|quick(?:ly)?|now|too|again|somehow|safely|gently))*\s*[?!.]*$`;
/** "can you melt the ice?", "could u please open it", "can dragons fix stuff?" (the bot's kind). */
const ASKED = new RegExp(
  String.raw`^(?:can|could|would|will)\s+(?:you|u|([a-z]+?)s)\s+(?:(?:please|pls|just|maybe)\s+)*([a-z]+)${PARTICLE}${OBJECT}${TAIL}`,
  "i",
);
/** "stuff", "things": no thing named, so the one the scene is about. */
const VAGUE = /^(?:it|them|stuff|things|something|anything)$/i;
/** "how do we move it without hurting it?" */
const HOW = new RegExp(
  String.raw`^how\s+(?:do|can|should|could|would)\s+(?:we|i|you|u)\s+([a-z]+)${PARTICLE}${OBJECT}${TAIL}`,
  "i",
);
/** "pull!!", "lupe pull!!", "open it!": a short order to anyone in the scene. */
const ORDER = new RegExp(String.raw`^(?:[a-z]+,?\s+)?([a-z]+)${PARTICLE}${OBJECT}\s*!+$`, "i");
/**
 * Verbs of finding out ("can you read it?", "how do we find her?"): the scene answers those with what
 * is found (its clues, sightings and answers), never with a stock outcome.
 */
const FINDING_OUT =
  /^(?:look|find|search|check|read|examine|inspect|explore|investigate|listen|hear|watch|observe|peer|peek|follow|track|trail|tail|shadow|study|solve|decode|decipher|translate|interpret|figure|work|puzzle|unscramble|write|note|sign|map|call|sing|play|make|take|run|escape|flee|sleep|rest|go|get)$/i;
const LEAD = /^(?:(?:ok(?:ay)?|so|and|now|pls|plz|please|quick|hey|then|right|alright|um+|hmm+)[,!]?\s+)+/i;

/** The request of the message's last sentence, its *actions* and a trailing "pls" left out. */
function requestOf(message: string): string {
  const said = message
    .replace(/[’‘]/g, "'")
    .replace(/\*[^*]*\*/g, " ")
    .replace(/\s*\b(?:pls|plz|please)\b[\s.!?]*$/i, "")
    .trim();
  const last = said.split(/(?<=[.?])\s+/).at(-1) ?? "";
  return last.replace(LEAD, "").trim();
}

/** The verb's outcome lines, for "pick up" before "pick". */
function outcomeOf(verb: string, particle: string | undefined) {
  const { outcomes } = WORDS.sceneOutcomes;
  const v = verb.toLowerCase();
  return (
    (particle && outcomes.find((o) => o.verbs.includes(`${v} ${particle.toLowerCase()}`))) ||
    outcomes.find((o) => o.verbs.includes(v))
  );
}

/** The thing the member named last (this message first), never the bot's own kind ("dragons"). */
function thingNamed(ctx: Ctx, kind: string | undefined): string | undefined {
  const said = [
    ctx.message,
    ...ctx.history
      .filter((t) => t.role === "user")
      .map((t) => t.content)
      .reverse(),
  ];
  return said.flatMap((text) => thingsIn(text)).find((t) => !kind || !t.name.includes(kind))?.name;
}

/** A match's verb, particle and object, its groups from `from` on. */
const parts = (m: RegExpMatchArray | null, from: number) => (m ? [m[from], m[from + 1], m[from + 2]] : null);

/** The plan for an action asked of the bot in a scene under way, or null when none is asked. */
export function sceneOutcomePlan(ctx: Ctx): Plan | null {
  const request = requestOf(ctx.message);
  // Asked of "dragons" only when the card is one: "can birds fly?" asks about birds.
  const byKind = request.match(ASKED);
  const kind = byKind?.[1];
  const ofBot =
    byKind && (!kind || new RegExp(`\\b${kind}`, "i").test(ctx.cardText)) ? parts(byKind, 2) : null;
  const [verb, particle, object] =
    ofBot ?? parts(request.match(HOW), 1) ?? parts(request.match(ORDER), 1) ?? [];
  if (!verb || FINDING_OUT.test(verb)) return null;
  const outcome = outcomeOf(verb, particle);
  if (!outcome) return null;
  const focus = sceneFocus(ctx);
  // "it" is what the scene is about; "stuff" names nothing, so it is the thing named last.
  const vague = object && VAGUE.test(object) && !/^(?:it|them)$/i.test(object);
  const thing =
    object && !VAGUE.test(object)
      ? reflect(object.toLowerCase())
      : ((vague ? thingNamed(ctx, kind) : undefined) ??
        focus.thing ??
        focus.lastThing ??
        thingNamed(ctx, kind) ??
        "it");
  const lines = outcome.lines.map((l) => fill(l, { thing })).filter((l): l is string => Boolean(l));
  // Then the scene moves on: something new happens, with what it named before.
  const beats = sceneBeats(ctx, lines.length);
  const cores = lines.map((line, k) => (beats[k] ? `${line} ${beats[k]}` : line));
  return { ...basePlan(cores), followChance: 0, weaveChance: 0, actionChance: 0, addOns: false };
}
