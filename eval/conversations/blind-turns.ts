// Shorthands of the blind held-out set (held-out-blind*.ts) for the turns most of its lines are,
// each with the filler check every fifteen-turn turn gets (say, in held-out-15-turns.ts). The words
// a reply must use are written "Otto/Blue Parrot/pier": any one of them passes.
import { mentions } from "../checks";
import { continuesScene } from "../conversation-checks";
import type { Skill, Turn } from "../types";
import { say } from "./held-out-15-turns";

const list = (words: string) => words.split("/");

/** A role-play move: the reply continues the scene with one of the named people, places or things. */
export const scene = (text: string, facts: string): Turn =>
  say(text, "role-play", continuesScene(...list(facts)));
/** A question about something said earlier in the chat: the reply names it. */
export const recall = (text: string, facts: string): Turn => say(text, "memory", mentions(...list(facts)));
/** Any other turn judged on topic: the reply mentions one of the words. */
export const about = (text: string, skill: Skill, words: string): Turn =>
  say(text, skill, mentions(...list(words)));
