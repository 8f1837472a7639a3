// Reasoning written inline as <think>…</think> (llama.cpp, and Ollama and vLLM with some chat
// templates) is taken out of the reply while it streams: a tag may be split across chunks, so the
// end of a piece that could be the start of a tag ("<", "<thi", "</thin") waits for the next piece.
// The whitespace a model puts after </think> does not start the reply.

const OPEN = "<think>";
const CLOSE = "</think>";

export interface Sorted {
  text: string;
  reasoning: string;
}

export interface ThinkTagFilter {
  push(piece: string): Sorted;
  /** What was held back, at the end of the stream (an unclosed <think> stays reasoning). */
  end(): Sorted;
}

/** How many characters at the end of `s` are the start of `tag`. */
function partialTagAtEnd(s: string, tag: string): number {
  for (let n = Math.min(tag.length - 1, s.length); n > 0; n--) {
    if (tag.startsWith(s.slice(s.length - n))) return n;
  }
  return 0;
}

export function createThinkTagFilter(): ThinkTagFilter {
  let inside = false;
  let held = "";
  let replyStarted = false;

  function sort(out: Sorted, part: string) {
    if (inside) {
      out.reasoning += part;
      return;
    }
    const shown = replyStarted ? part : part.trimStart();
    if (shown) replyStarted = true;
    out.text += shown;
  }

  return {
    push(piece) {
      const out: Sorted = { text: "", reasoning: "" };
      held += piece;
      for (;;) {
        const tag = inside ? CLOSE : OPEN;
        const at = held.indexOf(tag);
        if (at < 0) break;
        sort(out, held.slice(0, at));
        held = held.slice(at + tag.length);
        inside = !inside;
      }
      const keep = partialTagAtEnd(held, inside ? CLOSE : OPEN);
      sort(out, held.slice(0, held.length - keep));
      held = held.slice(held.length - keep);
      return out;
    },
    end() {
      const out: Sorted = { text: "", reasoning: "" };
      sort(out, held);
      held = "";
      return out;
    },
  };
}
