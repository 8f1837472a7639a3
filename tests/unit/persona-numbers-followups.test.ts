// Everyday numbers the offline engine works out from their parts, alone or leaning on the turns
// before: a bundle price ("6 for €7.20"), two prices per unit compared, how many packs cover a need,
// a total per person and per night, a time counted back from a trip told before, hours between two
// days, "what percent more is 60k than 52k?", a percent taken of the nearest price, "and if I get
// 56k instead?", a quantity from an earlier turn converted, and a conversion said without a question
// ("my oven is celsius"). Each shape with paraphrases of other numbers, units, currencies and wording.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { solveConversion } from "../../api/services/ai/persona/conversions";
import { solveInContext } from "../../api/services/ai/persona/number-context";
import { numberNeeds } from "../../api/services/ai/persona/number-needs";
import type { ChatTurn } from "../../api/services/ai/types";
import { replyAfterGreeting } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const chat = (...members: string[]): ChatTurn[] =>
  members.flatMap((content, k) => [
    ...(k ? [{ role: "assistant" as const, content: "Noted." }] : []),
    { role: "user" as const, content },
  ]);

/** The value worked out for the last of the member's turns, in the context of the ones before. */
const valueAfter = (members: string[]) => {
  const message = members.at(-1)!;
  return (solveInContext(message, chat(...members)) ?? solveConversion(message))?.value;
};

