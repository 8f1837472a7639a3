// A long chat's older exchanges, loaded with JavaScript in pages, kept in front of the loader's page
// (the newest exchanges). The loader's page is the truth from its first row on: rows the server
// removed there (an edit, a rewind) go, while the older rows already seen stay on screen, and the
// rows a newer page slides past are kept, so the list never shows a gap.
import type { ChatRowView } from "./types";

/** Known rows with a page laid over them: the page replaces whatever was known in its id range. */
export function addRows(known: readonly ChatRowView[], page: readonly ChatRowView[]): ChatRowView[] {
  if (!page.length) return [...known];
  const first = page[0]!.id;
  const last = page[page.length - 1]!.id;
  return [...known.filter((r) => r.id < first), ...page, ...known.filter((r) => r.id > last)];
}

/** What the list shows: the known rows older than the page, then the page. */
export function shownRows(
  known: readonly ChatRowView[],
  page: readonly ChatRowView[],
  pageHasMore: boolean,
): ChatRowView[] {
  // A page that is the whole chat needs nothing in front of it.
  if (!pageHasMore || !page.length) return [...page];
  const first = page[0]!.id;
  return [...known.filter((r) => r.id < first), ...page];
}
