// Persona engine reply templates, read from words/templates.json (docs/character-voice.md).
// Placeholders: {char} {pet} {trait} {trait2} {interest} {interest2} {self} {scenario} {kw} {echo}
// {detail} {fact} {q} {verb}; a capitalised placeholder ({Kw}) capitalises its value. A template
// whose placeholder has no value is skipped.
import type { Feeling } from "./intents";
import type { Tone } from "./voice";
import { WORDS } from "./words";

type ToneLines = Partial<Record<Tone, string[]>>;

export interface IntentTemplates {
  lines: string[];
  tone?: ToneLines;
  followUps?: string[];
}

const words = WORDS.templates;

export const GREETING_FIRST: IntentTemplates = words.greetingFirst;
/** Saying hi again: its own lines, the first greeting's tone lines and follow-ups. */
export const GREETING_AGAIN: IntentTemplates = {
  ...words.greetingAgain,
  tone: GREETING_FIRST.tone,
  followUps: GREETING_FIRST.followUps,
};
export const INTENTS: Record<string, IntentTemplates> = words.intents;
export const ABOUT_BOT: Record<string, string[]> = words.aboutBot;
export const YES_NO: Record<string, string[]> = words.yesNo;
export const RECALL_KNOWN: readonly string[] = words.recallKnown;
export const RECALL_UNKNOWN: readonly string[] = words.recallUnknown;
export const FEELINGS: Record<Feeling, IntentTemplates> = words.feelings;
export const COMFORT: Record<Tone, string[]> = words.comfort;
/** Generic follow-up questions; more than 20 distinct ones so the no-repeat fallback always succeeds. */
export const FOLLOW_UPS: readonly string[] = words.followUps;
