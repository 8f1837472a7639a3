// Advice given as the thing itself, in situations and with facts the eval does not have: the words
// to say written with the member's names and numbers, how long, what if it goes wrong, whether to
// mention something, a stretch with its count, care and a tip for nerves. Each mechanism is checked
// with paraphrases (other numbers, names, bots, word order, lower case, no punctuation), and with
// what it must leave alone (a subject of the message's own, a chat with no situation).
import { beforeAll, describe, expect, it } from "vitest";
import { composeReply, loadPersonaLibraries } from "../../api/services/ai/persona";
import { facetOf } from "../../api/services/ai/persona/coach";
import { moneyIn } from "../../api/services/ai/persona/coach-facts";
import { MAX_REGENERATE_OVERLAP, wordOverlap } from "../../api/services/ai/persona/variety";
import type { ChatTurn } from "../../api/services/ai/types";
import { seedCard as card } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

/** The replies to the last message: the first answer and a regenerate. */
function answers(slug: string, messages: string[], userName = "Sam"): string[] {
  const bot = card(slug);
  const history: ChatTurn[] = [];
  for (const content of messages) {
    history.push({ role: "user", content });
    history.push({ role: "assistant", content: composeReply({ bot, userName, history }) });
  }
  history.pop();
  return [0, 1].map((variant) => composeReply({ bot, userName, history, variant }));
}

const reply = (slug: string, messages: string[], userName = "Sam") => answers(slug, messages, userName)[0]!;
const FILLER =
  /I don't know for certain|not completely sure|can't look|What's your own guess|be kind to yourself/i;

describe("what a question asks, by its shape", () => {
  it("names the facet in other words", () => {
    const cases: [string, string][] = [
      ["how do i even say it to him", "say"],
      ["What should I open with?", "say"],
      ["give me an opening line pls", "say"],
      ["and how should I wrap it up?", "close"],
      ["what if she says no", "whatIf"],
      ["What if I freeze halfway through??", "wobble"],
      ["im so nervous honestly", "nerves"],
      ["should I bring up the mould in the bathroom?", "mention"],
      ["is it worth the money tho", "worth"],
      ["I sleep 5 hours a night, is that enough?", "enough"],
      ["how long do I hold each one", "howLong"],
      ["how long should the speech be", "howLong"],
      ["keep your fingers crossed for me", "luck"],
      ["they offered 41k and I want 45k", "told"],
    ];
    for (const [message, facet] of cases) expect(facetOf(message), message).toBe(facet);
  });

  it("reads amounts by the role their verb gives them", () => {
    expect(moneyIn("they offered 52,000 and I wanted around 60k")).toEqual([
      { value: 52000, sign: "", role: "offer" },
      { value: 60000, sign: "", role: "ask" },
    ]);
    expect(moneyIn("I was hoping for $75k but the recruiter is offering $68,500")).toEqual([
      { value: 75000, sign: "$", role: "ask" },
      { value: 68500, sign: "$", role: "offer" },
    ]);
    // A percent or a small count is no salary.
    expect(moneyIn("they also offer 5% annual bonus and 25 days off")).toEqual([]);
  });
});

