// Facts asked back the way people type them: two questions in one message after a lead-in ("pop quiz
// bestie, what's my dog called and what's she afraid of"), a name typed in lower case, a word for the
// same thing ("the clay thing" is the pottery class), a chain of owners ("my brother's wife's name"),
// "it" said back as what it stood for, and the bot's own answer asked back ("you said how long again?").
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { lastReply } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

describe("a fact asked back", () => {
  it("answers both questions of a message, after a lead-in", () => {
    const reply = lastReply("jamie-cole", [
      "jamieee guess what i adopted a greyhound",
      "her name is Pretzel and she's scared of the fridge lol",
      "ok pop quiz bestie, what's my dog called and what's she afraid of",
    ]);
    expect(reply).toMatch(/Pretzel/);
    expect(reply).toMatch(/\bthe fridge\b/);
    expect(reply).not.toMatch(/\blol\b/);
  });

  it("knows a name typed in lower case", () => {
    const reply = lastReply("jamie-cole", [
      "also my sister Layla is moving to Lisbon next month. i'm kinda sad",
      "anyway how was your day",
      "and where's layla off to?",
    ]);
    expect(reply).toMatch(/\bLisbon\b/);
  });

  it("knows a place typed in lower case", () => {
    const reply = lastReply("jamie-cole", [
      "my friend Bram in new york always lags. tips?",
      "what city is bram in again",
    ]);
    expect(reply).toMatch(/\bNew York\b/);
  });

  it("says the member's goal back from what they said they want", () => {
    const reply = lastReply("coach-max", [
      "hey coach. i can do 2 pullups. i want 10 by march 1st",
      "what's a negative?",
      "what was my goal again lol",
    ]);
    expect(reply).toMatch(/you want 10 by march 1st/i);
  });

  it("finds the pottery class by 'the clay thing', with its day", () => {
    const reply = lastReply("jamie-cole", [
      "ok happier news, i started a pottery class on tuesdays",
      "what day do i do the clay thing",
    ]);
    expect(reply).toMatch(/\bTuesdays\b/);
  });

  it("names the last one of a chain of owners: the brother's wife, not the brother", () => {
    const reply = lastReply("leo-santos", [
      "hi leo. my brother Tomasz is getting married saturday and i have to give a toast. i'm freaking out",
      "he's a chef, met his wife Ana at a cooking class",
      "what was my brother's wife's name again",
    ]);
    expect(reply).toMatch(/\bAna\b/);
    expect(reply).not.toMatch(/\bTomasz\b/);
  });

  it("says 'it' back as what it stood for", () => {
    const reply = lastReply("sage-everly", [
      "my gran had lavender all along her garden wall. smelling it still calms me",
      "what was it i said calms me down?",
    ]);
    expect(reply).toMatch(/smelling lavender still calms you/);
  });

  it("says the bot's own answer again when asked what it said", () => {
    const replies = ["how long should it be", "wait you said how long again?"];
    const earlier = ["hi leo. i have to give a toast at my brother's wedding saturday"];
    const first = lastReply("leo-santos", [...earlier, replies[0]!]);
    const again = lastReply("leo-santos", [...earlier, ...replies]);
    const words = first.match(/\d+ to \d+ words/)?.[0];
    expect(words).toBeTruthy();
    expect(again).toContain(words!);
  });

  it("says what to leave out from whom it was told of", () => {
    const reply = lastReply("reginald-pemberton", [
      "my mother-in-law is called Philippa and she hates coriander",
      "and what must i NOT put in the salad?",
    ]);
    expect(reply).toMatch(/Philippa hates coriander/);
    expect(lastReply("reginald-pemberton", ["and what must i NOT put in the salad?"])).not.toMatch(/hates/);
  });

  it("does not take a question's answer for a fact the member told", () => {
    const reply = lastReply("nora-nightingale", [
      "my interview is at 9 tomorrow",
      "can you tell me a bedtime story?",
      "sorry, what time did i say the interview was?",
    ]);
    expect(reply).toMatch(/\b9\b/);
    expect(reply).not.toMatch(/sleepy|village|once upon/i);
  });
});
