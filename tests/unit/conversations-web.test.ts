// The web half of "Conversations", its pure parts: how regenerates and edits draw over stored rows,
// what Retry asks again, the form between the stream hook and the stream route, message times, and
// the chat page's addresses.
import { describe, expect, it } from "vitest";
import { stepUrl } from "../../app/components/chat/chat-controls";
import { lastUserIndex, mergeExchanges } from "../../app/components/chat/exchanges";
import { chatExportPath, memoryPath } from "../../app/components/chat/paths";
import { stopForm, streamForm, upstreamCall } from "../../app/components/chat/stream-protocol";
import { fullTime, relativeTime, type RecentWords } from "../../app/components/chat/time";
import { SAFETY_COPY } from "../../contract/safety";
import en from "../../app/locales/en/chat.json";
import fr from "../../app/locales/fr/chat.json";
import type { ChatRowView } from "../../app/components/chat/types";
import { retryRequest, settleLive, type LiveExchange } from "../../app/components/chat/use-chat-stream";
import { chatPath } from "../../app/utils/chat-access";

const row = (id: number, patch: Partial<ChatRowView> = {}): ChatRowView => ({
  id,
  message: `m${id}`,
  replyHtml: `<p>r${id}</p>`,
  status: "complete",
  error: null,
  safety: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  alternatives: 1,
  selected: 0,
  rating: 0,
  ...patch,
});
const greetingRow = (id: number) => row(id, { message: null, replyHtml: "<p>Hello!</p>" });

const live = (patch: Partial<LiveExchange> & Pick<LiveExchange, "key" | "kind">): LiveExchange => ({
  id: null,
  message: "hi",
  reply: "",
  status: "pending",
  error: null,
  acknowledged: false,
  ...patch,
});

describe("drawing a chat", () => {
  it("keeps the greeting on top after the first send, before the stored greeting arrives", () => {
    const drawn = mergeExchanges(
      [],
      [live({ key: "a", kind: "send", status: "streaming", reply: "Hey" })],
      "<p>Hello!</p>",
    );
    expect(drawn.map((x) => x.key)).toEqual(["greeting", "a"]);
    expect(drawn[0]).toMatchObject({ message: null, html: "<p>Hello!</p>" });
  });

  it("draws the stored greeting row instead of the bot's greeting once the chat has one", () => {
    const drawn = mergeExchanges([greetingRow(1), row(2)], [], "<p>Hello!</p>");
    expect(drawn.map((x) => x.key)).toEqual(["row-1", "row-2"]);
  });

  it("hides the later rows while an edit is under way, and the edited text shows in place", () => {
    const edit = live({
      key: "e",
      kind: "edit",
      id: 2,
      message: "fixed",
      status: "streaming",
      acknowledged: true,
    });
    const drawn = mergeExchanges([greetingRow(1), row(2), row(3), row(4)], [edit]);
    expect(drawn.map((x) => x.key)).toEqual(["row-1", "e"]);
    expect(drawn[1]).toMatchObject({ message: "fixed", html: null, typing: true });
  });

  it("keeps the later rows and the stored reply when an edit was refused before anything was stored", () => {
    const refused = live({
      key: "e",
      kind: "edit",
      id: 2,
      message: "fixed",
      status: "failed",
      error: "Too fast",
    });
    const drawn = mergeExchanges([row(2), row(3)], [refused]);
    expect(drawn.map((x) => x.key)).toEqual(["e", "row-3"]);
    expect(drawn[0]).toMatchObject({ message: "fixed", html: "<p>r2</p>", failed: "Too fast" });
  });

  it("streams a regenerate in place of its reply and hides the alternatives until it is stored", () => {
    const regen = live({
      key: "g",
      kind: "regenerate",
      id: 2,
      message: "m2",
      status: "streaming",
      reply: "New",
      acknowledged: true,
    });
    const drawn = mergeExchanges([row(2, { alternatives: 2, selected: 1 })], [regen]);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toMatchObject({ key: "g", html: null, text: "New", stored: null });
  });

  it("gives a stored exchange its alternatives and rating, and none while its reply is written", () => {
    const drawn = mergeExchanges(
      [row(2, { alternatives: 3, selected: 2, rating: -1 }), row(3, { status: "pending" })],
      [],
    );
    expect(drawn[0]!.stored).toEqual({ alternatives: 3, selected: 2, rating: -1 });
    expect(drawn[1]!.stored).toBeNull();
  });

  it("knows which exchanges have later messages of the user", () => {
    const drawn = mergeExchanges([greetingRow(1), row(2), row(3)], []);
    expect(lastUserIndex(drawn)).toBe(2);
    expect(lastUserIndex(mergeExchanges([greetingRow(1)], []))).toBe(-1);
  });
});

