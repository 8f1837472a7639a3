// Something said earlier, asked back in the words it was said in: the person told with a thing
// ("who's the pumpkin lady?"), a time or an amount near the question's words ("what time did I say
// the interview was?"), things told together ("potatoes and runner beans"), and what the bot itself
// answered in a language ("what was the French for 'how much is it' again?").
import { beforeAll, describe, expect, it } from "vitest";
import { composeReply, loadPersonaLibraries } from "../../api/services/ai/persona";
import type { ChatTurn } from "../../api/services/ai/types";
import { replyAfterGreeting, seedCard } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const SHRUG = /look (?:things|that|it) up|demo mode|not (?:completely )?sure|figure it out together/i;

describe("something said earlier, asked back in its own words", () => {
  it.each([
    [
      "professor-quill",
      "i grow potatoes. my neighbour there, Gwen, grows giant pumpkins",
      "and whos the pumpkin lady",
      "Gwen",
    ],
    [
      "luna-harper",
      "my coworker Dmitri brings sourdough every friday",
      "who's the sourdough guy again",
      "Dmitri",
    ],
    ["benny-banter", "my cousin Ana plays the cello in an orchestra", "wait who was the cello girl", "Ana"],
    ["coach-max", "my gym buddy Teo does deadlifts every morning", "who's the deadlift guy?", "Teo"],
    ["amara-stone", "our skipper Ruth spotted the whales first", "who was the whale lady again", "Ruth"],
    [
      "juno-vega",
      "theres a guard by the magnet room. his badge says Mr. Delacroix",
      "*whispers* what was the guards name again",
      "Mr Delacroix",
    ],
  ])("%s: the person told with a thing: %s → %s", (slug, told, question, name) => {
    const reply = replyAfterGreeting(slug, question, [told, "anyway how are you"]);
    expect(reply).toContain(name);
    expect(reply).not.toMatch(SHRUG);
  });

  it.each([
    [
      "nora-nightingale",
      "nora i cant sleep. job interview at 9 tomorrow and my brain wont stop",
      "sorry, what time did i say the interview was?",
      /\b9\b/,
    ],
    [
      "luna-harper",
      "ugh, dentist appointment at 4:30 on thursday",
      "what time was the dentist again?",
      /4:30/,
    ],
    [
      "kai-morrow",
      "the longest day is 19 km. if i walk 4 km an hour, how long is that?",
      "what was the longest day again, in km?",
      /\b19\b/,
    ],
    [
      "jamie-cole",
      "the concert tickets were 85 dollars each, painful",
      "how much were the concert tickets again",
      /\b85\b/,
    ],
  ])("%s: an amount or a time near the question's words: %s", (slug, told, question, expected) => {
    const reply = replyAfterGreeting(slug, question, [told, "tell me a story about a fox"]);
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(SHRUG);
  });

  it.each([
    [
      "professor-quill",
      "i grow mostly potatoes and runner beans",
      "wait, what do i grow again? testing you",
      /potatoes and runner beans/,
    ],
    [
      "luna-harper",
      "on sundays i bake scones and banana bread",
      "what do i bake on sundays again?",
      /scones and banana bread/i,
    ],
    [
      "nana-rose",
      "i knit hats and little socks for the hospital",
      "what do i knit again?",
      /hats and little socks/i,
    ],
    [
      "jamie-cole",
      "i play tennis and badminton at the weekend",
      "what do i play again",
      /tennis and badminton/i,
    ],
  ])("%s: things told together are said back together: %s", (slug, told, question, expected) => {
    expect(replyAfterGreeting(slug, question, [told, "how's your day going"])).toMatch(expected);
  });

  /** A chat whose earlier turns are as stored: the member's questions and the bot's answers. */
  function replyTo(slug: string, turns: [string, string][], message: string): string {
    const history: ChatTurn[] = turns.flatMap(([q, a]) => [
      { role: "user" as const, content: q },
      { role: "assistant" as const, content: a },
    ]);
    history.push({ role: "user", content: message });
    return composeReply({ bot: seedCard(slug), userName: "Sam", history });
  }

  it.each([
    [
      "camille-laurent",
      "and how do i ask how much it costs?",
      "You say « Combien ça coûte ? » (How much does it cost?)",
      "wait what was the french for 'how much is it' again?",
      /Combien ça coûte/,
    ],
    [
      "camille-laurent",
      "how do you say 'where is the station'?",
      "« Où est la gare ? » Easy, and very useful.",
      "sorry, what was the french for 'where's the station' again",
      /Où est la gare/,
    ],
    [
      "marisol-ibarra",
      "how do i ask for the bill in spanish?",
      "Just say « La cuenta, por favor. » and smile.",
      "what was the spanish for 'the bill' again?",
      /La cuenta/,
    ],
    [
      "luna-harper",
      "how do you say 'thank you' in italian?",
      'It\'s "grazie", and "grazie mille" for a big thank you.',
      "remind me, what was the word for 'thank you' again?",
      /grazie/,
    ],
  ])("%s: what the bot said, asked back: %s", (slug, question, answer, message, expected) => {
    const reply = replyTo(
      slug,
      [
        ["hi!", "Hello!"],
        [question, answer],
        ["great, thanks", "Anytime."],
      ],
      message,
    );
    expect(reply).toMatch(expected);
  });
});
