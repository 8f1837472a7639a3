// Everyday number shapes that fell through to a stock line: a supply shared by fewer people ("just me
// and oskar"), a fraction "of them", a rate in a unit the engine has no entry for ("light years an
// hour"), a clock moved forward from a start ("started at 9:40, 7 hours, what time is it now") or across
// time zones, months between two month names, one duration less another, whether pieces go round,
// "and 9 of them?" after the price of one, the containers the last volume fills, and a time "now" plus
// the time it takes said before. Paraphrases with other numbers, nouns and bots of every kind.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { lastReply } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

type Case = [bot: string, messages: string[], want: RegExp];

function expectReplies(cases: Case[]): void {
  for (const [bot, messages, want] of cases) {
    const reply = lastReply(bot, messages);
    expect(reply, `${bot}: ${messages.join(" / ")}`).toMatch(want);
  }
}

describe("proportions and fractions", () => {
  it("shares a supply among fewer or more people, named or counted", () => {
    expectReplies([
      [
        "captain-nova",
        [
          "how much air do we have? the suit says 180 minutes for 3 people. if its just me and oskar how long does it last",
        ],
        /\b270 minutes\b|4 hours and 30/,
      ],
      [
        "unit-k7",
        ["the tank holds water for 6 days for 4 people. if its only me and my sister how long does it last"],
        /\b12 days\b/,
      ],
      [
        "coach-max",
        ["the rations last 12 days for 5 people. if there are 6 people how long will they last"],
        /\b10 days\b/,
      ],
      [
        "luna-harper",
        ["our firewood lasts 8 nights for 2 cabins, if its just 1 cabin how long"],
        /\b16 (?:nights|days)\b/,
      ],
    ]);
  });

  it("takes a fraction of the amount said before it", () => {
    expectReplies([
      [
        "agatha-vale",
        ["if the atlas has 480 pages and a quarter of them are maps, how many map pages?"],
        /\b120\b/,
      ],
      [
        "benny-banter",
        ["the box has 60 cards and a third of them are blank. how many blank cards"],
        /\b20\b/,
      ],
      ["nana-rose", ["there are 40 guests and half of them want fish, how many fish plates"], /\b20\b/],
      [
        "detective-hollis",
        ["the file has 90 letters and two thirds of them are forged. how many forged letters?"],
        /\b60\b/,
      ],
    ]);
  });

  it("reads a rate in any unit as the noun after the number", () => {
    expectReplies([
      [
        "captain-nova",
        ["how long to reach it? we do 0.3 light years an hour and its 2.4 light years away"],
        /\b8 hours\b/,
      ],
      [
        "unit-k7",
        ["the rover does 2 grid squares a minute and the ridge is 30 grid squares away, how long"],
        /\b15 minutes\b/,
      ],
      [
        "ember-the-dragon",
        ["i fly 40 sky leagues an hour and the castle is 120 sky leagues away. how long?"],
        /\b3 hours\b/,
      ],
      [
        "luna-harper",
        ["i read 25 book pages an hour and the novel is 150 book pages long, how long will it take?"],
        /\b6 hours\b/,
      ],
    ]);
  });
});

