// Advice in the situation the chat holds (words/advice-needs.json): "what do we pack?", "how heavy
// should it be?", "how many days should I rest?" answered from the activity named earlier, with its
// own numbers and the member's; an activity not on file in the member's own words; a problem the
// question names has its remedy; "why not X?" gets the reason against X.
import { describe, expect, it } from "vitest";
import { expectEachReply, replyAfterGreeting, type AskedCase } from "../support/persona";

const SHRUG = /not (?:completely )?sure|can't look|won't bluff|I don't know|tell me more/i;

describe("a facet asked of the activity the chat named", () => {
  it("packs for the activity: a hike, a glacier rescue, a dive", () => {
    const cases: AskedCase[] = [
      ["kai-morrow", ["i signed up for a 3 day hut to hut hike in 6 weeks"], "what should be in my pack?"],
      [
        "luna-harper",
        ["my friends and I are doing a 2-day hike in the dolomites next month"],
        "What should I bring?",
      ],
      ["coach-max", ["booked a trek in nepal for october"], "what gear do we need"],
      [
        "kai-morrow",
        ["a climber called Tomasz didn't come back from the glacier last night"],
        "what do we pack?",
      ],
      [
        "rio-vance",
        ["the climber is stuck on the glacier near the ridge, we go up to rescue him"],
        "what do we pack",
      ],
      ["priya-anand", ["we're going scuba diving in egypt in may"], "what goes in my bag for the dive trip"],
    ];
    expectEachReply(
      cases,
      SHRUG,
      /rope|first aid|rain jacket|wetsuit|headlamp|mask/i,
      /water|torch|headlamp|computer/i,
    );
  });

  it("gives a weight with its number and reason", () => {
    const cases: AskedCase[] = [
      [
        "kai-morrow",
        ["i signed up for a 3 day hut to hut hike in 6 weeks", "what should be in my pack?"],
        "how heavy should it be?",
      ],
      ["coach-max", ["signed up for a trek in nepal in 10 weeks"], "how heavy should my backpack be for it"],
      ["sage-everly", ["we're hiking the west highland way in june"], "how much should my pack weigh?"],
      ["rio-vance", ["I booked a cycling tour in portugal next month"], "how heavy should my bag be"],
    ];
    expectEachReply(cases, SHRUG, /\b(?:\d+|ten) ?(?:to \d+ )?(?:kg|%)/i, /body weight|light/i);
  });

  it("trains for it from the member's own numbers, week 1 in detail, and rests before it", () => {
    const start = replyAfterGreeting(
      "kai-morrow",
      "hey kai, quick q. i signed up for a 3 day hut to hut hike in 6 weeks and ive never done more than 8 km. help",
    );
    expect(start).toMatch(/6 weeks/);
    expect(start).toMatch(/8 km/);
    const cases: AskedCase[] = [
      [
        "kai-morrow",
        ["i signed up for a 3 day hut to hut hike in 6 weeks"],
        "ok what would week 1 look like exactly",
      ],
      ["coach-max", ["i'm doing a 40km trek in september"], "what does the first week look like?"],
      ["luna-harper", ["I signed up for a long hike in the alps"], "week one?"],
      ["sage-everly", ["im going on a three day trek in five weeks"], "what would week 1 look like"],
    ];
    expectEachReply(cases, SHRUG, /walk|hike|session/i, /\d+ (?:minutes|km)|45-minute/i);
    const rest: AskedCase[] = [
      [
        "kai-morrow",
        ["i signed up for a 3 day hut to hut hike in 6 weeks"],
        "ok and how many days should i rest before the hike",
      ],
      ["sage-everly", ["I'm doing a 50 km charity walk in three weeks"], "how many days of rest before it?"],
      ["coach-max", ["i booked a trek in peru"], "should i rest the week before?"],
      ["luna-harper", ["I signed up for a hike up snowdon"], "how much time should i take off before"],
    ];
    expectEachReply(rest, SHRUG, /\b\d+ (?:to \d+ )?days?\b|the day before/i, /easy|rest/i);
  });

  it("takes a speech, an interview and an exercise in their own terms", () => {
    const cases: AskedCase[] = [
      [
        "benny-banter",
        ["benny i need help. im best man at my brother Felix's wedding on saturday"],
        "what do i say about the groom that's nice, not just jokes",
      ],
      [
        "luna-harper",
        ["I'm giving the toast at my friend Anika's wedding"],
        "something kind to say about her?",
      ],
      [
        "benny-banter",
        ["I have to give a toast at my sister Mara's wedding next month"],
        "whats the opening line?",
      ],
      [
        "jamie-cole",
        ["im giving the speech at my best friend Omar's wedding"],
        "how many times should i rehearse it",
      ],
    ];
    expectEachReply(cases, SHRUG, /Felix|Anika|Mara|\d+ to \d+ times|Good evening/i);
    const interview = replyAfterGreeting(
      "nora-nightingale",
      "can you give me the first sentence? im a junior accountant, 2 years at a logistics firm",
      ["job interview at 9 tomorrow"],
    );
    expect(interview).toMatch(/junior accountant, 2 years at a logistics firm/);
    const morning: AskedCase[] = [
      ["nora-nightingale", ["job interview at 9 tomorrow"], "what do i eat for breakfast so im not shaky"],
      [
        "priya-anand",
        ["i have a big interview on thursday"],
        "what should i have for breakfast that morning",
      ],
      ["kai-morrow", ["i signed up for a hut to hut hike"], "what should i eat before we set off each day?"],
      ["coach-max", ["my first 20 km trek is on sunday"], "what's a good breakfast for it"],
    ];
    expectEachReply(morning, SHRUG, /porridge|oats|eggs/i);
    const rounds: AskedCase[] = [
      [
        "nora-nightingale",
        ["can you give me a breathing exercise? like step by step"],
        "how many times should i do it?",
      ],
      ["sage-everly", ["teach me a breathing exercise for stress"], "how many rounds should i do"],
      ["luna-harper", ["give me a breathing exercise before bed"], "how many times should I repeat it"],
      ["coach-max", ["any breathing exercise for nerves?"], "how many times do i do it"],
    ];
    expectEachReply(rounds, SHRUG, /\b(?:4|5|four|five)\b.*\brounds?\b|\brounds?\b.*\b(?:4|5|four|five)\b/i);
  });

  it("names an activity not on file in the member's own words", () => {
    const cases: AskedCase[] = [
      ["luna-harper", ["I'm going on a pottery retreat next week"], "what should i pack?"],
      ["benny-banter", ["signed up for a cooking course in august"], "what do we need to bring?"],
      ["sage-everly", ["I'm doing a silent retreat in two weeks"], "how heavy should my bag be?"],
      ["coach-max", ["I'm doing a charity swim in 8 weeks"], "how many days should i rest before it?"],
      ["coach-max", ["i have a first date tomorrow night"], "what do i need to bring?"],
    ];
    expectEachReply(cases, SHRUG, /pottery retreat|cooking course|silent retreat|charity swim|first date/);
  });
});