const cases: [string, string[], number][] = [
  // a bundle price: one of them, or another count
  ["bundle", ["the pastel de nata place sells 6 for €7.20. how much for 15?"], 18],
  ["bundle", ["the bakery does 4 for $6. how much for 10?"], 15],
  ["bundle", ["croissants are three for €4.50, what's one?"], 1.5],
  ["bundle", ["tins of tuna 5 for £4, how much would 8 cost"], 6.4],
  ["bundle", ["they sell a dozen eggs for $3.60. whats the price of one egg"], 0.3],
  ["bundle", ["¥600 for 3 onigiri, how much is each one?"], 200],
  ["bundle", ["noodles are 3 for £2.50, is that a good deal? what's one pack?"], 0.833],
  // two prices per unit compared, across turns; the saving on the amount named
  [
    "compare",
    [
      "chicken thighs are £6.40 per kilo. I need 750 g, how much?",
      "is that cheaper than breast at £8.99/kg?",
    ],
    1.94,
  ],
  [
    "compare",
    ["apples are $3.20 a kilo. I want 2 kg. how much?", "is that cheaper than the organic ones at $4.50/kg?"],
    2.6,
  ],
  [
    "compare",
    ["coffee beans are €18 per kg, I need 500 g, how much?", "are those cheaper than the €22 per kg beans?"],
    2,
  ],
  ["compare", ["mince is £7 a kilo", "is that cheaper than the other one at £6.50 per kilo?"], 0.5],
  ["compare", ["which is cheaper, 3 for £2 or 5 for £3.50?"], 0.033],
  // how many of a thing cover a need, rounded up to whole ones
  [
    "cover",
    ["I'm cooking for my housemates saturday, we're 6. one pack of noodles feeds 2, how many packs?"],
    3,
  ],
  ["cover", ["there are 10 of us. one pizza feeds 3, how many pizzas?"], 4],
  ["cover", ["a bag of rice serves 4 and we're twelve. how many bags do I need?"], 3],
  ["cover", ["we need 30 cupcakes and one batch makes 12. how many batches?"], 3],
  ["cover", ["if each bottle holds 6 glasses and we want 20 glasses, how many bottles?"], 4],
  [
    "cover",
    [
      "if 9 of us each have 2 slices, how many slices is that?",
      "and if one cake gives 12 slices, how many cakes do you need to bake?",
    ],
    2,
  ],
  [
    "cover",
    ["if 7 of us each have 3 slices, how many slices?", "and if one cake gives 8 slices, how many cakes?"],
    3,
  ],
  // a total per person, per night, or both
  ["per each", ["the apartment is €1,140 for 3 nights. split 4 ways, per person?"], 285],
  [
    "per each",
    ["the apartment is €1,140 for 3 nights. split 4 ways, per person?", "and per person per night?"],
    95,
  ],
  ["per each", ["the cabin is $900 for 4 nights and there are 3 of us. how much per person per night?"], 75],
  [
    "per each",
    ["the villa costs £2,400 for a week, split between 6. per person?", "and per person per day?"],
    57.14,
  ],
  ["per each", ["airbnb is €600 for 2 nights, we are 5. what's that each?"], 120],
  // a time counted back from a trip told before, then back again
  [
    "clock",
    [
      "the flight leaves at 6:50 and lands at 9:35, same time zone. how long is that?",
      "we need to be at the airport 2 hours before. what time is that?",
    ],
    4 + 50 / 60,
  ],
  [
    "clock",
    [
      "the flight leaves at 6:50 and lands at 9:35. how long is that?",
      "we need to be at the airport 2 hours before. what time is that?",
      "ugh. and it's a 35 minute drive, so when do we leave home?",
    ],
    4.25,
  ],
  [
    "clock",
    [
      "the train leaves at 8:15 and arrives at 11:40. how long?",
      "we should be at the station 30 minutes before. what time?",
    ],
    7.75,
  ],
  [
    "clock",
    ["the show starts at 19:30 and ends at 22:00", "we want to be there 45 minutes early, when is that?"],
    18.75,
  ],
  [
    "clock",
    [
      "my flight is at 14:10",
      "I need to be there 2 hours before. what time is that?",
      "and the drive is 50 minutes, so when do I leave?",
    ],
    11 + 20 / 60,
  ],
  // hours between two days
  [
    "days",
    ["my boss moved the deadline to friday 9am and it's wednesday 3pm now. how many hours do I have?"],
    42,
  ],
  ["days", ["it's monday 10am now and the exam is on thursday at 2pm. how many hours is that?"], 76],
  ["days", ["it's 9pm now. the bus is tomorrow at 7am, how many hours till then?"], 10],
  ["days", ["its tuesday 6pm now, the package arrives friday 6pm. how many hours?"], 72],
  // a percent more or less than the amount after "than"
  ["percent than", ["what percent more is 60k than 52k?"], 15.38],
  ["percent than", ["what percent more is 45k than 40k?"], 12.5],
  ["percent than", ["how much percent less is 30 than 40"], 25],
  // a percent off the price it is said with, not another one nearby
  [
    "percent off",
    ["those are like 400 euros tho. the one I saw was €389 with 15% off, what's the price after?"],
    330.65,
  ],
  ["percent off", ["the jacket was $120, the one I want is $95 with 20% off, what's the price after?"], 76],
  // a bonus, its total, and the same sum on another salary
  ["swap", ["they also offer 5% annual bonus. how much is that on 52,000?"], 2600],
  ["swap", ["they also offer 5% annual bonus. how much is that on 52,000?", "so total with bonus?"], 54600],
  [
    "swap",
    [
      "they also offer 5% annual bonus. how much is that on 52,000?",
      "so total with bonus?",
      "ok and if I get 56k instead, with the same bonus?",
    ],
    58800,
  ],
  [
    "swap",
    [
      "they offer a 10% bonus. how much is that on 40,000?",
      "so total with bonus?",
      "and if I get 45k instead?",
    ],
    49500,
  ],
  [
    "swap",
    ["my salary is 30,000 and I get a 3% raise. how much is the raise?", "what if it was 35,000 instead?"],
    1050,
  ],
  // an amount from the turn before, in another unit; a conversion said as a statement
  [
    "convert",
    [
      "we want to walk from Baixa to Belém, it's 6.5 km. how long at 4 km an hour?",
      "and in miles how far is that?",
    ],
    4.04,
  ],
  ["convert", ["the hike is 12 km. how long at 3 km an hour?", "and how far is that in miles?"], 7.46],
  ["convert", ["the run was 10 miles", "how many km is that?"], 16.09],
  ["convert", ["my recipe says 400°F for the spring rolls. my oven is celsius"], 204.44],
  ["convert", ["the recipe says bake at 180°C. my oven only does fahrenheit"], 356],
  ["convert", ["the bag is 20 kg. my scale is in pounds"], 44.09],
  // how many of a size the message gives fill an amount
  ["fit", ["if a glass is 250 ml how many glasses make 2 litres?"], 8],
  ["fit", ["if a cup is 200 ml how many cups make 1 litre?"], 5],
  ["fit", ["each box holds 2 kg. how many boxes for 50 kg?"], 25],
  ["fit", ["one scoop is 30 g, how many scoops in a 900 g tub?"], 30],
  // an amount per one thing, times how many, or the whole over the rate
  ["per thing", ["I need 3 eggs per cake and I'm making 4 cakes, how many eggs?"], 12],
  ["per thing", ["we use 2 tins of tomatoes per pot and we're making 5 pots. how many tins?"], 10],
  ["per thing", ["flour is 1.5 kg and the recipe needs 250 g per loaf. how many loaves?"], 6],
  ["per thing", ["the trip is 350 miles and the car does 35 miles per gallon. how many gallons?"], 10],
  ["per thing", ["I have €90 and the tickets are €15 per ticket. how many tickets?"], 6],
  // prices said with the size they buy, compared
  ["sized", ["a 2 litre bottle is $3 and a 500 ml one is $1. which is cheaper per litre?"], 0.5],
  ["sized", ["rice: £2 for 1 kg or £1.20 for 500 g, which is better value?"], 0.4],
  // a sum shared by the people counted, and the last period asked
  ["share", ["we're 5 and the bill was €137.50 plus a 10% tip. how much each?"], 30.25],
  ["share", ["there are 3 of us and the meal is $84 with a 15% tip. how much each?"], 32.2],
  ["period", ["my rent is $1,200 a month, how much is that a year?"], 14400],
  ["period", ["I spend £45 a week on food, what's that a month?"], 195],
  // a statement, then the question on it
  [
    "after a statement",
    ["the train is at 7:42 and it's a 12 minute walk to the station", "when should I leave?"],
    7.5,
  ],
  ["after a statement", ["the concert starts at 8pm and it's 6:15 now", "how long do we have?"], 1.75],
  ["after a statement", ["the box is 40 cm wide", "and in inches?"], 15.75],
  ["after a statement", ["I earn £2,400 a month", "and if I get a 5% raise?"], 2520],
  ["after a statement", ["the sofa is $899", "how much with 8% tax?"], 970.92],
  ["after a statement", ["a pack of 6 yogurts is £2.40", "what's that per yogurt?"], 0.4],
  ["after a statement", ["a pack of 6 yogurts is £2.40", "and how much for 15 yogurts?"], 6],
  ["after a statement", ["the recipe serves 4 and needs 300 g of pasta", "how much for 10 people?"], 750],
  ["after a statement", ["we drove 420 km and used 30 litres", "how many litres per 100 km?"], 7.14],
  [
    "after a statement",
    ["the hotel is $180 a night for 4 nights. how much total?", "what if it's 5 nights instead?"],
    900,
  ],
  // a pace, and the same pace on another distance
  ["pace", ["I run 5 km in 28 minutes. what's my pace per km?"], 5.6],
  ["pace", ["I run 5 km in 28 minutes", "how long would 10 km take at that pace?"], 56],
  ["pace", ["we cycled 30 km in 1 hour 30 minutes", "how long for 45 km at the same speed?"], 135],
  // a time said without am or pm is the nearer one
  ["half day", ["school is 8:30 to 3:15, how long is that?"], 6.75],
  // so many each, counted
  ["each", ["if 9 of us each have 2 slices, how many slices is that?"], 18],
  ["each", ["12 kids each get 2 cookies. how many cookies total?"], 24],
];

