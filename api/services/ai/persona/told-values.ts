// The typed values in one of the member's clauses: a time ("in October", "on Thursdays", "on
// Midsummer's Day", "at the end of next month"), a place ("to Bristol"), a name ("Gus Pell"), an
// amount ("600 pounds", "€32"), a number ("318") and an age ("she's 7", "turned 40"). A question asks
// for one of these kinds, so the answer is the value of that kind, whatever words the member used.
import { isGrammarWord, nameKind } from "./parsed-text";
import { titleCase } from "./text";
import { WORDS } from "./words";

export type ValueKind = "time" | "place" | "spot" | "name" | "amount" | "number" | "age";
/** What kind of time: "what month", "what day", "what time". */
export type TimeSort = "month" | "day" | "clock" | "season" | "other";

export interface TypedValue {
  kind: ValueKind;
  /** As the member wrote it ("on Thursdays", "Gus Pell"). */
  text: string;
  /** Where it starts in the clause: the value after the question's verb is the one asked for. */
  at: number;
  time?: TimeSort;
}

const W = WORDS.recall;
const alt = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|");

// "may" and "march" are verbs unless capitalised.
const MONTH = `(?:${alt(W.time.months.filter((m) => !/^(?:may|march)$/.test(m)))}|\\bMay\\b|\\bMarch\\b)`;
const DAY = `(?:${alt(W.time.days)})s?`;
const FEAST = `(?:${alt(W.time.feasts)})(?:'s)?(?:\\s+(?:day|eve|night))?|[A-Z][a-z]+'s\\s+(?:Day|Eve|Night)`;
const SEASON = `(?:${alt(W.time.seasons)})`;
const PERIOD = `(?:this|next|last|every|each)\\s+(?:${alt(W.time.periods)}|${DAY}|${SEASON})`;
// "at 7:52" is a time whatever follows; "at 7" only when no unit does ("at 7 people").
const CLOCK = `(?:at|by|around|before|after|from|until)\\s+(?:\\d{1,2}:\\d{2}\\s*(?:am|pm)?|\\d{1,2}(?:\\.\\d{2})?\\s*(?:am|pm|o'clock)?(?!\\s*(?:%|[a-z]{3,})))`;
const EDGE = `(?:the\\s+)?(?:end|start|beginning|middle)\\s+of\\s+`;
const DATE = `the\\s+\\d{1,2}(?:st|nd|rd|th)(?:\\s+of\\s+${MONTH})?`;
const TIME = new RegExp(
  String.raw`(?:\b(?:in|on|at|by|until|till|before|after|from|since|every)\s+)?(?:${EDGE})?(?:${PERIOD}|\b${DATE}\b|\b(?:${MONTH}|${DAY}|${SEASON})\b|\b(?:${alt(W.time.relative)})\b|\b(?:${FEAST})|\b${CLOCK})(?:\s+\d{1,2}(?:st|nd|rd|th)?\b)?`,
  "gi",
);
const UNITS = alt(W.units);
const AMOUNT = new RegExp(
  String.raw`[£€$¥]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|million|thousand|grand))?|\b\d[\d,]*(?:\.\d+)?\s?(?:k|million|thousand|grand)?\s+(?:${UNITS})\b`,
  "gi",
);
const NUMBER = /\b\d[\d,]*(?:\.\d+)?\b/g;
/** A code the member gave ("CHRONO-9", "E.F.", "B12"): capitals with digits, dashes or dots. */
const CODE = /(?<![\w-])(?:[A-Z]\.){2,}|\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+\b|\b[A-Z]+\d+[A-Z0-9]*\b/g;
const TITLES = /^(?:Sir|Dame|Lady|Lord|Mr|Mrs|Ms|Dr|Aunt|Uncle|Captain|Professor)\.?$/;
const AGE =
  /\b(\d{1,3})\s*(?:years?|yrs?)\s*old\b|\bturn(?:ed|s|ing)?\s+(\d{1,3})\b|\b(?:is|'s|am|i'm|are)\s+(\d{1,2})(?=\s*(?:[.,!?;]|$|\s+(?:and|but|now|today|this)\b))/gi;
const NAME_RUN =
  /\b(?:(?:Sir|Dame|Lady|Lord|Mr|Mrs|Ms|Dr|Aunt|Uncle|Captain|Professor)\.?\s+)?[A-Z]\p{Ll}[\p{L}'-]*(?:\s+(?:of\s+|de\s+|van\s+|&\s+)?[A-Z]\p{Ll}[\p{L}'-]*)*/gu;
const PLACE_BEFORE = /\b(?:in|at|near|into|around|across|visit(?:ing)?|via)\s+(?:the\s+)?$/i;
const MOTION_TO =
  /\b(?:mov|go|went|travel|fly|flew|flying|driv|head|get|got|com|came|return|sail|walk|run|ran|trip)\w*\s+(?:back\s+)?to\s+(?:the\s+)?$/i;
