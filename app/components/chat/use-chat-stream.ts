// Replies with JavaScript (docs/requirements/dashboard.md#chat,
// docs/requirements/coming.md#conversations): a send, a regenerate or an edit shows at once, the
// reply streams in token by token from the web's SSE proxy, a dropped stream is resumed from its
// last event (Last-Event-ID) on whichever instance answers, Stop ends the reply where it is (the
// server keeps what was written), and a failure stays on screen with Retry: the typed or edited text
// is never lost. When an exchange ends, the page reloads its data and the stored (sanitized) exchange
// replaces the live one.
import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { SAFETY_COPY } from "#contract/safety";
import { readReplyEvent } from "#contract/reply-events";
import { accessBlockOf, type AccessBlock } from "~/utils/chat-access";
import type { SpeakerView } from "./group-types";
import { createSseParser } from "./sse";
import { stopForm, streamForm, type StreamKind, type StreamRequest } from "./stream-protocol";
import { STREAM_ERRORS } from "./stream-errors";

export type { StreamKind, StreamRequest };

export const STREAM_ACTION = "/dashboard/chat/stream";

export interface LiveExchange {
  key: string;
  kind: StreamKind;
  /** The stored row: known from the start for regenerate and edit, from event `message` for a send. */
  id: number | null;
  message: string;
  /** Streamed text so far (the stored HTML arrives with the reload). */
  reply: string;
  /** The server's HTML of the reply so far (sanitized), and how much of `reply` it covers. */
  html?: { html: string; upTo: number };
  status: "pending" | "streaming" | "done" | "stopped" | "failed";
  /** The model is reasoning before its first token (event `thinking`); never any of its text. */
  thinking?: boolean;
  error: string | null;
  /** The server took the request and is answering (its stream began): the text is stored. */
  acknowledged: boolean;
  /** Who answers: the picked character at once, else as the server names it. */
  speaker?: SpeakerView | null;
}

export const inFlight = (x: LiveExchange) => x.status === "pending" || x.status === "streaming";

const NETWORK_ERROR = STREAM_ERRORS.network;
const CUT_OFF = STREAM_ERRORS.cutOff;

/** What Retry asks for a failed live exchange: a stored message is re-asked; an unstored one is sent again. */
export function retryRequest(x: LiveExchange): StreamRequest {
  const speakerId = x.speaker?.id;
  // A continue the server stored is a reply row without a message: it is asked again.
  if (x.kind === "continue")
    return x.acknowledged && x.id !== null
      ? { kind: "regenerate", message: "", messageId: x.id, replaces: x.key }
      : { kind: "continue", message: "", speakerId, replaces: x.key };
  if (x.kind === "regenerate")
    return { kind: "regenerate", message: x.message, messageId: x.id!, replaces: x.key };
  if (x.acknowledged && x.id !== null)
    return { kind: "send", message: x.message, messageId: x.id, replaces: x.key };
  if (x.kind === "edit") return { kind: "edit", message: x.message, messageId: x.id!, replaces: x.key };
  return { kind: "send", message: x.message, replaces: x.key, speakerId };
}

/**
 * Drops finished live exchanges once the reloaded page lists them as stored rows. One stopped before
 * the server named its row goes with the first reload after the stop. A regenerate or edit the server
 * refused before storing anything stays (with its text and Retry) until retried or the chat changes.
 */
export function settleLive(all: LiveExchange[], storedIds: Set<number>): LiveExchange[] {
  const kept = all.filter((x) => {
    if (inFlight(x)) return true;
    if (x.id === null) return x.status !== "stopped";
    if (x.kind !== "send" && !x.acknowledged && x.status === "failed") return true;
    return !storedIds.has(x.id);
  });
  return kept.length === all.length ? all : kept;
}

