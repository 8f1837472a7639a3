// Which half-written words the safety layer may show before they are whole (word-starts.ts): read
// from the rules' own sources, erring on the side of holding back.
import { describe, expect, it } from "vitest";
import { mayBecomeBlockedWord } from "../../api/domain/safety/output-check";
import { mayBecomeRuleWord, wordStartsOf } from "../../api/domain/safety/word-starts";

const startsOf = (...rules: RegExp[]) => {
  const { starts, anywhere } = wordStartsOf(rules);
  return { starts: Object.fromEntries(starts.map((s) => [s.text, s.open ? "open" : "closed"])), anywhere };
};

describe("wordStartsOf", () => {
  it("reads each word a rule can match, and whether more letters may follow it", () => {
    expect(startsOf(/\bkys\b/)).toEqual({ starts: { kys: "closed" }, anywhere: false });
    expect(startsOf(/\bgo (?:and )?die\b/)).toEqual({
      starts: { go: "closed", and: "closed", die: "closed" },
      anywhere: false,
    });
    // A match that may end inside a word, an optional or repeated last letter, a letter class.
    expect(startsOf(/\bkys/).starts).toEqual({ kys: "open" });
    expect(startsOf(/\bnudes?\b/).starts).toEqual({ nude: "open" });
    expect(startsOf(/\bporn\w*\b/).starts).toEqual({ porn: "open" });
    expect(startsOf(/\bgrope[sd]?\b/).starts).toEqual({ grope: "open" });
  });

  it("counts letters that go on from a word as part of it, not as words of their own", () => {
    expect(startsOf(/\bnigg(?:er|a)s?\b/).starts).toEqual({ nigg: "open" });
    expect(startsOf(/\bdo us a favou?r\b/).starts).toEqual({
      do: "closed",
      us: "closed",
      a: "closed",
      favo: "open",
    });
    expect(startsOf(/\blittle (?:girl|boy)s?\b/).starts).toEqual({
      little: "closed",
      girl: "open",
      boy: "open",
    });
    // After an optional group the next word may start a match: it stays a start.
    expect(startsOf(/\b(?:go )?die\b/).starts).toEqual({ go: "closed", die: "closed" });
    expect(startsOf(/\bsand ?niggers?\b/).starts).toEqual({ sand: "open", nigger: "open" });
  });

  it("looks past lookarounds and optional separators", () => {
    expect(startsOf(/(?<!\bnot\s)\bi\s*am\b(?! kidding)/i).starts).toEqual({ i: "open", am: "closed" });
    expect(startsOf(/\bdo it[,.!]* end it\b/).starts).toEqual({ do: "closed", it: "closed", end: "closed" });
  });

  it("holds every word back when a rule's words cannot be bounded", () => {
    expect(startsOf(/kys/).anywhere).toBe(true);
    expect(startsOf(/\bfoo\b|bar/).anywhere).toBe(true);
    expect(startsOf(/\b\w+ing\b/).anywhere).toBe(true);
    expect(startsOf(/\b[a-z]+ yourself\b/).anywhere).toBe(true);
    expect(startsOf(/\b.+ yourself\b/).anywhere).toBe(true);
    expect(mayBecomeRuleWord("hello", wordStartsOf([/kys/]))).toBe(true);
  });
});

describe("mayBecomeRuleWord", () => {
  const starts = wordStartsOf([/\bkys\b/, /\bnigg(?:er|a)\b/, /\bporn\w*/, /\bgo die\b/]);

  it("holds back a word that could still become, or already is, a rule's word", () => {
    for (const word of [
      "k",
      "ky",
      "kys",
      "n",
      "ni",
      "nig",
      "nigg",
      "nigga",
      "niggardly",
      "po",
      "pornography",
      "g",
      "d",
      "di",
      "die",
    ])
      expect(mayBecomeRuleWord(word, starts), word).toBe(true);
  });

  it("lets a word through that no rule's word starts like", () => {
    for (const word of ["hello", "kysa", "diet", "gone", "apple", "*smiles", "_really"])
      expect(mayBecomeRuleWord(word, starts), word).toBe(false);
  });

  it("holds back what it cannot read as letters: digits, punctuation, other scripts", () => {
    for (const word of ["15", "hello,", "año", "こんにちは", "k-y"])
      expect(mayBecomeRuleWord(word, starts), word).toBe(true);
  });
});

describe("mayBecomeBlockedWord (the output check's rules)", () => {
  it("holds back the beginnings of slurs, self-harm words, claims of being human and ages", () => {
    for (const word of [
      "ni",
      "Nigg",
      "fa",
      "fag",
      "kys",
      "Kill",
      "jail",
      "lolic",
      "porn",
      "I",
      "I'm",
      "hum",
      "you",
      "14",
      "twel",
    ])
      expect(mayBecomeBlockedWord(word), word).toBe(true);
  });

  it("shows ordinary openings as they are written", () => {
    for (const word of ["Hello", "Hey", "Sure", "Absolutely", "Honestly", "Okay", "Aww", "*smiles", "Good"])
      expect(mayBecomeBlockedWord(word), word).toBe(false);
  });
});
