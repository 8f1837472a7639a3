// Number questions that lean on what came before or ask a yes or no: "that" and "it" read as the
// amount they stand for (in the message, the last reply, a few turns back), a question going on
// from a statement ("baguettes at 1,30 €… how much for 7?"), the time of day told earlier ("interview
// at 9… when do I leave?"), whether a thing fits across units, and whether there is time enough at a
// speed. Each in four or more wordings, on bots of other kinds.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { playChat, replyAfterGreeting } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

/** The reply says the number, with thousands separators and at most two decimals (or as cents). */
function says(reply: string, value: number) {
  const shown = (Math.round(value * 100) / 100).toLocaleString("en-US", { maximumFractionDigits: 2 });
  const cents = value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  expect(
    [shown, cents, shown.replace(/,/g, "")].some((s) => reply.includes(s)),
    `${reply} should say ${shown}`,
  ).toBe(true);
}

describe("whether one length fits in another, across units", () => {
  it.each([
    ["its 1.2 m wide, will it fit in my backpack which is 45 cm?", /won't fit|too big/i, "120 cm"],
    ["the sofa is 2.1 m long, will it fit through a door 90 cm wide?", /won't fit|too big/i, "210 cm"],
    ["the painting is 80 cm wide. will it fit in my 60 cm suitcase?", /won't fit|too big/i, "80 cm"],
    ["the box is 30 cm wide, will it fit on a 1 m shelf?", /\bfits\b|should go in/i, "100 cm"],
    ["my board is 7 ft, will it fit in the van which is 2.5 m long?", /\bfits\b|should go in/i, "7 feet"],
  ])("%s", (message, verdict, amount) => {
    const reply = replyAfterGreeting("juno-vega", message);
    expect(reply).toMatch(verdict);
    expect(reply).toContain(amount);
  });
});

describe("'that' and 'it' read as the amount they stand for", () => {
  const CHATS: [string, string[], number][] = [
    [
      "kai-morrow",
      ["the longest stage is 23 km. if i walk 4 km an hour, how long is that?", "how far is that in miles?"],
      14.29,
    ],
    ["coach-max", ["we drove 150 km today", "nice. what's that in miles?"], 93.21],
    ["luna-harper", ["my run this morning was 10 km!", "how far is it in miles"], 6.21],
    ["benny-banter", ["i weigh 62 kg, so whats 10 percent of that"], 6.2],
    ["theo-park", ["my rent is 900 a month, what's 30% of that"], 270],
    ["captain-nova", ["we raised 450 euros. whats a third of that?"], 150],
    [
      "professor-quill",
      [
        "a museum ticket is €18 for adults and €7.50 for kids. 2 adults and 3 kids?",
        "we split that between 2 families, how much each?",
      ],
      29.25,
    ],
    ["luna-harper", ["3 pizzas at $14 each, total?", "can we split that between 4 of us"], 10.5],
    ["coach-max", ["the hotel is 120 a night for 3 nights, total?", "whats 10% of that"], 36],
    ["captain-nova", ["it's 14 degrees celsius out here", "what's that in fahrenheit"], 57.2],
    [
      "camille-laurent",
      [
        "2 coffees at 4,80 € and a croque at 11,50 €. total?",
        "ok so round my bill up to the next 5 euros. how much do i leave?",
      ],
      25,
    ],
  ];
  it.each(CHATS)("%s: %j", (slug, messages, value) => says(playChat(slug, messages).at(-1)!, value));
});

describe("a sum going on from the amount or the time of day said before", () => {
  const CHATS: [string, string[], string][] = [
    ["theo-park", ["the bakery sells baguettes at 1,30 €", "how much for 7?"], "9.10"],
    [
      "captain-nova",
      ["a croissant is 1,20 € and a café is 2,10 €", "i want 2 croissants and a café, how much?"],
      "4.50",
    ],
    ["luna-harper", ["the potion costs 45 silver", "i have 120 silver, how many can i buy?"], "2"],
    ["coach-max", ["the hike is 18 km and we did 11", "how much further?"], "7 km"],
    [
      "camille-laurent",
      [
        "the lady says 'ça fait quatre euros vingt'. how much is that?",
        "if i pay with a 10 euro note whats my change?",
      ],
      "5.80",
    ],
    [
      "theo-park",
      ["the baker said deux euros trente, how much is that?", "i pay with a 5 euro note, what's my change?"],
      "2.70",
    ],
    [
      "benny-banter",
      ["two coffees at $3.75 each, total?", "i pay with a $10 bill, how much change?"],
      "2.50",
    ],
    [
      "nora-nightingale",
      [
        "job interview at 9 tomorrow, so nervous",
        "if it takes 35 minutes to get there and i want to be 15 min early, when do i leave?",
      ],
      "8:10",
    ],
    [
      "nora-nightingale",
      [
        "job interview at 9 tomorrow, so nervous",
        "if it takes 35 minutes to get there and i want to be 15 min early, when do i leave?",
        "and if i want 1 hour to get ready before leaving, when do i get up?",
      ],
      "7:10",
    ],
    [
      "coach-max",
      [
        "my flight is at 14:30",
        "the airport is 50 minutes away and i want to be there 2 hours before, when do i leave?",
      ],
      "11:40",
    ],
    [
      "luna-harper",
      [
        "the meeting is at 10 tomorrow",
        "it takes 25 minutes to walk there and i want 10 min spare before, what time do i set off?",
      ],
      "9:25",
    ],
    [
      "benny-banter",
      [
        "gotta make 240 croissants tonight. if i make 40 an hour how long will it take?",
        "and if i start at 10 pm, when am i done?",
      ],
      "4:00",
    ],
    [
      "theo-park",
      [
        "i have 90 emails to answer and do 15 an hour, how long?",
        "ok and if i start at 8:30, when am i finished?",
      ],
      "14:30",
    ],
    [
      "camille-laurent",
      ["my train is 460 km and takes 1 h 56 min. how fast is that in km per hour?", "and in miles per hour?"],
      "147.84",
    ],
  ];
  it.each(CHATS)("%s: %j", (slug, messages, wanted) =>
    expect(playChat(slug, messages).at(-1)).toContain(wanted),
  );
});

describe("whether there is time enough at a speed", () => {
  it.each([
    [
      "we have 4 hours of daylight left and the summit is 9 km away. if we move at 2.5 km an hour, will we make it?",
      /make it/i,
      "3 hours and 36 minutes",
    ],
    [
      "the shop shuts in 30 minutes, it's 3 km away and i walk 5 km an hour. will i make it?",
      /not at that pace|no:/i,
      "36 minutes",
    ],
    [
      "sunset is in 2 hours, camp is 7 km away, we do 4 km an hour. can we make it before dark?",
      /make it/i,
      "1 hour and 45 minutes",
    ],
    [
      "the ferry leaves in 50 minutes and the port is 20 km off, we drive 30 km an hour, will we make it in time?",
      /make it/i,
      "40 minutes",
    ],
  ])("%s", (message, verdict, need) => {
    const reply = replyAfterGreeting("kai-morrow", message);
    expect(reply).toMatch(verdict);
    expect(reply).toContain(need);
  });
});
