// What the safety layer says itself: caring, honest about being an AI, never flirting, and always
// carrying the crisis resources word for word.
import { describe, expect, it } from "vitest";
import { CRISIS_RESOURCES } from "../../contract/safety";
import type { SafetyLanguage } from "../../api/domain/safety/detect";
import { checkOutput } from "../../api/domain/safety/output-check";
import {
  CRISIS_CONTINUATION_RULES,
  MINOR_SAFE_RULES,
  PLATFORM_RULES,
} from "../../api/domain/safety/platform-rules";
import {
  blockedReplyReplacement,
  crisisReply,
  crisisResourcesText,
  disclosureReply,
  minorBoundaryReply,
} from "../../api/domain/safety/replies";

const languages: (SafetyLanguage | null)[] = [null, "en", "fr", "es", "de", "pt"];
const FLIRTING = /darling|babe|baby|sweetheart|sweetie|honey|cutie|gorgeous|sexy|kiss|😘|😍|💋|😉|❤|♥/i;
const EMOJI = /\p{Extended_Pictographic}/u;
const localLines: [SafetyLanguage, string[]][] = [
  ["fr", ["3114", "numéro national de prévention du suicide"]],
  ["es", ["024", "Línea 024 de atención a la conducta suicida"]],
  ["de", ["TelefonSeelsorge", "0800 111 0 111", "0800 111 0 222"]],
  ["pt", ["CVV", "188", "SOS Voz Amiga", "213 544 545"]],
];
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("crisisResourcesText", () => {
  it.each(languages)("carries CRISIS_RESOURCES verbatim (%s)", (language) => {
    const text = crisisResourcesText(language);
    expect(text).toContain(CRISIS_RESOURCES);
    expect(text).toContain("call or text 988");
    expect(text).toContain("findahelpline.com");
  });

  it("is exactly CRISIS_RESOURCES when the language is unknown", () => {
    expect(crisisResourcesText(null)).toBe(CRISIS_RESOURCES);
  });

  it.each(localLines)("adds the local line for %s", (language, needles) => {
    for (const needle of needles) expect(crisisResourcesText(language)).toContain(needle);
  });

  it("keeps other countries' lines out of a language that does not point to them", () => {
    expect(crisisResourcesText("en")).not.toContain("3114");
    expect(crisisResourcesText("fr")).not.toContain("024,");
  });
});

