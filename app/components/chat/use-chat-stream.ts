// Sending with JavaScript (§4 "Chat"): the user's message shows at once, the reply streams in token
// by token from the web's SSE proxy, Stop lets go of the stream (the server still saves the reply),
// and a failed send or reply stays in the list with Retry. When an exchange ends, the page reloads
// its data, and the stored (sanitized) exchange replaces the live one.
import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { SAFETY_COPY } from "#contract/safety";
import { accessBlockOf, type AccessBlock } from "~/utils/chat-access";
import { createSseParser } from "./sse";

export const STREAM_ACTION = "/dashboard/chat/stream";

export interface LiveExchange {
  key: string;
  /** The stored row, once the server has said so (event `message`). */
  id: number | null;
  message: string;
  /** Streamed text so far (plain text; the stored HTML arrives with the reload). */
  reply: string;
  status: "pending" | "streaming" | "done" | "stopped" | "failed";
  error: string | null;
}

export const inFlight = (x: LiveExchange) => x.status === "pending" || x.status === "streaming";

const NETWORK_ERROR = "Could not reach Infinite. Check your connection and try again.";
const CUT_OFF = "The reply was cut off. Please try again.";

let counter = 0;

export function useChatStream(botId: number, onBlocked: (reason: AccessBlock) => void) {
  const [live, setLive] = useState<LiveExchange[]>([]);
  const controller = useRef<AbortController | null>(null);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  // Another bot, another conversation: nothing live carries over, and a running stream is let go.
  useEffect(() => {
    setLive([]);
    return () => controller.current?.abort();
  }, [botId]);

  const send = useCallback(
    async ({ message, retryId, replaces }: { message: string; retryId?: number; replaces?: string }) => {
      if (!retryId && !message.trim()) return;
      controller.current?.abort();
      const key = `live-${++counter}`;
      const ac = new AbortController();
      controller.current = ac;
      const update = (patch: (x: LiveExchange) => Partial<LiveExchange>) =>
        setLive((all) => all.map((x) => (x.key === key ? { ...x, ...patch(x) } : x)));
      setLive((all) => [
        ...all.filter((x) => x.key !== replaces && (retryId === undefined || x.id !== retryId)),
        { key, id: retryId ?? null, message, reply: "", status: "pending", error: null },
      ]);

      let ended = false;
      try {
        const body = new FormData();
        body.set("bot_id", String(botId));
        body.set("message", message);
        if (retryId) body.set("retry_id", String(retryId));
        const res = await fetch(STREAM_ACTION, {
          method: "POST",
          body,
          headers: { Accept: "text/event-stream" },
          signal: ac.signal,
        });
        if (res.status === 401) {
          window.location.assign(
            `/auth/login?${new URLSearchParams({ redirectTo: location.pathname + location.search })}`,
          );
          return;
        }
        if (!res.ok || !res.body || !res.headers.get("Content-Type")?.includes("text/event-stream")) {
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
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        const parser = createSseParser(({ event, data }) => {
          const payload = JSON.parse(data) as Record<string, unknown>;
          if (event === "message") update(() => ({ id: Number(payload.id) }));
          else if (event === "token")
            update((x) => ({ status: "streaming", reply: x.reply + String(payload.text ?? "") }));
          else if (event === "done") {
            ended = true;
            update(() => ({ status: "done" }));
          } else if (event === "error") {
            ended = true;
            update(() => ({ status: "failed", error: String(payload.message ?? CUT_OFF) }));
          }
        });
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.push(value);
        }
        parser.end();
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

  const stop = useCallback(() => controller.current?.abort(), []);
  const clear = useCallback(() => setLive([]), []);
  /**
   * Drops finished live exchanges once the reloaded page lists them as stored rows. One stopped
   * before the server named its row goes with the first reload after the stop, which lists it
   * under its stored id if the server got the message.
   */
  const settle = useCallback((storedIds: Set<number>) => {
    setLive((all) => {
      const kept = all.filter((x) =>
        x.id === null ? inFlight(x) || x.status !== "stopped" : inFlight(x) || !storedIds.has(x.id),
      );
      return kept.length === all.length ? all : kept;
    });
  }, []);

  return { live, send, stop, clear, settle, streaming: live.some(inFlight) };
}
