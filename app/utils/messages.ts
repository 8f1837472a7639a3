// Messages that come from contract/ (zod validation, API answers, toasts, the specification's copy)
// are English in code and translated where they are shown, by their English text
// (contract/message-lookup.ts). In a component: `const m = useMessages(); m(error)`.
// Server side (a loader building a title, an email): translateMessage from #contract/message-catalogues.
import { useTranslation } from "react-i18next";
import { lookupMessage, type MessageCatalogue } from "#contract/message-lookup";
import { MESSAGES_NS } from "./i18n";

/** A function that shows a contract message in the page's language (itself when not catalogued). */
export function useMessages(): (english: string) => string {
  const { i18n } = useTranslation(MESSAGES_NS);
  const catalogue = (i18n.getResourceBundle(i18n.language, MESSAGES_NS) ?? {}) as MessageCatalogue;
  return (english) => lookupMessage(english, catalogue) ?? english;
}
