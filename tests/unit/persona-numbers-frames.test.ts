// Everyday numbers read as structure: number words, units with conversions (mass, length, volume,
// data, temperature, time, money), times of day and durations as typed values, and the frames that
// combine them. Each frame is pinned by paraphrases with other numbers, nouns, units and word order
// than the sentences that found the cause.
import { describe, expect, it } from "vitest";
import { withDigits } from "../../api/services/ai/persona/number-words";
import { quantitiesIn } from "../../api/services/ai/persona/quantities";
import { solveConversion } from "../../api/services/ai/persona/conversions";
import { solveWordProblem } from "../../api/services/ai/persona/word-problems";

describe("number words", () => {
  it.each([
    ["Four of us split a bill", "4 of us split a bill"],
    ["twenty-five guests and two hundred chairs", "25 guests and 200 chairs"],
    ["we sail for three and a half hours", "we sail for 3.5 hours"],
    ["a dozen eggs, a couple of hours, half an hour", "12 eggs, 2 hours, 0.5 hour"],
    ["one thousand two hundred metres", "1200 metres"],
  ])("%s", (text, digits) => expect(withDigits(text)).toBe(digits));

  it("leaves 'one' alone where it is a pronoun", () => {
    for (const text of ["the one I liked", "One is at a bank", "no one came", "one of them said so."])
      expect(withDigits(text)).toBe(text);
  });
});

describe("typed quantities", () => {
  const read = (s: string) =>
    quantitiesIn(withDigits(s)).map((q) => [q.value, q.unit.name, q.per?.name ?? "", q.clock ?? false]);
  it("joins a duration written in parts and reads one-word speeds, data and temperatures", () => {
    expect(read("it takes 1 h 20 min")).toEqual([[80, "minutes", "", false]]);
    expect(read("three hours and five minutes")).toEqual([[185, "minutes", "", false]]);
    expect(read("we cruise at 12 knots")).toEqual([[12, "nautical miles", "hours", false]]);
    expect(read("a 64 GB card, 30 mph, 451°F")).toEqual([
      [64, "GB", "", false],
      [30, "miles", "hours", false],
      [451, "°F", "", false],
    ]);
  });
  it("reads a rate over a stated amount and a bare hour after 'at' as a time of day", () => {
    expect(read("it burns 8 litres per 100 km")).toEqual([[8, "litres", "100 km", false]]);
    expect(read("dinner tonight at 8")).toEqual([[20 * 60, "", "", true]]);
    expect(read("the bus comes at 9.")).toEqual([[9 * 60, "", "", true]]);
  });
});

