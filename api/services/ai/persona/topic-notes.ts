// What a well-read friend knows of an everyday topic the member mentions in passing ("i started a
// pottery class", "my gran grew lavender along her wall"): a short true note from
// words/topic-notes.json, told after the reply's own line, so "Ooh, a pottery class!" goes on to
// say something about clay instead of asking for the story. The topic the message is about is
// looked up first, then any other words of it; a note already told in this chat is not told again.
import type { Ctx } from "./context";
import { termMatcher, unsaid } from "./term-match";
import { WORDS } from "./words";

type Note = (typeof WORDS.topicNotes.notes)[number];

const NOTES = termMatcher(WORDS.topicNotes.notes);

/**
 * The note lines for what this message is about (`head`: the topic's head noun, when one was read),
 * those already said in the chat left out; empty when no note knows the topic.
 */
export function topicNoteLines(ctx: Ctx, head?: string): string[] {
  const fresh = (note: Note) => unsaid(ctx, note.lines);
  const usable = (note: Note) => fresh(note).length > 0;
  const note =
    (head ? NOTES.best(head, usable) : undefined) ?? NOTES.best(ctx.message.replace(/[’‘]/g, "'"), usable);
  return note ? fresh(note) : [];
}

/** Each line followed by a note, a different note for each line where there are enough. */
export function withNotes(lines: readonly string[], notes: readonly string[]): string[] {
  if (!notes.length) return [...lines];
  return lines.map((line, i) => `${line} ${notes[i % notes.length]}`);
}
