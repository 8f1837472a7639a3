// "How do I ask for two croissants and a baguette?", "how do you say 'ten tickets please' in
// French?", "what does 'une pincée de sel' mean?": a phrase asked of a language tutor (or of any bot,
// naming the language) is built from the message's own parts with the lexicon of tutor-lexicon.ts —
// a set phrase, or a frame (a request, "N X please", "where is X", "do you have X", "the X are
// ready") filled with its noun phrases — and given as « phrase » (English) in the bot's voice. A word
// the lexicon lacks is named, never invented. Words: words/tutor-phrases.json.
import type { Ctx } from "./context";
import { withDigits } from "./number-words";
import { basePlan, fill, type Plan } from "./plan";
import { seededRandom } from "./random";
import { capitalize, joinList } from "./text";
import {
  adjectiveFor,
  fold,
  readBack,
  renderNounPhrase,
  tutorLanguages,
  type Rendered,
  type TutorLang,
} from "./tutor-lexicon";
import { WORDS } from "./words";

const TUTOR = WORDS.tutorPhrases;
const QUOTES = /["“”«»‘’]|(?:^|\s)'|'(?=\s|$|[?.!,])/g;
const QUOTED = new RegExp(QUOTES.source);

/** "How do I say X", "how would you ask for X", "what's the French for X", "X in Spanish?". */
const SAY = [
  /\bhow (?:do|would|can|could|should|will|to) (?:i |you |we |one |u )?(?<verb>say|ask for|ask|order)\s+(?<x>.+)$/i,
  /\bwhat(?:'s|s| is| was| are)? the (?<lang>\p{L}+) (?:word |words |phrase )?for\s+(?<x>.+)$/iu,
  /^(?:so |and |ok |okay )?(?:what(?:'s|s| is)|translate)\s+(?<x>.+?)\s+(?:in|into|to) (?<lang>\p{L}+)\s*\??$/iu,
];
/** "What does 'X' mean?", "what's the meaning of X", "what is 'X' in English?". */
const MEAN = [
  /\bwhat (?:does|do|did|would) (?<y>.+?) mean\b/i,
  /\bwhat(?:'s|s| is) the meaning of (?<y>.+)$/i,
  /\bwhat(?:'s|s| is) (?<y>["'‘“«].+["'’”»]) in english\b/i,
];
const ORDERING = /\b(?:order|ordering|buy|buying|ask for|shop|shopping|pay|get)\b|^(?:at|in) /i;
const COUNT = /\bcount (?:to|up to|from 1 to) (\d+)\b|\bnumbers? (?:from )?1 (?:to|through|-) (\d+)\b/i;
const LEARNING = /\b(?:tutor|teacher|teach|lessons?|learning|language)\b/;
/** "How do I say it?" asks how to put something already talked about, not for a translation. */
const PRONOUN =
  /^(?:it|that|this|them|so|something|anything)$|^(?:no|yes|sorry|goodbye|bye|thanks|thank you) to\b/i;
/** English words too small to name as the ones the lexicon lacks. */
const SMALL = /^(?:to|i|i'm|im|me|you|it|is|are|am|the|a|an|of|and|or|for|in|on|at|with|my|your|be)$/i;
const TRAILING = /\s+(?:again|please|pls|exactly|properly|correctly|politely|nicely)$/i;

/** The language named in the message, else the one the tutor teaches. */
function languageOf(ctx: Ctx, named?: string): [string, TutorLang] | null {
  const all = tutorLanguages();
  const text = named ?? ctx.message;
  const inMessage = all.find(([, l]) => new RegExp(`\\b(?:${l.names})\\b`, "iu").test(text));
  if (inMessage || named) return inMessage ?? null;
  const own = all.find(([key]) => key === ctx.directives.phraseLang);
  if (own) return own;
  if (!LEARNING.test(ctx.cardText)) return null;
  return all.find(([, l]) => new RegExp(`\\b(?:${l.names})\\b`, "iu").test(ctx.cardText)) ?? null;
}

interface Said {
  said: string;
  en: string;
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** "two croissants and a baguette" as the language's noun phrases; null when any is not one. */
function itemsOf(lang: TutorLang, english: string, missing: string[]): string | null {
  const parts = english.split(/\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+/).filter(Boolean);
  const rendered = parts.map((p) => renderNounPhrase(lang, p, missing));
  if (!rendered.length || rendered.some((r) => !r)) return null;
  const texts = rendered.map((r) => r!.text);
  return texts.length === 1 ? texts[0]! : `${texts.slice(0, -1).join(", ")} ${lang.and} ${texts.at(-1)}`;
}

type Frame = keyof typeof TUTOR.english.frames;
const framed = (lang: TutorLang, frame: Frame, vals: Record<string, string>, en: Record<string, string>) => {
  const said = fill(lang.frames[frame], vals);
  const english = fill(TUTOR.english.frames[frame], en);
  return said && english ? { said, en: english } : null;
};

/** One clause in the language: a set phrase, or a frame filled with its noun phrases. */
function clause(lang: TutorLang, english: string, request: boolean, missing: string[]): Said | null {
  const x = fold(english)
    .replace(/[?.!]+$/, "")
    .trim();
  const phrase = lang.phrases.find((p) => p.en.some((e) => fold(e) === x));
  // Glossed by the lexicon's own English, asked or told as the phrase is ("How much is it?").
  if (phrase)
    return { said: phrase.say, en: `${capitalize(phrase.en[0]!)}${phrase.say.match(/[?!.]$/)?.[0] ?? "."}` };
  const number = Number(withDigits(x));
  if (Number.isInteger(number) && number > 0 && number <= 100)
    return { said: `${capitalize(lang.numbers[number - 1]!)}.`, en: `${number}.` };
  let m = x.match(/^(?:my name is|i'm called|im called|i am called) (\p{L}+)$/u);
  if (m) return framed(lang, "name", { name: capitalize(m[1]!) }, { name: capitalize(m[1]!) });
  m = x.match(/^where(?: is|'s| are|s| the)? (.+?)(?: is| are)?$/);
  if (m) {
    const np = renderNounPhrase(
      lang,
      /^(?:a|an|the|my|some|\d+)\s/.test(m[1]!) ? m[1]! : `the ${m[1]}`,
      missing,
    );
    if (np) return framed(lang, np.plural ? "whereMany" : "where", { np: np.text }, { np: m[1]! });
  }
  // "how much the baguette costs", "how much are the croissants"
  m = x.match(/^how much (?:is|are|does|do|for) (.+?)(?: cost| costs)?$|^how much (.+?) (?:costs?|is|are)$/);
  if (m && !/^(?:it|that|this|they|them)$/.test(m[1] ?? m[2]!)) {
    const np = renderNounPhrase(lang, m[1] ?? m[2]!, missing);
    if (np) return framed(lang, np.plural ? "costMany" : "cost", { np: np.text }, { np: m[1] ?? m[2]! });
  }
  // "I love Paris", "I like the croissants": a name stays as it is.
  m = x.match(/^i (?:love|like|adore|really like) (.+)$/);
  if (m) {
    const name = english.match(/^[Ii] (?:love|like|adore|really like) (\p{Lu}[\p{L}-]+)$/u)?.[1];
    const thing = /^(?:a|an|the|my|some|\d+)\s/.test(m[1]!) ? m[1]! : `the ${m[1]}`;
    const np = name ? { text: name } : renderNounPhrase(lang, thing, missing);
    if (np) return framed(lang, "love", { np: np.text }, { np: name ?? m[1]! });
  }
  m = x.match(/^(?:do|have) you (?:have|got) (.+)$/);
  if (m) {
    const np = renderNounPhrase(lang, m[1]!, missing);
    if (np) return framed(lang, "have", { np: np.text }, { np: m[1]! });
  }
  m = x.match(/^(?:it's|its|it is|that's|this is) (\p{L}+)$/u);
  const itAdj = m && adjectiveFor(lang, m[1]!);
  if (m && itAdj) return framed(lang, "it", { adj: itAdj }, { adj: m[1]! });
  m = x.match(/^(.+?) (is|are) (\p{L}+)$/u);
  if (m) {
    const np: Rendered | null = renderNounPhrase(lang, m[1]!, missing);
    const adj = np && adjectiveFor(lang, m[3]!, np);
    if (np && adj)
      return {
        said: `${capitalize(np.text)} ${np.plural ? lang.be.many : lang.be.one} ${adj}.`,
        en: sentence(capitalize(x)),
      };
    if (np && !adj) missing.push(m[3]!);
    return null;
  }
  m = x.match(
    /^(?:i would like|i'd like|id like|i want|i'll have|ill have|i'll take|can i have|could i have|can i get|could i get|may i have|can i buy)(?: to (?:have|buy|order|get))? (.+?)(?:,? please)?$/,
  );
  const wanted = m?.[1] ?? (request ? x.replace(/,? please$/, "") : null);
  if (wanted) {
    const items = itemsOf(lang, wanted, missing);
    if (items) return framed(lang, "request", { items }, { items: wanted });
  }
  m = x.match(/^(.+?),? please$/);
  const items = itemsOf(lang, m?.[1] ?? x, missing);
  if (items && m) return framed(lang, "please", { items }, { items: m[1]! });
  if (items) return { said: sentence(capitalize(items)), en: sentence(capitalize(x)) };
  return null;
}

/** The whole thing to say: one clause, or clauses joined by "and" given one after the other. */
function translate(lang: TutorLang, english: string, request: boolean): { said?: Said; missing: string[] } {
  const missing: string[] = [];
  const whole = clause(lang, english, request, missing);
  if (whole) return { said: whole, missing: [] };
  const parts = english.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
  if (parts.length > 1) {
    const each = parts.map((p) => clause(lang, p, request, []));
    if (each.every(Boolean))
      return {
        said: { said: each.map((s) => s!.said).join(" "), en: each.map((s) => s!.en).join(" ") },
        missing: [],
      };
  }
  return { missing: [...new Set(missing)] };
}

function lines(kind: keyof typeof TUTOR.lines, vals: Record<string, string>): string[] {
  return TUTOR.lines[kind].map((l) => fill(l, vals)).filter((l): l is string => Boolean(l));
}

const asked = (text: string) =>
  text
    .replace(/[’‘]/g, "'")
    .replace(/\s*[?!.]+\s*$/, "")
    .trim();

const unquoted = (text: string) => text.replace(QUOTES, " ").replace(/\s+/g, " ").trim();

/** The things the member says they want there ("buy train tickets"), as an order; null for none. */
function wantedIn(lang: TutorLang, text: string, place: string): string | null {
  const rest = text.toLowerCase().replace(new RegExp(`\\b(?:${place})\\b`, "gi"), " ");
  const words = rest.split(/[^\p{L}]+/u);
  const isNoun = (w = "") => w.length > 2 && renderNounPhrase(lang, w, []) !== null;
  // "train tickets": a noun before another names its kind; the last one is what is bought.
  const wanted = words
    .filter((w, k) => isNoun(w) && !isNoun(words[k + 1]))
    .slice(0, 3)
    .map((w) => (renderNounPhrase(lang, w, [])!.plural ? `some ${w}` : `a ${w}`));
  return wanted.length ? joinList(wanted) : null;
}

/** "I want to order at a bakery", "how do I order at a café in Spanish": the place's few lines. */
function placeLines(lang: TutorLang, text: string): string[] | null {
  const at = TUTOR.english.places.find((p) => new RegExp(`\\b(?:${p.names})\\b`, "i").test(text));
  if (!at || !ORDERING.test(text)) return null;
  const place = renderNounPhrase(lang, `the ${at.place}`, []);
  const hello = translate(lang, "hello", false).said;
  const order = translate(lang, wantedIn(lang, text, at.names) ?? at.order, true).said;
  if (!place || !hello || !order) return null;
  return lines("place", {
    where: at.place,
    place: place.text,
    order: `${hello.said} ${order.said}`,
    // fill() reads a {placeholder} by its lower-case name.
    orderen: `${hello.en} ${order.en}`,
  });
}

/** "How do I count to ten in French?": the numbers in the language, up to twenty at a time. */
function countLines(ctx: Ctx, text: string): string[] | null {
  const m = withDigits(text).match(COUNT);
  if (!m) return null;
  const found = languageOf(ctx);
  const upTo = Math.min(Number(m[1] ?? m[2]), 20);
  if (!found || upTo < 2) return null;
  const [, lang] = found;
  return lines("say", {
    said: `${lang.numbers.slice(0, upTo).join(", ")}.`,
    en: `1 to ${upTo}`,
    lang: lang.name,
  });
}

function sayPlan(ctx: Ctx): string[] | null {
  const text = asked(ctx.message);
  const counted = countLines(ctx, text);
  if (counted) return counted;
  for (const shape of SAY) {
    const m = text.match(shape);
    if (!m?.groups) continue;
    let x = m.groups.x!.replace(TRAILING, "");
    if (PRONOUN.test(x)) return null;
    const inLang = x.match(/\s+in (\p{L}+)$/u);
    const found = languageOf(ctx, m.groups.lang ?? inLang?.[1]);
    if (!found) return null;
    // Words the lexicon lacks are named only for a phrase plainly asked for: quoted, or "in French".
    const plainly = QUOTED.test(x) || Boolean(m.groups.lang ?? inLang) || /^say$/i.test(m.groups.verb ?? "");
    if (inLang && found[1].names.includes(fold(inLang[1]!))) x = x.slice(0, inLang.index);
    const [, lang] = found;
    if (/^(?:at|in) /i.test(x)) return placeLines(lang, x);
    const { said, missing } = translate(lang, unquoted(x), /^(?:ask for|order)$/i.test(m.groups.verb ?? ""));
    if (said) return lines("say", { said: said.said, en: `${said.en}`, lang: lang.name });
    const needed = missing.filter((w) => !SMALL.test(w));
    if (!needed.length || !plainly) return null;
    return lines("missing", { need: joinList(needed.map((w) => `"${w}"`)), lang: lang.name });
  }
  return null;
}

function meanPlan(ctx: Ctx): string[] | null {
  const text = asked(ctx.message);
  for (const shape of MEAN) {
    const y = text.match(shape)?.groups?.y;
    if (!y) continue;
    const said = unquoted(y);
    const own = languageOf(ctx);
    // The tutor's language first, then any the lexicon has that reads most of it.
    const tries = [...(own ? [own] : []), ...tutorLanguages()].map(([, lang]) => ({
      lang,
      r: readBack(lang, said),
    }));
    const best = tries.find((t) => t.r.content > 0 && t.r.known.length > t.r.missing.length);
    if (!best) return null;
    const { lang, r } = best;
    if (r.missing.length)
      return lines("meanMissing", {
        known: joinList(r.known.map((w) => `« ${w} »`)),
        need: r.missing.join(" "),
        lang: lang.name,
      });
    return lines("mean", { said, en: capitalize(r.en), lang: lang.name });
  }
  return null;
}

/** A place to order at, told to a language tutor ("I want to order at a bakery without panicking"). */
function toldPlacePlan(ctx: Ctx): string[] | null {
  if (!ctx.directives.phraseLang && !LEARNING.test(ctx.cardText)) return null;
  const found = languageOf(ctx);
  return found && placeLines(found[1], asked(ctx.message));
}

/** A phrase asked for or asked about, in the tutor's language; null when the message asks neither. */
export function tutorPhrasePlan(ctx: Ctx): Plan | null {
  const found = sayPlan(ctx) ?? meanPlan(ctx) ?? toldPlacePlan(ctx);
  if (!found?.length) return null;
  const cores = seededRandom(`${ctx.seed}:phrase`).rotate(found);
  // The phrase is the answer: nothing woven in, and no name put inside the words to say.
  return {
    ...basePlan(cores),
    longForm: true,
    ordered: true,
    actionChance: 0,
    weaveChance: 0,
    followChance: 0,
  };
}
