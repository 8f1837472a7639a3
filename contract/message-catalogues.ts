// Every language's catalogue of contract messages, for the servers (the API's answers and emails,
// the web tier's loaders). They are kept by area (docs/decisions/017): contract/locales/<lng>.json
// for what members and visitors can see, contract/locales/console/<lng>.json for what only the
// operator console shows. The servers translate from one merged view; a page carries only its areas
// (app/utils/messages.ts).
import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage } from "./ui-languages.js";
import { bySpecificity, lookupMessage, type MessageCatalogue } from "./message-lookup";
import { localizeEnglishDates } from "./written-dates";
import de from "./locales/de.json";
import en from "./locales/en.json";
import es from "./locales/es.json";
import fr from "./locales/fr.json";
import pt from "./locales/pt.json";
import consoleDe from "./locales/console/de.json";
import consoleEn from "./locales/console/en.json";
import consoleEs from "./locales/console/es.json";
import consoleFr from "./locales/console/fr.json";
import consolePt from "./locales/console/pt.json";

type Catalogues = Record<UiLanguage, MessageCatalogue>;

/** The areas, each a namespace of the web tier's i18next: members' and visitors' pages, the console. */
export const MESSAGE_AREAS = {
  member: { en, fr, es, de, pt },
  console: { en: consoleEn, fr: consoleFr, es: consoleEs, de: consoleDe, pt: consolePt },
} satisfies Record<string, Catalogues>;

export type MessageArea = keyof typeof MESSAGE_AREAS;

const merged = (lng: UiLanguage) =>
  bySpecificity(Object.assign({}, ...Object.values(MESSAGE_AREAS).map((area) => area[lng])));

/** Every area in one catalogue per language, the most specific templates first. */
export const MESSAGE_CATALOGUES: Catalogues = {
  en: merged("en"),
  fr: merged("fr"),
  es: merged("es"),
  de: merged("de"),
  pt: merged("pt"),
};

/**
 * A contract message (English) in `lng`, its numbers and the English dates its values hold written
 * the language's way; itself when English or not in the catalogue.
 */
export function translateMessage(english: string, lng: string | null | undefined): string {
  if (!isUiLanguage(lng) || lng === DEFAULT_UI_LANGUAGE) return english;
  const translated = lookupMessage(english, MESSAGE_CATALOGUES[lng], lng);
  return translated === undefined ? english : localizeEnglishDates(translated, lng);
}
