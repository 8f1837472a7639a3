// The chat's last result as the operand of a follow-up: a running bill ("plus 3 portions at 4.20"),
// a share taken off or a tip added, the total split (by a count, between named people, or among the
// party said before), the percent change from the earlier total, the gap to a target, a new percent
// "instead", and the gap between two amounts in percent. Each shape with paraphrases of other numbers,
// currencies and wording, on bots of every kind: a number question is answered as one first, on a
// scenario card too.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { lastReply } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

/** The figure as a reply may write it: "57.6" or "57.60", "54600" or "54,600". */
function figure(value: number): RegExp {
  const rounded = Math.round(value * 100) / 100;
  const plain = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2).replace(/0$/, "");
  const grouped = Number(plain).toLocaleString("en-US", { maximumFractionDigits: 2 });
  const forms = new Set([plain, grouped, Number.isInteger(rounded) ? plain : rounded.toFixed(2)]);
  const alts = [...forms].map((f) => f.replace(/[.,]/g, (c) => `\\${c}`) + (/\./.test(f) ? "0?" : ""));
  return new RegExp(`(?<![\\d.,])(?:${alts.join("|")})(?![\\d]|[.,]\\d)`);
}

type Case = [bot: string, messages: string[], value: number];

function expectFigures(cases: Case[]): void {
  for (const [bot, messages, value] of cases) {
    const reply = lastReply(bot, messages);
    expect(reply, `${bot}: ${messages.join(" / ")}`).toMatch(figure(value));
  }
}

describe("a running bill across turns", () => {
  it("adds items priced each to the total before", () => {
    expectFigures([
      [
        "wes-okafor",
        ["noodle boxes are 7.50 each right? so six of them is", "plus 3 portions of dumplings at 4.20"],
        57.6,
      ],
      ["luna-harper", ["tickets are £12 each, so four of them is", "plus 2 programmes at 3.50"], 55],
      ["unit-k7", ["bolts are $0.80 each. how much for 25?", "and 4 brackets at $2.25"], 29],
      ["benny-banter", ["pizzas are 11 each, we want 3, total?", "plus 2 garlic breads at 4.50"], 42],
      [
        "captain-nova",
        ["fuel cells are 40 credits each, we need 5. total?", "plus 2 filters at 15 credits"],
        230,
      ],
    ]);
  });

  it("adds a flat extra to the total before", () => {
    expectFigures([
      [
        "unit-k7",
        [
          "the van hire is £65 for 4 hours plus 40p a mile. we drive 38 miles. total?",
          "and if we go over by an hour its £18 extra. new total",
        ],
        98.2,
      ],
      [
        "coach-max",
        ["gym is $30 a month, how much for 6 months?", "plus a $25 joining fee, new total?"],
        205,
      ],
      ["nana-rose", ["flour is 1.20 a bag and i need 5 bags, how much?", "and £3 for the eggs, total?"], 9],
      [
        "detective-hollis",
        ["a cab is $2.50 plus $1.75 a mile and its 12 miles. total?", "plus a $5 tip, new total"],
        28.5,
      ],
    ]);
  });

  it("splits the total by a count, between named people, or among the party said before", () => {
    expectFigures([
      [
        "wes-okafor",
        [
          "noodle boxes are 7.50 each right? so six of them is",
          "plus 3 portions of dumplings at 4.20",
          "split six ways, how much each",
        ],
        9.6,
      ],
      [
        "unit-k7",
        [
          "the van hire is £65 for 4 hours plus 40p a mile. we drive 38 miles. total?",
          "and if we go over by an hour its £18 extra. new total",
          "split between me and my brother Aviv",
        ],
        49.1,
      ],
      ["luna-harper", ["tickets are £12 each, so four of them is", "split it between me, Jo and Sam"], 16],
      [
        "benny-banter",
        ["we're 4 people and each burger is 8.50. whats the total", "split it with a 10% tip, how much each"],
        9.35,
      ],
      [
        "wes-okafor",
        ["we're 5 people and each bowl is 9.80. whats the total", "split it with a 15% tip, how much each"],
        11.27,
      ],
    ]);
  });

  it("takes a share off or adds a percent on the result before", () => {
    expectFigures([
      [
        "wes-okafor",
        ["we got paid two thousand four hundred tonight, split 6 ways?", "and after the manager takes 15%?"],
        340,
      ],
      ["coach-max", ["we won $900 at the quiz, split 3 ways?", "and after the club takes 10%?"], 270],
      ["luna-harper", ["the dinner came to 80 for the two of us, how much each?", "and with a 20% tip?"], 48],
      [
        "captain-nova",
        ["the cargo sells for 1,200 credits, split 4 ways?", "and after the guild takes 25%?"],
        225,
      ],
    ]);
  });
});