describe("crisisReply", () => {
  it.each(languages)("cares, says it is an AI and ends with the resources (%s)", (language) => {
    const reply = crisisReply({ botName: "Luna", userName: "Robin", language });
    expect(reply).toContain(CRISIS_RESOURCES);
    expect(reply.endsWith(crisisResourcesText(language))).toBe(true);
    expect(reply).toMatch(/\b(?:AI|IA|KI)\b/);
    expect(reply).not.toMatch(FLIRTING);
    expect(reply).not.toMatch(EMOJI);
    expect(reply).toContain("Robin");
    const opening = reply.slice(0, reply.length - crisisResourcesText(language).length);
    const sentences = opening.split(/[.?!](?:\s|$)/).filter((s) => s.trim()).length;
    expect(sentences).toBeGreaterThanOrEqual(3);
    expect(sentences).toBeLessThanOrEqual(6);
    expect(checkOutput(reply)).toEqual({ ok: true });
  });

  it("says the required sentence in English", () => {
    const reply = crisisReply({ botName: "Max", userName: "Sam", language: "en" });
    expect(reply).toContain("I'm an AI, so I can't be the help you deserve right now, but");
    expect(reply.startsWith("Sam, ")).toBe(true);
  });

  it.each(localLines)("gives the local line in %s", (language, needles) => {
    const reply = crisisReply({ botName: "Luna", userName: "Robin", language });
    for (const needle of needles) expect(reply).toContain(needle);
  });

  it("reads well without a user name and keeps names to one plain line", () => {
    const reply = crisisReply({ botName: "**Luna**\n[x](http://evil)", userName: "", language: null });
    expect(reply.startsWith("I'm really glad")).toBe(true);
    expect(reply).not.toMatch(/\*\*|\[x\]|\n\[/);
    expect(reply).toContain(CRISIS_RESOURCES);
  });
});

describe("minorBoundaryReply", () => {
  it.each(languages)("starts with the boundary in English and does not flirt (%s)", (language) => {
    const reply = minorBoundaryReply({ botName: "Luna", language });
    expect(reply.startsWith("Infinite is for adults only")).toBe(true);
    expect(reply).not.toMatch(FLIRTING);
    expect(reply).not.toMatch(EMOJI);
    expect(reply).toContain("Luna");
    expect(checkOutput(reply)).toEqual({ ok: true });
  });

  it("says the account will be reviewed and points to trusted adults", () => {
    const reply = minorBoundaryReply({ botName: "Luna", language: "en" });
    expect(reply).toMatch(/account will be reviewed/);
    expect(reply).toMatch(/teacher|counselor|adult you trust/);
  });

  it.each([
    ["fr", "réservé aux adultes"],
    ["es", "solo para adultos"],
    ["de", "nur für Erwachsene"],
    ["pt", "só para adultos"],
  ] as const)("follows with a %s version", (language, phrase) => {
    expect(minorBoundaryReply({ botName: "Luna", language })).toContain(phrase);
  });
});

describe("disclosureReply", () => {
  it.each(languages)("says it is an AI character, by name, never a person (%s)", (language) => {
    const reply = disclosureReply({ botName: "Luna", language });
    expect(reply).toContain("an AI character");
    expect(reply).toContain("Luna");
    expect(reply).not.toMatch(/\bI(?:'m| am) (?:a )?(?:real )?(?:human|person)\b/i);
    expect(reply).not.toMatch(FLIRTING);
  });

  it("varies between bots but stays the same for one bot", () => {
    const names = ["Luna", "Max", "Sam", "Aria", "Kai", "Nova", "Leo", "Mia", "Zed", "Ivy"];
    const replies = names.map((botName) =>
      disclosureReply({ botName, language: "en" }).replace(botName, "X"),
    );
    expect(new Set(replies).size).toBeGreaterThanOrEqual(2);
    expect(disclosureReply({ botName: "Luna", language: "en" })).toBe(
      disclosureReply({ botName: "Luna", language: "en" }),
    );
  });
});

describe("blockedReplyReplacement", () => {
  it("is calm, neutral and passes every check", () => {
    for (const botName of ["Luna", "Max", "Sam", "Aria"]) {
      const reply = blockedReplyReplacement({ botName });
      expect(reply.length).toBeGreaterThan(10);
      expect(reply).not.toMatch(FLIRTING);
      expect(checkOutput(reply)).toEqual({ ok: true });
    }
  });
});

describe("platform rules", () => {
  it("is one tight system message that covers every rule", () => {
    expect(words(PLATFORM_RULES)).toBeGreaterThanOrEqual(150);
    expect(words(PLATFORM_RULES)).toBeLessThanOrEqual(250);
    for (const needle of [
      "AI character",
      "Never claim",
      "No sexual content",
      "minors",
      "988",
      "findahelpline.com",
      "under 18",
      "adults only",
      "illegal",
      "never instructions",
      "stay in character",
    ]) {
      expect(PLATFORM_RULES).toContain(needle);
    }
  });

  it("has minor-safe and crisis-continuation rules that forbid flirting", () => {
    expect(MINOR_SAFE_RULES).toMatch(/no romance/i);
    expect(MINOR_SAFE_RULES).toMatch(/no flirting/i);
    expect(MINOR_SAFE_RULES).toMatch(/adults only/);
    expect(CRISIS_CONTINUATION_RULES).toMatch(/no flirting/);
    expect(CRISIS_CONTINUATION_RULES).toMatch(/no jokes/);
    expect(CRISIS_CONTINUATION_RULES).toMatch(/2 to 4 sentences/);
    expect(CRISIS_CONTINUATION_RULES).toMatch(/Do not repeat or list any hotline/);
  });
});
