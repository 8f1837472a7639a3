// The card reader: turns a character's card (description, personality, scenario, first message,
// example dialogue, tags) into facts the bot can answer questions about itself from, in its own
// first person: what it does (role, routines, what it teaches), what it is into, the things and
// people in its world that have a name ("Casa Duarte, the seaside restaurant my family has run").
// Nothing is invented here: every fact is a clause of the card, turned from "she" to "I".
import { applyMacros } from "../macros";
import type { BotCard } from "../types";
import { baseVerb, baseVerbs, splitSentences } from "./text";

export interface Named {
  /** "Casa Duarte" */
  name: string;
  /** What it is, in the bot's words: "the seaside restaurant my family has run for three generations". */
  what: string;
  /** Every word the card uses for it ("exploration vessel", "starship"), to match a question. */
  kinds: string;
}

export interface CardFacts {
  /** Every sentence of the card about the bot, in the first person ("I cook in the small kitchen…"). */
  sentences: string[];
  /** Each thing the card says the bot does or is, as its own sentence ("I know the name of every star"). */
  clauses: string[];
  /** Clauses saying what the bot does, first person, without the subject ("teach quick stir-fries"). */
  doings: string[];
  /** What the bot is into, as noun phrases ("lyrics", "vinyl records", "late-night drives"). */
  likes: string[];
  /** What it teaches or does for people ("steady eye contact", "the two-breath pause"). */
  skills: string[];
  /** Named things and beings of its world. */
  named: Named[];
}

