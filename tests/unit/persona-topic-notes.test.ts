// An everyday topic the member mentions in passing gets a short true note after the reply's own line
// (api/services/ai/persona/topic-notes.ts, words/topic-notes.json), instead of only "What's the
// story there?": the topic the message is about first, a two-word topic before one of its words,
// and a note said once per chat.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { WORDS } from "../../api/services/ai/persona/words";
import { lastReply, playChat } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

/** The note lines of the entry that lists `term`. */
const notesOn = (term: string) => WORDS.topicNotes.notes.find((n) => n.match.includes(term))!.lines;
const hasNote = (reply: string, term: string) => notesOn(term).some((l) => reply.includes(l));

describe("a topic mentioned in passing", () => {
  it("is answered with what a friend knows of it", () => {
    const reply = lastReply("luna-harper", ["just got back from choir practice, my voice is gone"]);
    expect(hasNote(reply, "choir")).toBe(true);
    expect(reply).not.toMatch(/What's the story there\?|I want details/);
  });

  it("takes a two-word topic before one of its words", () => {
    const reply = lastReply("luna-harper", ["i keep a jar of sea glass on my windowsill, green ones mostly"]);
    expect(hasNote(reply, "sea glass")).toBe(true);
  });

  it("does not tell the same note twice in a chat", () => {
    const [first, second] = playChat("luna-harper", [
      "so i started a pottery class this week",
      "the pottery class is on tuesdays, after work",
    ]);
    const told = notesOn("pottery").filter((l) => first!.includes(l));
    expect(told).toHaveLength(1);
    expect(second).not.toContain(told[0]);
  });
});
