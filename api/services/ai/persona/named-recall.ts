// "What was the name of the island again?", "What did I name the robot?", "Who am I visiting in
// Lisbon?", "What number was on the key?", "What's the role I'm interviewing for?": a question
// about something the user said earlier in this chat is answered from their own sentence that
// names it (the name, number or description next to the thing asked about), never guessed. The
// bot's and the user's own names are never the answer.
import type { ChatTurn } from "../types";
import type { Ctx } from "./context";
import { personaLibraries } from "./libs";
import { RELATIONS } from "./memory";
import { basePlan, type Plan } from "./plan";

export interface NamedFact {
  /** What was asked about ("island", "robot"). */
  thing: string;
  /** The answer as the user wrote it ("Isla Calavera", "7", "marketing role"). */
  answer: string;
}

const ASKS_BACK =
  /^(?:so\s+|and\s+|wait,?\s+|remind me,?\s+)?(?:what(?:'s|s| is| was| were)?|who(?:se|'s| is| was| am| are)?|where|which)\b/i;
const STOP = new Set(
  "what whats what's who whos who's whose where which is was were am are the a an of again my me i i'm im you your did do does name named call called it that this there in on at to for with we our us be remind so and wait tell".split(
    " ",
  ),
);
const NOT_NAMES = new Set(
  "Tell Give Show Let Please Can Could Would Will Do Does Did Is Are Was Were Summarize Recap Just Maybe Also Now Well Sure Thanks Thank Good Great Nice Sorry Ok I I'm I'll I've I'd A An The My We Our It He She They Hi Hey Hello Okay So Then But And If What Who When Where Why How This That There Here Let's Yes No Oh".split(
    " ",
  ),
);