/** A dropped reply stream is asked for again this many times in a row before it counts as cut off. */
const RECONNECT_TRIES = 6;
const reconnectDelay = (attempt: number) => Math.min(250 * 2 ** attempt, 4000);
const resumeUrl = (id: number) => `${STREAM_ACTION}?${new URLSearchParams({ message_id: String(id) })}`;
const isEventStream = (res: Response) => !!res.headers.get("Content-Type")?.includes("text/event-stream");

function signIn() {
  window.location.assign(`/auth?${new URLSearchParams({ redirectTo: location.pathname + location.search })}`);
}

/** Waits `ms`, or rejects at once when the exchange is let go (Stop, another chat). */
function pause(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Feeds a stream to the parser until it ends. A connection that breaks mid-stream ends it too (the
 * caller resumes); only letting go (Stop) throws.
 */
async function readEvents(
  body: NonNullable<Response["body"]>,
  parser: ReturnType<typeof createSseParser>,
  signal: AbortSignal,
) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.push(value);
    }
  } catch (err) {
    if (signal.aborted) throw err;
  } finally {
    parser.end();
  }
}

let counter = 0;

export function useChatStream(
  botId: number,
  chatId: number | null,
  onBlocked: (reason: AccessBlock) => void,
  /** The chat's characters: a picked speaker is shown on its bubble before the server names it. */
  participants: readonly SpeakerView[] = [],
) {
  const [live, setLive] = useState<LiveExchange[]>([]);
  const controller = useRef<AbortController | null>(null);
  /** The row the running exchange answers, once known: what Stop asks the server to stop. */
  const liveRow = useRef<number | null>(null);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const cast = useRef(participants);
  cast.current = participants;

  // Another bot or another chat: nothing live carries over, and a running stream is let go. A chat
  // that gets its id (the first send made it) is the same conversation.
  const shown = useRef({ botId, chatId });
  useEffect(() => {
    const before = shown.current;
    shown.current = { botId, chatId };
    if (before.botId === botId && (before.chatId === chatId || before.chatId === null)) return;
    controller.current?.abort();
    setLive([]);
  }, [botId, chatId]);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (req: StreamRequest) => {
      if ((req.kind === "send" || req.kind === "edit") && !req.messageId && !req.message.trim()) return;
      controller.current?.abort();
      const key = `live-${++counter}`;
      const ac = new AbortController();
      controller.current = ac;
      liveRow.current = req.messageId ?? null;
      const update = (patch: (x: LiveExchange) => Partial<LiveExchange>) =>
        setLive((all) => all.map((x) => (x.key === key ? { ...x, ...patch(x) } : x)));
      const id = req.messageId ?? null;
      setLive((all) => [
        ...all.filter((x) => x.key !== req.replaces && (id === null || x.id !== id)),
        {
          key,
          kind: req.kind,
          id,
          message: req.message,
          reply: "",
          status: "pending",
          error: null,
          acknowledged: false,
          speaker: cast.current.find((p) => p.id === req.speakerId) ?? null,
        },
      ]);

      let ended = false;
      // The row being answered (known at once for a regenerate or an edit; from `message` for a
      // send) and the number of the last event read: what a resume asks for.
      let rowId = id;
      const read: { lastEventId: string | null } = { lastEventId: null };
      const parser = createSseParser(({ event, data, id: eventId }) => {
        if (eventId !== undefined) read.lastEventId = eventId;
        const reply = readReplyEvent(event, data);
        if (reply?.type === "message") {
          rowId = reply.id;
          if (controller.current === ac) liveRow.current = rowId;
          const named = reply.speaker;
          update((x) => ({ id: rowId, acknowledged: true, speaker: named ?? x.speaker }));
        } else if (reply?.type === "thinking") update((x) => ({ thinking: !x.reply }));
        else if (reply?.type === "token")
          update((x) => {
            const text = x.reply + reply.text;
            const html = reply.html === undefined ? x.html : { html: reply.html, upTo: text.length };
            return { status: "streaming", thinking: false, reply: text, html };
          });
        else if (reply?.type === "done") {
          ended = true;
          // The saved reply (the safety layer may have replaced what streamed) until the reload.
          const named = reply.speaker;
          update((x) => ({
            status: "done",
            html: { html: reply.reply_message, upTo: x.reply.length },
            speaker: named ?? x.speaker,
          }));
        } else if (reply?.type === "error") {
          ended = true;
          update(() => ({ status: "failed", error: reply.message }));
        }
      });
      try {
        const res = await fetch(STREAM_ACTION, {
          method: "POST",
          body: streamForm(botId, shown.current.chatId, req),
          headers: { Accept: "text/event-stream" },
          signal: ac.signal,
        });
        if (res.status === 401) return signIn();
        if (!res.ok || !res.body || !isEventStream(res)) {
          const payload = (await res.json().catch(() => null)) as {
            message?: string;
            errors?: Record<string, string[]>;
          } | null;
          const error = payload?.errors?.message?.[0] ?? payload?.message ?? NETWORK_ERROR;
          if (res.status === 403 && error !== SAFETY_COPY.minorBlocked) onBlocked(accessBlockOf(error));
          update(() => ({ status: "failed", error }));
          ended = true;
          return;
        }
        await readEvents(res.body, parser, ac.signal);
        // The stream dropped before the reply's end (a cut connection, an instance gone): the reply
        // goes on on the server, so it is followed again from the last event read, wherever the
        // next request lands.
        for (let attempt = 0; !ended && rowId !== null && attempt < RECONNECT_TRIES; attempt++) {
          await pause(reconnectDelay(attempt), ac.signal);
          const resumed = await fetch(resumeUrl(rowId), {
            headers: {
              Accept: "text/event-stream",
              ...(read.lastEventId ? { "Last-Event-ID": read.lastEventId } : {}),
            },
            signal: ac.signal,
          }).catch((err: unknown) => {
            if (ac.signal.aborted) throw err;
            return null;
          });
          if (resumed?.status === 401) return signIn();
          if (resumed?.status === 404) break;
          if (!resumed?.ok || !resumed.body || !isEventStream(resumed)) continue;
          const before = read.lastEventId;
          await readEvents(resumed.body, parser, ac.signal);
          // Events came: the next drop gets its own tries.
          if (read.lastEventId !== before) attempt = -1;
        }
        if (!ended) update(() => ({ status: "failed", error: CUT_OFF }));
      } catch {
        if (ac.signal.aborted) {
          // It stays on screen until the reload below lists the stored row.
          update((x) => (inFlight(x) ? { status: "stopped" } : {}));
        } else update(() => ({ status: "failed", error: NETWORK_ERROR }));
      } finally {
        if (controller.current === ac) controller.current = null;
        revalidate.current();
      }
    },
    [botId, onBlocked],
  );

  const send = useCallback(
    (message: string, speakerId?: number) => run({ kind: "send", message, speakerId }),
    [run],
  );
  /** One more reply in a group without a new message (by the picked character, or the next in turn). */
  const proceed = useCallback(
    (speakerId?: number) => run({ kind: "continue", message: "", speakerId }),
    [run],
  );
  const retry = useCallback((x: LiveExchange) => run(retryRequest(x)), [run]);
  // Stop lets go of the stream and tells the server, which ends the reply where it is (on whichever
  // instance writes it) and keeps what was written.
  const stop = useCallback(() => {
    if (!controller.current) return;
    controller.current.abort();
    const row = liveRow.current;
    if (row !== null)
      void fetch(STREAM_ACTION, { method: "POST", body: stopForm(row) }).catch(() => undefined);
  }, []);
  const clear = useCallback(() => setLive((all) => all.filter(inFlight)), []);
  const settle = useCallback((storedIds: Set<number>) => setLive((all) => settleLive(all, storedIds)), []);

  return { live, run, send, proceed, retry, stop, clear, settle, streaming: live.some(inFlight) };
}
