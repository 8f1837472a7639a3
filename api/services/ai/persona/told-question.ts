// A question that asks back something the member told, taken apart into what it wants (a time, a
// place, a person, an amount, a name, a thing, what someone thinks), what it is about (its
// subject: "I", "my pottery class", "Otto") and the relation between them (its verb: "owe", "move").
// "Sorry, what month did I say I'm going?" is "I go — when (a month)"; "Who did Otto owe money
// to?" is "Otto owe money — who". Questions about the bot, advice and new sums are not this.
import { keysOf, relationsOf, stem } from "./told-facts";
import type { TimeSort, ValueKind } from "./told-values";

export type Want = ValueKind | "person" | "thing" | "told" | "doing";

export interface AskBack {
  want: Want;
  time?: TimeSort;
  /** Stems of what the question is about ("pottery", "class"); ["i"] for the member. */
  subject: string[];
  /** Stems of its other words, and the relation classes they belong to. */
  keys: string[];
  relations: string[];
  /** Words of the question that are no answer ("Otto" in "who did Otto owe money to?"). */
  own: string[];
  /** It says it asks back ("again", "did I say", "remind me"). */
  marked: boolean;
  /** It is about the member or something of theirs ("my", "I"). */
  mine: boolean;
  /** "how many jars…?": the noun counted, as a stem. */
  counted?: string;
  /** Nothing says it asks back (no "again", no "I" or "my", no name): only a close fit answers it. */
  loose: boolean;
}

const FILLER =
  /^(?:(?:sorry|so|and|but|ok(?:ay)?|wait|hmm+|um+|oh|(?:quick|last|one more|one last) q(?:uestion)?|remind me|hey|also|actually|anyway|then|btw|lol)\b[,.!:]*\s*)+/i;
