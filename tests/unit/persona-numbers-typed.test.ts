// Everyday sums read from the kinds of their amounts when no other shape placed them: amounts written
// the European way (a decimal comma, the currency after, number words in French, Spanish, German,
// Italian), a night's sleep across midnight, how overdue, things made at a rate over time, a gauge
// run down to a mark, areas, loads shared between helpers, fits across units, bills rounded up, change
// from a note, sums said in words, an amount doubled, breaks every hour, years to now. Each shape is
// asked in other words, numbers, units and currencies, and answered by bots of other kinds (the
// follow-ups and yes-or-no questions are in persona-numbers-typed-context.test.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { withDigits } from "../../api/services/ai/persona/number-words";
import { solveWordProblem } from "../../api/services/ai/persona/word-problems";
import { replyAfterGreeting } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

/** A scenario bot, a coach, a companion, a comedian, a tutor, a French tutor. */
const BOTS = ["captain-nova", "coach-max", "luna-harper", "benny-banter", "theo-park", "camille-laurent"];
const bot = (k: number) => BOTS[k % BOTS.length]!;

/** The reply says the number, with thousands separators and at most two decimals (or as cents). */
function says(reply: string, value: number) {
  const shown = (Math.round(value * 100) / 100).toLocaleString("en-US", { maximumFractionDigits: 2 });
  const cents = value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  expect(
    [shown, cents, shown.replace(/,/g, "")].some((s) => reply.includes(s)),
    `${reply} should say ${shown}`,
  ).toBe(true);
}

/** A duration said as hours and minutes ("6 hours and 15 minutes", "25 minutes"). */
const hours = (h: number, m = 0) => [h ? `${h} hour${h === 1 ? "" : "s"}` : "", m ? `${m} minute` : ""];
function saysDuration(reply: string, [h, m]: string[]) {
  for (const part of [h, m]) if (part) expect(reply, reply).toContain(part);
}