describe("numbers worked out from their parts and the turns before", () => {
  it.each(cases)("%s: %j", (_shape, members, expected) => {
    const value = valueAfter(members);
    expect(value).toBeDefined();
    expect(Math.abs(value! - expected)).toBeLessThan(0.01 * Math.max(1, Math.abs(expected)));
  });

  it("does not give the last answer again to a question that adds nothing", () => {
    const members = [
      "chicken thighs are £6.40 per kilo. I need 750 g, how much?",
      "how long do I cook the chicken in the wok?",
    ];
    expect(valueAfter(members)).toBeUndefined();
    const trip = ["it's 35 minutes to the airport, so when do we leave if we need to be there at 5:10?"];
    expect(
      valueAfter([...trip, "how far is it from the airport to the city center, roughly?"]),
    ).toBeUndefined();
  });
});

describe("through bots of every kind", () => {
  it.each([
    ["captain-nova", "the fuel cells are 4 for 300 credits. how much for 10?", [], /\b750\b/],
    [
      "coach-max",
      "one tub of protein lasts 20 shakes, I have 50 shakes planned. how many tubs?",
      [],
      /\b3 tubs\b/,
    ],
    ["luna-harper", "the cottage is £960 for 4 nights and we're 3. per person per night?", [], /£80\b/],
    [
      "benny-banter",
      "it's 8 pm now, the gig is saturday 9pm and it's thursday. how many hours?",
      [],
      /\b\d+ hours\b/,
    ],
    [
      "wes-okafor",
      "is that cheaper than breast at £8.99/kg?",
      ["chicken thighs are £6.40 per kilo. I need 750 g, how much?"],
      /£6\.74|£1\.94/,
    ],
    [
      "marisol-ibarra",
      "and in miles how far is that?",
      ["we want to walk from Baixa to Belém, it's 6.5 km. how long at 4 km an hour?"],
      /4\.04 miles/,
    ],
    ["wes-okafor", "my recipe says 400°F for the spring rolls. my oven is celsius", [], /204(?:\.\d+)? °C/],
  ] as const)("%s: %s", (slug, message, earlier, answer) => {
    const reply = replyAfterGreeting(slug, message, [...earlier]);
    expect(reply).toMatch(answer);
    expect(reply).not.toMatch(/look (?:that|it|things) up|demo mode|não muito/i);
  });

  it("a walk past foreign place names is answered in English", () => {
    const reply = replyAfterGreeting(
      "marisol-ibarra",
      "we want to walk from Baixa to Belém, it's 6.5 km. how long at 4 km an hour?",
    );
    expect(reply).toMatch(/1 hour and 3[78] minutes/);
  });
});

describe("a sum the frames cannot finish", () => {
  it.each([
    "my car does 40 miles on 5 gallons and I drive 20 miles a day, when do I need to fill up?",
    "I have 3 cats and 2 dogs, each eats twice a day. how many bowls in total?",
    "we have 4 rooms and 2 painters, how long will it take?",
    "the tank is 60 litres and 3 of us take showers, which is cheaper?",
  ])("names what it has and what it needs: %s", (message) => {
    const lines = numberNeeds(message, {});
    expect(lines?.length).toBeGreaterThan(0);
    for (const line of lines!) expect(line).not.toMatch(/look (?:that|it|things) up|\{/i);
  });

  it.each([
    "How many calories in 2 eggs?",
    "I have 2 cats.",
    "What's the price of gold per ounce today for 2 ounces?",
  ])("leaves a fact or a statement alone: %s", (message) => expect(numberNeeds(message, {})).toBeNull());

  it("never answers such a sum with 'I can't look that up'", () => {
    const reply = replyAfterGreeting("coach-max", "we have 4 rooms and 2 painters, how long will it take?");
    expect(reply).not.toMatch(/look (?:that|it|things) up|demo mode/i);
    expect(reply).toMatch(/\b4 rooms\b/);
  });
});
