// Advice names the member's subject instead of filler: a remedy asked for ("what stretch helps my
// lower back?") or a plan by its kind ("give me a morning routine") is a request for advice; a
// how-to with no steps on file gets ways to start on it in the member's own words; steps are not
// given twice in a chat, and a regenerate gives other steps. Paraphrases of our own, other subjects.
import { beforeAll, describe, expect, it } from "vitest";
import { seedBots } from "../../api/db/seed/bots";
import { composeReply, loadPersonaLibraries } from "../../api/services/ai/persona";
import { detectAsk } from "../../api/services/ai/persona/asks";
import { detectIntent } from "../../api/services/ai/persona/intents";
import { wordOverlap } from "../../api/services/ai/persona/variety";
import type { ChatTurn } from "../../api/services/ai/types";

beforeAll(() => loadPersonaLibraries());

const card = (slug: string) => {
  const b = seedBots.find((x) => x.slug === slug)!;
  return { ...b.card, name: b.name };
};
const reply = (slug: string, message: string, variant?: number) =>
  composeReply({ bot: card(slug), userName: "Sam", history: [{ role: "user", content: message }], variant });
const numbered = (text: string) => (text.match(/^\d\. /gm) ?? []).length;

describe("a remedy or a plan asked for is advice, about the member's subject", () => {
  it.each([
    ["What stretch helps my lower back?", /lower back/],
    ["Which exercise is good for a stiff back?", /stiff back/],
    ["What tea helps with sleep?", /sleep/],
    ["Give me a 5-minute morning routine", /morning routine/],
    ["Make me a study plan", /study plan/],
    ["Can you build me a weekly workout?", /workout/],
  ])("%s", (message, topic) => {
    const ask = detectAsk(message);
    expect(ask?.kind).toBe("advice");
    expect(ask?.topic).toMatch(topic);
  });

  it.each([
    ["maya-sol", "What stretch helps my lower back?", /back/i],
    ["maya-sol", "Give me a 5-minute morning routine", /morning/i],
    ["maya-sol", "How much water should I drink a day?", /water/i],
    ["leo-santos", "How do I stop my hands shaking?", /nerves/i],
    ["leo-santos", "My voice trembles when I present. How do I fix that?", /nerves/i],
    ["ines-duarte", "How long should I roast the potatoes?", /minutes/i],
    ["ines-duarte", "How long should I roast carrots for?", /minutes/i],
  ])("%s: %s gets concrete steps", (slug, message, named) => {
    const text = reply(slug, message);
    expect(numbered(text)).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(named);
    expect(text).not.toMatch(/be kind to yourself|write down your options/i);
  });

  it.each([
    ["How do I get better at chess?", /getting better at chess/],
    ["How can I learn to juggle?", /learning to juggle/],
    ["How do I get a red wine stain out of a white shirt?", /red wine stain out of a white shirt/],
    ["How should I train my puppy to sit?", /train(?:ing)? your puppy to sit/],
  ])("a how-to with no steps on file names its subject: %s", (message, named) => {
    const text = reply("wes-okafor", message);
    expect(text).toMatch(named);
    expect(numbered(text)).toBeGreaterThanOrEqual(2);
  });
});

describe("steps are not said twice", () => {
  it("a regenerate of advice gives other steps", () => {
    for (const [slug, message] of [
      ["leo-santos", "How do I stop my hands shaking?"],
      ["maya-sol", "What stretch helps my lower back?"],
      ["priya-anand", "Any tips for my interview?"],
    ] as const) {
      const first = reply(slug, message);
      const again = reply(slug, message, 1);
      expect(wordOverlap(first, again)).toBeLessThan(0.5);
      expect(numbered(again)).toBeGreaterThanOrEqual(1);
    }
  });

  it("steps given earlier in the chat are not the answer to another question", () => {
    const bot = card("priya-anand");
    const history: ChatTurn[] = [];
    const replies: string[] = [];
    for (const content of ["Any tips for my interview?", "What should I wear to the interview?"]) {
      history.push({ role: "user", content });
      const text = composeReply({ bot, userName: "Sam", history });
      history.push({ role: "assistant", content: text });
      replies.push(text);
    }
    const steps = (text: string) => text.split("\n").filter((l) => /^\d\. /.test(l));
    for (const step of steps(replies[0]!)) expect(replies[1]).not.toContain(step.slice(3));
  });
});

describe("a tag question asks nothing", () => {
  it.each(["You're ridiculous, you know that?", "You're being dramatic, right?", "You're so silly, huh?"])(
    "%s is heard as what it says of the bot",
    (message) => {
      expect(detectIntent(message).kind).toBe("insult");
    },
  );
});
