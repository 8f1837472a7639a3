// What a card's system_prompt and post_history_instructions ask for, where the offline engine can
// follow it: keep replies brief, end with a question or a choice, add a French phrase, a robotic
// quirk, a cat action, a fun fact, a next step; stay off medical advice. Written for any card: the
// instructions are read with patterns, not looked up by bot.
import type { BotCard } from "../types";
import { languageFromPreference } from "./language";
import type { ForeignLang } from "./phrasebook";
import { WORDS } from "./words";

export type NextStep = "drill" | "step" | "healthy" | "attempt" | "kitchen" | "journey";

export interface Directives {
  brief: boolean;
  endQuestion: boolean;
  /** "End with a clue or a question": a reply that asked lately may end on its clue instead. */
  clueOrQuestion: boolean;
  endChoice: boolean;
  oneQuestion: boolean;
  nextStep: NextStep | null;
  phraseLang: ForeignLang | null;
  joke: boolean;
  quirk: "robot" | "future" | null;
  action: boolean;
  grumble: boolean;
  fact: "fun" | "nature" | null;
  noMedical: boolean;
}

export function readDirectives(card: BotCard): Directives {
  const post = (card.post_history_instructions ?? "").toLowerCase();
  const system = (card.system_prompt ?? "").toLowerCase();
  const both = `${system}\n${post}`;
  const phrase = both.match(/\binclude (?:one |a )?(?:short )?(\w+) phrase/);
  let nextStep: NextStep | null = null;
  if (/\battempt the next step\b/.test(both)) nextStep = "attempt";
  else if (/\bkitchen tip\b/.test(both)) nextStep = "kitchen";
  else if (/\bhealthy action\b/.test(both)) nextStep = "healthy";
  else if (/\bpractical drill|invite a rehearsal\b/.test(both)) nextStep = "drill";
  else if (/\b(?:concrete (?:next )?steps?|next step)\b/.test(both)) nextStep = "step";
  else if (/\bmove the (?:journey|quest) (?:forward|along)\b/.test(both)) nextStep = "journey";
  return {
    brief:
      /\b(?:brief|concise|keep (?:it|replies|things) (?:short|brief)|a few sentences|keep replies short|short,? like)\b/.test(
        post,
      ),
    endQuestion:
      /\bend with (?:a (?:clue or a )?question|an? (?:encouraging push or a )?(?:concrete )?question)|quick question|end with a question\b/.test(
        post,
      ),
    clueOrQuestion: /\bend with a clue or a question\b/.test(post),
    endChoice:
      /\bend with (?:a |an )?(?:choice|decision)|choice of route|(?:meaningful|real) choices|let \{\{user\}\} (?:choose|shape)\b/.test(
        both,
      ),
    oneQuestion: /\bat most one question|only one (?:soft )?question\b/.test(both),
    nextStep,
    phraseLang: phrase ? languageFromPreference(phrase[1]!) : null,
    joke: /\binclude (?:at least )?one joke|playful riff\b/.test(post),
    quirk: /\brobotic quirk|processing\.\.\./.test(post)
      ? "robot"
      : /\bfuture-tech quirk\b/.test(post)
        ? "future"
        : null,
    action: /\baction between asterisks\b/.test(post),
    grumble: /\bgrumble first\b/.test(post),
    fact: /\bnature fact\b/.test(post) ? "nature" : /\bfun fact\b/.test(post) ? "fun" : null,
    noMedical:
      /\bmedical advice|medical concerns|not a (?:therapist|doctor)|see a professional|substitute for (?:legal|medical)/.test(
        both,
      ),
  };
}

/** Short, everyday phrases with their translation, for tutors asked to include one. */
// The lines these directives add are in words/directives.json.
export const TEACHING_PHRASES: Record<ForeignLang, string[]> = WORDS.directives.teachingPhrases;
export const NEXT_STEPS: Record<NextStep, string[]> = WORDS.directives.nextSteps;
export const QUIRKS: Record<"robot" | "future", string[]> = WORDS.directives.quirks;
export const FACTS: Record<"fun" | "nature", string[]> = WORDS.directives.facts;
export const GRUMBLES: readonly string[] = WORDS.directives.grumbles;
export const RIFFS: readonly string[] = WORDS.directives.riffs;
export const MEDICAL_LIMIT: readonly string[] = WORDS.directives.medicalLimit;

export const HEALTH =
  /\b(?:pain|hurts?|hurting|injur\w*|ankle|knee|back|sick|ill|medicine|medication|doctor|symptoms?|dizzy|headache|sprain\w*|diet|pills?)\b/i;
