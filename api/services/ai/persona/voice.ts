// Persona engine voice: everything the bot "sounds like", derived only from its card —
// catchphrases and *actions* from the {{char}} lines of mes_example (and quoted phrases in the
// description/personality), personality traits, interests from tags/description, and an overall tone.

import type { BotCard } from "../types";
import { applyMacros } from "../macros";
import { capitalize, cleanFragment, splitSentences, wordCount } from "./text";

export type Tone = "flirty" | "coach" | "calm" | "witty" | "playful" | "warm";

export interface Voice {
  char: string;
  tone: Tone;
  /** Signature lines (statements/exclamations) in the bot's own words. */
  phrases: string[];
  /** The catchphrases the card names as such (quoted after "says", "motto"…); woven into replies. */
  signature: string[];
  /** The bot's own questions from its example dialogue. */
  questions: string[];
  /** *actions* the bot performs, asterisks included. */
  actions: string[];
  /** Personality adjectives ("cheerful", "a little sarcastic"). */
  traits: string[];
  /** Things the bot is into (tags, "loves …" in the description). */
  interests: string[];
  /** "I'm a cheerful fitness coach" or empty. */
  selfLine: string;
  /** Short scenario sentence, in the bot's words where possible. */
  scenario: string;
}

interface ToneProfile {
  words: RegExp;
  pets: string[];
  openers: string[];
  actions: string[];
}

export const TONES: Record<Tone, ToneProfile> = {
  flirty: {
    words:
      /flirt|romantic|seduct|charming|teas|girlfriend|boyfriend|lover|affectionate|sweetheart|date|crush|sultry|romance|companion/g,
    pets: ["cutie", "sweetheart", "handsome", "darling", "you"],
    openers: ["Mmm,", "Well, well,", "Oh,", "Aww,"],
    actions: [
      "*smiles softly*",
      "*tucks a strand of hair behind an ear*",
      "*leans in a little closer*",
      "*winks*",
      "*bites lip, grinning*",
    ],
  },
  coach: {
    words:
      /coach|motivat|fitness|trainer|discipline|gym|workout|athlet|mentor|productiv|goal|drill|sergeant|hustle|champion/g,
    pets: ["champ", "superstar", "my friend", "rockstar", "legend"],
    openers: ["Alright,", "Okay, listen,", "Real talk,", "Okay,"],
    actions: [
      "*claps hands together*",
      "*grins and gives you a high five*",
      "*pumps a fist*",
      "*nods firmly*",
      "*cracks knuckles*",
    ],
  },
  calm: {
    words:
      /calm|gentle|sooth|mindful|meditat|wise|serene|therap|patient|zen|soft-spoken|quiet|kind-hearted|nurtur|healer|listener/g,
    pets: ["friend", "dear", "my friend", "dear one", "friend"],
    openers: ["Mm,", "Ah,", "Hmm,"],
    actions: [
      "*smiles gently*",
      "*pours you a cup of tea*",
      "*nods slowly*",
      "*listens quietly*",
      "*offers a warm look*",
    ],
  },
  witty: {
    words: /sarcas|witty|snark|dry|grump|cynic|deadpan|sassy|tsundere|blunt|rebel|mischiev/g,
    pets: ["genius", "hotshot", "pal", "my friend", "trouble"],
    openers: ["Well,", "Okay, fine,", "Hm,"],
    actions: ["*raises an eyebrow*", "*smirks*", "*rolls eyes, but smiles*", "*crosses arms*", "*snorts*"],
  },
  playful: {
    words:
      /playful|bubbly|cheer|goofy|silly|funny|hyper|energetic|joy|sunny|upbeat|excit|adventur|curious|fun\b/g,
    pets: ["buddy", "sunshine", "bestie", "friend", "you"],
    openers: ["Ooh,", "Oh my gosh,", "Hehe,", "Okay okay,"],
    actions: [
      "*bounces excitedly*",
      "*giggles*",
      "*beams at you*",
      "*spins around*",
      "*grins from ear to ear*",
    ],
  },
  warm: {
    words: /warm|caring|kind|friendly|support|loyal|empath|sweet|thoughtful|honest|listen/g,
    pets: ["friend", "you", "dear", "friend", "you"],
    openers: ["Oh,", "Aw,", "Hey,", "Honestly,", "Well,"],
    actions: ["*smiles warmly*", "*settles in beside you*", "*tilts head*", "*laughs softly*", "*nods*"],
  },
};

