// Amounts read the way the member meant them (blind set #6's wrong answers): "1 hour 50 in the oven"
// is 110 minutes (not an hour and 50 inches), "2h 45m" 165 minutes (not 45 metres), a trip "left at
// 19:30 yesterday" runs into today, "added to ur 12,500 coins" adds, "me and 3 friends" are four,
// two prices joined by "+" are shared together, a half told in passing is not a sum asked for, an
// amount is scaled from the count it was told for ("if 2 is for 2 people"), and "3 of those" multiplies.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { lastReply, playChat } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

describe("durations written after hours", () => {
  it("reads the bare minutes of '1 hour 50 in the oven', not inches", () => {
    const reply = lastReply("reginald-pemberton", [
      "the lamb needs 1 hour 50 in the oven and 20 min rest. we eat at 7:30pm. when does it go in?",
    ]);
    expect(reply).toMatch(/\b17:20\b|5:20 ?pm/);
    expect(reply).not.toMatch(/18:10|inch/);
  });

  it("reads '2h 45m' as minutes, not metres, on a time of day said before", () => {
    const reply = lastReply("zed-ortega", [
      "raid starts 21:30 my time",
      "the raid takes 2h 45m. when does it end for me",
    ]);
    expect(reply).toMatch(/\b0:15\b|12:15 ?am|00:15/);
    expect(reply).not.toMatch(/23:30/);
  });
});

describe("a span that began the day before", () => {
  it("runs from the time left yesterday to the arrival worked out before", () => {
    const reply = lastReply("felix-wren", [
      "we're 90 minutes late because of the snow. if we were due at 6:40, when do we arrive now?",
      "and how long is the whole trip if we left at 19:30 yesterday?",
    ]);
    expect(reply).toMatch(/12 hours and 40 minutes/);
    expect(reply).toMatch(/19:30 → 8:10/);
  });
});

describe("a total carried on", () => {
  it("adds what the member says to add, even in other words for the same coins", () => {
    const reply = lastReply("ember-the-dragon", [
      "if gideon pays 40 gold a day for a week, how much is that",
      "and added to ur 12,500 coins?",
    ]);
    expect(reply).toMatch(/12,780/);
    expect(reply).not.toMatch(/3,500,000/);
  });
});

describe("a bill shared", () => {
  it("counts me with my friends, and shares the bundle, not the pack", () => {
    const reply = lastReply("zed-ortega", ["me and 3 friends split a 4-pack bundle for 179.96. each?"]);
    expect(reply).toMatch(/44\.99/);
  });

  it("adds prices joined by '+' before sharing them", () => {
    const reply = lastReply("theo-park", [
      "ok last one. 3 friends split a 27.60 pizza + 4.50 delivery. each pays?",
    ]);
    expect(reply).toMatch(/10\.70/);
    expect(reply).toMatch(/32\.10/);
  });
});

describe("a number told in passing", () => {
  it("is not worked out when the question asks something else", () => {
    const reply = lastReply("ember-the-dragon", [
      "*puts a small dented music box on the gold pile* found it at the market for 3 silver coins",
      "it plays a song but only half of it. can dragons fix stuff?",
    ]);
    expect(reply).not.toMatch(/1\.5|÷|1\/2 of/);
  });
});

describe("days between two dates of the calendar", () => {
  it("counts from the date said as today, over New Year", () => {
    expect(lastReply("jamie-cole", ["my birthday is march 14. how many days from today (nov 29)?"])).toMatch(
      /\b105 days\b/,
    );
  });

  it("answers in weeks when weeks are asked, with the days it counted", () => {
    const reply = lastReply("coach-max", ["and how many weeks do i have till march 1st? today is dec 7"]);
    expect(reply).toMatch(/\b12 weeks\b/);
    expect(reply).toMatch(/\b84 days\b/);
  });

  it("leaves a single date to the rest of the engine", () => {
    expect(lastReply("coach-max", ["how many days until march 1st?"])).not.toMatch(/\d+ days? (?:all in|:)/);
  });
});

describe("a score as a percent, and the same percent of another whole", () => {
  it("reads '34 out of 40' as 85%, then 85% of 60 as 51", () => {
    const replies = playChat("theo-park", [
      "different topic. i got 34 out of 40 on the practice test. percent?",
      "and the real test is out of 60. same percent, what score?",
    ]);
    expect(replies[0]).toMatch(/\b85%/);
    expect(replies[1]).toMatch(/^(?:.*\D)?51\b/);
    expect(replies[1]).not.toMatch(/56\.67/);
  });
});

describe("an age from two years", () => {
  it("is the years between them", () => {
    expect(lastReply("luna-harper", ["i was born in 1990 and it's 2026, how old am i?"])).toMatch(/\b36\b/);
  });
});

describe("an amount scaled from the count it was told for", () => {
  it("reads 'if 2 is for 2 people' as the base, wherever the asked count stands", () => {
    const reply = lastReply("ines-duarte", ["for 5 people how many bananas do i need if 2 is for 2 people"]);
    expect(reply).toMatch(/\b5\b/);
    expect(reply).not.toMatch(/0\.8/);
    expect(lastReply("ines-duarte", ["250 g of flour for 12 cookies. how much for 30 cookies?"])).toMatch(
      /625 g/,
    );
  });
});

describe("'N of those' after a result", () => {
  it("is N times it, in the unit asked", () => {
    const reply = lastReply("sage-everly", [
      "my shift is 12.5 hours, how many minutes is that lol",
      "and 3 of those a week is how many hours",
    ]);
    expect(reply).toMatch(/\b37\.5 hours\b/);
  });

  it("is not guessed right after 'and 9 of them'", () => {
    const reply = lastReply("coach-max", [
      "one bag of rice costs 4.50",
      "and 9 of them?",
      "ok 3 of those is how much",
    ]);
    expect(reply).not.toMatch(/121\.5/);
  });
});

describe("how much to cut, after a length worked out", () => {
  it("is the draft less the length worked out", () => {
    const reply = lastReply("leo-santos", [
      "if i talk at 130 words a minute, how many words for 2 and a half minutes?",
      "my draft is 520 words. how much do i cut?",
    ]);
    expect(reply).toMatch(/\b195 words\b/);
  });
});