describe("a percent from the amounts before", () => {
  it("is the change from the earlier total to the new one", () => {
    expectFigures([
      [
        "unit-k7",
        [
          "the new place is 1,450 a month, old was 1,180. how much more per year",
          "thats what percent increase",
        ],
        22.88,
      ],
      [
        "coach-max",
        [
          "my old plan was $40 a month, the new one is $52. how much more a year?",
          "what percent increase is that",
        ],
        30,
      ],
      [
        "luna-harper",
        [
          "the van hire is £60 plus £0.50 a mile. we drive 40 miles. total?",
          "plus £16 for fuel, new total",
          "so what percent increase is that",
        ],
        20,
      ],
      [
        "benny-banter",
        ["rent used to be 900, now its 990. how much more a year?", "and thats what percent increase?"],
        10,
      ],
    ]);
  });

  it("is the gap between two amounts, on the lower one", () => {
    expectFigures([
      [
        "priya-anand",
        ["i make 52,000 a year. the role im covering usually pays 61,500. whats the gap in percent?"],
        18.27,
      ],
      ["coach-max", ["i earn 40,000 and the new job pays 46,000, whats the difference in percent"], 15],
      ["luna-harper", ["my rent is 800 and hers is 1,000. what's the gap in percent?"], 25],
      ["unit-k7", ["battery A lasts 12 hours, battery B lasts 15 hours. how much more in percent?"], 25],
    ]);
  });

  it("puts a new percent on the amount the last one was worked on, then measures the gap to a target", () => {
    const talk = "ok what exactly do i say to my manager?";
    expectFigures([
      [
        "priya-anand",
        [
          "i make 52,000 a year. the role im covering usually pays 61,500. whats the gap in percent?",
          talk,
          "and if they offer 5% instead, what would i make?",
        ],
        54600,
      ],
      [
        "priya-anand",
        [
          "i make 52,000 a year. the role im covering usually pays 61,500. whats the gap in percent?",
          talk,
          "and if they offer 5% instead, what would i make?",
          "how much short of 61,500 is that",
        ],
        6900,
      ],
      [
        "coach-max",
        [
          "i earn 40,000 and the new job pays 46,000, whats the difference in percent",
          "and if they offer 10% instead, what would i get?",
        ],
        44000,
      ],
      [
        "luna-harper",
        [
          "i earn 30,000 and the other job pays 36,000, whats the gap in percent",
          "what if i got 8% instead",
          "how much short of 36,000 is that",
        ],
        3600,
      ],
    ]);
  });
});

describe("a figure asked on any card comes before the scene", () => {
  it("answers a conversion or a sum to a scenario bot as a number", () => {
    expectFigures([
      ["unit-k7", ["the sofa is 7 feet long. in cm?"], 213.36],
      ["captain-nova", ["the hatch is 6 feet wide. in cm?"], 182.88],
      ["detective-hollis", ["the footprint is 11 inches long. in cm?"], 27.94],
      ["ember-the-dragon", ["the hoard weighs 50 lbs, how many kg is that?"], 22.68],
    ]);
  });
});

