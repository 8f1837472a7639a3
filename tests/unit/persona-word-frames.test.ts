// Word problems solved from their parts: the quantity parser reads typed amounts (units, thousands
// separators, rates, each, durations, times of day, years, multipliers) and the question's frame
// picks the operation. Each frame is pinned with paraphrases, other numbers and other nouns than
// the sentences that found the cause, and statements with numbers are left alone.
import { beforeAll, describe, expect, it } from "vitest";
import { seedBots } from "../../api/db/seed/bots";
import { composeReply, loadPersonaLibraries } from "../../api/services/ai/persona";
import { quantitiesIn } from "../../api/services/ai/persona/quantities";
import { solveConversion } from "../../api/services/ai/persona/conversions";
import { solveFrame } from "../../api/services/ai/persona/word-frames";
import { solveWordProblem } from "../../api/services/ai/persona/word-problems";

beforeAll(() => loadPersonaLibraries());

describe("the quantity parser", () => {
  it("reads units, thousands separators, rates, each, durations, clocks, years and multipliers", () => {
    const read = (s: string) =>
      quantitiesIn(s).map((q) => ({
        value: q.value,
        unit: q.unit.name,
        dim: q.unit.dim,
        ...(q.per ? { per: q.per.name } : {}),
        ...(q.each ? { each: true } : {}),
        ...(q.clock ? { clock: true } : {}),
        ...(q.times ? { times: true } : {}),
      }));
    expect(read("The river is 1,234.5 km long")).toEqual([{ value: 1234.5, unit: "km", dim: "length" }]);
    expect(read("we cycle 18 miles an hour")).toEqual([
      { value: 18, unit: "miles", dim: "length", per: "hours" },
    ]);
    expect(read("5 tokens each")).toEqual([{ value: 5, unit: "tokens", dim: "count", each: true }]);
    expect(read("a 12-day trip")).toEqual([{ value: 12, unit: "days", dim: "time" }]);
    expect(read("from 8:15 am to 2 pm")).toEqual([
      { value: 495, unit: "", dim: "time", clock: true },
      { value: 840, unit: "", dim: "time", clock: true },
    ]);
    expect(read("between 1815 and 1914")).toEqual([
      { value: 1815, unit: "", dim: "year" },
      { value: 1914, unit: "", dim: "year" },
    ]);
    expect(read("a 330 ml can 6 times")).toEqual([
      { value: 330, unit: "ml", dim: "volume" },
      { value: 6, unit: "", dim: "count", times: true },
    ]);
    expect(read("I spent €40 on 3 new books")).toEqual([
      { value: 40, unit: "€", dim: "money" },
      { value: 3, unit: "books", dim: "count" },
    ]);
    expect(read("I've read 40 of my 90 pages")[0]).toMatchObject({ value: 40, unit: "pages" });
  });
});

