// Word problems of several steps read from their parts, whatever the sentence: a share given away
// and what is kept, a tip on a bill and the bill shared (with "me and 3 friends" counted as 4), items
// priced and added, a discount on one item only, a price at a rate over a stretch of time, and the
// follow-up that swaps one amount. Each shape is asked in other words, numbers, units and currencies,
// and answered by bots of other kinds; a problem whose parts cannot all be placed gets no wrong number.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { placesEveryAmount } from "../../api/services/ai/persona/amounts-placed";
import { solveChain } from "../../api/services/ai/persona/word-chain";
import { solveWordProblem } from "../../api/services/ai/persona/word-problems";
import { replyAfterGreeting } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

/** A scenario bot, a coach, a companion, a comedian, a tutor, a cat. */
const BOTS = ["captain-nova", "coach-max", "luna-harper", "benny-banter", "theo-park", "sir-whiskers"];
const bot = (k: number) => BOTS[k % BOTS.length]!;

/** The reply says the number, written with thousands separators and at most two decimals. */
function says(reply: string, value: number) {
  const shown = (Math.round(value * 100) / 100).toLocaleString("en-US", { maximumFractionDigits: 2 });
  const cents = value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  expect(
    [shown, cents].some((s) => reply.includes(s)),
    `${reply} should say ${shown}`,
  ).toBe(true);
}