describe("live exchanges settle and retry", () => {
  it("drops finished exchanges once stored, but keeps a refused edit with its text", () => {
    const done = live({ key: "d", kind: "regenerate", id: 2, status: "done", acknowledged: true });
    const refused = live({ key: "r", kind: "edit", id: 3, status: "failed", error: "Busy" });
    const running = live({ key: "s", kind: "send", status: "streaming" });
    expect(settleLive([done, refused, running], new Set([2, 3])).map((x) => x.key)).toEqual(["r", "s"]);
  });

  it("keeps the same list when nothing settles (no re-render)", () => {
    const all = [live({ key: "s", kind: "send", status: "streaming" })];
    expect(settleLive(all, new Set())).toBe(all);
  });

  it("re-asks a stored message, sends an unstored one again, and redoes a refused edit or a regenerate", () => {
    expect(
      retryRequest(live({ key: "a", kind: "send", id: 5, acknowledged: true, status: "failed" })),
    ).toEqual({
      kind: "send",
      message: "hi",
      messageId: 5,
      replaces: "a",
    });
    expect(retryRequest(live({ key: "b", kind: "send", status: "failed" }))).toEqual({
      kind: "send",
      message: "hi",
      replaces: "b",
    });
    expect(
      retryRequest(live({ key: "c", kind: "edit", id: 7, message: "new", status: "failed" })),
    ).toMatchObject({
      kind: "edit",
      message: "new",
      messageId: 7,
    });
    // An edit the server stored and whose reply then failed is re-asked like any failed reply.
    expect(
      retryRequest(
        live({ key: "d", kind: "edit", id: 7, message: "new", status: "failed", acknowledged: true }),
      ),
    ).toMatchObject({ kind: "send", messageId: 7 });
    expect(retryRequest(live({ key: "e", kind: "regenerate", id: 9, status: "failed" }))).toMatchObject({
      kind: "regenerate",
      messageId: 9,
    });
  });
});

describe("the stream form", () => {
  it("sends to the open chat, retries by id, and passes the API's call to the route", () => {
    const send = upstreamCall(streamForm(4, 12, { kind: "send", message: "Hello" }));
    expect(send).toEqual({
      path: "/bots/chatting/send",
      method: "POST",
      body: { bot_id: 4, message: "Hello", chat_id: 12 },
    });
    const retry = upstreamCall(streamForm(4, null, { kind: "send", message: "Hello", messageId: 30 }));
    expect(retry?.body).toEqual({ bot_id: 4, message: "Hello", retry_id: 30 });
  });

  it("regenerates and edits a message by id", () => {
    expect(upstreamCall(streamForm(4, 12, { kind: "regenerate", message: "m", messageId: 30 }))).toEqual({
      path: "/messages/30/regenerate",
      method: "POST",
      body: {},
    });
    expect(upstreamCall(streamForm(4, 12, { kind: "edit", message: "fixed", messageId: 30 }))).toEqual({
      path: "/messages/30",
      method: "PATCH",
      body: { message: "fixed" },
    });
  });

  it("stops a reply by its message id, and refuses a stop naming none", () => {
    expect(upstreamCall(stopForm(30))).toEqual({ path: "/messages/30/stop", method: "POST", body: {} });
    const form = new FormData();
    form.set("intent", "stop");
    form.set("message_id", "30/../../chats/1");
    expect(upstreamCall(form)).toBeNull();
  });

  it("refuses a regenerate or edit without a message id, and never builds a path from text", () => {
    const form = new FormData();
    form.set("intent", "edit");
    form.set("message_id", "../chats/1");
    expect(upstreamCall(form)).toBeNull();
    form.set("intent", "regenerate");
    form.set("message_id", "-3");
    expect(upstreamCall(form)).toBeNull();
  });
});

