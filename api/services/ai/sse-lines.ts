// Server-sent events as bytes arrive: a chunk may end anywhere, inside a UTF-8 character, inside
// "data:", or between the CR and LF of a CRLF (servers built on sse-starlette end lines with CRLF).
// Lines end with LF, CRLF or a lone CR, as the event-stream format allows. Each complete line is
// one field; events are not waited for (a blank line), so a reply's text is shown as soon as its
// line is in, which every OpenAI-compatible server sends one to an event anyway.

export interface SseField {
  /** "data", "error" (llama.cpp's failures), "event", …; "" for a comment (": keep-alive"). */
  name: string;
  value: string;
}

export function fieldOf(line: string): SseField | null {
  if (!line) return null;
  const colon = line.indexOf(":");
  if (colon === 0) return { name: "", value: line.slice(1) };
  if (colon < 0) return { name: line, value: "" };
  const value = line.slice(colon + 1);
  return { name: line.slice(0, colon), value: value.startsWith(" ") ? value.slice(1) : value };
}

export interface SseLineReader {
  /** The complete lines this chunk ends, as fields (blank lines left out). */
  push(bytes: Uint8Array): SseField[];
  /** The last line when the stream ends without a line break. */
  end(): SseField[];
}

export function createSseLineReader(): SseLineReader {
  const decoder = new TextDecoder();
  let buffer = "";

  function lines(final: boolean): SseField[] {
    const out: SseField[] = [];
    let start = 0;
    for (let k = 0; k < buffer.length; k++) {
      const c = buffer.charCodeAt(k);
      if (c !== 10 && c !== 13) continue;
      // A CR that ends the chunk may be half of a CRLF: wait for the next byte.
      if (c === 13 && k === buffer.length - 1 && !final) break;
      const field = fieldOf(buffer.slice(start, k));
      if (field) out.push(field);
      if (c === 13 && buffer.charCodeAt(k + 1) === 10) k++;
      start = k + 1;
    }
    buffer = buffer.slice(start);
    if (final && buffer) {
      const field = fieldOf(buffer);
      if (field) out.push(field);
      buffer = "";
    }
    return out;
  }

  return {
    push(bytes) {
      buffer += decoder.decode(bytes, { stream: true });
      return lines(false);
    },
    end() {
      buffer += decoder.decode();
      return lines(true);
    },
  };
}
