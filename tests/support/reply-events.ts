// A reply's server-sent events with their numbers (`id:`), as a resuming reader needs them.
import { expect } from "vitest";
export interface SseEvent {
  event: string;
  data: any;
  /** The event's `id:`, its number in the reply. */
  id?: number;
}

/** Parses complete SSE blocks; comment lines are skipped. */
export function parseSse(text: string): SseEvent[] {
  const events: SseEvent[] = [];
  for (const block of text.split(/\n\n/)) {
    let event = "message";
    let id: number | undefined;
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).trim());
      else if (line.startsWith("id:")) id = Number(line.slice(3).trim());
    }
    if (data.length)
      events.push({ event, data: JSON.parse(data.join("\n")), ...(id === undefined ? {} : { id }) });
  }
  return events;
}

/**
 * Reads a stream event by event until `until` says so, the stream ends, or it breaks (a killed
 * server): `ended` tells the last two apart from the first (then the reader is kept).
 */
export async function readSseUntil(
  body: ReadableStream<Uint8Array>,
  until: (events: SseEvent[]) => boolean = () => false,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const events: SseEvent[] = [];
  let ended = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      text += decoder.decode(value, { stream: true });
      const cut = text.lastIndexOf("\n\n");
      if (cut < 0) continue;
      events.push(...parseSse(text.slice(0, cut + 2)));
      text = text.slice(cut + 2);
      if (until(events)) break;
    }
  } catch {
    ended = true;
  }
  return { events, reader, ended };
}

/** The text a reader saw: its tokens, in order. */
export const tokensOf = (events: SseEvent[]) =>
  events
    .filter((e) => e.event === "token")
    .map((e) => e.data.text as string)
    .join("");

/** The rest of a stream already being read (after readSseUntil stopped), to its end. */
export async function restOf(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<SseEvent[]> {
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return parseSse(text);
}

/** An `until` for readSseUntil: stop once `n` tokens came. */
export const tokenCount = (n: number) => (events: SseEvent[]) =>
  events.filter((x) => x.event === "token").length >= n;

/** The reply as its reader saw it across streams: numbered 1… without a gap or a repeat. */
export function expectWhole(events: SseEvent[]) {
  const numbered = events.filter((e) => e.event !== "message");
  expect(numbered.map((e) => e.id)).toEqual(numbered.map((_, k) => k + 1));
  expect(numbered.at(-1)?.event).toBe("done");
  return tokensOf(numbered);
}

/**
 * A member's calls to the reply endpoints on whichever API `baseOf(at)` names (an instance, the
 * balancer): send, follow a reply from an event number on, and any other call. `member` is read at
 * call time, since tests make their member in beforeAll.
 */
export function replyCalls<At>(baseOf: (at: At) => string, member: () => { token: string; botId: number }) {
  const call = (at: At, path: string, init: RequestInit = {}) =>
    fetch(`${baseOf(at)}${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${member().token}`,
        "Content-Type": "application/json",
        ...init.headers,
      },
    });
  const send = (at: At, body: Record<string, unknown>) =>
    call(at, "/bots/chatting/send", {
      method: "POST",
      headers: { Accept: "text/event-stream" },
      body: JSON.stringify({ bot_id: member().botId, ...body }),
    });
  const follow = (at: At, id: number, lastEventId: number) =>
    call(at, `/messages/${id}/stream`, {
      headers: { Accept: "text/event-stream", "Last-Event-ID": String(lastEventId) },
    });
  return { call, send, follow };
}
