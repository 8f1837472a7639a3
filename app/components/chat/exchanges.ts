// How the conversation is drawn from stored rows and live (streaming) exchanges: a live exchange
// takes the place of the row it re-asks, regenerates or edits; an edit under way hides the later
// rows (the server removes them); new sends come at the end; the greeting always stays on top.
import type { SpeakerView } from "./group-types";
import { liveHtml } from "./live-html";
import type { ChatRowView } from "./types";
import { inFlight, type LiveExchange } from "./use-chat-stream";
import { STREAM_ERRORS } from "./stream-errors";

export interface Exchange {
  key: string;
  id: number | null;
  /** The user's text; null for the greeting. */
  message: string | null;
  /** Stored, sanitized HTML; null while only streamed text exists. */
  html: string | null;
  text: string;
  /** While it streams: the reply so far as HTML (live-html.ts); "" before any text. */
  liveHtml: string;
  typing: boolean;
  /** The model is thinking before it writes (shown as "Thinking…" in place of the dots' label). */
  thinking: boolean;
  failed: string | null;
  stopped: boolean;
  createdAt: string | null;
  /** The stored row's alternatives and rating; absent while a live exchange stands in for it. */
  stored: Pick<ChatRowView, "alternatives" | "selected" | "rating"> | null;
  /** The live exchange drawn here, for Retry. */
  live: LiveExchange | null;
  /** Who wrote (or is writing) the reply; null: the chat's own bot. */
  speaker: SpeakerView | null;
  /** A reply without the member's words (a group's "Continue"): rated and regenerated like any other. */
  replyOnly: boolean;
}

function fromRow(row: ChatRowView, greeting: boolean): Exchange {
  const waiting = row.status === "pending" || row.status === "streaming";
  return {
    key: `row-${row.id}`,
    id: row.id,
    message: row.message,
    html: row.replyHtml,
    text: "",
    liveHtml: "",
    typing: waiting,
    thinking: false,
    failed: row.status === "failed" ? (row.error ?? STREAM_ERRORS.incomplete) : null,
    stopped: false,
    createdAt: row.createdAt,
    stored: waiting ? null : { alternatives: row.alternatives, selected: row.selected, rating: row.rating },
    live: null,
    speaker: row.speaker ?? null,
    replyOnly: row.message === null && !greeting,
  };
}

function fromLive(x: LiveExchange, row: ChatRowView | null): Exchange {
  // A regenerate or edit refused before anything was stored leaves the stored reply as it was.
  const refused = x.status === "failed" && !x.acknowledged && x.kind !== "send";
  return {
    key: x.key,
    id: x.id,
    // A continue has no words of the member's: only the reply is drawn.
    message: x.kind === "continue" || row?.message === null ? null : x.message,
    html: refused && row ? row.replyHtml : null,
    text: x.reply,
    liveHtml: liveHtml(x.html?.html ?? null, x.reply.slice(x.html?.upTo ?? 0)),
    // After Stop the server goes on writing: the dots stay until the stored row takes over.
    typing: inFlight(x) || x.status === "stopped",
    thinking: inFlight(x) && Boolean(x.thinking) && !x.reply,
    failed: x.status === "failed" ? x.error : null,
    stopped: x.status === "stopped",
    createdAt: row?.createdAt ?? null,
    stored: null,
    live: x,
    speaker: x.speaker ?? row?.speaker ?? null,
    replyOnly: x.kind === "continue" || (x.kind === "regenerate" && row?.message === null),
  };
}

/** Stored rows in order, a live exchange in place of the row it concerns, new ones at the end. */
export function mergeExchanges(rows: ChatRowView[], live: LiveExchange[], greetingHtml = ""): Exchange[] {
  const byId = new Map(live.filter((x) => x.id !== null).map((x) => [x.id!, x]));
  // The server removes everything after an edited message as soon as it takes the edit.
  const editFrom = Math.min(
    ...live
      .filter((x) => x.kind === "edit" && x.id !== null && (x.acknowledged || inFlight(x)))
      .map((x) => x.id!),
  );
  const used = new Set<string>();
  const out: Exchange[] = [];
  if (greetingHtml && rows[0]?.message !== null) {
    out.push({
      key: "greeting",
      id: null,
      message: null,
      html: greetingHtml,
      text: "",
      liveHtml: "",
      typing: false,
      thinking: false,
      failed: null,
      stopped: false,
      createdAt: null,
      stored: null,
      live: null,
      speaker: null,
      replyOnly: false,
    });
  }
  // The stored greeting is the chat's oldest row: first here when the greeting is shown on top.
  const greetingRow = greetingHtml && rows[0]?.message === null ? rows[0].id : null;
  for (const row of rows) {
    if (row.id > editFrom) continue;
    const x = byId.get(row.id);
    if (!x) {
      out.push(fromRow(row, row.id === greetingRow));
      continue;
    }
    used.add(x.key);
    out.push(fromLive(x, row));
  }
  for (const x of live)
    if (!used.has(x.key) && !(x.id !== null && x.id > editFrom)) out.push(fromLive(x, null));
  return out;
}

/** The index of the last exchange with the user's words (-1 for none): an edit or rewind before it removes messages. */
export function lastUserIndex(exchanges: Exchange[]): number {
  for (let k = exchanges.length - 1; k >= 0; k--) if (exchanges[k]!.message !== null) return k;
  return -1;
}
