// Advice about the member's own situation, asked in few words after telling it: the reply says the
// situation back (who, what, when) and gives the next step the question asks for, by its frame:
// what to say, what to focus on, an occasion to use, a request to make. Names, relations and events
// the eval does not have.
import { beforeAll, describe, expect, it } from "vitest";
import { composeReply, loadPersonaLibraries } from "../../api/services/ai/persona";
import { MAX_REGENERATE_OVERLAP, wordOverlap } from "../../api/services/ai/persona/variety";
import type { ChatTurn } from "../../api/services/ai/types";
import { seedCard as card } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

/** The replies to the last message: the first answer and two regenerates. */
function answers(slug: string, messages: string[]): string[] {
  const bot = card(slug);
  const history: ChatTurn[] = [];
  for (const content of messages) {
    history.push({ role: "user", content });
    history.push({ role: "assistant", content: composeReply({ bot, userName: "Sam", history }) });
  }
  history.pop();
  return [0, 1, 2].map((variant) => composeReply({ bot, userName: "Sam", history, variant }));
}

const FILLER = /I don't know for certain|not completely sure|can't look|What's your own guess/i;

describe("what to say", () => {
  it("a regenerate is another script, not the same one reworded", () => {
    const [first, second] = answers("nana-rose", [
      "My son Obi and I fell out over his new job in Leeds.",
      "What would I even say to him?",
    ]);
    expect(wordOverlap(second!, first!)).toBeLessThan(MAX_REGENERATE_OVERLAP);
  });

  it("a script that names the person, in three other quarrels", () => {
    const cases: [string, string[], RegExp][] = [
      [
        "nana-rose",
        [
          "My best friend Tomasz and I argued about his wedding.",
          "He hasn't spoken to me since. What should I tell him?",
        ],
        /Tomasz/,
      ],
      [
        "jamie-cole",
        ["I forgot my brother Idris's graduation last Saturday.", "What do I even say to him?"],
        /Idris/,
      ],
      [
        "leo-santos",
        ["My neighbour Greta keeps parking across my driveway.", "How do I start that conversation?"],
        /Greta/,
      ],
    ];
    for (const [slug, messages, who] of cases) {
      const [first] = answers(slug, messages);
      expect(first).toMatch(who);
      expect(first).not.toMatch(FILLER);
    }
  });
});

describe("what to focus on", () => {
  it("the event and its subject said back, with a way to prepare", () => {
    const cases: [string, string[], RegExp][] = [
      [
        "professor-quill",
        ["My son Felix has an exam on the French Revolution on Thursday.", "What should he focus on?"],
        /French Revolution/,
      ],
      [
        "theo-park",
        ["My niece Lola has a quiz about fractions next week.", "What should she practise?"],
        /fractions/,
      ],
      [
        "professor-quill",
        ["I have a presentation on the Roman roads tomorrow.", "What should I focus on?"],
        /Roman roads/,
      ],
    ];
    for (const [slug, messages, subject] of cases) {
      const replies = answers(slug, messages);
      expect(replies[0]).toMatch(subject);
      expect(replies[0]).not.toMatch(FILLER);
    }
  });

  it("study steps only for something to study: a race or a move is for the other advice", () => {
    for (const [slug, messages] of [
      [
        "coach-max",
        ["My friend Jonah wants me to run a half marathon with him in May.", "What should I focus on?"],
      ],
      ["marisol-ibarra", ["My partner Lea and I are moving to Porto in June.", "What should we focus on?"]],
    ] as const)
      expect(answers(slug, [...messages])[0]).not.toMatch(/names and dates|as if teaching it/);
  });

  it("a regenerate takes another step, still about the same situation", () => {
    const [first, second] = answers("professor-quill", [
      "My daughter Mira has a test on the Ottoman Empire on Friday.",
      "What should she focus on?",
    ]);
    expect(wordOverlap(second!, first!)).toBeLessThan(MAX_REGENERATE_OVERLAP);
    expect(second).toMatch(/Ottoman|big picture|names and dates/);
  });
});

describe("an occasion to use, a request to make", () => {
  it("'could I use that to…' names the occasion and the goal", () => {
    const cases: [string, string[], RegExp][] = [
      [
        "nana-rose",
        [
          "My cousin Ayo and I haven't talked in months.",
          "Ayo's wedding is in June. Could I use that to reconnect?",
        ],
        /wedding|reconnect/,
      ],
      [
        "jamie-cole",
        ["Marcus's leaving party is on Saturday. Should I use it to apologise?"],
        /party|apologise/,
      ],
      [
        "leo-santos",
        ["The team dinner is next Thursday. Could I use the dinner to speak up?"],
        /dinner|speak up/,
      ],
    ];
    for (const [slug, messages, named] of cases) expect(answers(slug, messages)[0]).toMatch(named);
  });

  it("'can I ask for…' says yes and how, naming the request", () => {
    const cases: [string, string[], RegExp][] = [
      [
        "priya-anand",
        ["The offer is 41,000 and the role usually pays 45,000.", "Can I negotiate the offer up to 45,000?"],
        /negotiate/,
      ],
      [
        "priya-anand",
        ["My manager Dana promised me a review in March.", "Should I ask Dana for a raise now?"],
        /raise|Dana/,
      ],
      [
        "leo-santos",
        ["My landlord Mr Okoro hasn't fixed the heating in 3 weeks.", "Can I bring it up again by email?"],
        /bring|email|heating/,
      ],
    ];
    for (const [slug, messages, named] of cases) {
      const [first] = answers(slug, messages);
      expect(first).toMatch(named);
      expect(first).not.toMatch(FILLER);
    }
  });
});

describe("a plan told is said back whole, with where to start", () => {
  it.each([
    ["marisol-ibarra", "I'm planning ten days in Vietnam in March.", /ten days in Vietnam in March/i],
    [
      "jamie-cole",
      "We're organising a surprise party for Priya on Saturday.",
      /surprise party for Priya on Saturday/,
    ],
    [
      "nana-rose",
      "I'm planning a tea party for my granddaughter's birthday.",
      /tea party for your granddaughter's birthday/,
    ],
  ])("%s: %s", (slug, message, plan) => {
    const [first] = answers(slug, [message]);
    expect(first).toMatch(plan);
    expect(first).toMatch(/dates|must-haves|has to include/);
  });
});
