// Messages that come from contract/ (zod validation, API answers, toasts, the specification's copy)
// are English in code and translated where they are shown, by their English text
// (contract/message-lookup.ts). In a component: `const m = useMessages(); m(error)`.
// Server side (a loader building a title, an email): translateMessage from #contract/message-catalogues.
import { useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { bySpecificity, lookupMessage, type MessageCatalogue } from "#contract/message-lookup";
import { CONSOLE_ROUTE_ID, MESSAGE_NAMESPACES } from "./i18n";

const MEMBER = [MESSAGE_NAMESPACES.member];
const WITH_CONSOLE = [MESSAGE_NAMESPACES.member, MESSAGE_NAMESPACES.console];

/** The console's and the members' areas as one catalogue, its templates most specific first. */
const joined = new WeakMap<MessageCatalogue, WeakMap<MessageCatalogue, MessageCatalogue>>();
function join(member: MessageCatalogue, console: MessageCatalogue) {
  let byConsole = joined.get(member);
  if (!byConsole) joined.set(member, (byConsole = new WeakMap()));
  let catalogue = byConsole.get(console);
  if (!catalogue) byConsole.set(console, (catalogue = bySpecificity({ ...member, ...console })));
  return catalogue;
}

/**
 * A function that shows a contract message in the page's language (itself when not catalogued). A
 * page carries the members' area of the catalogue, and the console's only under the console's route:
 * asking for a namespace is what puts it in the page (app/utils/i18n-data.tsx).
 */
export function useMessages(): (english: string) => string {
  const inConsole = useMatches().some((match) => match.id === CONSOLE_ROUTE_ID);
  const { i18n } = useTranslation(inConsole ? WITH_CONSOLE : MEMBER);
  const lng = i18n.language;
  const bundle = (ns: string) => (i18n.getResourceBundle(lng, ns) ?? {}) as MessageCatalogue;
  const member = bundle(MESSAGE_NAMESPACES.member);
  const catalogue = inConsole ? join(member, bundle(MESSAGE_NAMESPACES.console)) : member;
  return (english) => lookupMessage(english, catalogue, lng) ?? english;
}