/** "and my brother, whats his name": the one the question is about, said before it. */
const TOPIC = /^((?:my|our|the|your)\s+[a-z]+(?:\s+[a-z]+)?),\s+(?=(?:what|who|where|when|which|how)\b)/i;
/** "pop quiz bestie, what's my dog called": a few words of lead-in before the question. */
const LEAD = /^(?:[a-z']+\s+){0,3}[a-z']+[,:]\s+(?=(?:what|who|where|when|which|how)\b)/i;
/** The question without its filler, topic or lead-in. */
const bare = (s: string) => s.replace(FILLER, "").replace(TOPIC, "").replace(LEAD, "");
/** A question without its mark ("whats the dogs name, bet u forgot"): a wh-word and a verb or a noun. */
const UNMARKED =
  /^(?:what|who|where|when|how)(?:'s|\s+(?:is|was|are|were|do|does|did|will|has|had)\b)|^how (?:many|much|old)\b|^which\s+[a-z]+|^what\s+(?:day|time|month|date)\s+(?:is|was|do|does|did|are|were)\b/i;
const MARK =
  /\bagain\b|\bremind me\b|\bremember\b|\b(?:did|have) i (?:say|said|tell|told|mention)|\bi (?:told|said|mentioned)\b|\bforg[eo]t\b|\blistening\b/i;
/** "did I say", "did I tell you": a frame around the question, not its verb. */
const FRAME =
  /\b(?:did|have|had) i (?:say|said|tell you|told you|mention|mentioned)(?: (?:that|was|is))?\s+|\b(?:do|can) you remember\s+|\bremind me\s+|(?<=\s)(?:i|we) (?:said|told you|mentioned)\s+(?=(?:i|we|my|our|was|is|were)\b)/i;
const WHS: [RegExp, Want, TimeSort?][] = [
  [/^how old\b/i, "age"],
  [/^how (?:much|many)\b/i, "amount"],
  [/^(?:what|which) (?:month)\b/i, "time", "month"],
  [/^(?:what|which)(?:'s| is| was)? (?:the |my )?(?:[a-z]+ )?(?:day|date|night)\b/i, "time", "day"],
  [/^(?:what|which) (?:[a-z]+ )?(?:time|hour)\b/i, "time", "clock"],
  [/^(?:what|which) (?:season)\b/i, "time", "season"],
  [/^when\b/i, "time"],
  [/^(?:what|which) (?:city|town|country|place|village|island|street|county|state)\b|^where\b/i, "place"],
  [
    /^(?:what|which)(?:'s| is| was)? (?:the |my |his |her |our )?(?:[a-z]+ ){0,2}(?:number|code|pin|digits?)\b/i,
    "number",
  ],
  [/^(?:what|which)(?:'s| is| was| were)?\b.*\b(?:name|called)\b/i, "name"],
  [/^who(?:m|se|'s| is| was| did| do| does| am| are)?\b/i, "person"],
  [/^(?:what|which)\b/i, "thing"],
];
/** A question with these is advice, a sum, or about the bot, not a fact asked back. */
const NOT_BACK =
  /^what if\b|\bthe one (?:you|u)\b|\b(?:you|u) (?:wrote|made|sang|played|painted|baked|cooked|built|drew|recorded)\b|\bso far\b|\bwhat (?:do|have) we (?:know|got|learned|found)\b|(?<!\b(?:my|our)\s)\b(?:best|worst|favou?rite|nicest|recommend|must-see|worth|good)\b|^(?:what|who|where|when|which|how)\w*(?:'s|'re)?\s+(?:should|could|would|can|will|shall|might|must)\b|\b(?:do|did|would|will|can|are|were|have) you\b|\byour\b|\d/i;
const THINKS =
  /\b(?:think|thinks|thought|reckon|reckons|say|says|said|suggest|suggested|want|wants|wanted|advise|advised)\b/i;

/** The questions in a message ("What was in the jar, and who made it?" is two), each cleaned. */
function questionsIn(message: string): { raw: string; clean: string }[] {
  const text = message
    .replace(/[’‘]/g, "'")
    .replace(/\*[^*]*\*/g, " ")
    .replace(/\b(what|who|where|when|how)s\b/gi, "$1's");
  const asked = text.split(/(?<=[?])\s+|(?<=[.!])\s+(?=(?:what|who|where|when|which|how)\b)/i).filter(
    (s) =>
      /\?\s*$/.test(s) ||
      /^(?:remind me|tell me again)\b/i.test(s) ||
      // "and what was her name lol": a question without its mark, said lightly.
      /^(?:(?:and|so|wait|ok|oh|but)[,\s]+)*(?:what|who|where|when|which)\b.*\b(?:again|lol|haha)[.!\s]*$/i.test(
        s,
      ) ||
      UNMARKED.test(bare(s)),
  );
  return asked
    .flatMap((s) => {
      if (/\?\s*$/.test(s)) return [s];
      // Typed without its mark: the question ends where the aside after it starts.
      const q = bare(s);
      return UNMARKED.test(q)
        ? [q.split(/,\s+(?!(?:and\s+)?(?:what|who|where|when|which|how)\b)/i)[0]!]
        : [s];
    })
    .flatMap((q) => q.split(/,?\s+and\s+(?=(?:what|who|where|when|which|how)\b)/i))
    .map((raw) => ({
      raw,
      clean: raw
        .replace(FILLER, "")
        .replace(/^(?:remind me|tell me again),?\s*/i, "")
        .replace(/\s+(?:lol|haha)[.!\s]*$/i, "")
        .replace(/,?\s*(?:again|remind me|if you remember|do you remember)?\s*[?.!]*\s*$/i, "")
        .replace(/,\s*[A-Z][a-z]+$/, "")
        .trim(),
    }))
    .filter((q) => q.clean);
}

const WH_PREFIX =
  /^(?:how (?:old|much|many)|(?:what|which)(?:'s| is| was| were)?(?:\s+(?:month|day|date|night|time|hour|season|city|town|country|place|village|island|street|county|state|number|code|pin))?|when|where|who(?:m|se|'s)?)\b\s*/i;
const STOPS = new Set(
  "on of in to for at from with about that who which i you we he she it did do does was is called named again".split(
    " ",
  ),
);

/** The noun phrase after the first determiner: "the jar I brought you" → "jar". */
function phraseAfterDeterminer(text: string): string {
  const m = text.match(
    /\b(?:the|my|our|his|her|their|a|an|this|that)\s+([a-z][a-z-]*(?:'s)?(?:\s+[a-z][a-z-]*(?:'s)?)*)/i,
  );
  if (!m) return "";
  const words: string[] = [];
  for (const w of m[1]!.split(/\s+/)) {
    if (!w || STOPS.has(w.toLowerCase()) || /ing$/i.test(w) || words.length === 3) break;
    words.push(w);
  }
  return words.join(" ");
}

/** What the question is about, as stems; ["i"] for the member. */
function subjectOf(body: string, before: AskBack | null): string[] {
  if (/^(?:i|i'm|we|we're)\s/i.test(body)) return ["i"];
  // "(what) instrument does Ana play": the noun asked for comes before the auxiliary.
  const rest = body.replace(
    /^(?:[a-z]+\s+)?(?:is|are|am|was|were|did|do|does|has|have|had|will|would|can|could)\s+/i,
    "",
  );
  if (/^(?:i|i'm|we|we're)\b/i.test(rest)) return ["i"];
  const name = rest.match(
    /^(?:(?:Sir|Mr|Mrs|Ms|Dr|Lady|Lord|Aunt|Uncle)\.?\s+)?[A-Z][\p{L}'-]+(?:\s+[A-Z][\p{L}'-]+)?/u,
  );
  if (name) return keysOf(name[0]);
  if (before && /^(?:it|she|he|they)\b|\b(?:it|her|him|them)$/i.test(rest)) return before.subject;
  // "When is he coming?": the last person the member named (told-recall.ts fills it in).
  if (/^(?:she|he|they)\b|^(?:her|his|their)\s+(?:name|number|age|birthday|job)\b/i.test(rest))
    return ["@person"];
  // "how much chicken (did I say) I need": the thing asked of, then the member and a verb.
  if (
    /^(?:(?!(?:the|a|an|my|our|in|on|at|of|for|to|with|from|about)\s)[a-z-]+\s+){1,2}(?:i|we)\s+[a-z]+/i.test(
      rest,
    )
  )
    return ["i"];
  const phrase = rest.replace(
    /^(?:the\s+)?(?:name|number|code|day|month|time|date)\s+(?:of|on|for|in)\s+/i,
    "",
  );
  const noun = phraseAfterDeterminer(phrase);
  // "my brother's wife's name": the one asked of is the last of the chain, the wife.
  const chain = noun.match(/^[a-z-]+'s\s+([a-z-]+)'s\b/i);
  return keysOf(chain ? chain[1]! : noun.replace(/'s\b.*$/, ""));
}

/** Words of the question's frame, as stems: "what's the cat's name" is about the cat. */
const FRAME_WORDS = new Set(
  [
    "name",
    "named",
    "called",
    "call",
    "number",
    "day",
    "date",
    "month",
    "time",
    "say",
    "tell",
    "remember",
  ].map(stem),
);

/** One question taken apart; null when it is not a question asking back. */
function parseOne(raw: string, question: string, before: AskBack | null): AskBack | null {
  const marked = MARK.test(raw);
  const q = question.replace(FRAME, "");
  const found = WHS.find(([re]) => re.test(q));
  if (!found) return null;
  const [, wantRaw, time] = found;
  if (NOT_BACK.test(q.replace(/\b(?:brought|gave|showed|told|sent|lent) you\b/gi, ""))) return null;
  const body = q
    .replace(WH_PREFIX, "")
    .replace(/^(?:'s|'re|'m)\s*/, "")
    .trim();
  // "what did Hira think I should do?": what someone thinks, answered with their words.
  // "what does my sister do?", "what did I say my sister does?": what she does, in the member's words.
  const doing =
    wantRaw === "thing" &&
    /^(?:(?:does|did|do)\s+)?.+?\s+(?:do|does|did)(?:\s+for (?:a living|work|a job))?$/i.test(body);
  const want: Want = doing ? "doing" : wantRaw === "thing" && THINKS.test(body) ? "told" : wantRaw;
  const subject = subjectOf(body, before).filter((s) => !FRAME_WORDS.has(s));
  const names = question.match(/\b[A-Z][\p{L}'-]+/gu) ?? [];
  // "for a living" is what they do, not where they live.
  const job = /\bfor (?:a living|work|a job)\b/i.test(body);
  const keys = keysOf(body.replace(/\bfor (?:a living|work|a job)\b/gi, "")).filter(
    (k) => !FRAME_WORDS.has(k),
  );
  const mine = /\b(?:my|i|i'm|me|we|our)\b/i.test(body) || subject[0] === "i";
  const toldName = names.some((n) => !/^(?:What|Who|Where|When|Which|How|I|I'm)$/.test(n));
  if (!subject.length && !keys.length) return null;
  const counted = q.match(/^how many ([a-z-]+)/i)?.[1];
  return {
    want,
    ...(counted ? { counted: stem(counted) } : {}),
    ...(time ? { time } : {}),
    subject,
    keys,
    relations: [
      ...relationsOf(keys),
      ...(job ? ["job"] : []),
      ...(({ name: ["name"], told: ["think"], age: ["age"] } as Record<string, string[]>)[want] ?? []),
    ],
    marked,
    mine,
    own: [...names.map((n) => n.toLowerCase()), ...keys].map(stem),
    // A question asks back when it says so, or asks about the member or a name they gave.
    loose: !marked && !mine && !toldName && !before,
  };
}

/** A question that says it asks back ("again", "did I say", "the jar I brought you"). */
export function asksBackPlainly(message: string): boolean {
  return (
    (MARK.test(message) || /\bi (?:brought|gave|showed|sent|lent|told) you\b/i.test(message)) &&
    parseAskBack(message).length > 0
  );
}

/** The questions asking back in a message, in order; empty when it asks none. */
export function parseAskBack(message: string): AskBack[] {
  // "My backpack weighs 9.5 kg… how much room do I have?": numbers in the message make a new sum.
  if (/\d/.test(message)) return [];
  const out: AskBack[] = [];
  for (const q of questionsIn(message)) {
    const parsed = parseOne(q.raw, q.clean, out[out.length - 1] ?? null);
    if (!parsed) return [];
    out.push(parsed);
  }
  return out;
}