const SHAPES: Record<string, [string, number][]> = {
  "a share given away, then what is kept": [
    ["i earn 2,400 a month and 20% goes to rent, what do i keep", 1920],
    ["the guild pays me 350 silver but the captain takes 10%. how much silver do I keep", 315],
    ["got 1200 points, i give my brother 25% of them, how many points are left for me", 900],
    ["my paycheck is $860 and 12% goes to taxes so what do i actually take home", 756.8],
    ["If I have 640 gems and hand over 5% to the innkeeper, how many gems do I keep?", 608],
  ],
  "a tip on the bill, then shared": [
    ["me and 2 friends split a £42 dinner plus 10% tip", 15.4],
    ["dinner was $90, add 20% tip and split it between 4 of us", 27],
    ["4 mates and me are sharing a 75 euro taxi plus 12% tip, how much each", 16.8],
    ["bill is 64.50, 3 of us, plus 18% tip. what does each pay", 25.37],
    ["the whole trip costs 300 and 5 friends chip in equally with me, whats each share", 50],
  ],
  "items priced and added up": [
    ["apples are 0.45 each and i want 6. bread is 2.10. whats the total", 4.8],
    ["tickets cost £12.50 a ticket and we need 4 tickets, popcorn is 6.75, how much altogether", 56.75],
    ["3 notebooks at 1.20 each and a pen for 0.85, total?", 4.45],
    ["cocoa is 2.80, one for me and one for my sister, plus a 10% tip. total?", 6.16],
    ["paint is 14.99 a tin and i need 2 tins. brushes are 6.50. total?", 36.48],
  ],
  "a discount on one item only": [
    ["the lamp is 40 dollars and the bulb is 6.50. i have a 25% off coupon for the lamp only", 36.5],
    ["the jacket is $120 and the scarf is $15.50, 30% off the jacket", 99.5],
    ["the game is 60 euros and the controller is 45.90, i get 10% off on the game", 99.9],
    ["The boots are £80 and the socks are 7.25. There's a 15% discount for the boots only.", 75.25],
  ],
  "a price at a rate, over a stretch of time": [
    ["a coffee is 3.20 and i have 2 a day, how much is that a week", 44.8],
    ["dog food is 2.25 a tin, he eats 3 tins a day, how much for a week", 47.25],
    ["a bus ticket is 1.75 and i take 2 a day. what does that cost over 5 days", 17.5],
    ["one bag of hay is 4.40 and the pony eats 1 a day, how much for a 30 day month", 132],
  ],
  "what is left of what one had, after the items": [
    ["I have 50 dollars, spend 12.50 on lunch and 8.75 on a book, how much is left?", 28.75],
    ["whats my change from $20 if i buy 3 coffees at 4.50", 6.5],
    ["i had 120 stickers, gave 15 to sam and 22 to mia, how many left", 83],
    ["my budget is £200, flights are 120 and the hotel is 45.50. what's left", 34.5],
  ],
  "a pay or a stay over rates of time": [
    ["I earn $18 an hour, work 7 hours a day, 5 days a week. weekly pay?", 630],
    ["i make 15 an hour and do 6 hours a day, how much for 4 days", 360],
    ["3 friends and i rent a cabin for 3 nights at 180 a night, how much each", 135],
    ["the hotel is 95 a night for 4 nights plus a 40 cleaning fee, total?", 420],
  ],
  "items bought by the each, the unit or the bundle": [
    ["a sandwich is 6.50 and a juice is 3.20, i want 2 of each, total?", 19.4],
    ["chicken is 6.40 a kilo and i need 750 g and rice is 2.10, total?", 6.9],
    ["we are 6, pizza costs 14 each and we get 4 pizzas plus 10% tip, how much each", 10.27],
    ["if 5 notebooks cost 12.50 how much are 8", 20],
  ],
  "a rate of use over an amount, then priced": [
    ["a car uses 6 litres per 100 km, fuel is 1.70 a litre, how much for 450 km", 45.9],
    ["my coffee habit: 4.20 a cup, 3 cups a day, how much a week", 88.2],
    ["the printer uses 2 sheets per page... paper is 0.05 a sheet. how much for 300 pages", 30],
    ["the van does 8 miles per gallon and a gallon is 4.10, how much for 200 miles", 102.5],
  ],
  "two percents, one taken and one added": [
    ["a shirt is $40, it's 25% off and then there's 8% tax, what do i pay", 32.4],
    ["the sofa is £600 with 10% off, then 20% vat on top. total?", 648],
    ["tip 18% on a $64 bill, what's the total", 75.52],
    ["my rent is 1,200 and i split it with 2 roommates, what do i pay", 400],
  ],
  "the containers a need fills": [
    ["12 guests, 3 drinks each, 6 drinks per pack", 6],
    ["and beer. 10 people, 4 cans each, 24 cans per crate", 2],
    ["20 kids, 2 slices each, 8 slices per pizza. how many pizzas", 5],
    ["9 of us, 2 cups each, 6 cups per jug", 3],
  ],
  "a price for one size, scaled to the size needed": [
    ["ham is 3.60 for 300g, i need 450g, how much", 5.4],
    ["olive oil is €9 for 750 ml, how much for 250 ml", 3],
    ["cheese 4.80 for 400g. i want 100g. how much is that", 1.2],
    ["rope is $12 for 5 m and I need 8 m, what will it cost", 19.2],
  ],
  "enough, through a stated equivalence": [
    ["i have 3 cups of sugar, the cake needs 500 grams. 1 cup is 200g. enough?", 600],
    ["i have 2 bags of rice, recipe needs 1.5 kg, 1 bag is 500 g. is that enough", 1],
    ["ive got 1.5 litres of milk and the recipe needs 2 litres, is that enough?", 1.5],
    ["I have 4 scoops of flour, it needs 600 g, 1 scoop is 120 g, enough?", 480],
  ],
  "pieces to cover a need, rounded up; pieces that fit, rounded down": [
    ["i need 14 m of fence and it comes in 3 m panels, how many panels", 5],
    ["how many 330 ml cans fill a 2 litre jug", 7],
    ["how many 250 ml glasses can i fill from 2 litres", 8],
    ["we need 3 eggs per cake and want 4 cakes, i have 10 eggs. enough?", 10],
  ],
  "days between two dates of a month": [
    ["her birthday is the 22nd and its the 9th today. how many days do we have", 13],
    ["today is the 3rd, rent is due on the 28th. how many days left", 25],
    ["the party is on the 30th and it's the 12th. how many days until then", 18],
    ["exam on the 17th, its the 2nd now, how long do i have", 15],
  ],
};

