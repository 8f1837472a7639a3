// What a well-read friend knows of an everyday topic the member mentions in passing ("i started a
// pottery class", "my gran grew lavender along her wall"): a short true note from
// words/topic-notes.json, told after the reply's own line, so "Ooh, a pottery class!" goes on to
// say something about clay instead of asking for the story. The topic the message is about is
// looked up first, then any other word of it; a note already told in this chat is not told again.
import type { Ctx } from "./context";
import { WORDS } from "./words";

interface Note {
  terms: RegExp;
  lines: readonly string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const NOTES: readonly Note[] = WORDS.topicNotes.notes.map((n) => ({
  terms: new RegExp(
    `\\b(?:${[...n.match]
      .sort((a, b) => b.length - a.length)
      .map((t) => escape(t).replace(/\s+/g, "\\s+"))
      .join("|")})\\b`,
    "i",
  ),
  lines: n.lines,
}));

/** The length of the term of `note` found in `text` (0: none): "sea glass" beats "glass". */
function found(note: Note, text: string): number {
  return note.terms.exec(text)?.[0].length ?? 0;
}

/**
 * The note lines for what this message is about (`head`: the topic's head noun, when one was read),
 * those already said in the chat left out; empty when no note knows the topic.
 */
export function topicNoteLines(ctx: Ctx, head?: string): string[] {
  const message = ctx.message.replace(/[’‘]/g, "'");
  const said = ctx.history.filter((h) => h.role === "assistant").map((h) => h.content);
  const fresh = (note: Note) => note.lines.filter((l) => !said.some((reply) => reply.includes(l)));
  const byHead = head ? NOTES.find((n) => found(n, head) > 0 && fresh(n).length) : undefined;
  if (byHead) return fresh(byHead);
  let best: Note | undefined;
  let bestLength = 0;
  for (const note of NOTES) {
    const length = found(note, message);
    if (length > bestLength && fresh(note).length) [best, bestLength] = [note, length];
  }
  return best ? fresh(best) : [];
}

/** Each line followed by a note, a different note for each line where there are enough. */
export function withNotes(lines: readonly string[], notes: readonly string[]): string[] {
  if (!notes.length) return [...lines];
  return lines.map((line, i) => `${line} ${notes[i % notes.length]}`);
}
