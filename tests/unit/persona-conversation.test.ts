// The offline engine holding a conversation, on the real seed cards: the examples a newcomer met
// in a first session (the bot's name taken as the topic, word problems refused, a role-play scene
// answered with small talk, a forgotten name, a regenerate that only swapped the closing
// question), each pinned to a good reply, plus the variety rules over a whole chat.
import { beforeAll, describe, expect, it } from "vitest";
import { composeReply, loadPersonaLibraries } from "../../api/services/ai/persona";
import { solveWordProblem } from "../../api/services/ai/persona/word-problems";
import { wordOverlap } from "../../api/services/ai/persona/variety";
import type { BotCard, ChatTurn } from "../../api/services/ai/types";
import { seedCard as card } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

/** Plays the messages in one chat; returns the replies and the history. */
function play(bot: BotCard, messages: string[], userName = "Sam") {
  const history: ChatTurn[] = [{ role: "assistant", content: composeReply({ bot, userName, history: [] }) }];
  const replies: string[] = [];
  for (const content of messages) {
    history.push({ role: "user", content });
    const reply = composeReply({ bot, userName, history });
    history.push({ role: "assistant", content: reply });
    replies.push(reply);
  }
  return { replies, history };
}
const one = (slug: string, message: string) => play(card(slug), [message]).replies[0]!;

const SMALL_TALK =
  /how (?:has|was) your day|made you smile|coffee or tea|small win|what's on your mind|demo mode|tell me more about luna/i;

