// Amounts said in parts or shorthand and the frames that read them: "5 ft 8", "2 kg 300 g", "£32k",
// "two thirds of", durations added up, how many of a size fit in a whole (or "every 12 minutes"),
// a rate said per another period, and saving up from a start to a goal. Paraphrases with other
// numbers, units and word order than the probes.
import { describe, expect, it } from "vitest";
import { solveConversion } from "../../api/services/ai/persona/conversions";
import { solveWordProblem } from "../../api/services/ai/persona/word-problems";

const value = (message: string) => (solveWordProblem(message) ?? solveConversion(message))?.value;

const cases: [string, string, number][] = [
  ["parts of an amount", "She's 5 ft 4 in. How tall is that in cm?", 162.56],
  [
    "parts of an amount",
    "The parcel weighs 1 kg 250 g and the limit is 2 kg. How much room is left, in grams?",
    750,
  ],
  ["parts of an amount", "I'm 6 foot 1. What's that in metres?", 1.85],
  ["shorthand thousands", "He earns $48k a year. How much is that a month?", 4000],
  ["shorthand thousands", "The house costs £250k and the deposit is 10%. How much is the deposit?", 25000],
  ["shorthand thousands", "The prize is €1.5m split between 3 winners. How much each?", 500000],
  ["fractions in words", "What's three quarters of 80?", 60],
  ["fractions in words", "What is a third of £45?", 15],
  ["fractions in words", "Half of 96 is what?", 48],
  [
    "durations added up",
    "Homework takes 40 minutes, piano 25 minutes and reading 30 minutes. How long altogether?",
    95 / 60,
  ],
  ["durations added up", "What's 1 hour 45 minutes plus 2 hours 30 minutes?", 4.25],
  ["durations added up", "A 20 min walk and a 35 min train: how long in total?", 55 / 60],
  ["how many fit", "How many 330 ml cans make 2 litres?", 6.06],
  ["how many fit", "A train every 15 minutes: how many trains in 2 hours?", 8],
  ["how many fit", "How many 50 g portions are in a 1 kg bag?", 20],
  ["per another period", "Rent is £1,100 a month. How much is that a year?", 13200],
  ["per another period", "I earn $52,000 a year. What's that per week?", 52000 / (525960 / 10080)],
  ["per another period", "We use 60 litres of water a day. How much a week?", 420],
  ["until a goal", "I have $200 and save $25 a week. How many weeks until I have $500?", 12],
  [
    "until a goal",
    "The tank has 40 litres and fills at 8 litres a minute. How long until it holds 200 litres?",
    20,
  ],
  ["until a goal", "I've read 120 pages and read 30 pages a day. How many days until I reach 300 pages?", 6],
];

describe("amounts in parts and the frames that read them", () => {
  it.each(cases)("%s: %s", (_frame, message, expected) => expect(value(message)).toBeCloseTo(expected, 2));
});