describe("clock times, months and durations", () => {
  it("moves a start time forward by the time taken", () => {
    expectReplies([
      [
        "unit-k7",
        ["we're done!! 7 hours total. if we started at 9:40, what time is it now"],
        /16:40|4:40 pm/,
      ],
      [
        "coach-max",
        ["we started the hike at 7:15 and we've been going 5 hours. what time is it now?"],
        /12:15/,
      ],
      ["luna-harper", ["i began studying at 2pm and did 3 hours, what time is it now"], /17:00|5:00 pm/],
      [
        "benny-banter",
        ["the party started at 8:30pm and it's been 4 hours, what time is it now?"],
        /0:30|12:30 am/,
      ],
    ]);
  });

  it("moves a time across time zones", () => {
    expectReplies([
      [
        "marisol-ibarra",
        ["if tokyo is 15 hours ahead of winnipeg and i land at 3pm tokyo time, what time is it at home"],
        /\b0:00\b|midnight|12:00 am/,
      ],
      [
        "luna-harper",
        ["sydney is 9 hours ahead of london. i land at 8pm sydney time, what time is it in london?"],
        /\b11:00\b/,
      ],
      [
        "captain-nova",
        [
          "the station clock is 6 hours ahead of ship time. we dock at 18:00 station time, what time is it on the ship?",
        ],
        /\b12:00\b/,
      ],
      [
        "coach-max",
        [
          "new york is 5 hours ahead of hawaii and my race starts at 10am new york time. what time is it in hawaii",
        ],
        /\b5:00\b/,
      ],
    ]);
  });

  it("counts months from now to a month named", () => {
    expectReplies([
      ["priya-anand", ["how many months til my review if its in october and now its june"], /\b4 months\b/],
      ["luna-harper", ["its march now, how many months until september?"], /\b6 months\b/],
      [
        "coach-max",
        ["the marathon is in april and now its november, how many months do i have?"],
        /\b5 months\b/,
      ],
      ["nana-rose", ["how many months to go until december if its august now"], /\b4 months\b/],
    ]);
  });

  it("takes one amount from another of its kind in the unit asked", () => {
    expectReplies([
      [
        "captain-nova",
        ["how many hours is 2 days of leave minus the 9 hours we already used"],
        /\b39 hours\b/,
      ],
      [
        "coach-max",
        ["how many minutes is 3 hours minus the 40 minutes we spent warming up"],
        /\b140 minutes\b/,
      ],
      ["luna-harper", ["how many days is 3 weeks of holiday minus the 4 days i already took"], /\b17 days\b/],
      ["unit-k7", ["how many metres is 2 km minus the 350 metres we already walked"], /1,650 m|1650 m/],
    ]);
  });
});

describe("enough, more of them, containers and a time now", () => {
  it("says whether pieces go round, with the count, using the wholes said before", () => {
    expectReplies([
      [
        "nana-rose",
        [
          "and for 2 loaves?",
          "if i cut each loaf into 12 slices and theres 30 people at work, do i have enough?",
        ],
        /\b24 slices\b.*\b6 slices short|6 slices short/,
      ],
      [
        "benny-banter",
        ["i baked 3 cakes", "each cake gives 8 slices and 20 kids are coming, is that enough?"],
        /\bYes\b|covered/,
      ],
      ["luna-harper", ["we have 4 pizzas", "8 slices a pizza and 35 people, enough?"], /3 slices short/],
      [
        "wes-okafor",
        [
          "i got 5 bottles",
          "if i pour 6 glasses from each bottle and there are 28 guests, do we have enough?",
        ],
        /2 glasses/,
      ],
    ]);
  });

  it("prices more of the thing after the price of one", () => {
    expectReplies([
      [
        "nana-rose",
        ["bananas are 3 for £1.20 at the corner shop. how much is one?", "and 9 of them?"],
        /£3\.60/,
      ],
      ["wes-okafor", ["dumplings are 6 for $4.80, how much is one?", "and 15 of them?"], /\$12\b/],
      ["luna-harper", ["stamps are 10 for €8, what's one?", "what about 25 of them?"], /€20\b/],
      ["unit-k7", ["fuses are 4 for £2, how much for a single one?", "and 7 of them?"], /£3\.50/],
    ]);
  });

  it("counts the containers the last volume said fills", () => {
    expectReplies([
      ["maya-sol", ["i drink 2 litres of water a day", "and thats how many 500ml bottles?"], /\b4 bottles\b/],
      [
        "coach-max",
        ["the recipe needs 1.5 litres of stock", "how many 250ml cartons is that?"],
        /\b6 cartons\b/,
      ],
      ["nana-rose", ["the punch bowl holds 3 litres", "how many 200ml glasses is that"], /\b15 glasses\b/],
      [
        "wes-okafor",
        ["the soup pot makes 4 litres", "so how many 330 ml bowls?"],
        /12\.1 bowls|13 to be sure/,
      ],
    ]);
  });

  it("adds the time it takes said before to a time now", () => {
    expectReplies([
      [
        "wes-okafor",
        ["the stew needs 45 minutes", "its 10:52pm now. if u start cooking now what time will it be ready"],
        /23:37|11:37 pm/,
      ],
      [
        "luna-harper",
        ["the laundry takes 1 hour 20 minutes", "its 6:15pm now, what time will it be done?"],
        /19:35|7:35 pm/,
      ],
      ["coach-max", ["my run takes 50 minutes", "it's 7:20 now, when will i be back?"], /8:10/],
      [
        "nana-rose",
        ["the bread bakes for 35 minutes", "its 2:40pm now, what time will it be ready"],
        /15:15|3:15 pm/,
      ],
    ]);
  });
});
