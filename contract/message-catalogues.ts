// Every language's catalogue of contract messages, for the servers (the API's answers and emails,
// the web tier's loaders). The browser loads only its page's language (app/utils/messages.ts).
import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage } from "./ui-languages.js";
import { lookupMessage, type MessageCatalogue } from "./message-lookup";
import { localizeEnglishDates } from "./written-dates";
import de from "./locales/de.json";
import en from "./locales/en.json";
import es from "./locales/es.json";
import fr from "./locales/fr.json";
import pt from "./locales/pt.json";

const FIXED_WORDS = /\{\{\w+\}\}/g;

/**
 * The catalogue with its templates in order of specificity, the most fixed text first, so that "Your
 * {{plan}} for {{bot}} is active until {{when}}." is tried before "Your {{plan}} is active until
 * {{when}}." (which would also match, the bot's name inside the plan's). The pages' inline catalogues
 * are these objects, so the browser's lookup tries them in the same order at no cost in JavaScript.
 */
const bySpecificity = (catalogue: MessageCatalogue): MessageCatalogue =>
  Object.fromEntries(
    Object.entries(catalogue).sort(
      ([a], [b]) => b.replace(FIXED_WORDS, "").length - a.replace(FIXED_WORDS, "").length,
    ),
  );

export const MESSAGE_CATALOGUES: Record<UiLanguage, MessageCatalogue> = {
  en: bySpecificity(en),
  fr: bySpecificity(fr),
  es: bySpecificity(es),
  de: bySpecificity(de),
  pt: bySpecificity(pt),
};

/**
 * A contract message (English) in `lng`, the English dates its values hold written the language's
 * way; itself when English or not in the catalogue.
 */
export function translateMessage(english: string, lng: string | null | undefined): string {
  if (!isUiLanguage(lng) || lng === DEFAULT_UI_LANGUAGE) return english;
  const translated = lookupMessage(english, MESSAGE_CATALOGUES[lng]);
  return translated === undefined ? english : localizeEnglishDates(translated, lng);
}
