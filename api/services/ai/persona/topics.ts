// What a message is about, with compromise: the thing talked about ("I burned the lasagna" → the
// lasagna), what happened to it (burned, past tense, a mishap) or the activity ("taking up painting"
// → painting), so a reply can be about that instead of about nothing in particular.
import { personaLibraries } from "./libs";
import { reflect } from "./text";

export interface Topic {
  /** The head noun or activity, as typed ("lasagna", "grandmother's ring", "painting"). */
  head: string;
  /** The whole phrase in the bot's mouth ("the lasagna", "your bike", "painting"). */
  phrase: string;
  /** The main verb, when it says what happened ("burned" / "burn"). */
  verb?: { text: string; inf: string; past: boolean };
  /** Is it an activity (a gerund such as "skydiving") rather than a thing? */
  activity: boolean;
  /** Is the user the one who did it ("I burned…"), rather than someone else ("Someone stole…")? */
  byUser: boolean;
  /** Did something go wrong, or right? From the verb and a few words. */
  mood: "bad" | "good" | "neutral";
}

/** Nouns that say nothing about what a message is about. */
const EMPTY =
  /^(?:thing|things|stuff|lot|bit|day|days|time|times|way|topic|anyway|someone|something|everything|nothing|anything|everyone|somebody|people|guy|guys|one|kind|sort|today|tonight|tomorrow|yesterday|morning|evening|night|week|weekend|month|year|moment|while|minute|minutes|hour|hours|question|answer|idea|reason|point|fact|part|side|end|story|joke|poem|recipe|advice|tips|by|way|sure|ok|okay|lol|yes|no|me|you|it|that|this|what|who|duty|captain|coach|chef|partner|detective|nana|boss|bestie|sugar|kid|dear)$/i;
/** Gerunds that are grammar, not an activity ("I'm thinking of…", "is getting married"). */
const NOT_ACTIVITY =
  /^(?:thinking|going|getting|starting|making|having|doing|taking|trying|feeling|being|saying|looking|wondering|planning|hoping|wanting|reporting|coming|raining|learning)$/i;

const BAD = new Set(
  "burn lose break steal twist crash spill ruin miss fail forget drop hurt cut fight knock sprain fall crack flood cancel scratch sting bite oversleep overcook undercook dent smash die dump fire".split(
    " ",
  ),
);
const GOOD = new Set(
  "win finish pass adopt buy get start visit learn bake cook marry build paint celebrate graduate move meet find finish make book plan try begin open travel run climb discover save fix grow plant".split(
    " ",
  ),
);
const BAD_WORDS =
  /\b(?:terrible|awful|horrible|disaster|ruined|broken|worst|sad|bad|stuck|again|fight|argument|accident|broke up|breakup|sick|ill|injur\w*)\b/i;
const GOOD_WORDS = /\b(?:great|amazing|awesome|wonderful|best|finally|excited|happy|proud|love)\b/i;

/** Leading asides that are not the topic ("Anyway,", "wait", "Totally different topic,", "By the way"). */
const ASIDE =
  /^(?:hey|hi|hello|anyway|anyways|so|well|oh|also|btw|by the way|okay|ok|wait|hold on|hmm+|um+|lol|haha|guess what|totally different topic|different topic|random (?:thought|question)|fun fact|news|update)[,:!.\s-]+/i;

const PREPOSITION =
  /^(?:in|on|at|from|for|with|over|under|into|of|to|by|about|after|before|through|near|behind)$/i;

interface TermJson {
  text: string;
  normal: string;
  tags: string[];
}

function phraseWords(terms: TermJson[]): TermJson[] {
  // Keep the noun phrase up to any preposition ("ring in the garden" → "ring").
  const out: TermJson[] = [];
  for (const t of terms) {
    const tags = new Set(t.tags);
    const preposition = tags.has("Preposition") || PREPOSITION.test(t.normal);
    const when = tags.has("Date") || tags.has("Duration");
    // "a 12-hour shift": a hyphenated duration describes the noun after it.
    if ((preposition || when) && out.length && !tags.has("Hyphenated")) break;
    if (preposition || when || (tags.has("Value") && !/[a-z]/i.test(t.normal))) continue;
    if (/^(?:next|last|this|every|each|some|much|many|any|very|really|so|just)$/i.test(t.normal)) continue;
    out.push(t);
  }
  return out;
}