const SHAPES: Record<string, [string, number][]> = {
  "a decimal comma and the currency after the amount": [
    ["8 bus tickets cost 13,60 € how much is one", 1.7],
    ["the museum is 14 € but theres 20% off for students?", 11.2],
    ["3 croissants at 1,40 € and a coffee at 2,80 €, total?", 7],
    ["pizza 12,50 € split between 5 of us", 2.5],
    ["2 crêpes at 3,20 € each, how much?", 6.4],
  ],
  "number words of another language next to money": [
    ["she said 'deux euros cinquante', how much is that?", 2.5],
    ["the man said dos euros con cincuenta. how much is that", 2.5],
    ["er sagt zwölf euro. split between 3 of us?", 4],
    ["it's venti euro for the two of us, how much each?", 10],
    ["the waiter said trente-cinq euros for the 5 of us, how much each", 7],
  ],
  "a stock made at a rate, how long": [
    ["need to bake 180 cookies, i can do 30 an hour, how long", 6],
    ["we have 96 boxes to pack and pack 24 an hour. how many hours", 4],
    ["450 flyers to hand out at 90 an hour how long will it take", 5],
    ["gotta knit 12 scarves lol, i do 3 a day, how long will it take", 4],
  ],
  "an area, one side by the other, times how many": [
    ["the room is 4 m by 3.5 m, how much area?", 14],
    ["2 rugs, each 3 m x 2 m, total area?", 12],
    ["4 tables, each 1.5 m by 0.8 m, how much area do they cover", 4.8],
    ["the garden is 12 ft by 9 ft, what's the area", 108],
  ],
  "a load over what one helper carries, rounded up": [
    ["the piano weighs 250 kg and each mover can lift 40 kg, how many movers do we need", 7],
    ["we have 1000 litres to carry and a barrel holds 220 litres, how many barrels", 5],
    ["the cargo is 3 tonnes, a cart carries 800 kg. how many carts?", 4],
    ["the chest weighs 90 kg and a goblin can drag 25 kg. how many goblins?", 4],
  ],
  "a bill rounded up to the next step": [
    ["the bill is €37.40, round it up to the next 5, what do i leave?", 40],
    ["dinner came to $83.20. round up to the nearest 10 dollars. how much do i pay?", 90],
    ["taxi says 18,60 €, I'll round up to the next euro, how much?", 19],
    ["my total is £41.35, rounding up to the next £5, what do i pay", 45],
  ],
  "change from a note": [
    ["the bread is 3,40 €. if i pay with a 20 euro note what's my change", 16.6],
    ["it comes to $7.25, i hand over a $10 bill, change?", 2.75],
    ["coffee is £2.60 and I pay with a £5 note, how much change", 2.4],
    ["the ticket costs 12.80 euros, I give a 50 euro note, what's my change?", 37.2],
  ],
  "a sum said in words": [
    ["how many chairs is 12 rows of 10 minus 7 broken ones", 113],
    ["how many eggs is 4 boxes of 6 plus 3 loose", 27],
    ["how many seats in total: 9 tables of 6 plus 2 tables of 4", 62],
    ["how many pages is 5 chapters of 22 pages minus 8", 102],
  ],
  "an amount doubled, tripled or halved": [
    ["he's on a ledge 12 m down. if we double the rope for the anchor, how much rope do we need?", 24],
    ["the drop is 15 m and we need double the rope, how much rope?", 30],
    ["the gap is 3.5 m, triple it for safety, how much cable", 10.5],
    ["the fence is 40 m and I want half, how much do I need?", 20],
    ["the marathon is 42.2 km, how far is half?", 21.1],
  ],
  "amounts of one kind in mixed units, added up": [
    ["the tent weighs 2,4 kg, the stove 850 g and the food 3 kg. total weight?", 6.25],
    ["i walked 1.5 km, then 800 m, then 2 km. how far in total?", 4.3],
    ["a 2 l bottle, a 500 ml can and a 1.5 l jug, how much altogether?", 4],
    ["if the bus takes 45 min and the walk 12 min, how long door to door?", 57],
  ],
  "a price by the hour between two times of day": [
    ["the car park charges 2,40 € an hour, i stay from 9:15 to 13:45, how much?", 10.8],
    ["the sitter is $15 an hour and we're out from 7:00 to 11:30, what do we owe?", 67.5],
    ["court hire is £8 per hour, we play 18:00 to 20:30. cost?", 20],
    ["the boat rental is 30 euros an hour from 10:00 to 13:00, how much?", 90],
  ],
  "trips for a load, with what one trip takes": [
    ["the lift takes 8 people max and there are 30 of us, how many trips?", 4],
    ["the boat carries 6 at a time and we are 20 people, how many crossings?", 4],
    ["my car seats 5 and 13 kids need a ride, how many runs?", 3],
    ["the cart holds 12 crates per trip, we have 50 crates. how many trips?", 5],
  ],
  "how many one can buy, whole ones only": [
    ["the potion costs 45 silver and i have 120 silver, how many can i buy?", 2],
    ["tickets are €12 and i've got €50, how many can i get?", 4],
    ["a bag of feed is $7.50, my budget is $40, how many bags could i afford?", 5],
    ["a coffee is 2,80 € and i have 10 €, how many coffees can i buy?", 3],
  ],
  "an amount scaled from one count to another": [
    ["the recipe needs 250 g flour for 12 cookies. and for 30 cookies?", 625],
    ["it's 600 ml of stock for 4 people, how much for 10 people?", 1500],
    ["3 kg of feed lasts for 5 goats, how much for 8 goats?", 4.8],
    ["we use 2 litres of paint for 3 chairs, how much for 12 chairs?", 8],
  ],
  "a rate per the unit asked": [
    ["we drove 320 km on 24 litres. how much per 100 km?", 7.5],
    ["we drove 320 km on 24 litres, how many km per litre?", 13.33],
    ["the hose filled 90 litres in 15 minutes, how much per minute?", 6],
    ["i paid €54 for 12 m of fabric, what's that per metre?", 4.5],
  ],
  "a share given as a fraction, what is left": [
    ["the gold pile is 3600 coins. give a quarter to the guild, how many left?", 2700],
    ["i had 60 sweets and gave away a third, how many are left", 40],
    ["we caught 48 fish and sold half, how many do we have left?", 24],
    ["my 900 € bonus, i spend a fifth on a trip. how much is left?", 720],
  ],
  "how much further, the second amount bare": [
    ["the hike is 18 km and we did 11. how much further?", 7],
    ["the book is 350 pages and i've read 120, how many more?", 230],
    ["we need 40 litres and have 25, how much more?", 15],
    ["the climb is 900 m and we're at 640. how much further to go?", 260],
  ],
  "a price said as words, 'nine fifty'": [
    ["three pizzas at nine fifty each, total?", 28.5],
    ["the pints are four twenty each and we want 5, how much?", 21],
    ["2 tickets at twelve fifty each. total?", 25],
    ["six coffees at two eighty each, how much altogether", 16.8],
  ],
  "what is left of a budget after a discounted price": [
    ["i have 250 € and the jacket is 180 € with 15% off, how much is left?", 97],
    ["i've got $120 and the shoes are $90 with 20% off, what's left?", 48],
    ["my budget is £60, the game is £45 but 10% off, how much do i have left", 19.5],
    ["i have 500 euros, the bike is 400 euros with 25% off. how much is left over?", 200],
  ],
  "how many of the things asked, so many per one": [
    ["200 guests, 8 per table, how many tables?", 25],
    ["we have 45 players and 11 per team, how many teams?", 5],
    ["130 chairs, 20 per row, how many rows?", 7],
    ["there are 64 biscuits, 12 per tin. how many tins?", 6],
  ],
  "years from one to the other": [
    ["from 1969 to now, 2026?", 57],
    ["and from 1815 to today, which is 2026?", 211],
    ["the castle was built in 1240. how long ago from 2026?", 786],
    ["my grandma was born in 1948, how many years to 2026", 78],
  ],
};