describe("a total carried on, by what the follow-up says", () => {
  it("takes pay after tax, and adds items or a bare amount joined on", () => {
    expectFigures([
      ["wes-okafor", ["i earn 18 an hour and work 32 hours, whats my week", "and after 20% tax?"], 460.8],
      [
        "unit-k7",
        ["we got 3 pizzas at 12.99 and have a 10% off coupon, total?", "then add 2 drinks at 3.50"],
        42.07,
      ],
      ["luna-harper", ["the hotel is 300", "and minus the 20 deposit we paid"], 280],
      [
        "coach-max",
        [
          "we have a 200 budget, spent 45 on food and 80 on tickets, how much is left?",
          "and minus the 20 deposit we paid",
        ],
        55,
      ],
    ]);
  });

  it("leaves a whole message with its own amounts to its own sum", () => {
    expectFigures([
      [
        "luna-harper",
        ["the dinner came to 80 for the two of us, how much each?", "split $87 between 4"],
        21.75,
      ],
      [
        "felix-wren",
        [
          "hot chocolate is 2",
          "if cocoa is 3.50 and i buy one for me and one for Mr Abernathy and tip 10%, whats the total",
        ],
        7.7,
      ],
      ["nana-rose", ["we spent 30 on flour", "We made $84 and need to split it between 4 classes"], 21],
      [
        "kai-morrow",
        ["we need 24 m of rope for the first pitch", "and our rope is 30 m. how much is left over?"],
        6,
      ],
      [
        "agatha-vale",
        [
          "the atlas cost 214",
          "if the atlas has 480 pages and a quarter of them are maps, how many map pages?",
        ],
        120,
      ],
    ]);
  });

  it("carries a result to another period", () => {
    expectFigures([
      [
        "priya-anand",
        ["the flat is 1,200 a month and my share is 40%. how much do i pay?", "and for a year?"],
        5760,
      ],
      ["coach-max", ["the gym is 35 a month, and i get 20% off. how much do i pay?", "and for a year?"], 336],
      [
        "luna-harper",
        ["my phone plan is 24 a month and i pay half. how much is mine?", "what about a year?"],
        144,
      ],
      ["benny-banter", ["the rent is 1,500 a month and i pay 30%. how much is mine?", "and per year?"], 5400],
    ]);
  });
});

describe("what is left after what was taken", () => {
  it("takes the amounts spent from the first one", () => {
    expectFigures([
      ["coach-max", ["we have a 200 budget, spent 45 on food and 80 on tickets, how much is left?"], 75],
      ["luna-harper", ["i had £50, spent 12.50 on lunch and 8 on the bus. how much do i have left?"], 29.5],
      ["captain-nova", ["the team has 120 credits and we used 35, how many are left?"], 85],
      ["nana-rose", ["there were 30 cookies and the kids ate 12, how many left"], 18],
    ]);
  });
});

describe("which way a percent goes, and from which amount", () => {
  it("adds a tip, takes tax off pay, by the words next to the percent", () => {
    expectFigures([
      [
        "wes-okafor",
        ["we're 5 people and each bowl is 9.80. whats the total", "how much do we each pay with a 15% tip"],
        11.27,
      ],
      [
        "coach-max",
        [
          "if i make 16.50 an hour and work 6 hours saturday how much is that",
          "and 15% goes to tax so what do i actually keep",
        ],
        84.15,
      ],
      [
        "luna-harper",
        ["dinner was 64 for the three of us", "plus 12 for dessert", "with a 10% tip, how much each"],
        27.87,
      ],
      ["unit-k7", ["the repair is 240 credits", "and after the guild takes 5%?"], 228],
    ]);
  });

  it("measures a percent change from the amount said as old", () => {
    expectFigures([
      [
        "coach-max",
        ["my old 5k time was 30 minutes, now its 26 minutes. whats that as a percent improvement?"],
        13.33,
      ],
      ["luna-harper", ["my old rent was 900, now its 990. whats the change in percent?"], 10],
      ["benny-banter", ["the new ticket price is 45, it used to be 60. whats the drop in percent?"], 25],
      [
        "captain-nova",
        [
          "the old engine burned 80 units an hour, the new one burns 60 units an hour. how much less in percent?",
        ],
        25,
      ],
    ]);
  });
});