const stem = (w: string) =>
  w
    .toLowerCase()
    .replace(/'s$/, "")
    .replace(/(?:ing|ed|es|s)$/, "");

/** The content words of the question: what it is about. */
function keysOf(question: string): string[] {
  return (question.toLowerCase().match(/[a-z][a-z']+/g) ?? []).filter((w) => !STOP.has(w)).map(stem);
}

/** "under the mat", "at the Blue Lantern": where something was left or seen. */
const PLACE_PHRASE =
  /\b(?:in|on|at|under|behind|by|near|inside|beside|next to|on top of)\s+(?:the|a|an|my|our|his|her)\s+[\w'-]+(?:\s+(?!and\b|but\b|then\b)[\w'-]+){0,2}?(?=[.!?,;]|\s+(?:and|but|then|so|when|while)\b|$)/i;
/** A code the member gave ("CHRONO-9", "E.F."): all capitals, with digits, dashes or dots. */
const CODE = /(?<![\w-])(?:[A-Z]\.){2,}|\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+\b/g;

/** Runs of capitalised words ("Isla Calavera", "Sir Percival"), not a sentence's first common word. */
function namesIn(sentence: string, excluded: Set<string>): string[] {
  const out: string[] = [...sentence.matchAll(CODE)].map((m) => m[0]);
  const nlp = personaLibraries()?.nlp;
  for (const m of sentence.matchAll(/\b[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)*/g)) {
    // A sentence's first word is a name only when it is not a word of the grammar ("Behind the…").
    if (
      m.index === 0 &&
      !m[0].includes(" ") &&
      nlp?.(m[0]).has(
        "(#Preposition|#Adverb|#Adjective|#Conjunction|#Determiner|#Verb|#Pronoun|#QuestionWord)",
      )
    )
      continue;
    const parts = m[0]
      .replace(/'s$/, "")
      .split(/\s+/)
      .filter((p) => !NOT_NAMES.has(p));
    const name = parts.filter((p) => !excluded.has(p.toLowerCase())).join(" ");
    if (name && parts.length === name.split(" ").length) out.push(name);
  }
  return out;
}

/** "a marketing role" for "role": the words between the article and the thing. */
function describedAs(sentence: string, key: string): string | null {
  const m = sentence.match(
    new RegExp(String.raw`\b(?:a|an|the|my)\s+((?:[a-z-]+\s+){1,2})(${key}[a-z]*)\b`, "i"),
  );
  if (!m) return null;
  const words = m[1]!.trim();
  return /^(?:new|old|little|small|big|good|great|few|lot|bit)$/.test(words) ? null : `${words} ${m[2]}`;
}

/** The fact a question asks back about, from the user's earlier sentences; null when none fits. */
export function recallNamed(
  message: string,
  history: readonly ChatTurn[],
  excludedNames: readonly string[],
): NamedFact | null {
  const q = message.replace(/[’‘]/g, "'").trim();
  if (!ASKS_BACK.test(q) || !/\?\s*$|\bagain\b/i.test(q)) return null;
  // It asks back about something told: "again", a name, "my", "did I", "was".
  if (!/\b(?:again|name|named|called|my|i|i'm|we|was|were|number|who|whose|where)\b/i.test(q)) return null;
  // "What do you think of…", "what's your…" are about the bot or an opinion, not a told fact.
  if (/\b(?:you|your|think|should|could|would|will|can|how|why)\b/i.test(q)) return null;
  const keys = keysOf(q);
  if (!keys.length) return null;
  const excluded = new Set(
    [...excludedNames.flatMap((n) => n.split(/\s+/)), ...(q.match(/\b[A-Z][a-z]+/g) ?? [])].map((w) =>
      w.toLowerCase(),
    ),
  );
  const wantsNumber = /\b(?:what|which) (?:number|code|digit)\b|\bhow many\b/i.test(q);
  const wantsName = /\b(?:name|named|called|who|whose)\b/i.test(q);
  const wantsPlace = /^(?:so\s+|and\s+|wait,?\s+)?where\b/i.test(q);
  const earlier = history.slice(0, -1).filter((t) => t.role === "user");
  for (let k = earlier.length - 1; k >= 0; k--) {
    const sentences = earlier[k]!.content.replace(/[’‘]/g, "'").split(/(?<=[.!?])\s+|,\s+(?=i\b|we\b)/i);
    for (const sentence of sentences.reverse()) {
      if (/\?\s*$/.test(sentence)) continue;
      const words = (sentence.toLowerCase().match(/[a-z][a-z']+/g) ?? []).map(stem);
      const key = keys.find((w) => w.length > 2 && words.includes(w));
      if (!key) continue;
      if (wantsNumber) {
        const n = sentence.match(/\b\d+(?:\.\d+)?\b/);
        if (n) return { thing: key, answer: n[0] };
        continue;
      }
      if (wantsPlace) {
        const spot = sentence.match(PLACE_PHRASE);
        if (spot) return { thing: key, answer: spot[0].trim() };
        continue;
      }
      const names = namesIn(sentence, excluded);
      const described = describedAs(sentence, key);
      if (wantsName) {
        if (names.length) return { thing: key, answer: names[names.length - 1]! };
        continue;
      }
      // Not asked for a name: a capitalised word nearby ("on Friday") is no answer.
      if (described) return { thing: key, answer: described };
    }
  }
  return null;
}

/** The ways of saying the answer to a question about a told fact. */
function namedFactLines(fact: NamedFact): string[] {
  const a = fact.answer;
  const A = a.charAt(0).toUpperCase() + a.slice(1);
  return [
    `${A}. You told me earlier, and I was listening.`,
    `It's ${a}: you said so yourself.`,
    `${A}. I haven't forgotten.`,
  ];
}

/** The answer to "what was the name of the island again?", or null when the message asks no such thing. */
export function namedFactPlan(ctx: Ctx): Plan | null {
  // A relative by name is the story's to answer ("your sister, Clara": scene.ts).
  if (new RegExp(String.raw`\bmy\s+(?:${RELATIONS})\b`, "i").test(ctx.message)) return null;
  const fact = recallNamed(ctx.message, ctx.history, [ctx.bot.name, ctx.userName, ...ctx.others]);
  if (!fact) return null;
  return {
    ...basePlan(namedFactLines(fact)),
    followChance: 0,
    weaveChance: 0,
    actionChance: 2,
    addOns: false,
  };
}
