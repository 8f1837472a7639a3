// Shopping, comparing and clock-talk numbers: a percent on a price (the tip itself, or the bill
// with it), a basket of items at prices, one unit per another, "3 times as old as", times of day
// said in words, "in a week" as one week, a word naming two units ("pounds" of mass), and a total
// shared after its sum. Paraphrases with other numbers, nouns and orders than the probes.
import { describe, expect, it } from "vitest";
import { withDigits } from "../../api/services/ai/persona/number-words";
import { solveConversion } from "../../api/services/ai/persona/conversions";
import { solveWordProblem } from "../../api/services/ai/persona/word-problems";

const value = (message: string) => (solveWordProblem(message) ?? solveConversion(message))?.value;

describe("times of day in words", () => {
  it.each([
    ["we meet at half past four", "we meet at 4:30"],
    ["the shop shuts at quarter to nine", "the shop shuts at 8:45"],
    ["lunch at noon, home by 7 o'clock", "lunch at 12:00, home by 7:00"],
  ])("%s", (text, clock) => expect(withDigits(text)).toBe(clock));
});

const cases: [string, string, number][] = [
  ["percent on a price", "What's a 12% tip on a $75 dinner?", 9],
  ["percent on a price", "How much is the 20% VAT on £340?", 68],
  ["percent on a price", "The bill is £56 and we add a 10% service charge. What's the total?", 61.6],
  ["percent off two prices", "The boots were €120 and now they're €90. What percent off is that?", 25],
  ["percent off two prices", "A lamp dropped from $50 to $42. What's the percentage discount?", 16],
  ["percent off two prices", "Tickets went from £20 down to £15. What percent cheaper?", 25],
  ["basket", "2 teas at £1.90 and 3 scones at £2.40. What's the total?", 11],
  ["basket", "We bought 4 notebooks at $3.25 and 2 pens at $1.10. How much did we spend?", 15.2],
  ["basket", "5 postcards at €0.80, 5 stamps at €1.30: how much altogether?", 10.5],
  ["unit ratio", "We drove 360 km on 30 litres. How many km per litre?", 12],
  ["unit ratio", "I read 280 pages in 7 days. How many pages a day is that?", 40],
  ["unit ratio", "She typed 1,500 words in 25 minutes. How many words per minute?", 60],
  ["times as", "My sister is 4 times as old as my son. He is 7. How old is she?", 28],
  ["times as", "The big box is three times as heavy as the 5 kg one. How heavy is it?", 15],
  ["times as", "Sam has twice as many stamps as Jo, who has 45. How many does Sam have?", 90],
  [
    "clock in words",
    "The train leaves at quarter past 2 and takes 1 hour 50 minutes. When does it arrive?",
    4 + 5 / 60,
  ],
  [
    "clock in words",
    "Dinner is at half past 7 and I need 45 minutes to cook. When should I start?",
    6 + 45 / 60,
  ],
  ["clock in words", "If it's 9:50 now, what time will it be in 25 minutes?", 10 + 15 / 60],
  ["one of a unit", "How many minutes are there in a day?", 1440],
  ["one of a unit", "How many hours in a fortnight?", 336],
  ["one of a unit", "How many grams are in a pound?", 453.59],
  ["a word for two units", "My dog weighs 12 kg. What's that in pounds?", 26.46],
  ["a word for two units", "The turkey is 4.5 kg. How much is that in stone?", 0.71],
  ["a word for two units", "I drank 2 pints. How many litres is that?", 1.14],
  ["per count noun", "A box of 8 muffins costs £6. How much per muffin?", 0.75],
  ["per count noun", "I paid €4.20 for a dozen eggs. What's that per egg?", 0.35],
  ["per count noun", "A pack of 24 cans is $18. What is it per can?", 0.75],
  [
    "shared after the sum",
    "A pizza is $16 and we order 3 pizzas shared by 4 friends. How much per person?",
    12,
  ],
  [
    "shared after the sum",
    "The cabin is £90 a night for 4 nights, split between 3 of us. How much each?",
    120,
  ],
  ["shared after the sum", "Dinner was $90. Add a 20% tip and split it 4 ways. How much each?", 27],
  ["hours and minutes", "The film is 137 minutes long. How long is that in hours and minutes?", 137 / 60],
];

describe("the frames", () => {
  it.each(cases)("%s: %s", (_frame, message, expected) => expect(value(message)).toBeCloseTo(expected, 2));
});
