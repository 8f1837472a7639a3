// A fact asked back by the relation the question names, in other words than it was told in: a name
// asked in the past tense without "again" ("what was the neighbours name"), the person known by
// what they do ("the lady who always wins"), what the member said they don't eat, what they do for
// work ("im a night nurse"), and an item of the bot's own list by its place ("the first one, the
// desk one"). Four ways each, on bots of other kinds (a companion, a coach, a scenario, a comedian).
import { beforeAll, describe, expect, it } from "vitest";
import { composeReply, loadPersonaLibraries } from "../../api/services/ai/persona";
import type { ChatTurn } from "../../api/services/ai/types";
import { replyAfterGreeting, seedCard } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

describe("a name asked back without 'again'", () => {
  it.each([
    [
      "luna-harper",
      "my landlord, Mr. Okonkwo, finally fixed the heating",
      "wait what was the landlords name",
      /Okonkwo/,
    ],
    [
      "captain-nova",
      "the harbour master is a woman called Tilde Varga",
      "hold on whats the harbour masters name again",
      /Tilde Varga/,
    ],
    [
      "benny-banter",
      "my coworker Dmitri always steals my stapler",
      "what was the name of the guy who steals my stapler",
      /Dmitri/,
    ],
    [
      "coach-max",
      "my physio, Dr. Halvorsen, says no sprints yet",
      "ok what was the physios name",
      /Halvorsen/,
    ],
    [
      "detective-hollis",
      "the bartender, a tall guy named Rourke Ellison, slides me a note",
      "what was the bartenders name",
      /Rourke Ellison/,
    ],
  ])("%s: %s → %s", (slug, told, question, name) => {
    const reply = replyAfterGreeting(slug, question, [told]);
    expect(reply).toMatch(name);
    expect(reply).not.toMatch(/'\s|don't know/i);
  });
});

describe("what the member does for work, told as 'im a …'", () => {
  it.each([
    [
      "luna-harper",
      "im a night nurse in Winnipeg so sleep is a luxury",
      "wait what do i do for work again?",
      /night nurse/,
    ],
    [
      "coach-max",
      "im a bus driver so my legs are stiff all day",
      "remind me what i do for a living",
      /bus driver/,
    ],
    [
      "benny-banter",
      "im a dental hygienist, dont laugh",
      "what do i do for work again? testing you",
      /dental hygienist/,
    ],
    [
      "sage-everly",
      "im a sous chef at a busy bistro and its chaos",
      "what did i say i do for work?",
      /sous chef/,
    ],
  ])("%s: %s", (slug, told, question, job) => {
    const reply = replyAfterGreeting(slug, question, [told]);
    expect(reply).toMatch(job);
    expect(reply).not.toMatch(/\bim\b|haven't told me/i);
  });
});

describe("what the member said they don't eat, typed without apostrophes", () => {
  it.each([
    ["wes-okafor", "im vegetarian btw", "quick q, what did i say i dont eat?", /meat|vegetarian/],
    ["nana-rose", "oh i'm vegan now nana", "what did i tell you i cant eat", /vegan|animal|dairy|meat/],
    ["luna-harper", "no peanuts for me, im allergic", "remind me what i cant have", /peanuts/],
    ["benny-banter", "i dont eat pork, never have", "what dont i eat again lol", /pork/],
  ])("%s: %s", (slug, told, question, food) => {
    expect(replyAfterGreeting(slug, question, [told])).toMatch(food);
  });
});

describe("an item of the bot's own list, by its place", () => {
  const list = [
    "Try these:",
    "1. Seated cat-cow: hands on your knees, arch and round your back slowly.",
    "2. Desk push-up: hands on the desk edge, lower your chest, push back.",
    "3. Figure four: ankle over the other knee, lean forward gently.",
  ].join("\n");
  function chatWith(question: string): ChatTurn[] {
    return [
      { role: "assistant", content: "Hi there!" },
      { role: "user", content: "give me some stretches i can do at my desk" },
      { role: "assistant", content: list },
      { role: "user", content: "thanks, will try" },
      { role: "assistant", content: "You'll feel the difference." },
      { role: "user", content: question },
    ];
  }
  it.each([
    ["maya-sol", "whats the first one called again, the desk one", /Seated cat-cow/],
    ["coach-max", "what was the second one called again", /Desk push-up/],
    ["luna-harper", "remind me the last one?", /Figure four/],
    ["benny-banter", "wait whats the first one called", /Seated cat-cow/],
  ])("%s: %s", (slug, question, item) => {
    const reply = composeReply({ bot: seedCard(slug), userName: "Sam", history: chatWith(question) });
    expect(reply).toMatch(item);
  });
});