const cases: [string, string, number][] = [
  // a total shared by a count written in words
  ["share by count", "Five flatmates split a £92.50 electricity bill evenly. How much does each pay?", 18.5],
  ["share by count", "Two of us share a 3 kg bag of flour. How much each?", 1.5],
  ["share by count", "Four cousins divide €1,000 between them. What does each get?", 250],
  // a price per unit asked in another unit
  ["price per unit", "A 500 g tub of yoghurt is £2.10. What's that per kilo?", 4.2],
  ["price per unit", "I paid $6 for 250 ml of olive oil. How much a litre?", 24],
  ["price per unit", "A 2 TB drive costs $90. What's that per gigabyte?", 0.045],
  ["price per unit", "40 GB of data for €30: how much per GB?", 0.75],
  // a time of day moved forwards by durations
  ["clock forwards", "The film starts at 19:50 and runs 2 h 15 min. When does it finish?", 22 + 5 / 60],
  [
    "clock forwards",
    "We set off at 9:20 am and the hike takes three hours and forty minutes. What time do we get back?",
    13,
  ],
  ["clock forwards", "The bread goes in at 16:45 and bakes for 55 minutes. When is it done?", 17 + 40 / 60],
  // and backwards from a deadline
  [
    "clock backwards",
    "The exam starts at 09:00. I want to arrive 30 minutes early and the bus takes 45 minutes. When should I leave?",
    7 + 45 / 60,
  ],
  [
    "clock backwards",
    "My train is at 18:10, the walk to the station is 25 minutes. What time should I leave?",
    17 + 45 / 60,
  ],
  [
    "clock backwards",
    "The party is tonight at 8. That's in 2 hours and 20 minutes. What time is it now?",
    17 + 40 / 60,
  ],
  // a percent of a count
  ["percent of count", "There are 40 people on the team and 35% work remotely. How many is that?", 14],
  ["percent of count", "Of the 250 tickets, 12% were refunded. How many tickets were refunded?", 30],
  ["percent of count", "Our orchard has 120 trees; 15 percent are pear trees. How many pear trees?", 18],
  // a rate for a span written in words
  ["rate for span", "Streaming is £11 a month. What's that over three years?", 396],
  ["rate for span", "A gym costs $35 a month. How much over eighteen months?", 630],
  ["rate for span", "We sail at 14 knots for three hours. How far is that in nautical miles?", 42],
  // temperature
  ["temperature", "It's 30°C in Seville. What's that in Fahrenheit?", 86],
  ["temperature", "The oven says 350 °F. What is that in Celsius?", 176.67],
  ["temperature", "Water boils at 212 degrees Fahrenheit. How much is that in celsius?", 100],
  // a speed from a distance and a duration
  ["speed", "We cycled 54 km in 2 hours 15 minutes. What was our average speed?", 24],
  ["speed", "The ferry covers 90 miles in one and a half hours. How fast is that?", 60],
  ["speed", "I ran 10 km in 50 minutes. What's my speed per hour?", 12],
  // a group price's saving
  [
    "group saving",
    "Museum entry is $20, or $16 each for groups of 8 or more. If 10 of us go, how much do we save?",
    40,
  ],
  [
    "group saving",
    "Lessons cost £30, or £25 each for 4+ students. We are 5. How much do we save in total?",
    25,
  ],
  ["group saving", "A ticket is €9, or €7 each for 3 or more. There are 4 of us. How much would we save?", 8],
  // a gap between two amounts, in the unit asked
  ["gap", "The suitcase is 21.3 kg and the limit is 23 kg. How much room is left, in grams?", 1700],
  ["gap", "The shelf is 1.2 m wide and the desk is 95 cm. What's the difference in cm?", 25],
  ["gap", "She earns 48,000 a year and he earns 42,000. What's the difference per month?", 500],
  // a year before or after another
  ["year offset", "The tower was finished 130 years before 2019. What year was that?", 1889],
  ["year offset", "My grandmother was born 81 years before 2025. In what year?", 1944],
  ["year offset", "The shop opened in 1962 and closed 45 years after 1962. When did it close?", 2007],
  // a supply shared by more people
  ["shared supply", "A box of food lasts 12 days for one cat. How long for 3 cats?", 4],
  ["shared supply", "Four painters take 6 days. How many days for 3 painters?", 8],
  ["shared supply", "The water lasts 30 hours for 2 hikers. How long would it last for 5 hikers?", 12],
  // a rate over an amount, legs of a round trip
  [
    "rate over amount",
    "The van uses 9 litres per 100 km and the trip is 250 km each way. How many litres for the round trip?",
    45,
  ],
  ["rate over amount", "Cheese is £12 per kilo. How much for 350 g?", 4.2],
  ["rate over amount", "My car does 5 litres per 100 km. How many litres for 320 km?", 16],
  // per week, month
  ["per period", "My drive to work is 35 minutes each way. How many hours a week?", 35 / 6],
  ["per period", "I walk the dog 40 minutes a day. How many hours a week is that?", (40 * 7) / 60],
  ["per period", "The school run is 20 minutes each way, 4 days a week. How many minutes a week?", 160],
  // minutes between two clock readings
  [
    "minutes between",
    "The oven clock says 8:10 and the microwave says 8:52. How many minutes fast is the oven?",
    42,
  ],
  ["minutes between", "I left at 10:40 and got home at 12:05. How many minutes was I out?", 85],
  ["minutes between", "The kettle clock shows 6:55 but it's really 7:20. How many minutes slow is it?", 25],
  // shared after a sum, counted for two
  [
    "split after",
    "Petrol is 1.65 a litre and we need 40 litres. Split 4 ways, what does each of us pay?",
    16.5,
  ],
  ["split after", "Rooms are €70 a night for 3 nights. Split between the 2 of us, how much each?", 105],
  ["together", "We each pay 450 a month for the car. How much is that together in a year?", 10800],
];

describe("the frames", () => {
  it.each(cases)("%s: %s", (_frame, message, value) => {
    const found = solveWordProblem(message) ?? solveConversion(message);
    expect(found?.value).toBeCloseTo(value, 2);
  });

  it("says the working in one line that starts with the answer", () => {
    const found = solveWordProblem("A 500 g tub of yoghurt is £2.10. What's that per kilo?")!;
    expect(found.lines[0]).toMatch(/^£4\.20 per kg: £2\.10 ÷ 0\.5/);
    expect(
      solveWordProblem("The film starts at 19:50 and runs 2 h 15 min. When does it finish?")!.lines[0],
    ).toMatch(/^22:05 \(10:05 pm\)/);
  });

  it("leaves statements and non-number questions alone", () => {
    for (const message of [
      "I have three cats and one dog.",
      "We had two weeks in Portugal and it was lovely.",
      "Which one do you like better?",
      "The one at 7 was better, don't you think",
    ])
      expect(solveWordProblem(message)).toBeNull();
  });
});