describe("activities of other kinds", () => {
  it("packs, fuels and rests for a camp, a race, an exam, the slopes and the water", () => {
    const cases: [AskedCase, RegExp][] = [
      [
        ["luna-harper", ["we're going camping this weekend with the kids"], "what do we pack?"],
        /tent|sleeping bag/,
      ],
      [
        ["coach-max", ["I'm running my first half marathon in 8 weeks"], "what do i bring on race day?"],
        /bib|gel/,
      ],
      [["theo-park", ["my chemistry exam is in 3 weeks"], "how should i prepare?"], /past paper/],
      [["theo-park", [], "what should i eat the morning of the exam?"], /porridge|eggs/i],
      [["luna-harper", [], "what should i pack for the ski trip"], /goggles|base layer/],
      [["marisol-ibarra", [], "what do we bring on the boat trip?"], /life jacket|dry bag/],
      [
        ["marisol-ibarra", ["I'm planning a week in Japan in April."], "What should I pack?"],
        /layers|passport/,
      ],
      [
        ["luna-harper", ["we booked a city break in prague"], "how heavy should my suitcase be?"],
        /7 to 10 kg/,
      ],
      [
        [
          "priya-anand",
          ["I have a big presentation at work on monday"],
          "how many times should i practise it?",
        ],
        /run-throughs/,
      ],
      [
        ["coach-max", ["my daughter has her first swim meet on saturday"], "what should she eat before?"],
        /swim meet.*porridge|porridge/,
      ],
    ];
    for (const [[bot, earlier, message], want] of cases)
      expect(replyAfterGreeting(bot, message, earlier), message).toMatch(want);
  });
});