describe("sums read from the kinds of their amounts", () => {
  for (const [shape, cases] of Object.entries(SHAPES)) {
    it(shape, () => {
      cases.forEach(([message, value], k) => {
        expect(solveWordProblem(message)?.value, message).toBeCloseTo(value, 2);
        says(replyAfterGreeting(bot(k), message), value);
      });
    });
  }
});

describe("amounts written the European way", () => {
  it.each([
    ["ça fait quatre euros vingt", "€4.20"],
    ["dos euros con cincuenta", "€2.50"],
    ["fünfundzwanzig euro", "€25"],
    ["quatre-vingt-dix euros", "€90"],
    ["four euros twenty", "€4.20"],
    ["it costs 17,35 €", "it costs €17.35"],
  ])("%s", (said, read) => expect(withDigits(said)).toContain(read));

  it("leaves thousands, lists and plain words as they are", () => {
    expect(withDigits("1,250 people")).toBe("1,250 people");
    expect(withDigits("I said it once, not due yet")).not.toMatch(/\d/);
    expect(withDigits("the rent is due on the 3rd")).toBe("the rent is due on the 3rd");
  });
});

describe("times across midnight, overdue, with breaks", () => {
  const DURATIONS: [string, string[]][] = [
    ["if i fall asleep at 12:40 and my alarm is at 6:55, how much sleep is that?", hours(6, 15)],
    ["i go to bed at 11:30 and wake up at 7, how much sleep do i get", hours(7, 30)],
    ["asleep at 1:15, alarm at 7:45. how much sleep", hours(6, 30)],
    ["lights out at 12:10 alarm at 5:40 how much rest", hours(5, 30)],
    ["its 1:40 pm now and he said back by 4 pm yesterday. how long overdue is he?", hours(21, 40)],
    ["it's 9:15 now and the bus was due at 8:50. how late is it?", hours(0, 25)],
    ["the library book was due back at 5 pm yesterday and it's 10 am now, how overdue?", hours(17)],
    ["she said she'd be back by 11 pm yesterday; it's 3 am now. how long overdue?", hours(4)],
    ["the walk takes 3 hours 30 minutes, with a 15 min break every hour how long is it", hours(4, 15)],
    ["driving 5 hours with a 20 minute stop every 2 hours, how long in total", hours(5, 40)],
    ["the exam is 2 hours with a 5 min break each hour, how long all in?", hours(2, 5)],
    ["6 hours of work plus a 10 min break every hour, total?", hours(6, 50)],
    [
      "the air gauge shows 200 bar, turn around at 70, using 13 bar every 5 minutes, how long until we turn around",
      hours(0, 50),
    ],
    [
      "the pool has 3000 litres and we drain it to 600, draining 200 litres every 10 minutes, how long until done?",
      hours(2),
    ],
    [
      "tank has 60 litres, we stop at 20 litres, burning 5 litres every 15 minutes, how long until we stop",
      hours(2),
    ],
    [
      "battery pack is 90 units, reserve 30, it uses 4 units every 10 minutes. how long until the reserve",
      hours(2, 30),
    ],
  ];
  it.each(DURATIONS.map(([m, d], k) => [m, d, bot(k)] as const))("%s", (message, duration, slug) => {
    saysDuration(replyAfterGreeting(slug, message), duration);
  });
});
