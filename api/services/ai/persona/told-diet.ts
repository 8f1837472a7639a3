// What someone can't eat, told in passing ("ooh yes please, but no walnuts, I'm allergic", "she's
// vegetarian, what could I cook?"), read from the member's turns and given back when asked in any
// words ("wait you remember what I can't eat right?", "and what does she not eat?"). A told fact is
// a frame (an allergy, a diet, "I don't eat X") with who it is about; a diet says what it leaves out.
import type { ChatTurn } from "../types";
import { WORDS } from "./words";

/** "no walnuts, I'm allergic", "I'm allergic to shellfish": the food is group 1 or 2. */
export const ALLERGY =
  /\b(?:no|not|without|hold the)\s+([a-z]+(?:\s+(?!(?:btw|tbh|lol|too|though|tho|and|but|so|as|now|sadly|please|pls|either|i|i'm|im|for)\b)[a-z]+)?)(?:\s+for\s+(?:me|her|him|them|us))?\s*[,.!]?\s*(?:please\s*[,.!]?\s*)?(?:i'?m|i am|she'?s|he'?s|they'?re)\s+(?:so\s+|very\s+|super\s+|really\s+|badly\s+)?(?:allergic|intolerant)\b|\b(?:i'?m|i am|she'?s|he'?s|she is|he is|they'?re)\s+(?:so\s+|very\s+|really\s+|badly\s+)?(?:allergic|intolerant)\s+to\s+([a-z]+(?:\s+(?!(?:btw|tbh|lol|too|though|tho|and|but|so|as|now|sadly|please|pls|either|i|i'm|im)\b)[a-z]+)?)/i;
const DIET = new RegExp(
  String.raw`\b(i'?m|i am|she'?s|she is|he'?s|he is|they'?re|they are|[A-Z][\p{L}'-]+ is)\s+(?:(?:a|strictly|fully|totally|now)\s+)*(${Object.keys(WORDS.life.diets).join("|")})\b`,
  "iu",
);
const AVOID =
  /\b(i|she|he|they)\s+(?:can'?t|cannot|can not|don'?t|doesn'?t|do not|does not|won'?t|never)\s+eat\s+([a-z]+(?:\s+(?!(?:btw|tbh|lol|too|though|tho|and|but|so|as|now|sadly|please|pls|either|i|i'm|im)\b)[a-z]+)?)/i;

export interface Diet {
  /** "i" for the member, else "she", "he", "they" or the person's name. */
  who: string;
  /** What is left out ("walnuts", "meat or fish"). */
  thing: string;
  /** The diet named, when one was ("vegetarian"). */
  diet?: string;
  allergy: boolean;
}

const whoOf = (subject: string) => {
  const s = subject.replace(/'.*$|\s+(?:am|is|are)$/i, "");
  return /^(?:i|im|she|he|they)$/i.test(s) ? s.toLowerCase().replace(/^im$/, "i") : s;
};

/** Every diet fact the member told, oldest first (the last turn, the question, left out). */
export function readDiets(history: readonly ChatTurn[]): Diet[] {
  const out: Diet[] = [];
  for (const turn of history.slice(0, -1)) {
    if (turn.role !== "user") continue;
    const text = turn.content.replace(/[’‘]/g, "'");
    const allergy = text.match(ALLERGY);
    if (allergy) {
      const who = text.slice(allergy.index!).match(/\b(i'?m|i am|she|he|they)\b/i)?.[1] ?? "i";
      out.push({ who: whoOf(who), thing: (allergy[1] ?? allergy[2])!.toLowerCase(), allergy: true });
    }
    const diet = text.match(DIET);
    if (diet) {
      const name = diet[2]!.toLowerCase();
      out.push({ who: whoOf(diet[1]!), thing: WORDS.life.diets[name]!, diet: name, allergy: false });
    }
    const avoid = text.match(AVOID);
    if (avoid) out.push({ who: avoid[1]!.toLowerCase(), thing: avoid[2]!.toLowerCase(), allergy: false });
  }
  return out;
}

/** "what can't I eat?", "what does she not eat?", "what am I allergic to?": who is asked about ("i" for the member). */
export function asksDiet(message: string): string | null {
  const t = message.replace(/[’‘]/g, "'").toLowerCase();
  if (!/\?|\bremember\b|\bremind me\b|^(?:\w+\s+){0,2}(?:what|which)\b/.test(t)) return null;
  const m = t.match(
    /\b(i|she|he|they|[a-z]+)\s+(?:can'?t|cannot|can not|doesn'?t|don'?t|do not|does not|not|shouldn'?t|mustn'?t|won'?t|avoid)\s+(?:eat|have)\b|\b(?:am|is|are)\s+(i|she|he|they|[a-z]+)\s+allergic\b|\b(i|she|he|they|[a-z]+)\s+(?:is|am|are|was|were)\s+allergic\b|\b(?:can't|cannot|don't|doesn't|shouldn't|mustn't)\s+(i|she|he|they|[a-z]+)\s+(?:eat|have)\b/,
  );
  if (!m) return null;
  // "she" may reach here as the name it stands for (references.ts): anyone but "I" is someone else.
  return m[1] ?? m[2] ?? m[3] ?? m[4]!;
}

/** The diet fact a question asks about, the latest told of that person; null when none was. */
export function dietAsked(message: string, history: readonly ChatTurn[]): Diet | null {
  const who = asksDiet(message);
  if (!who) return null;
  const diets = readDiets(history).reverse();
  const self = who === "i";
  return diets.find((d) => (d.who === "i") === self) ?? null;
}
