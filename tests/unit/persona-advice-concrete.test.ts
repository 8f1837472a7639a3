// Asked for the concrete thing, the bot gives that thing: a named exercise with its steps for the
// body part of the chat, how long to hold the one just given, a routine of the ones given with
// minutes adding up to the time asked, and the name of the first one asked back. Each shape in
// several wordings, with bots of other kinds; pain gets "see a professional" once, then the exercise.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { expectEachReply, lastReply, playChat, type AskedCase } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const STOCK =
  /Tell me more about|I don't know for certain|What's your own guess|glass of water|write down the first step|you said so yourself/i;
const expectEach = (cases: AskedCase[], ...wants: RegExp[]) => expectEachReply(cases, STOCK, ...wants);

const MOVES = /\b(?:stretch|extension|hinge|chin tuck|calf raises|shoulder rolls)\b/i;

describe("an exercise asked for", () => {
  it("is named, for the body part of the message or the chat, with steps and a hold", () => {
    expectEach(
      [
        [
          "maya-sol",
          ["my lower back aches by the afternoon"],
          "whats one exercise i can do at my desk? exactly how",
        ],
        ["coach-max", [], "any stretch for my neck, i stare at a laptop all day"],
        ["luna-harper", ["my shoulders are so tense from work"], "is there a stretch for that"],
        ["benny-banter", [], "my wrists hurt from the mouse. anything for that?"],
      ],
      MOVES,
      /\b\d+ seconds\b/,
    );
  });

  it("how long to hold it: the one just given", () => {
    expectEach(
      [
        ["maya-sol", ["any stretch for my lower back?"], "how many seconds should i hold it"],
        ["coach-max", ["any exercise for my wrists from typing?"], "how long do i hold it"],
        ["luna-harper", ["a stretch for my neck please"], "how many reps and how many seconds"],
        ["captain-nova", ["any exercise for my shoulders? so stiff"], "how long should i hold that one"],
      ],
      /\b\d+ seconds\b/,
      MOVES,
    );
  });

  it("a routine of the ones given, the minutes adding up to the time asked", () => {
    const cases: [string, string[], number][] = [
      [
        "maya-sol",
        [
          "any stretch for my lower back?",
          "and for my wrists from typing?",
          "put it all into a 10 min routine",
        ],
        10,
      ],
      ["coach-max", ["an exercise for my neck?", "can you make it a 6 minute routine"], 6],
      [
        "benny-banter",
        ["any stretch for my shoulders", "put them together into a 15-minute routine for the morning"],
        15,
      ],
      ["luna-harper", ["my back hurts from sitting, any stretch?", "a 5 min routine with that please"], 5],
    ];
    for (const [bot, chat, minutes] of cases) {
      const replies = playChat(bot, chat);
      const reply = replies.at(-1)!;
      const first = replies[0]!.match(MOVES)?.[0];
      expect(reply, reply).toContain(first);
      const ends = [...reply.matchAll(/^(?:\d+-)?(\d+) min|^Minute (\d+)/gm)].map((m) =>
        Number(m[1] ?? m[2]),
      );
      expect(ends.at(-1), reply).toBe(minutes);
      expect(reply.match(/\b\d+ seconds\b/g)!.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("pain: a professional once, then the exercise", () => {
    const replies = playChat("maya-sol", [
      "my knee hurts when i walk, any exercise for it? and my calves are tight",
      "my wrists hurt from typing too, any stretch?",
    ]);
    expect(replies[0]).toMatch(/doctor|professional/i);
    expect(replies[0]).toMatch(/calf raises/i);
    expect(replies[1]).not.toMatch(/doctor|professional/i);
    expect(replies[1]).toMatch(/\bstretch\b/i);
  });

  it("the first one asked back by name", () => {
    expect(
      lastReply("maya-sol", [
        "any stretch for my lower back?",
        "and my neck?",
        "whats the first one called again",
      ]),
    ).toMatch(MOVES);
  });
});

describe("the words to say about the member's own situation", () => {
  const chats: [bot: string, told: string, said: RegExp][] = [
    [
      "priya-anand",
      "so my team got reorganised and im now doing my old boss's job without the title or the pay",
      /old boss's job/,
    ],
    ["coach-max", "i've been running the whole warehouse since march without a raise", /whole warehouse/],
    [
      "luna-harper",
      "they moved me to nights and im now working six days a week without any extra pay",
      /six days a week/,
    ],
    ["benny-banter", "I'm covering two jobs since Ana left, and I'm not paid a cent more", /two jobs/],
  ];

  it("told: said back, with what to do first", () => {
    for (const [bot, told, said] of chats) {
      const reply = lastReply(bot, [told]);
      expect(reply, reply).toMatch(said);
      expect(reply, reply).toMatch(/\b(?:meeting|list|write down)\b/i);
    }
  });

  it("the actual words: a quote that names the situation and the figure told", () => {
    const asks = [
      "ok what exactly do i say to my manager? like the actual words",
      "what do i even say to my boss, word for word",
      "can you write me a script for it",
      "how do i bring it up with her",
    ];
    chats.forEach(([bot, told, said], k) => {
      const reply = lastReply(bot, [told, "the role normally pays 48,000 a year", asks[k]!]);
      expect(reply, reply).toMatch(/"[^"]+"/);
      expect(reply, reply).toMatch(said);
      expect(reply, reply).toMatch(/48,000/);
    });
  });

  it("what is missing is what to ask for, in two words or with 'or'", () => {
    expect(
      lastReply("jamie-cole", [
        "ive been working every weekend since january without overtime pay",
        "what do i even say to HR, word for word",
      ]),
    ).toMatch(/since January without overtime pay\. I'd like overtime pay to match/);
  });

  it("why they'd say yes, one sentence to open, and a plan over the weeks or days asked", () => {
    const [bot, told] = chats[1]!;
    for (const ask of ["why would they say yes tho", "why would my boss agree", "whats in it for them"])
      expect(lastReply(bot, [told, ask])).toMatch(/\b(?:already doing|cost|replac|fair)\b/i);
    for (const ask of ["give me one sentence to open the meeting", "how do i start the conversation"])
      expect(lastReply(bot, [told, ask])).toMatch(/^"[^"]*whole warehouse[^"]*"$/);
    const weeks = lastReply(bot, [told, "make me a plan for the 3 weeks before the meeting"]);
    expect(weeks).toMatch(/Week 1:[\s\S]*Week 2:[\s\S]*Week 3/);
    const days = lastReply(chats[2]![0], [chats[2]![1], "ok can u make me a plan for the next 4 days"]);
    expect(days).toMatch(/Day 1:[\s\S]*Day 4:/);
  });
});

describe("a condition, an amount, a kitchen problem, the day itself", () => {
  it("what to skip in pregnancy: the professional once, then the list, about whoever it is", () => {
    for (const [bot, chat] of [
      ["maya-sol", ["my coworker Dana wants to join. shes 8 months pregnant. what should she skip"]],
      ["coach-max", ["my sister Aiko is pregnant and wants to come to the gym", "what should she avoid"]],
      ["luna-harper", ["my wife is 6 months pregnant", "what exercises should she skip?"]],
      [
        "benny-banter",
        ["Priya from work is expecting a baby, third trimester. what poses should she avoid in yoga?"],
      ],
    ] as const) {
      const replies = playChat(bot, [...chat]);
      const reply = replies.at(-1)!;
      expect(reply, reply).toMatch(/midwife|doctor/);
      expect(reply, reply).toMatch(/\b(?:twists?|on her back|inversions|crunches)\b/);
    }
    const again = playChat("maya-sol", [
      "my friend is pregnant",
      "what should she skip",
      "can she still swim?",
    ]);
    expect(again[2]).not.toMatch(/midwife or doctor should give/);
  });

  it("is it ok on my period, with a cold: yes or no, and how", () => {
    expectEach(
      [
        ["maya-sol", [], "is it ok to do yoga on my period? sorry random q"],
        ["coach-max", [], "can i still work out on my period"],
        ["luna-harper", ["ugh cramps today"], "is it bad to go for a run when im on my period"],
        ["sage-everly", [], "should i still do pilates during my period?"],
      ],
      /\b(?:gentle|listen|cramps|child's pose)\b/i,
    );
    expectEach([["coach-max", [], "i have a cold, is it ok to train today?"]], /above the neck/);
  });

  it("how much water, in ml", () => {
    expectEach(
      [
        ["maya-sol", [], "how much water should i drink at work, like in ml"],
        ["coach-max", [], "how much water do i need a day"],
        ["luna-harper", [], "how many ml of water should i have at the office?"],
        ["benny-banter", [], "how much should i drink during a work day"],
      ],
      /\b\d,?\d{3} ml\b/,
    );
  });

  it("a kitchen problem or an escape, answered with its fix", () => {
    expectEach(
      [
        ["wes-okafor", [], "how do i stop my rice going mushy"],
        ["nana-rose", [], "my rice always comes out sticky, help"],
        ["coach-max", [], "why is my rice so soggy?"],
        ["luna-harper", [], "any tips for rice that isnt gluey"],
      ],
      /\brinse\b/i,
    );
    expectEach(
      [
        ["unit-k7", [], "how do i hamster-proof the cage so he cant escape again"],
        ["luna-harper", [], "my gerbil keeps escaping, what do i do?"],
        ["benny-banter", [], "the rabbit got out of the hutch again. how do i stop it?"],
        ["captain-nova", [], "how do i escape-proof the enclosure? the lizard gets out"],
      ],
      /\blatch\b/,
    );
  });

  it("the morning of the race, the exam, the interview: that day's steps", () => {
    expectEach(
      [
        ["maya-sol", ["im doing a 5k fun run saturday"], "any tip for the morning of the race"],
        ["coach-max", ["my first half marathon is sunday"], "what should i eat on race day morning?"],
      ],
      /\b(?:breakfast|banana|toast)\b/i,
    );
    expectEach(
      [["luna-harper", ["my exam is on monday"], "what do i do the morning of the exam"]],
      /breakfast/i,
    );
    expectEach(
      [["benny-banter", ["job interview at 10 tomorrow"], "any tips for the day of the interview?"]],
      /early/i,
    );
  });
});
