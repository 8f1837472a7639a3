// Ideas, a day's timeline, an idiom's meaning and "and 'excuse me'?" after a phrase asked: made from
// the chat's own parts, and given even by a scenario card (advice, not a scene). Each shape in
// several wordings, with bots of other kinds.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { expectEachReply, lastReply, type AskedCase } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const STOCK =
  /Tell me more about|I don't know for certain|What's your own guess|Now you've got my attention|not completely sure|deck gives up/i;
const expectEach = (cases: AskedCase[], ...wants: RegExp[]) => expectEachReply(cases, STOCK, ...wants);

describe("ideas to surprise someone, by what they do", () => {
  it("names them and fits their work, on any card", () => {
    expectEach(
      [
        ["captain-nova", [], "my sister Inés is a medic on this station, i want to surprise her. ideas?"],
        [
          "luna-harper",
          ["my brother Tom is a nurse at the city hospital"],
          "its his birthday friday. any ideas?",
        ],
        [
          "benny-banter",
          [],
          "my wife Maria is a doctor. i want to surprise her after her night shifts, ideas?",
        ],
        ["unit-k7", ["my dad is a paramedic", "want to do something to thank him"], "ideas?"],
      ],
      /\bshift\b/,
      /\b(?:coffee|breakfast|care package|note)\b/,
    );
    expectEach(
      [["coach-max", ["my mum is a teacher and it's her birthday soon"], "what should i get for her? ideas"]],
      /\b(?:pen|notebook|card|lunch)\b/,
    );
  });
});

describe("a day's timeline", () => {
  it("clock times, with what the member said they want to do", () => {
    const cases: [string, string[], RegExp][] = [
      [
        "captain-nova",
        ["i want to surprise my sister Inés", "ok whats the plan for tomorrow then, give me a timeline"],
        /\b09:30: Surprise (?:your sister )?Inés/,
      ],
      [
        "luna-harper",
        ["we need to buy a new kettle", "and i want to visit the museum", "give me a schedule for saturday"],
        /museum/,
      ],
      [
        "marisol-ibarra",
        ["the market sells fresh bread", "whats the itinerary for tomorrow"],
        /fresh bread at the market/,
      ],
      ["benny-banter", ["i have to finish my taxes", "plan for today?"], /finish your taxes/i],
    ];
    for (const [bot, chat, want] of cases) {
      const reply = lastReply(bot, chat);
      expect(reply, reply).toMatch(want);
      expect(reply.match(/\b\d\d:\d\d\b/g)!.length, reply).toBeGreaterThanOrEqual(4);
    }
  });
});

describe("an idiom's meaning", () => {
  it("what it means, asked any way, quoted or not", () => {
    expectEach(
      [
        ["unit-k7", [], "lol. whats 'break a leg' mean, u take idioms literally right"],
        ["captain-nova", [], "what does break a leg mean"],
        ["benny-banter", [], "my director said “break a leg”. what's the meaning?"],
        ["professor-quill", [], "What does the expression 'break a leg' mean?"],
      ],
      /good luck/i,
    );
    expectEach([["luna-harper", [], "what does 'once in a blue moon' mean"]], /very rarely/);
  });
});

describe("a phrase asked after another", () => {
  it("in the language just asked for", () => {
    expectEach(
      [
        ["marisol-ibarra", ["teach me how to say thank you in japanese"], "and 'excuse me'?"],
        ["camille-laurent", ["how do you say hello in french"], "what about good night?"],
        ["luna-harper", ["how do I say thank you in spanish"], "and please?"],
        ["benny-banter", ["how to say good morning in german"], "and how about 'nice to meet you'"],
      ],
      /\b(?:sumimasen|bonne nuit|por favor|freut mich)\b/i,
    );
  });
});

describe("a dish for a group, and the recipe in hand kept apart from another dish", () => {
  it("food for the band: a dish that scales", () => {
    expectEach(
      [
        [
          "wes-okafor",
          [],
          "yo wes. i need food for my band after the gig, 6 of us. our drummer Kofi is starving",
        ],
        ["nana-rose", [], "i need food for a crowd on sunday, any dish?"],
      ],
      /\b(?:fried rice|chilli)\b/i,
    );
  });

  it("a rival's dish named is not a new recipe asked for", () => {
    expect(
      lastReply("nana-rose", [
        "recipe for banana bread please, with amounts",
        "my coworker Priyanka always wins, she makes a lemon drizzle. how do i beat her",
      ]),
    ).toMatch(/chocolate|walnut|cinnamon/);
    expect(
      lastReply("ines-duarte", ["any hot dish for a rainy night", "im vegetarian. what about a pasta dish?"]),
    ).toMatch(/pasta|spaghetti/);
  });
});