function cleanWord(text: string): string {
  return text
    .replace(/[^\p{L}\p{N}'’ -]+/gu, "")
    .replace(/^['’\s-]+|['’\s-]+$/g, "")
    .trim();
}

/** Messages come back (the previous message, a repeated one): parsing each once is enough. */
const seen = new Map<string, Topic | null>();
const SEEN_MAX = 500;

/** The topic of one message, or null when it has none worth echoing. */
export function topicOf(message: string): Topic | null {
  if (seen.has(message)) return seen.get(message)!;
  const topic = parseTopic(message);
  // Only parsed topics are remembered: before the libraries load there is nothing to keep.
  if (personaLibraries()) {
    if (seen.size >= SEEN_MAX) seen.delete(seen.keys().next().value!);
    seen.set(message, topic);
  }
  return topic;
}

function parseTopic(message: string): Topic | null {
  const text = (message ?? "").replace(/[’‘]/g, "'").replace(ASIDE, "").replace(ASIDE, "").trim();
  if (!text || text.length > 400) return null;
  const nlp = personaLibraries()?.nlp;
  if (!nlp) return null;
  const doc = nlp(text);

  const verbs = (doc.verbs().json({ offset: true }) as any[]).map((v) => ({
    at: Number(v.offset?.start ?? -1),
    text: cleanWord(String(v.text ?? "")),
    inf: String(v.verb?.infinitive ?? "").toLowerCase(),
    past: v.verb?.grammar?.tense === "PastTense",
  }));
  const main = verbs.find(
    (v) => v.inf && !/^(?:be|have|do|let|want|think|feel|tell|know|say|go|can|will|would)$/.test(v.inf),
  );

  const nouns: { head: string; phrase: string; at: number }[] = [];
  for (const n of doc.nouns().json({ offset: true }) as any[]) {
    const terms: TermJson[] = (n.terms ?? [])
      .map((t: any) => ({ text: String(t.text ?? ""), normal: String(t.normal ?? ""), tags: t.tags ?? [] }))
      .filter((t: TermJson) => t.text.trim());
    const kept = phraseWords(terms);
    const content = kept.filter(
      (t) =>
        (!t.tags.includes("Determiner") && !t.tags.includes("Pronoun") && !t.tags.includes("Possessive")) ||
        /'s$/.test(t.normal),
    );
    const headTerm = [...content]
      .reverse()
      .find(
        (t) =>
          t.tags.includes("Noun") ||
          t.tags.includes("Gerund") ||
          (t.tags.includes("Value") && /[a-z]/i.test(t.normal)),
      );
    if (!headTerm) continue;
    const h = content.indexOf(headTerm);
    // "grandmother's ring" and "plan B" keep the word before the head.
    const before = content[h - 1];
    const withPrevious =
      !!before &&
      (/'s$/.test(before.normal) ||
        headTerm.normal.length <= 2 ||
        (before.tags.includes("Noun") && !before.tags.includes("Possessive")));
    const head = cleanWord(
      content
        .slice(withPrevious ? h - 1 : h, h + 1)
        .map((t) => t.text)
        .join(" "),
    );
    if (!head || head.length < 2 || EMPTY.test(headTerm.normal) || headTerm.tags.includes("Pronoun"))
      continue;
    const phrase = cleanWord(reflect(kept.map((t) => t.text).join(" ")));
    nouns.push({ head, phrase: phrase || head, at: Number(n.offset?.start ?? -1) });
  }

  const gerunds = (doc.match("#Gerund").out("array") as string[])
    .map(cleanWord)
    .filter((g) => g && !NOT_ACTIVITY.test(g));
  const learning = text.match(
    /\b(?:learning|learn|started|starting|taking up|trying) (?:to|how to) ([a-z]+)\b/i,
  );
  const activity =
    gerunds[gerunds.length - 1] ??
    (learning ? (nlp(learning[1]!).verbs().toGerund().out("text") as string).replace(/^is\s+/, "") : "");

  const byUser = /^(?:i|i've|i'd|i just|we)\b/i.test(text);
  const moodOf = (): Topic["mood"] => {
    if (main && BAD.has(main.inf)) return "bad";
    if (BAD_WORDS.test(text)) return "bad";
    if (main && GOOD.has(main.inf)) return "good";
    return GOOD_WORDS.test(text) ? "good" : "neutral";
  };

  // The object of the main verb first ("my cat knocked over a plant" → the plant), else the first noun.
  const verbAt = main ? main.at : -1;
  const noun = (verbAt >= 0 ? nouns.find((n) => n.at > verbAt) : undefined) ?? nouns[0];
  if (
    activity &&
    (!noun ||
      !main ||
      /^(?:take up|go|start|try|learn|love|like|enjoy|hate|keep|stop|finish|begin)\b/.test(main.inf))
  ) {
    return {
      head: activity.toLowerCase(),
      phrase: activity.toLowerCase(),
      verb: main,
      activity: true,
      byUser,
      mood: moodOf(),
    };
  }
  if (!noun) return null;
  return { head: noun.head, phrase: noun.phrase, verb: main, activity: false, byUser, mood: moodOf() };
}
