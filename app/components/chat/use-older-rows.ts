// "Load older messages" with JavaScript: older pages come from a fetcher (dashboard.chat.older.ts)
// and are merged in front of the loader's page (older-rows.ts). Rows already loaded are read again
// when the page revalidates (after a rating, a choice of reply or a send), so they never go stale.
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { CHAT_PAGE_MAX } from "#contract/chat-schemas";
import type { ChatView, OlderRows } from "~/utils/chat.server";
import { addRows, shownRows } from "./older-rows";
import { olderRowsPath } from "./paths";
import type { ChatRowView } from "./types";

interface Known {
  chatId: number | null;
  rows: ChatRowView[];
  /** What the deepest page loaded said; null before any was loaded. */
  hasMore: boolean | null;
}

export function useOlderRows(chat: Pick<ChatView, "id" | "rows" | "hasMore">) {
  const loader = useFetcher<OlderRows>();
  const refresher = useFetcher<OlderRows>();
  const [known, setKnown] = useState<Known>({ chatId: chat.id, rows: [], hasMore: null });
  // Another chat starts from its own page.
  const current = known.chatId === chat.id ? known : { chatId: chat.id, rows: [], hasMore: null };
  const rows = shownRows(current.rows, chat.rows, chat.hasMore);
  const olderShown = rows.length - chat.rows.length;
  const hasMore = olderShown > 0 ? Boolean(current.hasMore) : chat.hasMore;
  const oldest = rows[0]?.id ?? null;

  const loaded = loader.data;
  useEffect(() => {
    if (!loaded) return;
    setKnown((k) => ({
      chatId: chat.id,
      rows: addRows(k.chatId === chat.id ? k.rows : [], loaded.rows),
      hasMore: loaded.hasMore,
    }));
  }, [loaded, chat.id]);

  const refreshed = refresher.data;
  useEffect(() => {
    if (!refreshed) return;
    setKnown((k) => (k.chatId === chat.id ? { ...k, rows: addRows(k.rows, refreshed.rows) } : k));
  }, [refreshed, chat.id]);

  // A revalidated page: keep the rows it slid past, and read the older ones shown again.
  const seenPage = useRef(chat.rows);
  useEffect(() => {
    if (seenPage.current === chat.rows) return;
    const previous = seenPage.current;
    seenPage.current = chat.rows;
    if (!olderShown || chat.id === null || !chat.rows[0]) return;
    setKnown((k) => (k.chatId === chat.id ? { ...k, rows: addRows(k.rows, previous) } : k));
    refresher.load(olderRowsPath(chat.id, chat.rows[0].id, Math.min(olderShown, CHAT_PAGE_MAX)));
    // Only a new page from the loader starts this; the counts are read as they are then.
  }, [chat.rows, chat.id, olderShown, refresher]);

  const { load } = loader;
  const loadOlder = useCallback(() => {
    if (chat.id === null || oldest === null || loader.state !== "idle") return;
    load(olderRowsPath(chat.id, oldest));
  }, [chat.id, oldest, loader.state, load]);

  return { rows, hasMore, loading: loader.state !== "idle", loadOlder, oldest };
}