describe("the words to say, written with the member's facts", () => {
  it("a salary counter with the gap worked out, in other numbers and bots", () => {
    const cases: [string, string, RegExp][] = [
      ["priya-anand", "the recruiter offered me £38,000 but I was hoping for 42k", /4,000.*11%|42,000/],
      ["coach-max", "They offered $68,500 and I want $75k", /\$6,500.*9%|\$75,000/],
      ["luna-harper", "so they offered 90k. i asked for 100k", /10,000.*11%|100,000/],
      ["leo-santos", "My new job offered 30,000; I wanted 33,000", /3,000.*10%|33,000/],
    ];
    for (const [slug, message, expected] of cases) {
      const text = reply(slug, ["I got a job offer but the salary is low", message]);
      expect(text, message).toMatch(expected);
      expect(text).toMatch(/counter|market|research/i);
    }
  });

  it("says the script with the member's number, then a different one on a regenerate", () => {
    const [first, second] = answers("priya-anand", [
      "they offered 41k and I want 45k",
      "how do I phrase it without sounding rude",
    ]);
    expect(first).toMatch(/"[^"]*45,000[^"]*"/);
    expect(second).toMatch(/"/);
    expect(wordOverlap(second!, first!)).toBeLessThan(MAX_REGENERATE_OVERLAP);
  });

  it("an opening line for a toast with the couple's names and where they met", () => {
    const cases: [string[], RegExp[]][] = [
      [
        [
          "my best friend Priyanka is getting married and I'm giving the speech",
          "her fiancé is called Tom, they met on a hiking trip",
          "can you write me an opening line?",
        ],
        [/Priyanka/, /Tom/, /hiking trip/],
      ],
      [
        [
          "I'm the best man at my brother Kofi's wedding",
          "his wife is called Ama. they met at university",
          "give me a first line",
        ],
        [/Kofi/, /Ama/, /university/],
      ],
      [
        ["doing a toast for my sister Lena on saturday", "what should i open with"],
        [/Lena/, /Hi everyone|Good evening/],
      ],
      [
        [
          "I have to give a speech at my cousin Marta's wedding",
          "Marta's husband is named Joel",
          "how do I end it",
        ],
        [/Marta/, /Joel/, /glass/],
      ],
    ];
    for (const [messages, expected] of cases)
      for (const re of expected) expect(reply("leo-santos", messages), messages.at(-1)).toMatch(re);
  });

  it("what to say to a landlord, a first date and at an interview, never filler", () => {
    const cases: [string, string[], RegExp][] = [
      [
        "nana-rose",
        ["My landlord Mr Okafor wants to put the rent up", "what do I say to him?"],
        /rent|tenant/,
      ],
      ["luna-harper", ["I have a first date tomorrow with Sofia", "what should I say first?"], /"/],
      [
        "priya-anand",
        ["my job interview is on thursday", "how do i start when they say tell me about yourself"],
        /"|role/,
      ],
      ["coach-max", ["interview tomorrow at 9 for a nursing job", "What do I say first"], /"|role/],
    ];
    for (const [slug, messages, expected] of cases) {
      const text = reply(slug, messages);
      expect(text, messages.at(-1)).toMatch(expected);
      expect(text).not.toMatch(FILLER);
    }
  });
});

describe("how long, what if, should I, is it worth it", () => {
  it("how long: a hold, a toast, a first date, an interview answer", () => {
    const cases: [string, string[], RegExp][] = [
      [
        "sage-everly",
        ["my neck is so stiff from my laptop", "show me a stretch for it", "how long do i hold it"],
        /second|breath/,
      ],
      ["leo-santos", ["giving a best man speech in june", "How long should the speech be?"], /minute/],
      ["luna-harper", ["first date on friday!!", "how long should a first date last"], /hour|minute/],
      [
        "priya-anand",
        ["I have an interview for a design job next week", "how long should my answers be"],
        /minute|second/,
      ],
    ];
    for (const [slug, messages, expected] of cases)
      expect(reply(slug, messages), messages.at(-1)).toMatch(expected);
  });

  it("what if they say no: the next move in the situation, not a shrug", () => {
    const cases: [string, string[], RegExp][] = [
      [
        "priya-anand",
        ["I'm asking for a pay rise on monday", "what if my boss says no?"],
        /bonus|holiday|review|package/,
      ],
      [
        "nana-rose",
        ["my landlord wants to raise the rent by £200", "what if he says no"],
        /lease|term|writing|increase/,
      ],
      ["luna-harper", ["I have a first date tonight", "but what if she doesn't like me"], /match|kind|thank/],
      ["coach-max", ["I'm running my first 5k on sunday", "what if it rains"], /rain|walk|layer/],
    ];
    for (const [slug, messages, expected] of cases) {
      const text = reply(slug, messages);
      expect(text, messages.at(-1)).toMatch(expected);
      expect(text).not.toMatch(FILLER);
    }
  });

  it("should I mention it: yes or no with why", () => {
    const cases: [string[], RegExp][] = [
      [
        ["they offered me 60k for the job", "should i mention i have another offer"],
        /only if|honest|true|bluff/i,
      ],
      [
        ["my landlord is raising the rent", "Should I mention the broken boiler he never fixed?"],
        /yes|accurate|true/i,
      ],
      [
        ["got a first date on saturday", "should I tell her about my divorce"],
        /not on a first date|only if/i,
      ],
      [["job interview tomorrow", "should I mention the gap in my cv?"], /only if|relevant|true/i],
    ];
    for (const [messages, expected] of cases)
      expect(reply("priya-anand", messages), messages.at(-1)).toMatch(expected);
  });

  it("is it worth it / is that enough: about this message's own thing", () => {
    expect(
      reply("maya-sol", ["my back hurts from my desk job", "should I get a standing desk, is it worth it?"]),
    ).toMatch(/switch|alternate|books|box/);
    expect(
      reply("coach-max", ["I started running", "new running shoes are 140 quid, are they worth it?"]),
    ).toMatch(/fit|worn|shop|try/i);
    const water = reply("sage-everly", ["i only drink 3 cups of water a day. is that bad"]);
    expect(water).toMatch(/3 cups/);
    expect(water).toMatch(/6 to 8|litre/);
    // "Is it bad that I skipped the gym?" after talk of water is not about water.
    expect(
      reply("maya-sol", ["I drink 2 glasses of water a day", "Is it bad that I skipped the gym all month?"]),
    ).not.toMatch(/glasses|litre/);
  });
});

describe("told facts, steps with counts, and care with a tip", () => {
  it("hours at a desk told: breaks with how often", () => {
    for (const message of [
      "I sit like 11 hours a day",
      "honestly i sit 7 hours straight",
      "I'm sitting about 10 hours a day at work",
    ])
      expect(reply("maya-sol", ["my lower back is sore from my desk", message]), message).toMatch(
        /every 30|every half hour|timer/,
      );
  });

  it("a stretch shown as numbered steps with how long, for other bots", () => {
    for (const slug of ["maya-sol", "sage-everly", "coach-max", "luna-harper"]) {
      const text = reply(slug, [
        "my shoulders are so tight from sitting",
        "show me one stretch I can do at my desk",
      ]);
      expect(text, slug).toMatch(/1\. .*2\. /s);
      expect(text).toMatch(/breath|second/);
    }
  });

  it("nerves and what-if-I-cry in an advice chat: care and a concrete tip", () => {
    const cases: [string, string[], RegExp][] = [
      [
        "leo-santos",
        ["I'm giving the toast at my sister's wedding", "what if I start crying halfway lol"],
        /okay|normal/i,
      ],
      [
        "priya-anand",
        ["asking for a raise on friday", "I'm really nervous, I've never negotiated"],
        /normal|everyone/i,
      ],
      ["coach-max", ["job interview on monday", "what if I blank on a question"], /breath|pause/i],
      ["luna-harper", ["hosting a dinner party saturday for 8", "I'm kinda nervous tbh"], /normal|everyone/i],
    ];
    for (const [slug, messages, care] of cases) {
      const text = reply(slug, messages);
      expect(text, messages.at(-1)).toMatch(care);
      expect(text).toMatch(/breath|practi[cs]e|prep|water|notes|card/i);
    }
  });

  it("leaves alone what is not its situation's: a subject of its own, a chat with none", () => {
    expect(
      reply("leo-santos", ["I'm giving a toast next week", "I'm nervous about my exam tomorrow"]),
    ).not.toMatch(/toast|wedding/i);
    expect(reply("captain-nova", ["I'm scared of the dark"])).not.toMatch(/first two sentences/);
    expect(reply("maya-sol", ["my neck hurts from the desk", "give me a tiny morning routine"])).not.toMatch(
      /neck release/i,
    );
  });
});

describe("the chat's situation, its words and its people", () => {
  it("a boss named once: the script names her, a what-if after a pronoun still answers", () => {
    const chat = ["my boss Dana wants to cut my hours"];
    expect(reply("luna-harper", [...chat, "how do I bring it up with her?"])).toMatch(/"Dana, /);
    expect(reply("luna-harper", [...chat, "what if she says no"])).toMatch(/writing|date|reason/);
    expect(reply("jamie-cole", [...chat, "should I mention I've been covering for Mark"])).toMatch(
      /fact|evidence/,
    );
    // "My boss" in passing gives way to the chat's situation: a pay rise stays a pay rise.
    expect(reply("priya-anand", ["asking for a raise tomorrow", "what if my manager says no"])).toMatch(
      /bonus|holiday|review|package/,
    );
  });

  it("the line that shares the member's words first: a neck stretch for a neck, how often for how often", () => {
    const neck = ["my neck is stiff from looking at my phone", "what stretch helps?"];
    expect(reply("sage-everly", neck)).toMatch(/neck release/i);
    expect(reply("maya-sol", [...neck, "how many times a day"])).toMatch(/times a day/);
    expect(reply("coach-max", ["lower back pain from sitting", "what exercise is good for it"])).toMatch(
      /1\. /,
    );
  });

  it("what if I … is the member's own wobble, met with care and the next step", () => {
    expect(
      reply("coach-max", ["I'm running my first 5k in 6 weeks", "what if I can't run the whole way"]),
    ).toMatch(/walk/);
    expect(
      reply("leo-santos", ["my speech at the wedding is on friday", "what if I forget my lines"]),
    ).toMatch(/okay|normal/i);
    expect(reply("luna-harper", ["I have a first date tomorrow", "what if i spill my drink on her"])).toMatch(
      /laugh|nervous/,
    );
  });
});
