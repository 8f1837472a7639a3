// A number question that needs the member's previous turn: its answer ("€180 a day") or, after a
// statement, its numbers ("48,000 a year… 42,000"). Read from the stored history each turn, and
// answered with the number first, in the bot's voice, never with "I can't look that up".
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { solveInContext } from "../../api/services/ai/persona/number-context";
import type { ChatTurn } from "../../api/services/ai/types";
import { replyAfterGreeting } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const chat = (...members: string[]): ChatTurn[] =>
  members.flatMap((content, k) => [
    ...(k ? [{ role: "assistant" as const, content: "Noted." }] : []),
    { role: "user" as const, content },
  ]);

describe("numbers from the turn before", () => {
  it.each([
    // the previous answer, less a cost
    [
      [
        "My budget is £600 for 5 days. How much is that per day?",
        "The hotel is £45 a night. What's left per day after that?",
      ],
      75,
    ],
    [
      ["I have $900 for 6 days. What's that per day?", "Meals are about $40 a day. What's left per day?"],
      110,
    ],
    [
      [
        "We've got €2,000 for 10 nights, how much a night?",
        "The room is €130 a night. How much is left per night?",
      ],
      70,
    ],
    // the previous answer, priced and shared
    [
      [
        "The drive is 300 km each way and the car uses 7 litres per 100 km. How many litres for the round trip?",
        "Fuel is 1.80 a litre. Split three ways, what does each of us pay?",
      ],
      25.2,
    ],
    [
      [
        "We have 3 rooms and each room needs 8 litres of paint. How many litres is that?",
        "Paint is £9 a litre. Split between the 2 of us, how much each?",
      ],
      108,
    ],
    [
      [
        "The trip is 150 miles each way. How far is the round trip?",
        "Petrol costs 0.2 a mile. Split 4 ways, what does each of us pay?",
      ],
      15,
    ],
    // a statement's numbers, asked about
    [["Job A pays 60,000 a year, job B pays 54,000.", "What's the difference in pay per month?"], 500],
    [
      ["The flat in town is 1,450 a month, the one outside is 1,150.", "What's the difference per year?"],
      3600,
    ],
    [["One offer is 39,000 a year and the other 45,000.", "What is the difference per month?"], 500],
  ])("case %#", (members, value) => {
    expect(solveInContext(members.at(-1)!, chat(...members))?.value).toBeCloseTo(value, 2);
  });

  it("leaves a question whole on its own to itself, and a non-number question alone", () => {
    const history = chat("I did 3 laps.", "How many minutes are in 2.5 hours?");
    expect(solveInContext("How many minutes are in 2.5 hours?", history)).toBeNull();
    expect(solveInContext("How are you?", chat("I have 3 cats.", "How are you?"))).toBeNull();
    // A statement whose numbers count other things is no premise for a price.
    const meal = "How much should I tip on a $60 meal?";
    expect(solveInContext(meal, chat("I have 2 cats.", meal))).toBeNull();
    expect(solveInContext("What's left to do?", chat("I painted 2 walls.", "What's left to do?"))).toBeNull();
  });

  it("a bot answers with the number first, not that it can't look it up", () => {
    const reply = replyAfterGreeting(
      "marisol-ibarra",
      "Hostels are around €40 a night. What's left per day after the bed?",
      ["I have €1,400 for 7 days. How much is that per day?"],
    );
    expect(reply).toMatch(/€160/);
    expect(reply).not.toMatch(/look (?:that|it|things) up|demo mode/i);
  });
});

describe("every number frame through a bot", () => {
  it.each([
    ["theo-park", "Four friends split a £58.60 bill equally. How much each?", /£14\.65/],
    [
      "rio-vance",
      "We sail at 16 knots for two and a half hours. How far, in nautical miles?",
      /\b40 nautical miles/,
    ],
    ["captain-nova", "The pod holds 300 hours of air for one person. How long for 4 people?", /\b75 hours/],
    ["theo-park", "The oven is at 392°F. What's that in Celsius?", /\b200 °C/],
  ])("%s: %s", (slug, message, answer) => {
    const reply = replyAfterGreeting(slug, message);
    expect(reply).toMatch(answer);
    expect(reply).not.toMatch(/demo mode/i);
  });
});