describe("word problems of several steps, read from their parts", () => {
  for (const [shape, cases] of Object.entries(SHAPES)) {
    it.each(cases)(`${shape}: %s`, (message, value) => {
      const answer = solveWordProblem(message);
      expect(answer, message).not.toBeNull();
      expect(answer!.value).toBeCloseTo(value, 2);
    });
  }

  it.each(Object.values(SHAPES).flatMap((cases) => cases.slice(0, 2)))(
    "bots of every kind answer with the number first: %s",
    (message, value) => {
      const k = Object.values(SHAPES)
        .flat()
        .findIndex(([m]) => m === message);
      says(replyAfterGreeting(bot(k), message), value);
    },
  );

  it("shows the working: the tip, the total with it, the share", () => {
    const answer = solveWordProblem("me and 3 friends split a $57.80 pizza order plus 15% tip")!;
    expect(answer.lines[0]).toMatch(
      /^\$16\.62 each: \$57\.80 \+ 15% \(\$8\.67\) = \$66\.47, then \$66\.47 ÷ 4/,
    );
  });

  it("says short or enough in words, not only the amount", () => {
    const short = solveWordProblem(
      "i have 2 and a half cups of flour, recipe needs 375 grams. 1 cup is 125g. enough?",
    )!;
    expect(short.lines.join(" ")).toMatch(/not (?:quite|enough)/i);
    expect(short.lines.join(" ")).toMatch(/62\.5 g short/);
    const plenty = solveWordProblem(
      "i have 3 cups of sugar, the cake needs 500 grams. 1 cup is 200g. enough?",
    )!;
    expect(plenty.lines[0]).toMatch(/^Yes/);
  });

  it.each([
    // two prices compared, not bought together: only the one with the discount is worked out
    ["those are like 400 euros tho. the one I saw was €389 with 15% off, what's the price after?", 330.65],
    // a price each is multiplied by the people, not shared between them
    ["flights are €84 each. how much for all 4 of us?", 336],
    ["concert tickets are $45 each, how much for the 3 of us?", 135],
    ["rooms are $70 each and there are 2 of us, what do we pay", 140],
  ])("a reading that would be wrong is not taken: %s", (message, value) => {
    expect(solveWordProblem(message)?.value).toBeCloseTo(value, 2);
  });

  it.each([
    // a count that is neither bought, shared between nor given a price
    "i have 500 coins, 20% goes to tax and 3 dragons, what do i keep",
    // two prices said apart with no total asked: compared, not added
    "the red one is 40 dollars. the blue one is 35.50 with 10% off, what do i pay",
    // a percent with no word saying whether it is added or taken
    "a $60 dinner and 15% and split between 3 of us",
    // a month's share of an amount never said to be a year's
    "i pay 30% tax on 52,000, whats left per month",
    // a price per box with no count of boxes
    "pasta is 2.39 a box and cheese is 11.80 plus 10% tip, total?",
  ])("a chain it cannot place every part of is left alone, never guessed: %s", (message) => {
    expect(solveChain(message)).toBeNull();
  });

  it("a date into next month is not counted without the month's length", () => {
    expect(solveWordProblem("her birthday is the 3rd and its the 25th today. how many days")).toBeNull();
  });
});