/** Third person about the bot → first person ("her family" → "my family", "he is" → "I am"). */
export function toFirst(text: string, name: string): string {
  const first = name.split(/\s+/)[0]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const full = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return (
    text
      .replace(new RegExp(`\\b(?:${full}|${first})(?:'s|’s)`, "g"), "my")
      .replace(new RegExp(`^(?:${full}|${first}|[Ss]he|[Hh]e|[Tt]hey)\\s+(?:is|are)\\b`), "I am")
      .replace(new RegExp(`^(?:${full}|${first}|[Ss]he|[Hh]e|[Tt]hey)\\s+(?:has|have)\\b`), "I have")
      .replace(new RegExp(`^(?:${full}|${first}|[Ss]he|[Hh]e|[Tt]hey)\\s+([a-z]+)`), (_m, v: string) =>
        /(?:ed|'d)$/.test(v) || /^(?:can|could|will|would|never|always|often|still|also)$/.test(v)
          ? `I ${v}`
          : `I ${baseVerb(v)}`,
      )
      .replace(/\b(?:she|he|they) (?:is|are)\b/gi, "I am")
      .replace(/\b(?:she|he|they) (?:was|were)\b/gi, "I was")
      .replace(/\b(?:she|he|they) (has|does|[a-z]+s)\b/gi, (_m, v: string) => `I ${baseVerb(v)}`)
      .replace(/\b(?:she|he|they)\b/gi, "I")
      .replace(/\b(?:his|her|their)\b/gi, "my")
      .replace(/\b(?:himself|herself|themselves)\b/gi, "myself")
      .replace(/\b(?:him|them)\b/gi, "me")
      .replace(/\bI am\b/g, "I'm")
      .replace(/\s+/g, " ")
      .trim()
      // "I hum melodies, talks about lyrics and asks you": every verb of the list is the bot's.
      .replace(JOINED_VERB, (m, joiner: string, verb: string, at: number, all: string) =>
        // "a guide who lives by a lake and starts every morning…": the verbs of "who" stay as they are.
        /^I\b/.test(all) && at > 0 && !/\bwho\b/.test(all.slice(0, at)) ? `${joiner}${baseVerb(verb)}` : m,
      )
  );
}

const JOINED_VERB =
  /(,\s+(?:and\s+)?|\s+and\s+)([a-z]{3,}s)\b(?=\s+(?:the|a|an|my|your|about|with|to|into|at|up|like|in|on|for|every|little|real|anything|everything|people|you|out|off|over|back|it|them|actions|arguments|tuna|treats)\b)/g;

const NAME = String.raw`(?:[A-Z][\p{L}'’-]*|\d+)(?:\s+(?:[A-Z][\p{L}'’-]*|\d+|of|the))*`;
/** "Casa Duarte, the seaside restaurant …" and "Moonbeam Café, a tiny corner coffee shop …". */
const APPOSITION = new RegExp(`(${NAME}),\\s+((?:the|a|an)\\s+[^,.;]+)`, "gu");
/** "the exploration vessel Stellar Drift", "a loyal horse named Biscuit". */
const TITLED = new RegExp(
  `\\b((?:the|a|an|his|her|their)\\s+(?:[a-z][\\w,-]*\\s+){0,3}?[a-z][\\w-]*)\\s+(?:named\\s+|called\\s+)?(${NAME})(?![\\p{L}\\d])(?!\\s+[a-z]+\\s+(?:who|that)\\b)(?!\\s+(?!(?:on|in|at|of|with|and|who|that|is|was|to|for|from|by|the|a|an|has|had)\\b)[a-z])`,
  "gu",
);
const NOT_NAMES = /^(?:I|He|She|They|The|A|An|His|Her|Their|Despite|When|Underneath|After|It|Its|This|That)$/;

function namedThings(text: string, name: string): Named[] {
  const out: Named[] = [];
  const add = (n: string, what: string) => {
    const clean = n.replace(/\s+(?:of|the)$/, "").trim();
    if (/\b(?:at|in|of|on|to|by|with|from)$/.test(what.trim())) return;
    if (NOT_NAMES.test(clean) || clean === name || name.startsWith(clean) || what.split(/\s+/).length > 16)
      return;
    const known = out.find((x) => x.name === clean);
    // "the exploration vessel Stellar Drift" and "the starship Stellar Drift": one thing, both words.
    if (known) known.kinds = `${known.kinds} ${what}`;
    else out.push({ name: clean, what: toFirst(what.trim(), name), kinds: what });
  };
  for (const m of text.matchAll(APPOSITION)) add(m[1]!, m[2]!);
  for (const m of text.matchAll(TITLED)) {
    const what = m[1]!.replace(/,$/, "");
    // "the year 2387" is a date, "the Manor" a name only: both are still things it can be asked about.
    if (/^(?:the|a|an)\s+(?:year|late|early)$/i.test(what)) continue;
    add(m[2]!, what);
  }
  return out;
}

/** Noun phrases of a list ("lyrics, vinyl records and late-night drives"). */
function listItems(text: string): string[] {
  return text
    .split(/,?\s+and\s+(?:he|she|they|I)\b|\(|\s+(?:whether|while|because|but)\s/)[0]!
    .replace(/["“”]/g, "")
    .split(/,\s*|\s+and\s+|\s+or\s+/)
    .map((s) =>
      s
        .replace(/^(?:also|even|especially|all|every|any)\s+/i, "")
        .replace(/\s+(?:as|when|whenever|if|before|after)\s.*$/i, "")
        .replace(/[.!?;:"“”]+$/g, "")
        .trim(),
    )
    .filter((s) => s && s.split(/\s+/).length <= 8 && !/^(?:you|people|anyone|everyone)\b/i.test(s));
}

const LIKE_VERBS =
  /\b(?:loves?|adores?|enjoys?|likes|is into|(?:a )?fondness for|fond of|passionate about|obsessed with|lives for|talks about|unimpressed by everything except|(?:extremely |very |rather )?proud of)\s+([^.;!?]+)/gi;
const SKILL_VERBS =
  /\b(?:teaches|taught|explains|helps (?:people |you )?(?:with )?|coaches people on|coaches|shares|knows)\s+([^.;!?]+)/gi;

/** A clause as said of oneself, at most 14 words: "live atop a mountain of gold and complain…". */
function doing(clause: string): string {
  const text = baseVerbs(clause.replace(/[.!?:]+$/, "").replace(/\s+(?:who|which|whenever)\s.*$/, ""));
  // Cut at the first comma or colon that leaves a whole thought, so no clause ends mid-phrase.
  const parts = text.split(/(?<=[,:])\s+/);
  let out = "";
  for (const part of parts) {
    if (out.split(/\s+/).length >= 6) break;
    out = out ? `${out} ${part}` : part;
  }
  return out.replace(/[,:;]+$/, "");
}

/** Reads the card once: everything it says about the bot, as facts in its own first person. */
export function readCard(card: BotCard): CardFacts {
  const name = card.name;
  const names = { char: name, user: "you" };
  const text = ["description", "personality", "scenario"]
    .map((k) => applyMacros(String(card[k as keyof BotCard] ?? ""), names))
    .join("\n")
    .replace(/\byou's\b/g, "your");
  const sentences: string[] = [];
  const doings: string[] = [];
  const first = name.split(/\s+/)[0]!;
  // A sentence ending in a quote ('says "Allow me a verse."') ends there, not at the next field.
  for (const s of splitSentences(text.replace(/([.!?])(["”])/g, "$2$1").replace(/\n+/g, " "))) {
    const own = toFirst(s.replace(/["“”]/g, ""), name);
    if (!/\b(?:I|my|me)\b/.test(own)) continue;
    sentences.push(own);
    // Each clause that starts with the bot doing something ("I cook…", "I teach…").
    for (const clause of own.split(/;\s*|,\s+(?:and\s+|but\s+)?(?=I\s)|\s+and\s+(?=I\s)/)) {
      const m = clause.match(/^I\s+((?!would\b|was\b|used\b)[a-z]+\b.*)$/);
      if (m) doings.push(doing(m[1]!));
    }
  }
  for (const m of text.matchAll(
    new RegExp(
      `\\b(?:who|that)\\s+((?:runs|teaches|plays|cooks|works|lives|spends|guards|plans|coaches)\\b[^,.;]+)`,
      "gi",
    ),
  ))
    doings.push(doing(toFirst(`${first} ${m[1]!}`, name).replace(/^I\s+/, "")));
  const likes: string[] = [];
  const things = (list: string[]) =>
    list.filter((i) => !/^(?:to|on|in|at|for|with|and|often|only|then|tells?|says?|stays?)\b/i.test(i));
  for (const m of text.matchAll(LIKE_VERBS))
    for (const item of listItems(m[1]!)) if (!likes.includes(item)) likes.push(toFirst(item, name));
  const skills: string[] = [];
  for (const m of text.matchAll(SKILL_VERBS))
    for (const item of listItems(m[1]!)) if (!skills.includes(item)) skills.push(toFirst(item, name));
  const clauses: string[] = [];
  for (const sentence of sentences)
    for (const part of sentence.replace(/[.!?]+$/, "").split(/,\s+(?:and\s+)?|\s+and\s+|;\s*|:\s+/)) {
      const c = part.trim();
      if (/^I\b/.test(c))
        clauses.push(
          c.replace(
            /^I (always|often|never|still|also|usually) (\w+)/,
            (_m, a: string, v: string) => `I ${a} ${baseVerb(v)}`,
          ),
        );
      else if (/^[a-z]+s\b/.test(c) && !/^(?:is|was|has|does|this|its)\b/.test(c))
        clauses.push(`I ${baseVerbs(c)}`);
    }
  return {
    sentences,
    clauses: clauses.filter((c) => c.split(/\s+/).length >= 3 && !/^I'm (?:an? )?\S+$/.test(c)),
    doings: [...new Set(doings)].filter((d) => d.split(/\s+/).length >= 3 && d.split(/\s+/).length <= 16),
    likes: things(likes),
    skills: things(skills),
    named: namedThings(text, name),
  };
}