describe("topic and reference", () => {
  it("never takes the bot's own name as the topic, and hears the long shift", () => {
    const reply = one("luna-harper", "Hey Luna, I just got off a 12-hour night shift.");
    expect(reply).not.toMatch(/about Luna|Luna\?/);
    expect(reply).toMatch(/12-hour night shift/);
    expect(reply).toMatch(/rest|fumes|wiped|worn/i);
  });

  it("answers 'Good idea?' about the plan in the sentence before it (Benny, adopting a cat)", () => {
    const reply = one("benny-banter", "I'm thinking about adopting a cat. Good idea?");
    const first = reply.replace(/^\*[^*]*\*\s*/, "").split(/(?<=[.!?])\s+/)[0]!;
    expect(first).toMatch(/adopting a cat/i);
    expect(reply).toMatch(/shelter|vet|pets?\b/i);
    expect(reply).not.toMatch(/I don't know for certain/i);
  });

  it("takes 'is that a good idea?' to mean the user's previous message", () => {
    const { replies } = play(card("luna-harper"), [
      "I want to quit my job and open a bakery.",
      "Is that a good idea?",
    ]);
    expect(replies[1]).toMatch(/quitting your job and opening a bakery/i);
  });
});

describe("numbers", () => {
  const examples: [string, string, string][] = [
    ["luna-harper", "What's 15% of 42 pounds?", "6.30 pounds"],
    ["luna-harper", "if 3 coffees cost $12, what do 5 cost?", "$20"],
    ["luna-harper", "split $87 between 4", "$21.75"],
    ["coach-max", "I had 12 apples and ate 5, how many are left?", "7 apples"],
    ["coach-max", "If 4 protein bars cost $10, what do 6 cost?", "$15"],
  ];
  for (const [slug, message, answer] of examples) {
    it(`${slug}: "${message}" is answered exactly`, () => {
      const reply = one(slug, message);
      expect(reply).toContain(answer);
      expect(reply).not.toMatch(/demo mode|can't look/i);
    });
  }

  it("works out ratios, rates and recipe scaling exactly", () => {
    expect(solveWordProblem("share $100 in the ratio 3:2")?.lines[0]).toMatch(/\$60 and \$40/);
    expect(solveWordProblem("I earn $15 an hour, how much for 8 hours?")?.value).toBe(120);
    expect(
      solveWordProblem("The recipe uses 2 cups of flour for 12 cookies. How much flour for 30 cookies?")
        ?.value,
    ).toBe(5);
    expect(solveWordProblem("We made $84 and need to split it between 4 classes")?.value).toBe(21);
  });

  it("leaves a plain sum to the calculator and a statement with numbers alone", () => {
    expect(solveWordProblem("How much is 52000 divided by 12?")).toBeNull();
    expect(solveWordProblem("I'm 25 and my sister is 30")).toBeNull();
  });
});

describe("role-play with Hollis Crane", () => {
  const hollis = card("detective-hollis");
  let replies: string[] = [];
  beforeAll(() => {
    replies = play(hollis, [
      "Hi Hollis. I need your help. My sister Clara has gone missing.",
      "She was last seen at the Blue Lantern club on Friday night.",
      "Go to the club. what do me see when we walk in?",
      "I show the bartender Clara's photo",
      "We follow the man in the grey coat outside.",
      "Summarize the case so far",
      "What's my sister's name?",
    ]).replies;
  });

  it("continues the club scene instead of small talk", () => {
    const scene = replies[2]!;
    expect(scene).toMatch(/Blue Lantern club|the club/i);
    expect(scene).not.toMatch(SMALL_TALK);
    expect(scene.split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(3);
  });

  it("uses Clara and the photo when the photo is shown", () => {
    expect(replies[3]).toMatch(/Clara's photo/);
    expect(replies[3]).toMatch(/bartender/i);
    expect(replies[3]).not.toMatch(SMALL_TALK);
  });

  it("recaps the case in order", () => {
    const recap = replies[5]!;
    const order = ["Clara", "Blue Lantern", "went to the club", "showed the bartender", "grey coat"].map(
      (f) => recap.indexOf(f),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(recap).not.toMatch(/coffee or tea/i);
  });

  it("remembers the sister's name", () => {
    expect(replies[6]).toMatch(/Clara/);
  });

  it("leaves small talk to non-scenario bots: Luna does not narrate a scene", () => {
    expect(one("luna-harper", "I show the bartender the photo")).not.toMatch(/Never seen that face/);
  });
});

describe("variety", () => {
  it("gives regenerates that share under half their words with the alternative before", () => {
    const bot = card("luna-harper");
    for (const message of [
      "I love rainy evenings",
      "my boss yelled at me",
      "I'm thinking about adopting a cat. Good idea?",
    ]) {
      const history: ChatTurn[] = [{ role: "user", content: message }];
      const alternatives = [0, 1, 2].map((variant) =>
        composeReply({ bot, userName: "Sam", history, variant }),
      );
      for (let k = 1; k < alternatives.length; k++)
        expect(wordOverlap(alternatives[k]!, alternatives[k - 1]!)).toBeLessThan(0.5);
    }
  });

  it("over fifteen turns: no closing line twice in ten replies, at most one in three ends with a question", () => {
    const messages = [
      "hi",
      "I had a long day",
      "work was awful",
      "my boss yelled at me",
      "ok",
      "I like jazz",
      "what's your favourite drink?",
      "I'm thinking about a trip to Lisbon",
      "lol",
      "tell me a joke",
      "I love rainy evenings",
      "my cat knocked over a plant",
      "what should I cook tonight?",
      "I feel a bit better now",
      "goodnight",
    ];
    const { replies } = play(card("luna-harper"), messages);
    const closing = (r: string) =>
      r
        .split(/(?<=[.!?])\s+/)
        .pop()!
        .trim();
    for (let k = 0; k < replies.length; k++) {
      const window = replies.slice(Math.max(0, k - 9), k);
      const last = closing(replies[k]!);
      if (last.split(/\s+/).length >= 3) expect(window.map(closing)).not.toContain(last);
    }
    // A reply to "ok" or "lol" carries the conversation by asking; the others ask one time in three.
    const answers = replies.filter((_, k) => messages[k]!.split(/\s+/).length > 2);
    const questions = answers.filter((r) => /\?\s*$/.test(r)).length;
    expect(questions).toBeLessThanOrEqual(Math.ceil(answers.length / 3));
  });
});
