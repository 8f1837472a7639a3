import { bySpecificity, type MessageCatalogue } from "#contract/message-lookup";
import { MESSAGE_NAMESPACES } from "./i18n";

// Every catalogue the browser may need after the first page, one small chunk per language and
// namespace. This map itself (a line per language and namespace) is a chunk of its own that the
// browser fetches the first time a page needs a namespace its document did not carry, so the first
// load does not grow with the number of namespaces.
const lazyCatalogues = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");
const lazyMessages = import.meta.glob<{ default: Record<string, unknown> }>("../../contract/locales/*.json");
const lazyConsoleMessages = import.meta.glob<{ default: Record<string, unknown> }>(
  "../../contract/locales/console/*.json",
);

/** One namespace's catalogue in one language; one that does not exist reads as empty. */
export async function loadCatalogue(lng: string, ns: string): Promise<Record<string, unknown>> {
  const messages = ns === MESSAGE_NAMESPACES.member || ns === MESSAGE_NAMESPACES.console;
  const load =
    ns === MESSAGE_NAMESPACES.member
      ? lazyMessages[`../../contract/locales/${lng}.json`]
      : ns === MESSAGE_NAMESPACES.console
        ? lazyConsoleMessages[`../../contract/locales/console/${lng}.json`]
        : lazyCatalogues[`../locales/${lng}/${ns}.json`];
  const bundle = load ? (await load()).default : {};
  // In the order the server inlines them (contract/message-lookup.ts: the most specific template first).
  return messages ? bySpecificity(bundle as MessageCatalogue) : bundle;
}