describe("a follow-up that swaps one amount", () => {
  it.each([
    [["me and 3 friends split a $57.80 pizza order plus 15% tip", "what about 20%?"], 17.34],
    [["me and 3 friends split a $57.80 pizza order plus 15% tip", "and if it's 5 of us?"], 13.29],
    [["i earn 2,400 a month and 20% goes to rent, what do i keep", "and if its 25%?"], 1800],
    [["pasta sheets are 2.39 a box and i need 3 boxes. cheese is 11.80. total?", "and with 5 boxes?"], 23.75],
    [["ok. me and 3 friends split a $57.80 pizza order plus 15% tip", "and for 5 people?"], 13.29],
    [["me and 2 friends split a £42 dinner plus 10% tip", "what about 6 people?"], 7.7],
    [
      ["a can of tuna is 1.85 and you want 2 a day. how much is that for a week", "and for a 30 day month?"],
      111,
    ],
    [["a coffee is 3.20 and i have 2 a day, how much is that a week", "and for a 10 day trip?"], 64],
    [
      [
        "if i make 16.50 an hour and work 6 hours saturday how much is that",
        "and 15% goes to tax so what do i actually keep",
      ],
      84.15,
    ],
    [["i earn 12 an hour and work 5 hours, how much", "and 20% goes to savings, what do i keep"], 48],
  ])("%j", ([first, second], value) => {
    says(replyAfterGreeting("theo-park", second!, [first!]), value);
    says(replyAfterGreeting("luna-harper", second!, [first!]), value);
  });
});

describe("how the last sum was worked out, asked back", () => {
  it.each([
    ["theo-park", "convert 350 fahrenheit to celsius for my oven", "how did you get that", /350 − 32/],
    ["luna-harper", "what's 100 celsius in fahrenheit", "how did u work that out?", /100 × 9 ÷ 5 \+ 32/],
    [
      "coach-max",
      "me and 3 friends split a $57.80 pizza order plus 15% tip",
      "show me your working",
      /\$66\.47 ÷ 4/,
    ],
    [
      "benny-banter",
      "the guild pays me 350 silver but the captain takes 10%. how much silver do I keep",
      "how'd you get that",
      /350 silver − 10%/,
    ],
    [
      "captain-nova",
      "i have 2 and a half cups of flour, recipe needs 375 grams. 1 cup is 125g. enough?",
      "walk me through it",
      /2\.5 cups × 125g/,
    ],
  ])("%s: %s → %s", (slug, problem, question, working) => {
    expect(replyAfterGreeting(slug, question, [problem])).toMatch(working);
  });

  it.each([
    [
      "a jacket is 84 dollars and its 35% off. what do i pay",
      "why do you times by 0.65 and not 0.35",
      /1 − 0\.35 = 0\.65/,
    ],
    ["a coat is £120 with 20% off, what's the price", "why multiply by 0.8 and not 0.2?", /1 − 0\.2 = 0\.8/],
    ["my 3,000 salary and 25% goes to tax, what do i keep", "why do you use 75 and not 25", /100 − 25 = 75/],
    [
      "Our class has 28 students and 75% passed the test. How many passed?",
      "Why does percent-of work that way? Explain it like I'm five.",
      /75 (?:per hundred|out of each 100)/,
    ],
  ])("why the rest, or what a percent is: %s → %s", (problem, question, why) => {
    expect(replyAfterGreeting("theo-park", question, [problem])).toMatch(why);
  });

  it.each([
    ["i love the rain today", "how did you get that"],
    ["What is 3/4 of 64?", "Why can't you divide by zero?"],
    ["a coat is £120 with 20% off, what's the price", "why do people add milk first"],
  ])(
    "a question with no sum of its own before it is left to the rest of the engine: %s → %s",
    (before, question) => {
      expect(replyAfterGreeting("luna-harper", question, [before])).not.toMatch(
        /step by step|here's how|worked it like this/i,
      );
    },
  );
});