describe("the question's frame picks the operation", () => {
  const cases: [string, number][] = [
    // amount over a rate: how long
    ["If we walk 3 km an hour, how long will the 12 km back to the boat take?", 4],
    ["Cycling at 15 miles an hour, how long does a 45 mile ride take?", 3],
    ["The printer does 20 pages a minute. How many minutes for 300 pages?", 15],
    ["If the tank fills 50 litres per hour, how long until we have 125 litres?", 2.5],
    // a rate for a duration
    ["If Biscuit eats 4 apples a day, how many apples do we need for a 9-day quest?", 36],
    ["The dog eats 2 cans a day. How many cans for a 14-day holiday?", 28],
    ["I type 60 words a minute; how many words in a 15-minute test?", 900],
    ["She earns $25 an hour. What does she make in 6 hours?", 150],
    ["A car goes 90 km an hour. How far in 3 hours?", 270],
    ["Rent is $1,200 a month. How much is that for a year?", 14400],
    // each times a count
    ["If you need 3 new crystals at 120 credits each, what do they cost?", 360],
    ["We have 8 guests and each needs 200 g of rice. How much rice is that?", 1600],
    ["5 kids, each gets 3 stickers. How many stickers altogether?", 15],
    // how many years between
    ["How many years passed between 1492 and 1969?", 477],
    ["How many years are there between 1066 and 2024?", 958],
    ["How long ago was 1989 from 2025, in years? how many years apart", 36],
    // time of day to time of day
    ["How long is it from 9:40 to 13:15?", 215 / 60],
    ["My shift runs from 7 am to 3:30 pm. How many hours is that?", 8.5],
    ["how much time between 22:00 and 6:00?", 8],
    // percentage change
    ["Sales went from $80,000 to $92,000. What's the percentage increase?", 15],
    ["Rent rose from £1,000 to £1,150. What percent increase is that?", 15],
    ["My weight went from 80 kg to 72 kg, what's the percentage decrease?", 10],
    // what is left / further / more
    ["I've used 23 of my 60 minutes. How many are left?", 37],
    ["We've walked 9 km and base camp is 14 km in total. How much further?", 5],
    ["I've read 40 of my 90 pages. How many pages remain?", 50],
    ["My sister is 31 and I'm 27. How much older is she?", 4],
    ["Level 7 of 12 done, how many to go?", 5],
    // split between
    ["Split 84 flashcards evenly over 4 evenings. How many per evening?", 21],
    ["Split an £87 restaurant bill between 4 of us", 21.75],
    ["Share 120 marbles among 8 children, how many each?", 15],
    // a share of a whole, as a percentage
    ["I scored 45 out of 60. What percentage is that?", 75],
    ["We've sold 30 of the 120 tickets. What percent is that?", 25],
    // a saving per item
    ["A yoga class costs $15, or $120 for a 10-class pass. How much do I save per class with the pass?", 3],
    ["A coffee is $4, or $30 for a 10-coffee card. How much do I save per coffee?", 1],
    // a price times a count
    ["If tickets were $12 and 45 people came, how much did the gig take?", 540],
    ["Cupcakes are $3 and we sold 64 cupcakes. How much did we make?", 192],
    // a conversion with a multiplier
    ["If I drink a 250 ml glass 8 times, how many litres is that?", 2],
    ["I run a 400 m lap 10 times. How many km is that?", 4],
    // digits added up
    ["The clock shows 7:45. If I add up the digits, what do I get?", 16],
    ["The code is 3917. What's the sum of the digits?", 20],
  ];
  for (const [message, value] of cases) {
    it(`"${message}" → ${value}`, () => {
      expect(solveWordProblem(message)?.value).toBeCloseTo(value, 2);
    });
  }

  it("a conversion the sums cannot read: thousands separators and the unit asked in another sentence", () => {
    expect(
      solveConversion("The Great Wall is about 21,196 km long. What's that in miles?")?.value,
    ).toBeCloseTo(13170.58, 1);
    expect(solveConversion("The trail is 26.2 miles. How many km?")?.value).toBeCloseTo(42.16, 1);
    expect(solveConversion("My suitcase weighs 23 kg. What is that in lb?")?.value).toBeCloseTo(50.71, 1);
  });

  it("leaves statements with numbers alone", () => {
    for (const message of [
      "I walked 5 km today and 3 km yesterday.",
      "It's 2026. And yes, I have duct tape.",
      "We have 2 cats and a dog",
      "Behind the portrait is a safe with a 4-digit lock.",
    ])
      expect(solveFrame(message)).toBeNull();
  });
});

describe("the bot answers the word problem in its own voice", () => {
  const bot = (slug: string) => {
    const b = seedBots.find((x) => x.slug === slug)!;
    return { ...b.card, name: b.name };
  };
  it.each([
    [
      "amara-stone",
      "If we paddle 4 km an hour, how long will the 10 km to the lodge take?",
      /2 hours and 30 minutes/,
    ],
    ["juno-vega", "If you need 5 fuel cells at 80 credits each, what do they cost?", /400 credits/],
    ["professor-quill", "How many years passed between 1215 and 1776?", /561 years/],
    ["reginald-pemberton", "Split a £150 dinner bill between 6 of us", /£25/],
  ])("%s: %s", (slug, message, answer) => {
    const reply = composeReply({
      bot: bot(slug),
      userName: "Sam",
      history: [{ role: "user", content: message }],
    });
    expect(reply).toMatch(answer);
  });
});
