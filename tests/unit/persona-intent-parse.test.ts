// The member's message read by its shape: a goodbye only when a sentence takes leave (not when it
// mentions sleep or night in another sense), and a question taken apart into slots, so the reply
// names what was asked: a judgement ("is it safe / bad / hard…") gets a view on the thing named,
// and a question of fact the engine cannot know gets an honest answer that names it. Each with
// paraphrases of our own, other names and other subjects.
import { beforeAll, describe, expect, it } from "vitest";
import { seedBots } from "../../api/db/seed/bots";
import { composeReply, loadPersonaLibraries } from "../../api/services/ai/persona";
import { parseQuestion, takesLeave } from "../../api/services/ai/persona/intent-parse";
import { detectIntent } from "../../api/services/ai/persona/intents";

beforeAll(() => loadPersonaLibraries());

function reply(slug: string, message: string): string {
  const b = seedBots.find((x) => x.slug === slug)!;
  return composeReply({
    bot: { ...b.card, name: b.name },
    userName: "Sam",
    history: [{ role: "user", content: message }],
  });
}

describe("a goodbye is a sentence that takes leave", () => {
  it.each([
    "I have an early shift at the bakery. Night, Rowan!",
    "I give up for tonight. Bye Quinn!",
    "Long day tomorrow. Sleep well!",
    "thanks, see you tomorrow",
    "gotta go, adiós",
    "Okay, I'm off to bed now",
    "That was fun. Talk to you later, Kai",
    "thanks jo, gn",
    "ok dinner's on the table. tchau!",
    "right, ciao for now",
  ])("%s → goodbye", (message) => {
    expect(takesLeave(message)).toBe(true);
    expect(detectIntent(message).kind).toBe("goodbye");
  });

  it.each([
    "I can't sleep well lately",
    "I haven't been sleeping well lately",
    "I couldn't sleep last night",
    "Later, we go to the club",
    "Last night was a good night for stargazing",
  ])("%s → not a goodbye", (message) => {
    expect(detectIntent(message).kind).not.toBe("goodbye");
  });

  it("not being able to sleep is heard as tiredness, not a farewell", () => {
    for (const message of ["I can't sleep well lately", "I couldn't sleep at all last night"])
      expect(reply("maya-sol", message)).not.toMatch(/\bbye\b|come back soon/i);
  });

  it("a goodbye in the middle of a role-play scene is answered as a goodbye", () => {
    const b = seedBots.find((x) => x.slug === "quinn-marlowe")!;
    const bot = { ...b.card, name: b.name };
    const history = [
      { role: "user" as const, content: "I walk into the study and look at the portrait." },
      { role: "assistant" as const, content: composeReply({ bot, userName: "Sam", history: [] }) },
      { role: "user" as const, content: "I give up for tonight. Bye Quinn!" },
    ];
    expect(composeReply({ bot, userName: "Sam", history })).toMatch(
      /\b(?:bye|goodbye|good ?night|see you|take care|farewell|later|soon|tomorrow|rest)\b/i,
    );
  });
});

describe("a question taken apart into slots", () => {
  it("reads the question word, auxiliary, subject and rest, and embeds the clause", () => {
    expect(parseQuestion("How far can a jaguar walk in one night?")).toMatchObject({
      wh: "how far",
      subject: "a jaguar",
      clause: "how far a jaguar can walk in one night",
      kind: "fact",
    });
    expect(parseQuestion("Why does the sky turn red at sunset?")?.clause).toBe(
      "why the sky turns red at sunset",
    );
    expect(parseQuestion("Why can't you divide by zero?")?.clause).toBe("why you can't divide by zero");
    expect(parseQuestion("Why is there a pod in my garden?")?.clause).toBe(
      "why there is a pod in your garden",
    );
    expect(parseQuestion("What do you do on your day off?")?.kind).toBe("self");
    expect(parseQuestion("Is coffee really that amazing to you?")?.kind).toBe("self");
    expect(parseQuestion("How was your day?")?.kind).toBe("self");
    expect(parseQuestion("What are we doing today?")?.kind).not.toBe("fact");
  });

  it.each([
    ["Do you think it's safe to cross the river at night?", "safe", "crossing the river at night"],
    ["Is it safe to swim in the lake after dark?", "safe", "swimming in the lake after dark"],
    ["Is it bad that I skipped the gym all month?", "bad", "skipping the gym all month"],
    ["Is it weird that I baked bread at 3am?", "bad", "baking bread at 3am"],
    ["Is it normal that I forgot her birthday?", "bad", "that you forgot her birthday"],
    ["I've always wanted to learn guitar. Is it hard?", "hard", "learning guitar"],
    ["Is it difficult to learn Japanese?", "hard", "learning Japanese"],
    ["I'm thinking about starting pottery. Is that hard?", "hard", "starting pottery"],
    ["I hear something moving in the bushes. Is it dangerous?", "safe", "something moving in the bushes"],
    ["I saw a bear by the tent. Is it safe?", "safe", "a bear by the tent"],
    ["Is a rail pass worth it?", "worth", "a rail pass"],
    ["Is the museum card really worth the money?", "worth", "the museum card"],
    ["Are night buses safe?", "safe", "night buses"],
    ["Is Rust hard?", "hard", "Rust"],
  ])("%s → %s about %s", (message, judgement, about) => {
    const shape = parseQuestion(message)!;
    expect(shape.judgement).toBe(judgement);
    expect(shape.about).toBe(about);
  });
});

describe("the reply names what the question asked", () => {
  it.each([
    ["amara-stone", "How far can a jaguar walk in one night?", /jaguar/],
    ["theo-park", "Why does ice float on water?", /ice float/],
    ["kai-morrow", "How long can a camel go without water?", /camel/],
    ["juno-vega", "Why is there a time pod in my flowerbed?", /pod/],
  ])("%s: %s", (slug, message, named) => {
    const text = reply(slug, message);
    expect(text).toMatch(named);
    expect(text).not.toMatch(/not (?:completely )?sure|don't know for certain/i);
  });

  it.each([
    ["sir-cedric", "Do you think it's safe to cross the river at night?", /crossing the river at night/i],
    ["kai-morrow", "Is it safe to climb the ridge in the fog?", /climbing the ridge in the fog/i],
    ["maya-sol", "Is it bad that I skipped the gym all month?", /skipping the gym all month/i],
    ["rowan-blake", "I've always wanted to learn guitar. Is it hard?", /learning guitar/i],
    ["professor-quill", "Is it hard to learn Latin?", /learning Latin/i],
  ])("%s: %s", (slug, message, named) => {
    expect(reply(slug, message)).toMatch(named);
  });
});

describe("a yes/no question about what something means to the bot", () => {
  it.each([
    ["juno-vega", "Is coffee really that amazing to you?", /coffee/i],
    ["juno-vega", "Are the stars special to you?", /stars/i],
    ["ines-duarte", "Is cooking really that important to you?", /cooking/i],
  ])("%s: %s", (slug, message, named) => {
    expect(detectIntent(message).kind).toBe("yesNo");
    expect(reply(slug, message)).toMatch(named);
  });
});

describe("a time of day as a hello before a question", () => {
  it.each([
    ["amara-stone", "Morning Amara! Where are we headed today?"],
    ["kai-morrow", "Evening, Kai. What's the plan?"],
  ])("%s: %s is greeted back first", (slug, message) => {
    expect(reply(slug, message)).toMatch(/^(?:Morning|Evening)\b/);
  });

  it("a sentence that only starts with the word is no hello", () => {
    expect(reply("maya-sol", "Morning runs are hard. What should I eat after?")).not.toMatch(/^Morning\b/);
  });
});
