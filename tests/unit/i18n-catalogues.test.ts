// The catalogues are complete: every key of every namespace exists in every language (plural keys
// in the forms each language's Intl rules use), with the same {{placeholders}}; the contract's
// messages are catalogued in every language, and looked up by their English text.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localizeValue, lookupMessage } from "../../contract/message-lookup";
import {
  MESSAGE_AREAS,
  MESSAGE_CATALOGUES,
  translateMessage,
  type MessageArea,
} from "../../contract/message-catalogues";
import {
  ADMIN_COPY,
  CHARACTER_APPROVED_TITLE,
  CHARACTER_REJECTED_TITLE,
  characterApprovedMessage,
  characterRejectedMessage,
  REPORT_HANDLED_TITLE,
  REPORT_OUTCOME_NOTICE,
} from "../../contract/admin";
import { MODEL_COPY, modelCreateSchema } from "../../contract/admin-models";
import { BILLING_COPY } from "../../contract/billing";
import { COPY } from "../../contract/messages";
import { USAGE_COPY } from "../../contract/usage-copy";
import { ACCOUNT_NOTICES } from "../../api/domain/notify";
import { TWO_FACTOR_NOTICES } from "../../api/domain/two-factor/settings";
import { SAFETY_COPY } from "../../contract/safety";
import { UI_LANGUAGES } from "../../contract/ui-languages.js";

const LOCALES = path.resolve(__dirname, "../../app/locales");
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const read = (lng: string, file: string) =>
  flatten(JSON.parse(readFileSync(path.join(LOCALES, lng, file), "utf8")) as Tree);

/** The plural forms a language uses for the counts people see (0 to 1000). */
const pluralForms = (lng: string) =>
  new Set(Array.from({ length: 1001 }, (_, n) => new Intl.PluralRules(lng).select(n)));

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

/** Keys without their plural suffix, and for each the text of any form (placeholders are shared). */
function baseKeys(keys: Map<string, string>) {
  const bases = new Map<string, { plural: boolean; text: string }>();
  for (const [key, text] of keys) {
    const base = key.replace(PLURAL, "");
    bases.set(base, { plural: base !== key || Boolean(bases.get(base)?.plural), text });
  }
  return bases;
}

/** The model form's messages for its optional numbers, as its schema gives them. */
function modelNumberMessages() {
  const result = modelCreateSchema.safeParse({
    temperature: "x",
    top_p: "x",
    min_p: "x",
    frequency_penalty: "x",
    presence_penalty: "x",
    input_price_per_mtok: "x",
    output_price_per_mtok: "x",
  });
  const issues = result.success ? [] : result.error.issues;
  const numbers = issues.map((i) => i.message).filter((m) => m.endsWith(", or empty."));
  expect(numbers).toHaveLength(7);
  return numbers;
}

const namespaces = readdirSync(path.join(LOCALES, "en")).filter((f) => f.endsWith(".json"));

describe("app/locales", () => {
  it("has every language", () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...UI_LANGUAGES].sort());
  });

  describe.each(namespaces)("%s", (file) => {
    const english = read("en", file);
    const englishBases = baseKeys(english);

    it.each(UI_LANGUAGES.filter((l) => l !== "en"))("is complete in %s", (lng) => {
      const keys = read(lng, file);
      const bases = baseKeys(keys);
      expect([...bases.keys()].sort()).toEqual([...englishBases.keys()].sort());
      for (const [base, { plural, text }] of englishBases) {
        const translated = bases.get(base)!;
        expect(translated.plural, `${lng}/${file}: ${base} is plural in English`).toBe(plural);
        if (plural) {
          for (const form of pluralForms(lng)) {
            expect(keys.has(`${base}_${form}`), `${lng}/${file}: ${base}_${form}`).toBe(true);
          }
        }
        expect(placeholders(translated.text), `${lng}/${file}: ${base}`).toEqual(placeholders(text));
      }
      for (const [key, value] of keys) expect(value.trim(), `${lng}/${file}: ${key}`).not.toBe("");
    });

    it("has the English plural forms", () => {
      for (const [base, { plural }] of englishBases) {
        if (plural) for (const form of pluralForms("en")) expect(english.has(`${base}_${form}`)).toBe(true);
      }
    });
  });
});

