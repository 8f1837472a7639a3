// The web half of "Characters", its pure parts: the greeting preview's macros, the new-chat
// greeting choices, the import's category guess and counts, API field names as the form knows them,
// the pages' addresses, and the e2e helper that writes and reads PNG cards.
import { describe, expect, it } from "vitest";
import { CHARACTER_CATEGORIES, CHARACTER_STATUSES } from "../../contract/characters";
import {
  categoryFromTags,
  countOf,
  deleteCharacterStep,
  editCharacterPath,
  exportCharacterPath,
  fillMacros,
  formFieldErrors,
  greetingChoices,
  STATUS_BADGES,
  VISIBILITY_CHOICES,
} from "../../app/utils/characters";
import { cardOfPng, cardPngFile, pngTextChunks } from "../../e2e/support/card-png";
import { readFileSync } from "node:fs";

const names = { char: "Mira", user: "Ada" };

describe("fillMacros (the greeting preview)", () => {
  it("puts the names in for {{char}} and {{user}}, in any case and spacing", () => {
    expect(fillMacros("Hi {{user}}, I'm {{char}}. {{ USER }}? {{Char}}!", names)).toBe(
      "Hi Ada, I'm Mira. Ada? Mira!",
    );
  });

  it("understands the older <BOT> and <USER> macros", () => {
    expect(fillMacros("<BOT> waves at <user>.", names)).toBe("Mira waves at Ada.");
  });

  it("leaves markup as text (React escapes it) and other braces alone", () => {
    expect(fillMacros("<b>{{char}}</b> {{random}}", { char: "<i>x</i>", user: "u" })).toBe(
      "<b><i>x</i></b> {{random}}",
    );
  });

  it("does not read a name as a pattern", () => {
    expect(fillMacros("{{char}}", { char: "$& $1", user: "" })).toBe("$& $1");
  });
});

describe("greetingChoices (New chat with alternate greetings)", () => {
  it("lists the usual greeting first, then each alternate by its index, one line each", () => {
    const choices = greetingChoices(["Hello {{user}}!", "Psst,\n  {{user}}.", "Yo"], names);
    expect(choices).toEqual([
      { index: 0, label: "Usual greeting", preview: "Hello Ada!" },
      { index: 1, label: "Alternate greeting 1", preview: "Psst, Ada." },
      { index: 2, label: "Alternate greeting 2", preview: "Yo" },
    ]);
  });
});

describe("categoryFromTags (the import's category)", () => {
  it("takes the first tag that names one of our categories, in our spelling", () => {
    expect(categoryFromTags(["OC", " fantasy ", "romance"], CHARACTER_CATEGORIES)).toBe("Fantasy");
  });

  it("is empty when no tag matches, so the API decides", () => {
    expect(categoryFromTags(["OC", "female"], CHARACTER_CATEGORIES)).toBe("");
    expect(categoryFromTags([], CHARACTER_CATEGORIES)).toBe("");
  });
});

describe("countOf", () => {
  it("says one and many", () => {
    expect(countOf(0, "lorebook entry", "lorebook entries")).toBe("0 lorebook entries");
    expect(countOf(1, "lorebook entry", "lorebook entries")).toBe("1 lorebook entry");
    expect(countOf(1200, "greeting", "greetings")).toBe("1,200 greetings");
  });
});

describe("formFieldErrors (API field names → the form's)", () => {
  it("turns list items' dotted names into Conform's brackets", () => {
    expect(formFieldErrors({ "tags.2": ["Too long"], "alternate_greetings.10": ["x"], name: ["y"] })).toEqual(
      {
        "tags[2]": ["Too long"],
        "alternate_greetings[10]": ["x"],
        name: ["y"],
      },
    );
    expect(formFieldErrors(undefined)).toBeUndefined();
  });
});

describe("addresses and labels", () => {
  it("builds the character pages' and downloads' addresses", () => {
    expect(editCharacterPath(7)).toBe("/dashboard/characters/7/edit");
    expect(exportCharacterPath(7, "png")).toBe("/dashboard/characters/7/export?format=png");
    expect(deleteCharacterStep(7)).toBe("/dashboard/characters?delete=7");
  });

  it("has a badge for every status the API sends and explains every visibility", () => {
    for (const status of CHARACTER_STATUSES) expect(STATUS_BADGES[status].label).toBeTruthy();
    expect(VISIBILITY_CHOICES.map((c) => c.value)).toEqual(["private", "unlisted", "public"]);
  });
});

describe("PNG card fixtures (e2e/support/card-png.ts)", () => {
  it("writes a real PNG carrying the card in a chara tEXt chunk, and reads it back", () => {
    const card = { spec: "chara_card_v2", spec_version: "2.0", data: { name: "Zoë 🌙", first_mes: "Hi" } };
    const png = readFileSync(cardPngFile(card, "zoe"));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(-8, -4).toString("latin1")).toBe("IEND");
    expect(Object.keys(pngTextChunks(png)!)).toEqual(["chara"]);
    expect(cardOfPng(png)).toEqual(card);
  });

  it("knows a non-PNG", () => {
    expect(pngTextChunks(Buffer.from("{}"))).toBeNull();
  });
});
