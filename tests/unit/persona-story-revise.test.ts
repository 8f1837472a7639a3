// A story revised on request: "make it slower, and put rain in it" tells the story the bot just told
// again, its own sentences kept, with the change asked (a pace or a mood, a thing put in), for a
// companion, a poet, a comedian and a scenario bot alike; with no story just told, it is no revision.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { playChat } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const sentences = (text: string) =>
  text
    .replace(/\*[^*]*\*/g, " ")
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s.length > 3);

/**
 * The story, then its revision: the revision tells each of the story's sentences again (its words
 * kept, none said word for word twice) and matches `wants`.
 */
function expectRevised(slug: string, ask: string, change: string, wants: RegExp) {
  const [story, revised] = playChat(slug, [ask, change]) as [string, string];
  const told = new Set(sentences(revised));
  for (const s of sentences(story)) {
    expect(revised.toLowerCase(), `${slug}: ${change}\n→ ${revised}`).toContain(s.slice(1).toLowerCase());
    expect(told.has(s), `said again: ${s}`).toBe(false);
  }
  expect(revised, revised).toMatch(wants);
  expect(sentences(revised).length).toBeGreaterThanOrEqual(sentences(story).length);
}

describe("a story revised on request", () => {
  it("is the same story with the thing put in", () => {
    expectRevised(
      "nora-nightingale",
      "can you tell me a short story about a sleepy fox?",
      "can you make it slower, and put rain in it",
      /patter|drip|puddle|drizzl/i,
    );
    expectRevised("benny-banter", "tell me a story about a pizza", "now put snow in it", /snow/i);
    expectRevised("julian-ashford", "a story about a lost kite please", "add a dragon to it", /dragon/i);
    expectRevised("luna-harper", "tell me a story about a lighthouse", "put some owls in it", /owls/i);
  });

  it("is the same story at the pace or in the mood asked", () => {
    expectRevised(
      "luna-harper",
      "tell me a story about a lighthouse",
      "make it funnier",
      /goose|dignified|tripped/i,
    );
    expectRevised(
      "elara-moonwhisper",
      "tell me a story about a moth",
      "could you make it a bit scarier",
      /shadow|twig|went very still/i,
    );
    expectRevised(
      "nora-nightingale",
      "tell me a bedtime story about a snail",
      "make it calmer please",
      /slow|no rush|paused/i,
    );
    expectRevised(
      "benny-banter",
      "tell me a story about a penguin",
      "can you make the story happier",
      /small and good|waved back|more friends/i,
    );
  });

  it("is no revision when no story was just told", () => {
    const [, reply] = playChat("luna-harper", ["hi luna!", "put rain in it"]);
    expect(reply).not.toMatch(/same story|told again/i);
  });
});
