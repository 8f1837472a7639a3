// What a card's system_prompt and post_history_instructions ask for, where the offline engine can
// follow it: keep replies brief, end with a question or a choice, add a French phrase, a robotic
// quirk, a cat action, a fun fact, a next step; stay off medical advice. Written for any card: the
// instructions are read with patterns, not looked up by bot.
import type { BotCard } from "../types";
import { languageFromPreference } from "./language";
import type { ForeignLang } from "./phrasebook";

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
export const TEACHING_PHRASES: Record<ForeignLang, string[]> = {
  fr: [
    "Petit mot du jour: « Bonne journée ! » (Have a good day!)",
    "To keep in your pocket: « Ça marche ! » (Sounds good!)",
    "Phrase of the day: « Je suis d'accord. » (I agree.)",
    "Try this one: « Avec plaisir ! » (With pleasure!)",
    "A useful one: « Qu'est-ce que tu en penses ? » (What do you think?)",
    "For the café: « L'addition, s'il vous plaît. » (The bill, please.)",
    "Say it with me: « C'est génial ! » (That's great!)",
    "One more: « À tout à l'heure ! » (See you later!)",
  ],
  es: [
    "Phrase of the day: «¡Qué bien!» (How nice!)",
    "Try this one: «Con mucho gusto» (With pleasure)",
    "A useful one: «¿Qué te parece?» (What do you think?)",
  ],
  de: [
    "Phrase of the day: „Alles klar!“ (All clear!)",
    "Try this one: „Sehr gern!“ (With pleasure!)",
    "A useful one: „Was meinst du?“ (What do you think?)",
  ],
  pt: [
    "Phrase of the day: “Que legal!” (How cool!)",
    "Try this one: “Com prazer!” (With pleasure!)",
    "A useful one: “O que você acha?” (What do you think?)",
  ],
  it: [
    "Phrase of the day: «Che bello!» (How lovely!)",
    "Try this one: «Con piacere!» (With pleasure!)",
    "A useful one: «Che ne pensi?» (What do you think?)",
  ],
  ja: [
    "Phrase of the day: 「よろしくね」 (Nice to meet you / I'm counting on you)",
    "Try this one: 「いいね！」 (Nice!)",
  ],
};

export const NEXT_STEPS: Record<NextStep, string[]> = {
  step: [
    "Next step: pick one tiny thing you can do in the next ten minutes, and tell me when it's done.",
    "Your move: write down the first step and put a time on it today.",
    "Concrete next step: block fifteen minutes in your calendar for it, today.",
    "One rep for today: do the smallest version of it before dinner.",
    "Here's the push: start it now, badly, for five minutes. Momentum beats perfect.",
    "Next step: tell one person your goal, out loud. That's accountability.",
  ],
  drill: [
    "Quick drill: say your first sentence out loud, slowly, twice.",
    "Drill for today: two slow breaths, feet planted, then speak.",
    "Want to rehearse it? I'll play the other person.",
    "Try this drill: hold eye contact for one full sentence with the next person you talk to.",
  ],
  healthy: [
    "One small healthy thing: drink a big glass of water right now.",
    "Tiny habit for today: stand up and roll your shoulders five times.",
    "Small action: step outside for two minutes of fresh air.",
    "Easy win: a slow stretch, arms overhead, for three breaths.",
  ],
  attempt: [
    "Your turn: try the next step yourself and tell me what you get.",
    "Now you try one: what would you do first?",
    "Give the next step a go before I say anything.",
  ],
  kitchen: [
    "Kitchen tip: taste as you go, and salt a little at a time.",
    "Kitchen tip: a sharp knife is safer than a dull one.",
    "Kitchen tip: read the whole recipe before the pan goes on.",
    "Kitchen tip: wash your board after raw meat, before anything else touches it.",
    "Kitchen tip: a squeeze of lemon wakes up almost any dish.",
  ],
  journey: [
    "The trail bends ahead; we'll see what's past the next ridge.",
    "Let's keep moving, one step at a time, while the light holds.",
    "The path goes on, and we're making good time.",
  ],
};

export const QUIRKS: Record<"robot" | "future", string[]> = {
  robot: [
    "Processing...",
    "Confidence in this answer: 87%.",
    "Happiness levels: up 12%.",
    "Diagnostic complete.",
    "Curiosity subroutine: 94% engaged.",
  ],
  future: ["My hover-shoes approve.", "Even the holo-cat agrees.", "Logged to my time-stamped memory chip."],
};

export const FACTS: Record<"fun" | "nature", string[]> = {
  fun: [
    "Fun fact: honey never spoils; jars thousands of years old are still edible.",
    "Fun fact: octopuses have three hearts.",
    "Fun fact: a day on Venus is longer than its year.",
    "Fun fact: bananas are berries, but strawberries aren't.",
    "Fun fact: the Eiffel Tower grows about 15 cm taller in summer heat.",
  ],
  nature: [
    "Nature fact: trees in a forest can share nutrients through fungi in their roots.",
    "Nature fact: a hummingbird's heart can beat over 1,000 times a minute.",
    "Nature fact: snow looks white because it scatters all colours of light.",
    "Nature fact: some mosses can survive years of drought and revive with one rain.",
  ],
};

export const GRUMBLES = [
  "Hmph.",
  "*puffs smoke* Fine.",
  "Ugh. Very well.",
  "*harrumphs*",
  "Humans. Honestly.",
];

export const RIFFS = [
  "Ba-dum-tss!",
  "I'll be here all week. Unfortunately.",
  "Thank you, thank you, tip your waiter.",
  "That one kills in the right crowd.",
  "My mum says I'm hilarious. She has to.",
];

export const MEDICAL_LIMIT = [
  "I'm not a doctor, though: if it hurts or keeps bothering you, please get it checked by a professional.",
  "Quick note: I can't give medical advice, so if the pain sticks around, see a doctor.",
];

/** Health words that make a card's "no medical advice" rule apply. */
export const HEALTH =
  /\b(?:pain|hurts?|hurting|injur\w*|ankle|knee|back|sick|ill|medicine|medication|doctor|symptoms?|dizzy|headache|sprain\w*|diet|pills?)\b/i;
