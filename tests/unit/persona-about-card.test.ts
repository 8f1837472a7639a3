// A question to the bot about itself that no frame was written for is answered from its own card,
// in the first person: the card line that shares the question's words, or words of the same
// family ("old" → "a thousand-year-old dragon"), a habit for "how do you…", the card line as the
// reason for "why do you…", and an AI's honest answer to a birthday the card never gives. Never
// "I can't look that up" for a question about itself.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { detectAsk } from "../../api/services/ai/persona/asks";
import { replyAfterGreeting } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const BLUFF = /look (?:things|that|it) up|demo mode|don't know for certain|not completely sure/i;

describe("a question to the bot about itself, answered from its card", () => {
  it.each([
    ["sage-everly", "how do u stay so calm all the time", /tea|morning|lake|breath/i],
    ["ember-the-dragon", "is it rude to ask how old you are?", /thousand|year/i],
    ["coach-max", "how do you stay so motivated", /sprinter|reps|coach/i],
    ["captain-nova", "how do you stay so brave out there", /mission|nebula|crisis|steady/i],
    ["luna-harper", "how do you stay so cheerful", /playful|curious|regular/i],
  ])("%s: %s", (slug, question, expected) => {
    const reply = replyAfterGreeting(slug, question);
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(BLUFF);
  });

  it.each([
    ["sir-whiskers", "you knocked my mug off the table AGAIN. why do you do that", /because/i],
    ["benny-banter", "why are you so funny", /because.*comedian|comedian/i],
    ["captain-nova", "why do you always say that", /because/i],
    ["coach-max", "why are you always yelling", /sprinter|reps|coach/i],
  ])("%s gives a reason from its card: %s", (slug, question, expected) => {
    const reply = replyAfterGreeting(slug, question);
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(BLUFF);
  });

  it.each([
    ["zed-ortega", "whens your birthday btw"],
    ["luna-harper", "when's your birthday?"],
    ["benny-banter", "so when is ur birthday"],
    ["sage-everly", "whens your birthday"],
  ])("%s answers a birthday honestly, as an AI: %s", (slug, question) => {
    const reply = replyAfterGreeting(slug, question);
    expect(reply).toMatch(/\bAI\b/);
    expect(reply).toMatch(/birthday|born/i);
  });

  it("answers the question after the praise, not the praise alone", () => {
    const reply = replyAfterGreeting("captain-nova", "that's amazing. why do you always say that");
    expect(reply).toMatch(/because/i);
  });
});

describe("'how do you make…' of something no kitchen makes", () => {
  it.each([
    "that's lovely. how do you make rhymes so fast",
    "how do you make friends so easily",
    "how do i make money from my art",
    "how do you make decisions that quickly",
  ])("%s is no recipe", (message) => {
    expect(detectAsk(message)?.kind).not.toBe("recipe");
  });

  it("still hears a dish asked for", () => {
    expect(detectAsk("how do you make a frittata")?.kind).toBe("recipe");
    expect(detectAsk("how do I make pancakes")?.kind).toBe("recipe");
  });

  it("answers the rhymes from the card", () => {
    expect(replyAfterGreeting("julian-ashford", "that's lovely. how do you make rhymes so fast")).toMatch(
      /rhym|couplet|verse|poem/i,
    );
  });
});

describe("a favourite by what it is for, a skill by practice", () => {
  it.each([
    ["benny-banter", "whats your favourite thing to eat at 3am", /snack/],
    ["jamie-cole", "what's your favorite thing to eat at midnight?", /snack/],
    ["jamie-cole", "whats ur fave thing to watch", /movie/],
    ["zed-ortega", "what's your favourite thing to read", /book/],
  ])("%s names a favourite of the kind the verb asks for: %s", (slug, question, expected) => {
    const reply = replyAfterGreeting(slug, question);
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(/thing to\?/);
  });

  it.each([
    ["julian-ashford", "that's lovely. how do you make rhymes so fast"],
    ["julian-ashford", "how do u come up with rhymes so quickly"],
    ["sage-everly", "how do you stay calm so easily"],
    ["amara-stone", "how do you track animals so well"],
  ])("%s puts a skill down to practice and what it does: %s", (slug, question) => {
    const reply = replyAfterGreeting(slug, question);
    expect(reply).toMatch(/practice|habit/i);
    expect(reply).not.toMatch(BLUFF);
  });
});