describe("what is not a facet of the situation", () => {
  it("leaves a part to play, a thank-you and a how-to of its own to the other plans", () => {
    const speech = ["my sister Noor is getting married and I have to give a toast"];
    expect(
      replyAfterGreeting("leo-santos", "Can you play the audience while I practise my opening line?", speech),
    ).not.toMatch(/Start with who you are|Open with the point/);
    expect(
      replyAfterGreeting("kai-morrow", "thanks kai!! feeling way less nervous about the hike"),
    ).not.toMatch(/three walks/i);
    expect(replyAfterGreeting("sage-everly", "how do I warm up for a hike")).not.toMatch(/three walks/i);
    expect(replyAfterGreeting("luna-harper", "why not a big party?", ["hi luna"])).not.toMatch(
      /Because of what I said/,
    );
  });
});

describe("a problem the question names", () => {
  it("has its remedy, whatever the bot", () => {
    const cases: [string, string, RegExp][] = [
      ["kai-morrow", "i always get blisters on my heels. what do i do", /sock|tape|plaster/],
      ["coach-max", "i keep getting blisters on my toes, any tips?", /sock|tape|plaster/],
      ["kai-morrow", "we pull him up. his ankle looks bad, what do i do?", /splint|immobil|wrap/i],
      ["wes-okafor", "my ankle is swollen after the game what do i do", /cold|ice|elevate/i],
      ["rio-vance", "my friend twisted her ankle on the trail, what should we do?", /wrap|splint/i],
      ["benny-banter", "ok real question, how do you deal with a heckler?", /calm|laugh|audience/],
      [
        "luna-harper",
        "some guy keeps heckling me at open mic nights. how do i handle it",
        /calm|laugh|audience/,
      ],
      ["camille-laurent", "should i tip? how much is normal in france?", /service compris|included/],
      ["luna-harper", "how much should i tip in paris?", /included|round up/],
      ["camille-laurent", "what if i dont have a whisk", /fork|jar|blender/],
      ["nana-rose", "what if I don't have a whisk for the pancakes?", /fork|jar|blender/],
      ["kai-morrow", "ok. how do i test the snow before stepping?", /pole|probe|axe/],
      ["maya-sol", "how do i check the ice before we walk on it?", /pole|solid|clear/],
    ];
    for (const [bot, message, want] of cases) expect(replyAfterGreeting(bot, message), message).toMatch(want);
  });
});

describe("why not X", () => {
  it("gives the reason against it", () => {
    const cases: AskedCase[] = [
      ["kai-morrow", ["i always get blisters on my heels. what do i do"], "why not cotton socks?"],
      ["coach-max", ["what should i wear for my run?"], "why not cotton t-shirts?"],
      ["kai-morrow", ["what do we pack for the hike"], "why not jeans"],
      ["nora-nightingale", ["interview tomorrow, what do i eat for breakfast"], "why not coffee?"],
      ["sage-everly", ["i signed up for a hike next month"], "but why not my new boots?"],
    ];
    expectEachReply(cases, SHRUG, /wet|sweat|moisture|rub|jitter|shaky|friction/i);
  });
});
