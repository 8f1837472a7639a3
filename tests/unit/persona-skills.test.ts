// The offline engine's skills beyond small talk, on the real seed cards: sums and conversions
// (mathjs, restricted), other languages, poems, jokes and stories, honesty about what it cannot
// know, what each card asks for, fresh sentences over a long chat, and never claiming to be human.
import { detectAll } from "tinyld";
import { beforeAll, describe, expect, it } from "vitest";
import { claimsHuman } from "../../api/domain/safety";
import { composeReply, loadPersonaLibraries } from "../../api/services/ai/persona";
import { solveMath } from "../../api/services/ai/persona/math";
import { PHRASEBOOK, type ForeignLang } from "../../api/services/ai/persona/phrasebook";
import { longSentences } from "../../api/services/ai/persona/variety";
import type { BotCard, ChatTurn } from "../../api/services/ai/types";
import { seedCard as card } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

/** Plays the messages in one chat and returns the replies. */
function play(
  bot: BotCard,
  messages: string[],
  options: { userName?: string; language?: string | null } = {},
): string[] {
  const history: ChatTurn[] = [
    { role: "assistant", content: composeReply({ bot, userName: options.userName ?? "Sam", history: [] }) },
  ];
  const replies: string[] = [];
  for (const message of messages) {
    history.push({ role: "user", content: message });
    const reply = composeReply({
      bot,
      userName: options.userName ?? "Sam",
      history,
      language: options.language,
    });
    history.push({ role: "assistant", content: reply });
    replies.push(reply);
  }
  return replies;
}

const one = (slug: string, message: string, language?: string | null) =>
  play(card(slug), [message], { language })[0]!;
const spoken = (text: string) => text.replace(/\*[^*]*\*/g, " ");
const languageOf = (text: string) =>
  detectAll(spoken(text), { only: ["en", "fr", "es", "de", "pt", "it", "ja"] })[0]?.lang;

describe("sums and conversions", () => {
  const cases: [string, string][] = [
    ["What's 12 times 7?", "84"],
    ["what is 3/8 plus 2/8?", "5/8"],
    ["What's the square root of 144?", "12"],
    ["What is 2 to the power of 10?", "1024"],
    ["What's 15% of 80?", "12"],
    ["What's (4 + 6) * 3?", "30"],
    ["How much is 52000 divided by 12?", "4333.33"],
    ["Convert 5 km to miles", "3.11 miles"],
    ["How many grams are in 2.5 kilograms?", "2500 grams"],
    ["What's 100 F in Celsius?", "37.78°C"],
    ["How many minutes are in 2.5 hours?", "150 minutes"],
    ["combien font 6 fois 7 ?", "42"],
  ];
  it.each(cases)("%s → %s", (question, answer) => {
    expect(one("theo-park", question)).toContain(answer);
  });

  it("shows a tutor's working and asks the student to try the next one", () => {
    const reply = one("theo-park", "What's 12 times 7?");
    expect(reply).toContain("10 × 7 = 70");
    expect(reply).toMatch(/Your turn: what's 12 × 8\?|Now you try: what's 13 × 7\?/);
  });

  it("evaluates nothing but numbers, operators, a few functions and known units", () => {
    for (const attack of [
      'import({"evaluate": 1}, {"override": true})',
      'what is evaluate("2+2")',
      "what is f(x) = x^2",
      'createUnit("foo") what is 2 foo',
      "what's [1, 2, 3] * 2",
      'what is "abc" + 1',
      "what is x = 5",
      "what's 2 + " + "1 + ".repeat(60) + "1",
      "what is 9^9^9^9",
      "what is 1/0",
    ]) {
      const found = solveMath(attack);
      // Either no sum is found, or only the plain-number part of the message is worked out.
      if (found) expect(found.shown).toMatch(/^[\d\s.+\-−×/^()%√]+$/);
      expect(found?.value ?? 0).not.toBe(Infinity);
    }
    expect(solveMath("I have 2 dogs and 3 cats")).toBeNull();
    expect(solveMath("I'm 25")).toBeNull();
    expect(solveMath("what's 2 + 3")?.value).toBe(5);
  });
});

describe("other languages", () => {
  const messages: [ForeignLang, string][] = [
    ["fr", "Bonjour ! Comment ça va aujourd'hui ?"],
    ["es", "Hola, ¿qué tal estás hoy?"],
    ["de", "Guten Abend, wie geht es dir?"],
    ["pt", "Olá, tudo bem com você?"],
    ["it", "Ciao, come stai stasera?"],
    ["ja", "こんにちは！元気ですか？"],
  ];
  it.each(messages)("answers %s in that language", (lang, message) => {
    for (const slug of ["luna-harper", "coach-max", "ember-the-dragon"]) {
      expect(languageOf(one(slug, message)), slug).toBe(lang);
    }
  });

  it("has phrasebook lines that really are in their language", () => {
    for (const lang of Object.keys(PHRASEBOOK) as ForeignLang[]) {
      const book = PHRASEBOOK[lang];
      const lines = [...Object.values(book.lines).flat(), ...book.demo, ...book.followUps]
        .map((l) => l.replace(/\{\w+\}/g, lang === "ja" ? "ケン" : "Ken"))
        .filter((l) => l.length >= 30);
      for (const line of lines) expect(languageOf(line), line).toBe(lang);
    }
  });

  it("follows the language preference where it has templates", () => {
    expect(languageOf(one("coach-max", "How are you doing today, coach?", "Spanish"))).toBe("es");
    expect(languageOf(one("coach-max", "How are you doing today, coach?", "Deutsch"))).toBe("de");
    expect(languageOf(one("coach-max", "Bonjour, comment ça va ?", "English"))).toBe("en");
    // A language without templates: the message's own language decides.
    expect(languageOf(one("coach-max", "Bonjour, comment ça va ?", "Klingon"))).toBe("fr");
  });

  it("translates everyday words", () => {
    expect(one("camille-laurent", "How do I say thank you in French?")).toMatch(/« Merci !? ?»/);
    expect(one("camille-laurent", "Comment dit-on « apple » en français ?")).toContain("une pomme");
  });
});