describe("times of day, whatever the order the question comes in", () => {
  it.each([
    ["how long do we have before the train leaves? its 9:40 now and we leave at 10:05", /^25 minutes/],
    ["how long till the bus? it's 3:15 now and it comes at 3:52", /^37 minutes/],
    ["how much time before the shop closes? its 5:20 and it shuts at 6", /^40 minutes/],
    ["How long have we got? It's 11:50 now and lunch is at 12:30.", /^40 minutes/],
    ["how long has it been? i started at 8:05 pm and its 8:47 now", /^42 minutes/],
  ])("the span between two clocks: %s", (message, line) => {
    expect(solveWordProblem(message)?.lines[0]).toMatch(line);
  });

  it.each([
    [
      "guests arrive 7:30, lasagna needs 55 min in the oven plus 15 min resting. when does it go in so its ready when they walk in",
      /^6:20/,
    ],
    ["dinner is at 7:45, the roast needs 90 min plus 20 min to rest. when does it go in", /^5:55/],
    [
      "the film starts at 8:15 and the drive is 25 mins plus 10 minutes to park, when should we leave",
      /^7:40/,
    ],
    [
      "guests come at 6:00, the cake needs 40 min baking and 30 min cooling. when does it go in so it's ready when they arrive",
      /^4:50/,
    ],
    ["the game kicks off at 3:00, its a 40 minute drive, when do we leave", /^2:20/],
  ])("back from the time it must be ready by: %s", (message, line) => {
    expect(solveWordProblem(message)?.lines[0]).toMatch(line);
  });

  it.each([
    ["what pace do i need to finish 5k in 35 minutes", 7],
    ["what pace do i need to run 10k in 50 minutes", 5],
    ["what pace do i need for 21 km in 2 hours", 5.71],
    ["what pace is 8 km in 44 minutes", 5.5],
  ])("a pace in the distance's own unit: %s", (message, minutes) => {
    expect(solveWordProblem(message)?.value).toBeCloseTo(minutes, 2);
  });

  it.each([
    [
      ["ok im in. 60 minutes huh. where do i even start"],
      "how much time do i have left? i started at 8:05 pm and its 8:47 now",
      /18 minutes/,
    ],
    [["the exam is 2 hours"], "how long do i have left? i began at 9:10 and it's 10:25 now", /45 minutes/],
    [
      ["we have 90 minutes to escape", "*searches the desk*"],
      "how much time is left, we got in at 7:10 and its 8:05 now",
      /35 minutes/,
    ],
    [
      ["you get half an hour for the quiz"],
      "how many minutes are left? i started at 2:00 and it's 2:45 now",
      /time's up, by 15 minutes/i,
    ],
  ])("the time left of the time allowed, said turns before: %j %s", (earlier, message, line) => {
    expect(replyAfterGreeting("quinn-marlowe", message, earlier)).toMatch(line);
  });

  it("with no time allowed said, the time gone and a question, never a guessed number left", () => {
    const reply = replyAfterGreeting(
      "luna-harper",
      "how much time do i have left? i started at 8:05 pm and its 8:47 now",
    );
    expect(reply).toMatch(/42 minutes gone since 8:05 pm/);
    expect(reply).toMatch(/how long did you have|how long you had/i);
  });
});

describe("an answer that leaves an amount out is not given", () => {
  it.each([
    [
      "I have 50 dollars, spend 12.50 on lunch and 8.75 on a book, how much is left?",
      "37.50 dollars left: 50 − 12.5 = 37.5.",
      false,
    ],
    [
      "i had 120 stickers, gave 15 to sam and 22 to mia, how many left",
      "105 stickers left: 120 − 15 = 105.",
      false,
    ],
    ["a £60 dinner plus 15% tip split 3 ways", "£23: £60 × 1.15 = £69, then ÷ 3.", true],
    [
      "those are like 400 euros tho. the one I saw was €389 with 15% off, what's the price after?",
      "€330.65: €389 − 15% (€58.35).",
      true,
    ],
    ["12 apples and 5 pears, how many?", "17 fruit: 12 + 5.", true],
    [
      "a car uses 6 litres per 100 km, fuel is £1.70 a litre, how much for 450 km",
      "27 litres: 6 × 4.5.",
      false,
    ],
  ])("%s → %s", (message, line, placed) => {
    expect(placesEveryAmount(message, [line])).toBe(placed);
  });
});
