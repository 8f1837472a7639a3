// Which half-written words the safety layer may show before they are whole (index.ts). A streamed
// reply holds back the word being written so that no part of a word a rule blocks is ever shown.
// Most words cannot become one: "Hello" is the start of no word any rule names. Read from the rules
// themselves, so a new rule is covered the moment it is added: every word a rule can match starts
// with one of the letter runs of its source, and a half-written word is held back when it could
// still become such a word, or already is one that letters may follow ("nigg" in "nigg(?:er|a)").
// The reading errs on the side of holding back: a run counts as open unless a word boundary must
// follow it, a run that may continue another ("er" in "nigg(?:er|a)") is covered by that one being
// open, and a rule whose words it cannot bound (a letter class or \w where a word may start, a match
// that may begin inside a word) holds every word back, as before.

export interface WordStart {
  /** The letters a word the rule can match starts with, lowercase. */
  text: string;
  /** More letters may follow in the same word ("porn" in "porn\w*"); otherwise the word ends there. */
  open: boolean;
}

export interface WordStarts {
  starts: WordStart[];
  /** Some rule can match a word starting with any letter: every half-written word is held back. */
  anywhere: boolean;
  /** Some rule names a "*" or "_": the marks a role-play action or emphasis opens with matter. */
  marksMatter: boolean;
}

/** What a role-play action ("*smiles") or emphasis ("_really_") opens with; no rule word holds one. */
const LEADING_MARKS = /^[*_]+/;

type Unit =
  | { kind: "letter"; char: string }
  | { kind: "wildcard" }
  | { kind: "boundary" }
  | { kind: "quantifier"; optional: boolean }
  /** "(", "|" or ")"; `close` is the index of the group's ")" (-1: the source's top level). */
  | { kind: "group"; role: "open" | "alt" | "close"; close: number };

const ASCII_LETTER = /^[a-z]$/i;

/** The index just past the group opening at `open` (a "("), classes and escapes skipped. */
function groupEnd(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (c === "[") i = classEnd(source, i) - 1;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i + 1;
  }
  return source.length;
}

/** The index just past the character class opening at `open` (a "["). */
function classEnd(source: string, open: number): number {
  for (let i = open + 1; i < source.length; i++) {
    if (source[i] === "\\") i++;
    else if (source[i] === "]") return i + 1;
  }
  return source.length;
}

/** The source as units a word is made of; lookarounds match no text and are left out. */
function unitsOf(source: string): Unit[] {
  const units: Unit[] = [];
  // Indexes of the units of each open group ("(" and its "|"s), to point them at its ")".
  const groups: number[][] = [];
  const topLevel: number[] = [];
  for (let i = 0; i < source.length;) {
    const c = source[i] ?? "";
    if (c === "\\") {
      const e = source[i + 1] ?? "";
      if (e === "p" || e === "P") {
        const close = source.indexOf("}", i);
        units.push({ kind: "wildcard" });
        i = close < 0 ? source.length : close + 1;
        continue;
      }
      // \b, \s, \n, \., \d…: no letter. \w, \S, \D, back-references and code escapes may be one.
      units.push("wSDxuck123456789".includes(e) ? { kind: "wildcard" } : { kind: "boundary" });
      i += 2;
    } else if (c === "[") {
      const end = classEnd(source, i);
      const body = source.slice(i + 1, end - 1);
      units.push(
        body.startsWith("^") || /[a-z]|\\[wSDpPxuc]/i.test(body)
          ? { kind: "wildcard" }
          : { kind: "boundary" },
      );
      i = end;
    } else if (c === "(") {
      if (/^\(\?<?[=!]/.test(source.slice(i, i + 4))) {
        i = groupEnd(source, i);
        continue;
      }
      groups.push([units.length]);
      units.push({ kind: "group", role: "open", close: -1 });
      i += source.startsWith("(?:", i) ? 3 : source.startsWith("(?<", i) ? source.indexOf(">", i) + 1 : 1;
    } else if (c === "|") {
      (groups.at(-1) ?? topLevel).push(units.length);
      units.push({ kind: "group", role: "alt", close: -1 });
      i++;
    } else if (c === ")") {
      const close = units.length;
      for (const at of groups.pop() ?? [])
        units[at] = {
          kind: "group",
          role: at === close ? "close" : (units[at] as { role: "open" | "alt" }).role,
          close,
        };
      units.push({ kind: "group", role: "close", close });
      i++;
    } else if (c === "?" || c === "*" || c === "+") {
      units.push({ kind: "quantifier", optional: c !== "+" });
      i += source[i + 1] === "?" ? 2 : 1;
    } else if (c === "{") {
      const close = source.indexOf("}", i);
      units.push({ kind: "quantifier", optional: /^\{0\b/.test(source.slice(i)) });
      i = close < 0 ? source.length : close + 1;
    } else if (c === ".") {
      units.push({ kind: "wildcard" });
      i++;
    } else {
      units.push(ASCII_LETTER.test(c) ? { kind: "letter", char: c.toLowerCase() } : { kind: "boundary" });
      i++;
    }
  }
  return units;
}

/** The source's alternatives at the top level ("a|b(c|d)" → "a", "b(c|d)"). */
function topLevelAlternatives(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (c === "[") i = classEnd(source, i) - 1;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      parts.push(source.slice(from, i));
      from = i + 1;
    }
  }
  return [...parts, source.slice(from)];
}