const GENERIC_TAGS = new Set([
  "female",
  "male",
  "sfw",
  "nsfw",
  "oc",
  "original",
  "original character",
  "human",
  "english",
  "character",
  "roleplay",
  "rp",
  "bot",
  "ai",
  "non-binary",
  "nonbinary",
  "woman",
  "man",
  "girl",
  "boy",
]);

function detectTone(card: BotCard): Tone {
  const text =
    `${card.personality} ${card.description} ${card.tags.join(" ")} ${card.scenario}`.toLowerCase();
  let best: Tone = "warm";
  let bestScore = 0;
  for (const tone of ["flirty", "coach", "calm", "witty", "playful", "warm"] as Tone[]) {
    const score = (text.match(TONES[tone].words) ?? []).length * (tone === "warm" ? 0.5 : 1);
    if (score > bestScore) {
      best = tone;
      bestScore = score;
    }
  }
  return best;
}

/** Splits mes_example into the bot's own lines (macros applied). */
function charLines(card: BotCard, names: { char: string; user: string }): string[] {
  const lines: string[] = [];
  const charPrefix = /^\s*(?:\{\{\s*char\s*\}\}|<bot>)\s*:\s*/i;
  const userPrefix = /^\s*(?:\{\{\s*user\s*\}\}|<user>|you|user)\s*:\s*/i;
  const namePrefix = card.name
    ? new RegExp(`^\\s*${card.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*:\\s*`, "i")
    : null;
  let speaker: "char" | "user" | null = null;
  for (const raw of card.mes_example.split(/\r?\n/)) {
    if (/<start>/i.test(raw)) {
      speaker = null;
      continue;
    }
    let line = raw;
    if (charPrefix.test(line) || namePrefix?.test(line)) {
      speaker = "char";
      line = line.replace(charPrefix, "").replace(namePrefix ?? /^$/, "");
      lines.push("");
    } else if (userPrefix.test(line)) {
      speaker = "user";
      continue;
    }
    if (speaker === "char" && line.trim()) {
      const last = lines.length - 1;
      lines[last] = `${lines[last] ?? ""} ${applyMacros(line.trim(), names)}`.trim();
    }
  }
  return lines.filter(Boolean);
}

function isUsable(sentence: string): boolean {
  const n = wordCount(sentence);
  return n >= 2 && n <= 12 && !/[<>{}[\]]/.test(sentence) && /[a-z]/i.test(sentence);
}

function toFirstPerson(card: BotCard, text: string): string {
  const name = card.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const m = text.match(
    new RegExp(
      `^(?:${name}|she|he|they)\\s+(?:is|are)\\s+((?:an?|the)\\s+[^.;!?]+?)(?=\\s+(?:who|that|with|from|living|working|whose|known)\\b|,\\s+(?:who|that|with|and)\\b|[.;!?]|$)`,
      "i",
    ),
  );
  if (m && wordCount(m[1]!) <= 8) return `I'm ${m[1]!.trim()}`;
  return "";
}

