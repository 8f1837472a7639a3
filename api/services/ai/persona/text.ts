// Small text helpers for the persona engine: sentence handling, pronoun reflection and output
// sanitising. Its dice are in random.ts.

/** A subject pronoun as an object ("she" → "her"); undefined for any other word. */
export function objectPronoun(word: string): string | undefined {
  return OBJECT_PRONOUNS[word.toLowerCase()];
}
const OBJECT_PRONOUNS: Record<string, string> = { she: "her", he: "him", they: "them", it: "it" };

export function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** Names and each word of them, lowercased: what a found name must not be ("Luna", "Harper"). */
/** "new york" → "New York": each word's first letter in capitals. */
export function titleCase(text: string): string {
  return text.replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase());
}

export function namesAndTheirWords(names: readonly string[]): Set<string> {
  return new Set(names.flatMap((n) => [n, ...n.split(/\s+/)]).map((n) => n.toLowerCase()));
}

export function wordCount(text: string): number {
  const m = text.trim().match(/\S+/g);
  return m ? m.length : 0;
}

/** Splits prose into sentences, keeping the end punctuation. */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?…])\s+(?=\S)/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Counts sentences, ignoring *actions*. */
export function countSentences(text: string): number {
  const prose = text.replace(/\*[^*]*\*/g, " ").trim();
  if (!prose) return 0;
  const ends = prose.match(/[.!?…]+(?=\s|$)/g);
  const count = ends ? ends.length : 0;
  return /[.!?…]["'”)]*$/.test(prose) ? count : count + 1;
}

const REFLECT: Record<string, string> = {
  i: "you",
  me: "you",
  my: "your",
  mine: "yours",
  myself: "yourself",
  am: "are",
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  was: "were",
  you: "me",
  your: "my",
  yours: "mine",
  yourself: "myself",
  "you're": "I'm",
  "you've": "I've",
  "you'll": "I'll",
  "you'd": "I'd",
  are: "am",
  were: "was",
};

/** Swaps first and second person ("my dog" -> "your dog", "you" -> "me"). */
export function reflect(text: string): string {
  const words = text.trim().split(/\s+/);
  return words
    .map((w, i) => {
      const m = w.match(/^([A-Za-z']+)(.*)$/);
      if (!m) return w;
      const key = m[1]!.toLowerCase().replace(/’/g, "'");
      let out = REFLECT[key];
      if (out === undefined) return w;
      if (key === "you" && i === 0) out = "I";
      if (key === "are" && i > 0 && words[i - 1]!.toLowerCase() !== "you") out = "are";
      if (key === "were" && i > 0 && words[i - 1]!.toLowerCase() !== "you") out = "were";
      return out + m[2]!;
    })
    .join(" ");
}

/** Removes anything that could be read as HTML; the engine only ever emits plain text. */
export function sanitize(text: string): string {
  return text
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/?[a-z!][^>]*>/gi, "")
    .replace(/</g, "‹")
    .replace(/>/g, "›");
}

/** Normalises a user-typed fragment (trim, cut at clause breaks, limit length). */
export function cleanFragment(text: string, maxWords = 6): string {
  let t = text
    .replace(/[“”"]/g, "")
    .split(/\s+(?:but|because|cause|since|so|though|although|when|while|which|and then|lol|haha)\b/i)[0]!
    .replace(/[\s.,!?;:…-]+$/g, "")
    .trim();
  const words = t.split(/\s+/).filter(Boolean);
  if (words.length > maxWords) t = words.slice(0, maxWords).join(" ");
  return t;
}

export function article(word: string): string {
  if (/^(?:a|an|the)\s/i.test(word)) return word;
  // "an hour", "an honest man": a silent h takes "an" like a vowel.
  return /^(?:[aeiou]|hour|honest|honou?r|heir)/i.test(word) ? `an ${word}` : `a ${word}`;
}

export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "kneels" → "kneel", "touches" → "touch", "carries" → "carry": a third-person verb's base form. */
export function baseVerb(verb: string): string {
  const irregular: Record<string, string> = { is: "are", has: "have", does: "do", goes: "go" };
  if (irregular[verb.toLowerCase()]) return irregular[verb.toLowerCase()]!;
  if (/ss$/i.test(verb)) return verb;
  if (/ies$/i.test(verb) && verb.length > 4) return verb.slice(0, -3) + "y";
  if (/(?:ch|sh|ss|x|zz|o)es$/i.test(verb)) return verb.slice(0, -2);
  return verb.replace(/s$/i, "");
}

/**
 * A *kneels and touches the moss* action said of "you" or "I": the first verb and every verb joined
 * to it ("and touches", "then opens") in the base form, so "You kneel and touch the moss".
 */
export function baseVerbs(action: string): string {
  const [first, ...rest] = action.split(/\s+/);
  const joined = rest
    .join(" ")
    .replace(
      /\b(and|then|,)\s+([a-z]+s)\b(?=\s+(?:the|a|an|my|his|her|their|its|to|into|at|up|down|out|around|over|through|back|on|in|off|it|him|them|for|with|across|inside)\b)/gi,
      (_m, joiner: string, verb: string) => `${joiner} ${baseVerb(verb)}`,
    );
  return [baseVerb(first ?? ""), joined].filter(Boolean).join(" ");
}