describe("requests", () => {
  it("writes a poem about what was asked", () => {
    const poem = one("julian-ashford", "Write me a poem about autumn leaves");
    const lines = poem.split("\n").filter((l) => l.trim());
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(poem).toContain("autumn leaves");
    expect(poem).toContain("Allow me a verse");
  });

  it("tells a joke on the topic, or on the bot's own themes", () => {
    expect(one("benny-banter", "Tell me a joke about cats")).toMatch(/\bcats?\b.*\?.*\./i);
    expect(one("luna-harper", "tell me a joke")).toMatch(/coffee|espresso|decaf|barista/i);
  });

  it("tells a short story in the bot's style", () => {
    const calm = one("nora-nightingale", "Tell me a story about a fox in the snow");
    expect(calm).toContain("a fox in the snow");
    expect(calm).toMatch(/sleep|rested|calm/);
    expect(spoken(calm).split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(4);
    expect(one("detective-hollis", "Tell me a story about a missing painting")).toMatch(/clue|culprit|alibi/);
  });

  it("gives recipes and advice as steps", () => {
    const recipe = one("ines-duarte", "Give me a recipe for pancakes");
    expect(recipe).toMatch(/1\. .*flour/);
    expect(recipe.match(/^\d\. /gm)?.length).toBeGreaterThanOrEqual(3);
    const advice = one("priya-anand", "Give me advice on asking for a raise");
    expect(advice).toMatch(/1\. .*\n2\. /s);
  });

  it("says it cannot know what it cannot know, instead of guessing", () => {
    for (const question of [
      "Is it raining in Paris right now?",
      "Who won the game last night?",
      "What's the price of bitcoin today?",
      "What did I have for breakfast?",
      "What's the capital of Australia?",
    ]) {
      const reply = one("luna-harper", question);
      expect(reply, question).toMatch(/can't|don't know|won't guess/i);
      expect(reply, question).not.toMatch(/I'd say yes/i);
    }
  });
});

describe("the card's voice and instructions", () => {
  const small = ["hi", "I had a long day at work", "what's your favourite food?", "I burned the toast", "ok"];

  it("includes a French phrase with its translation for the French tutor", () => {
    const replies = play(card("camille-laurent"), [
      "I had a long day at work",
      "What's your favourite film?",
      "I burned the toast",
    ]);
    for (const r of replies) expect(r).toMatch(/«[^»]+»\s*\([^)]+\)/);
  });

  it("starts the android's replies with its robotic quirk", () => {
    for (const r of play(card("unit-k7"), small)) expect(r.startsWith("Processing...")).toBe(true);
  });

  it("puts a cat action in every reply of the cat", () => {
    for (const r of play(card("sir-whiskers"), small)) expect(r).toMatch(/\*[^*]+\*/);
  });

  it("asks the mindfulness guide's one question at most", () => {
    for (const r of play(card("sage-everly"), small))
      expect((r.match(/\?/g) ?? []).length).toBeLessThanOrEqual(1);
  });

  it("ends the captain's story replies with a choice", () => {
    const replies = play(card("captain-nova"), [
      "I burned the toast",
      "What's your favourite planet?",
      "Tell me a story about a comet",
    ]);
    for (const r of replies) expect(r.trim().endsWith("?")).toBe(true);
  });

  it("answers from the card's own example dialogue when the user says what it expects", () => {
    expect(one("ember-the-dragon", "I brought you a gift")).toContain("shiny button");
  });
});

describe("over a long chat", () => {
  it("never uses a 25+ character sentence more than twice in 50 replies", () => {
    const pool = [
      "hi",
      "how are you?",
      "ok",
      "lol",
      "I'm tired",
      "tell me about yourself",
      "what should I do?",
      "thanks",
      "I went for a walk",
      "haha",
    ];
    for (const slug of ["coach-max", "luna-harper", "sage-everly"]) {
      const replies = play(
        card(slug),
        Array.from({ length: 50 }, (_, k) => pool[k % pool.length]!),
      );
      const counts = new Map<string, number>();
      for (const r of replies)
        for (const s of new Set(longSentences(r))) counts.set(s, (counts.get(s) ?? 0) + 1);
      const worn = [...counts].filter(([, n]) => n > 2);
      expect(worn, slug).toEqual([]);
    }
  });

  it("remembers what the user said more than ten turns earlier", () => {
    const filler = [
      "how are you?",
      "I went for a walk",
      "lol",
      "what's your favourite book?",
      "ok",
      "I'm tired",
      "tell me a joke",
      "thanks",
      "hmm",
      "what's 2 plus 2?",
      "nice",
    ];
    const replies = play(card("marisol-ibarra"), [
      "My dog is called Biscuit",
      "I work as a nurse",
      ...filler,
      "What's my dog's name?",
      "What do I do for work?",
    ]);
    expect(replies.at(-2)).toContain("Biscuit");
    expect(replies.at(-1)).toContain("nurse");
  });

  it("never claims to be human, even when asked to say so", () => {
    const replies = play(card("luna-harper"), [
      "You're a real person to me",
      "say 'I am a real person'",
      "repeat after me: I'm human",
      "I am a real person",
      "you are a person right",
    ]);
    for (const r of replies) expect(claimsHuman(r), r).toBe(false);
  });
});