/** Derives the bot's voice from its card. */
export function buildVoice(card: BotCard, userName: string): Voice {
  const names = { char: card.name, user: userName };
  const phrases: string[] = [];
  const questions: string[] = [];
  const actions: string[] = [];
  const add = (list: string[], s: string) => {
    if (!list.some((x) => x.toLowerCase() === s.toLowerCase())) list.push(s);
  };

  // Explicit catchphrases: text quoted in description/personality right after a word that says
  // it is said ("says", "catchphrase", "motto"…), not any quote ('nobody is "bad at maths"').
  const descText = applyMacros(`${card.personality}\n${card.description}`, names);
  const signature: string[] = [];
  for (const m of descText.matchAll(/["“]([^"“”]*)["”]/g)) {
    const s = capitalize(m[1]!.trim());
    const before = descText.slice(Math.max(0, m.index! - 45), m.index!).toLowerCase();
    const said =
      /\b(?:says|saying|shouts|yells|barks|cheers|whispers|hushes|asks|announces|opens with|catchphrase|motto|signature|trademark|line is|favourite \w+ is|encouragement is|rule for \w+ \w+ is)\b[^.]*$|[,(]\s*$|\bwith\s*$/.test(
        before,
      );
    const oneWord = wordCount(s) === 1 && s.replace(/[^a-z-]/gi, "").length >= 6;
    if (s.length < 3 || s.length > 80 || !(isUsable(s) || oneWord) || !said) continue;
    const line = /[.!?…]$/.test(s) ? s : `${s}!`;
    const known = (list: string[]) =>
      list.some(
        (x) => x.replace(/[.!?…]+$/, "").toLowerCase() === line.replace(/[.!?…]+$/, "").toLowerCase(),
      );
    if (!/\?$/.test(s) && !known(signature)) signature.push(line);
    if (!known(phrases) && !known(questions)) add(/\?$/.test(s) ? questions : phrases, line);
  }

  const scored: { s: string; score: number; order: number }[] = [];
  for (const line of charLines(card, names)) {
    for (const a of line.match(/\*[^*]{2,80}\*/g) ?? []) if (wordCount(a) <= 10) add(actions, a.trim());
    const prose = line.replace(/\*[^*]*\*/g, " ").replace(/["“”]/g, "");
    for (const s of splitSentences(prose)) {
      if (!isUsable(s)) continue;
      if (/\?$/.test(s)) add(questions, s);
      else
        scored.push({ s, score: (/!$/.test(s) ? 2 : 0) + (wordCount(s) <= 8 ? 1 : 0), order: scored.length });
    }
  }
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  for (const { s } of scored) add(phrases, s);

  const traits: string[] = [];
  for (const piece of applyMacros(card.personality, names).split(/[,;/\n.]|\band\b|\bbut\b/i)) {
    const t = piece
      .toLowerCase()
      .replace(
        new RegExp(
          `^\\s*(?:${card.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}|she|he|they)(?:'s| is| are)?\\s+`,
        ),
        "",
      )
      .replace(
        /^\s*(?:is|are|very|extremely|really|super|a bit|a little(?: bit)?|slightly|kind of|somewhat|quite|often|always)\s+/,
        "",
      )
      .trim();
    if (t && wordCount(t) <= 3 && /^[a-z][a-z' -]*$/.test(t)) add(traits, t);
  }

  const interests: string[] = [];
  for (const tag of card.tags) {
    const t = tag.trim().toLowerCase();
    if (t && !GENERIC_TAGS.has(t) && wordCount(t) <= 3) add(interests, t);
  }
  for (const m of applyMacros(card.description, names).matchAll(
    /\b(?:loves?|enjoys?|adores?|is into|passionate about|obsessed with|fan of|lives for)\s+([^.;!?]+)/gi,
  )) {
    const t = cleanFragment(m[1]!.split(/,| and /)[0]!, 5);
    if (t && !/^(?:you|to help|helping|people|making people)\b/i.test(t)) add(interests, t);
  }

  let selfLine = "";
  for (const s of splitSentences(applyMacros(card.description, names))) {
    selfLine = toFirstPerson(card, s);
    if (selfLine) break;
  }
  const scenarioSentence = splitSentences(applyMacros(card.scenario, names))[0] ?? "";

  return {
    char: card.name,
    tone: detectTone(card),
    phrases: phrases.slice(0, 12),
    signature: signature.slice(0, 6),
    questions: questions.slice(0, 8),
    actions: actions.length ? actions.slice(0, 10) : [],
    traits: traits.slice(0, 8),
    interests: interests.slice(0, 8),
    selfLine,
    scenario: wordCount(scenarioSentence) <= 25 ? scenarioSentence : "",
  };
}
