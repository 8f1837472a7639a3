// A small server-sent events reader for fetch() bodies (EventSource cannot POST); a reply's events
// are then read by contract/reply-events.ts.
export interface SseEvent {
  event: string;
  data: string;
  /** The event's `id:` when it has one: a reply's event number, sent back as Last-Event-ID to resume. */
  id?: string;
}

/** Feed it decoded text as it arrives; it calls onEvent for every complete event. */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = "";
  const dispatch = (block: string) => {
    let event = "message";
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (!line || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? "" : line.slice(colon + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
      else if (field === "id") id = value;
    }
    if (data.length) onEvent({ event, data: data.join("\n"), ...(id === undefined ? {} : { id }) });
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      // A "\r" at the very end may be the first half of "\r\n": wait for the next chunk.
      const safe = buffer.endsWith("\r") ? buffer.length - 1 : buffer.length;
      const text = buffer.slice(0, safe).replace(/\r\n?/g, "\n");
      const rest = buffer.slice(safe);
      const parts = text.split("\n\n");
      buffer = parts.pop()! + rest;
      for (const block of parts) dispatch(block);
    },
    /** The stream ended: an unterminated last event is dropped, as EventSource does. */
    end() {
      buffer = "";
    },
  };
}