describe("message times", () => {
  const now = Date.parse("2026-11-23T12:00:00.000Z");
  const ago = (ms: number) => new Date(now - ms).toISOString();
  // The chat catalogue's own words, as the page's i18next gives them.
  const wordsOf =
    (catalogue: typeof en): RecentWords =>
    (key, count) =>
      catalogue.time[key].replace("{{count}}", String(count));
  const english = wordsOf(en);

  it("says how long ago, then the date", () => {
    expect(relativeTime(ago(10_000), now, english)).toBe("just now");
    expect(relativeTime(ago(5 * 60_000), now, english)).toBe("5 min ago");
    expect(relativeTime(ago(3 * 3_600_000), now, english)).toBe("3 h ago");
    expect(relativeTime(ago(2 * 86_400_000), now, english)).toBe("2 d ago");
    expect(relativeTime("2026-03-05T10:00:00.000Z", now, english)).toBe("Mar 5");
    expect(relativeTime("2025-03-05T10:00:00.000Z", now, english)).toBe("Mar 5, 2025");
    expect(relativeTime("not a date", now, english)).toBe("");
  });

  it("says it in the page's language", () => {
    const french = wordsOf(fr);
    expect(relativeTime(ago(10_000), now, french, { lng: "fr" })).toBe("à l’instant");
    expect(relativeTime(ago(5 * 60_000), now, french, { lng: "fr" })).toBe("il y a 5 min");
    expect(relativeTime("2026-03-05T10:00:00.000Z", now, french, { lng: "fr" })).toBe("5 mars");
    expect(fullTime("2026-11-23T08:17:00.000Z", "UTC", "fr")).toMatch(/^lun\. 23 nov\. 2026.*08:17 UTC$/);
  });

  it("gives the full date and time with its zone", () => {
    expect(fullTime("2026-11-23T08:17:00.000Z")).toBe("Mon, Nov 23, 2026, 8:17 AM UTC");
    expect(fullTime("2026-11-23T08:17:00.000Z", "Europe/Paris")).toMatch(/9:17 AM GMT\+1$/);
  });
});

describe("the chat header's notices", () => {
  it("say in English exactly what the safety rules quote", () => {
    expect(en.header.aiNotice).toBe(SAFETY_COPY.aiNotice);
    expect(en.header.aiNoticeLong).toBe(SAFETY_COPY.aiNoticeLong);
    expect(en.header.demoEngine).toBe(SAFETY_COPY.demoEngine);
  });
});

describe("addresses", () => {
  it("opens a bot's most recent chat or one chat by id, and adds steps to either", () => {
    expect(chatPath(3)).toBe("/dashboard/chat?bot=3");
    expect(chatPath(3, 41)).toBe("/dashboard/chat?bot=3&chat=41");
    expect(stepUrl(chatPath(3, 41), "edit", 9)).toBe("/dashboard/chat?bot=3&chat=41&edit=9");
    expect(stepUrl("/dashboard/chat", "rename", 1)).toBe("/dashboard/chat?rename=1");
  });

  it("links the memory page back to its chat, and exports by chat id", () => {
    expect(memoryPath(3)).toBe("/dashboard/chat/memory?bot=3");
    expect(memoryPath(3, 41)).toBe("/dashboard/chat/memory?bot=3&chat=41");
    expect(chatExportPath(41, "json")).toBe("/dashboard/chat/export?chat=41&format=json");
  });
});
