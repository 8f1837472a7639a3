// How a long chat's list is put together with JavaScript (app/components/chat/older-rows.ts): older
// pages in front of the loader's newest page, the loader's page the truth from its first row on.
import { describe, expect, it } from "vitest";
import { addRows, shownRows } from "../../app/components/chat/older-rows";
import type { ChatRowView } from "../../app/components/chat/types";

const row = (id: number, rating: -1 | 0 | 1 = 0): ChatRowView => ({
  id,
  message: `Message ${id}`,
  replyHtml: `<p>Reply ${id}</p>`,
  status: "complete",
  error: null,
  safety: null,
  createdAt: new Date(2025, 0, 1, 0, id).toISOString(),
  alternatives: 1,
  selected: 0,
  rating,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => row(from + k));
const ids = (rows: ChatRowView[]) => rows.map((r) => r.id);

describe("older rows in front of the newest page", () => {
  it("puts loaded pages in front of the page, oldest first, without duplicates", () => {
    let known = addRows([], range(51, 100));
    known = addRows(known, range(1, 50));
    expect(ids(shownRows(known, range(101, 150), true))).toEqual(ids(range(1, 150)));
  });

  it("shows only the page when it is the whole chat, or when nothing older is known", () => {
    expect(ids(shownRows(range(1, 10), range(11, 20), false))).toEqual(ids(range(11, 20)));
    expect(ids(shownRows([], range(11, 20), true))).toEqual(ids(range(11, 20)));
    expect(shownRows(range(1, 10), [], true)).toEqual([]);
  });

  it("keeps the rows a newer page slid past (no gap after a send) once the old page is known", () => {
    const older = range(1, 50);
    const firstPage = range(51, 100);
    const known = addRows(older, firstPage);
    const afterSend = range(52, 101);
    expect(ids(shownRows(known, afterSend, true))).toEqual(ids(range(1, 101)));
  });

  it("drops rows the server removed from the page's range on (an edit or rewind), keeps older ones", () => {
    const known = addRows(range(1, 50), range(51, 100));
    // Rewound from message 40: the newest page now ends at 39.
    const page = range(10, 39);
    expect(ids(shownRows(known, page, true))).toEqual(ids(range(1, 39)));
  });

  it("lets a page read again replace what was known in its range (a new rating), rows gone included", () => {
    const known = range(1, 10);
    const refreshed = [row(3), row(4, 1), row(6)];
    const merged = addRows(known, refreshed);
    expect(ids(merged)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10]);
    expect(merged.find((r) => r.id === 4)!.rating).toBe(1);
    expect(addRows(known, [])).toEqual(known);
  });
});