describe("contract/locales (messages keyed by their English text)", () => {
  const english = MESSAGE_CATALOGUES.en;

  const areas = Object.keys(MESSAGE_AREAS) as MessageArea[];

  describe.each(areas)("the %s area", (area) => {
    const englishArea = MESSAGE_AREAS[area].en;

    it("keys English to itself", () => {
      expect(Object.keys(englishArea).length).toBeGreaterThan(0);
      for (const [key, value] of Object.entries(englishArea)) expect(value).toBe(key);
    });

    it.each(UI_LANGUAGES.filter((l) => l !== "en"))("is complete in %s, placeholders kept", (lng) => {
      const catalogue = MESSAGE_AREAS[area][lng];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(englishArea).sort());
      for (const [key, value] of Object.entries(catalogue)) {
        expect(value.trim(), `${lng}: ${key}`).not.toBe("");
        expect(placeholders(value), `${lng}: ${key}`).toEqual(placeholders(key));
      }
    });
  });

  it("keeps each message in one area, and the servers' view is all of them", () => {
    const member = new Set(Object.keys(MESSAGE_AREAS.member.en));
    expect(Object.keys(MESSAGE_AREAS.console.en).filter((key) => member.has(key))).toEqual([]);
    for (const lng of UI_LANGUAGES) {
      const all = areas.flatMap((area) => Object.keys(MESSAGE_AREAS[area][lng]));
      expect(Object.keys(MESSAGE_CATALOGUES[lng]).sort()).toEqual(all.sort());
    }
  });

  it("keeps in the members' area what members can see of the console's copy", () => {
    // Sign-in of a banned account, a member choosing their character's model, a form's yes/no.
    for (const text of [
      ADMIN_COPY.suspended,
      ADMIN_COPY.forbidden,
      ADMIN_COPY.booleanInvalid,
      MODEL_COPY.saved,
      MODEL_COPY.modelIdInvalid,
    ])
      expect(lookupMessage(text, MESSAGE_AREAS.member.en), text).toBe(text);
    // Templates the console shares with members' forms ("Name must be {{n}} characters or fewer.").
    expect(lookupMessage(ADMIN_COPY.nameTooLong, MESSAGE_AREAS.member.en)).toBe(ADMIN_COPY.nameTooLong);
    expect(lookupMessage(ADMIN_COPY.planSaved, MESSAGE_AREAS.member.en)).toBeUndefined();
    expect(lookupMessage(MODEL_COPY.contextTokens, MESSAGE_AREAS.console.fr)).toBeDefined();
  });

  it("writes the numbers a message carries the language's way", () => {
    expect(translateMessage(USAGE_COPY.perDay(1000), "fr")).toBe("Jusqu’à 1\u202f000 messages par jour");
    expect(translateMessage(USAGE_COPY.perDay(1000), "de")).toMatch(/1\.000/);
    expect(translateMessage(USAGE_COPY.perDay(1000), "en")).toBe("Up to 1,000 messages a day");
    expect(localizeValue("12.50", "fr")).toBe("12,50");
    expect(localizeValue("-2", "pt")).toBe("-2");
    expect(localizeValue("1,000,000", "es")).toBe("1.000.000");
    // Years, ids and codes have no separator in English and keep none.
    expect(localizeValue("2026", "fr")).toBe("2026");
    expect(localizeValue("#12", "fr")).toBe("#12");
    expect(localizeValue("Luna", "fr")).toBe("Luna");
  });

  it("has every piece of the specification's copy (contract/messages.ts)", () => {
    const missing = Object.values(COPY).filter((text) => lookupMessage(text, english) === undefined);
    expect(missing).toEqual([]);
  });

  it("has the console's, usage and billing copy and every notice the bell shows", () => {
    const texts = [
      ...Object.values(ADMIN_COPY),
      ...Object.values(MODEL_COPY).filter((v) => typeof v === "string"),
      MODEL_COPY.providerUnknown([]),
      MODEL_COPY.providerUnknown(["openai", "local"]),
      ...modelNumberMessages(),
      ...Object.values(USAGE_COPY).filter((v) => typeof v === "string"),
      USAGE_COPY.allowanceUsed(1000),
      USAGE_COPY.left(1),
      USAGE_COPY.left(12),
      USAGE_COPY.perDay(null),
      USAGE_COPY.perDay(150),
      USAGE_COPY.ceilingMessage(7, 5),
      ...Object.values(BILLING_COPY).map((v) =>
        typeof v === "string" ? v : v("Monthly plan", "June 5, 2026"),
      ),
      ...Object.values(ACCOUNT_NOTICES).flatMap((n) => [n.title, n.message]),
      ...Object.values(TWO_FACTOR_NOTICES).flatMap((n) => [n.title, n.message]),
      ...Object.values(REPORT_OUTCOME_NOTICE),
      REPORT_HANDLED_TITLE,
      CHARACTER_APPROVED_TITLE,
      CHARACTER_REJECTED_TITLE,
      characterApprovedMessage("Luna"),
      characterRejectedMessage("Luna", "Too close to a real person."),
    ];
    const missing = texts.filter((text) => lookupMessage(text, english) === undefined);
    expect(missing).toEqual([]);
  });

  it("has the date-of-birth messages the sign-up form shows (contract/safety.ts)", () => {
    const shown = [
      SAFETY_COPY.birthDateRequired,
      SAFETY_COPY.birthDateInvalid,
      SAFETY_COPY.birthDateFuture,
      SAFETY_COPY.under18,
    ];
    expect(shown.filter((text) => lookupMessage(text, english) === undefined)).toEqual([]);
    expect(translateMessage(SAFETY_COPY.birthDateRequired, "fr")).toBe("Indique ta date de naissance.");
  });

  it("translates by the English text, values in templates kept, unknown text left as it is", () => {
    expect(translateMessage(COPY.noChattingHistory, "fr")).toBe("Aucun historique de discussion disponible");
    expect(translateMessage(COPY.noChattingHistory, "en")).toBe("No chatting history avaiable");
    expect(translateMessage("Bio must be 500 characters or fewer.", "es")).toBe(
      "La biografía debe tener como máximo 500 caracteres.",
    );
    // The English dates a stored notice holds are written the language's way.
    expect(translateMessage("Your Monthly plan renewed and runs until June 5, 2026.", "de")).toBe(
      "Dein Tarif Monthly plan wurde verlängert und läuft bis 5. Juni 2026.",
    );
    expect(
      translateMessage("Your Monthly plan renewed and runs until June 5, 2026 at 14:03 UTC.", "pt"),
    ).toBe("Seu Monthly plan foi renovado e vale até 5 de junho de 2026 às 14:03 UTC.");
    // The most specific template first, whatever the catalogue's order.
    expect(
      translateMessage(
        "Your Day pass for Luna replaces your Week pass and is active until May 1, 2026.",
        "fr",
      ),
    ).toBe("Ta formule Day pass pour Luna remplace ta formule Week pass et est active jusqu’au 1 mai 2026.");
    expect(translateMessage("Something nobody catalogued.", "pt")).toBe("Something nobody catalogued.");
    expect(translateMessage(COPY.passwordChanged, "xx")).toBe(COPY.passwordChanged);
  });
});
