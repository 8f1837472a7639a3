// A reply's server-sent events with their numbers (`id:`), as a resuming reader needs them.
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