const SPOT =
  /\b(?:in|on|at|under|behind|by|near|inside|beside|next to|on top of)\s+(?:the|a|an|my|our|his|her|their)\s+[\w'-]+(?:\s+(?!and\b|but\b|then\b|so\b|at\b|on\b|in\b)[\w'-]+){0,2}?(?=[.!?,;]|\s+(?:and|but|then|so|when|while|at|on|in|for|last|this|next|tomorrow|tonight|today|yesterday|every)\b|$)/gi;
/** Capitalised words that open a sentence or say hello, never a name. */
const NOT_NAME = new Set(
  "I I'm I've I'd I'll A An The My Our His Her Their It It's Its He She They We This That These Those There Here Hi Hey Hello Yes No Oh So And But Also Then Well Okay Ok Sorry Please Thanks Anyway Honestly Actually Guess What Who When Where Why How Bestie Number Next Last Maybe Just".split(
    " ",
  ),
);

function isTimeWord(text: string): boolean {
  return new RegExp(`^(?:${MONTH}|${DAY}|${SEASON}|${FEAST})$`, "i").test(text);
}

function timeSort(text: string): TimeSort {
  if (new RegExp(`\\b${MONTH}\\b`, "i").test(text)) return "month";
  if (new RegExp(`\\b(?:${DAY})\\b|${FEAST}|\\b(?:tonight|tomorrow|today|yesterday)\\b`, "i").test(text))
    return "day";
  if (/\d/.test(text)) return "clock";
  if (new RegExp(`\\b${SEASON}\\b`, "i").test(text)) return "season";
  return "other";
}

/** "my friend Bram in new york": a place typed in lower case, after the word that says it is one. */
const LOWER_PLACE = /\b(?:in|from|to)\s+([a-z]+(?:\s+[a-z]+)?)\b/g;

/** Is the capitalised run at `at` a place: tagged one, after "in" or "moving to", or "I'm from"? */
function isPlace(clause: string, run: string, at: number): boolean {
  const kind = nameKind(run);
  if (kind) return kind === "place";
  const before = clause.slice(0, at);
  return (
    PLACE_BEFORE.test(before) ||
    MOTION_TO.test(before) ||
    /\b(?:i'm|i am|is|are|comes?|came|hails?)\s+(?:originally\s+)?from\s+$/i.test(before)
  );
}

/** The names in a clause: capitalised runs that are not a sentence's opening word or a time. */
function names(clause: string, excluded: ReadonlySet<string>): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  for (const m of clause.matchAll(NAME_RUN)) {
    let words = m[0].replace(/'s$/, "").split(/\s+/);
    let at = m.index!;
    // The clause's first word is a name only when nothing says it is a word of the grammar.
    while (words.length && (NOT_NAME.has(words[0]!) || excluded.has(words[0]!.toLowerCase()))) {
      at += words[0]!.length + 1;
      words = words.slice(1);
    }
    const first = words[0];
    if (!first || isTimeWord(words.join(" ")) || (words.length === 1 && TITLES.test(first))) continue;
    if (at === 0 && words.length === 1 && isGrammarWord(first)) continue;
    if (words.some((w) => excluded.has(w.toLowerCase()))) continue;
    out.push({ text: words.join(" "), at });
  }
  return out;
}

/** Every typed value in a clause, in order. `excluded` are names never given as an answer. */
export function valuesIn(clause: string, excluded: ReadonlySet<string> = new Set()): TypedValue[] {
  const out: TypedValue[] = [];
  const taken: [number, number][] = [];
  const free = (at: number, len: number) => !taken.some(([a, b]) => at < b && at + len > a);
  const add = (kind: ValueKind, text: string, at: number, time?: TimeSort) => {
    out.push({ kind, text: text.trim(), at, ...(time ? { time } : {}) });
    taken.push([at, at + text.length]);
  };
  for (const m of clause.matchAll(TIME)) add("time", m[0], m.index!, timeSort(m[0]));
  for (const m of clause.matchAll(AGE)) add("age", m[1] ?? m[2] ?? m[3]!, m.index!);
  for (const m of clause.matchAll(AMOUNT)) if (free(m.index!, m[0].length)) add("amount", m[0], m.index!);
  for (const m of clause.matchAll(CODE)) add("name", m[0], m.index!);
  for (const m of clause.matchAll(NUMBER)) out.push({ kind: "number", text: m[0], at: m.index! });
  for (const n of names(clause, excluded)) {
    if (!free(n.at, n.text.length)) continue;
    add(isPlace(clause, n.text, n.at) ? "place" : "name", n.text, n.at);
  }
  for (const m of clause.matchAll(LOWER_PLACE)) {
    const at = m.index! + m[0].length - m[1]!.length;
    const words = m[1]!.split(/\s+/);
    // "in lisbon next month" is Lisbon; "in new york" needs both its words.
    const run = [words[0]!, words.join(" ")].find((r) => nameKind(r) === "place");
    if (run && free(at, run.length)) add("place", titleCase(run), at);
  }
  for (const m of clause.matchAll(SPOT)) if (free(m.index!, m[0].length)) add("spot", m[0], m.index!);
  return out.sort((a, b) => a.at - b.at);
}