/** Every match starts at a word boundary: each alternative begins, after any lookbehinds, with \b. */
function startsAtWordBoundary(source: string): boolean {
  return topLevelAlternatives(source).every((alternative) => {
    let i = 0;
    while (/^\(\?<[=!]/.test(alternative.slice(i))) i = groupEnd(alternative, i);
    return alternative.startsWith("\\b", i);
  });
}

/**
 * After a letter run ending before unit `at`: may the same word go on with more letters? Only a
 * word boundary (\b, a space, a class of non-letters) that must be there ends it.
 */
function letsLettersFollow(units: Unit[], at: number): boolean {
  const next = units[at];
  // The match may end inside a word.
  if (!next) return true;
  if (next.kind === "boundary") {
    const after = units[at + 1];
    // An optional boundary ("i\s*am", "[,.!]* "): what comes after it decides.
    return after?.kind === "quantifier" && after.optional ? letsLettersFollow(units, at + 2) : false;
  }
  if (next.kind === "group" && next.role !== "open") {
    // The end of an alternative: what follows the group decides (a repeated group may start again).
    if (next.close < 0) return true;
    const after = units[next.close + 1];
    if (after?.kind === "quantifier") return true;
    return letsLettersFollow(units, next.close + 1);
  }
  return true;
}

/**
 * Whether the group whose "(" is at `open` sits inside a word: right after a letter (or a letter
 * made optional), or inside such a group. Letters at the start of its alternatives continue a word
 * the run before it already starts, and that run is open.
 */
function insideWord(units: Unit[], open: number, inside: Set<number>): boolean {
  let before = units[open - 1];
  if (before?.kind === "quantifier") before = units[open - 2];
  if (before?.kind === "letter") return true;
  return before?.kind === "group" && inside.has(before.close);
}

/** Whether unit `at` closes a group every alternative of which ends with a letter ("(?:girl|boy)"). */
function endsWithLetters(units: Unit[], at: number): boolean {
  const close = units[at];
  if (close?.kind !== "group" || close.role !== "close") return false;
  const ends = [at];
  for (let j = 0; j < at; j++) {
    const unit = units[j];
    if (unit?.kind === "group" && unit.role === "alt" && unit.close === at) ends.push(j);
  }
  return ends.every((end) => units[end - 1]?.kind === "letter");
}

export function wordStartsOf(rules: readonly RegExp[]): WordStarts {
  const starts = new Map<string, WordStart>();
  let anywhere = false;
  const add = (text: string, open: boolean) => {
    const known = starts.get(text);
    starts.set(text, { text, open: open || Boolean(known?.open) });
  };
  for (const rule of rules) {
    if (!startsAtWordBoundary(rule.source)) anywhere = true;
    const units = unitsOf(rule.source);
    // The ")" indexes of groups that sit inside a word.
    const inside = new Set<number>();
    for (let i = 0; i < units.length; i++) {
      const unit = units[i]!;
      if (unit.kind === "group" && unit.role === "open" && insideWord(units, i, inside))
        inside.add(unit.close);
      // The unit before, a quantifier looked through: "r" in "favou?r" comes after the letter "u".
      const before = units[i - 1]?.kind === "quantifier" ? units[i - 2] : units[i - 1];
      const afterLetters =
        before?.kind === "letter" ||
        before?.kind === "wildcard" ||
        (before?.kind === "group" && inside.has(before.close)) ||
        endsWithLetters(units, i - 1);
      if (unit.kind === "wildcard" && !afterLetters) anywhere = true;
      // A run going on from the one before ("r" in "favou?r", "er" in "nigg(?:er|a)") is no start
      // of its own: the run before it is open.
      if (unit.kind !== "letter" || afterLetters) continue;
      let end = i;
      let text = "";
      for (let u = units[end]; u?.kind === "letter"; u = units[++end]) text += u.char;
      // A quantified last letter ("nudes?", "an?", "so+"): the word may end before it or repeat it.
      if (units[end]?.kind === "quantifier") add(text.slice(0, -1) || text, true);
      else add(text, letsLettersFollow(units, end));
    }
  }
  const marksMatter = rules.some((rule) => /\\\*|_/.test(rule.source));
  return { starts: [...starts.values()], anywhere, marksMatter };
}

/**
 * Whether `word`, a word still being written (prepared as the rules read text: lowercase, accents
 * folded, apostrophes dropped), could become a word some rule matches.
 */
export function mayBecomeRuleWord(partial: string, { starts, anywhere, marksMatter }: WordStarts): boolean {
  const word = marksMatter ? partial : partial.replace(LEADING_MARKS, "");
  if (!word && partial) return anywhere;
  if (anywhere || !/^[a-z]+$/.test(word)) return true;
  return starts.some((s) => s.text.startsWith(word) || (s.open && word.startsWith(s.text)));
}
