// Things asked in the member's own short way: a speed in another unit after the bot's own
// ("ok and in miles per hour?"), a fix asked of the bot's kind in a scene ("can dragons fix stuff?")
// done to the thing of the scene, a terrible film for a bad-film night, a breathing exercise and one
// small thing for oneself that is not a bath, a friend's game lag helped as lag, not as a quarrel.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { wordOverlap } from "../../api/services/ai/persona/variety";
import { lastReply, regenerate } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

describe("asked the member's way", () => {
  it("gives the bot's own speed in miles per hour", () => {
    const reply = lastReply("theo-park", [
      "a bus goes 48 km in 40 minutes. whats its speed in km/h?",
      "ok and in miles per hour?",
    ]);
    expect(reply).toMatch(/44\.7\d? miles per hour/);
  });

  it("does a fix asked of a dragon to the scene's thing, not to the dragon and not as a sum", () => {
    const reply = lastReply("ember-the-dragon", [
      "*puts a small dented music box on the gold pile* found it at the market for 3 silver coins",
      "it plays a song but only half of it. can dragons fix stuff?",
    ]);
    expect(reply).toMatch(/mends the music box|the music box over|patches the music box/);
    expect(reply).not.toMatch(/1\.5|÷/);
    // "can birds fly?" to a card that is no bird asks about birds, not for an action.
    expect(
      lastReply("ember-the-dragon", ["*climbs to the lair*", "can birds fly over the mountain?"]),
    ).not.toMatch(/^\*flies/);
  });

  it("recommends a famously bad film for a bad-film night, a good one otherwise", () => {
    expect(
      lastReply("jamie-cole", ["movie rec for tonight? something terrible pls, u know my taste"]),
    ).toMatch(/The Room|Sharknado|Troll 2|Snakes on a Plane/);
    expect(lastReply("jamie-cole", ["any good movie for tonight?"])).not.toMatch(/Sharknado|Troll 2/);
  });

  it("gives a breathing exercise, a small thing that is not a bath, and lag help for a friend's game", () => {
    expect(
      lastReply("sage-everly", ["can you give me a breathing thing i can do in the loo between patients"]),
    ).toMatch(/in for four|in through the nose for four/);
    const weekend = lastReply("sage-everly", ["one tiny thing for me this weekend? not a bath lol"]);
    expect(weekend).toMatch(/walk|tea|flowers/);
    expect(weekend).not.toMatch(/\bbath\b/);
    const lag = lastReply("zed-ortega", ["my friend Bram in new york always lags. tips?"]);
    expect(lag).toMatch(/ethernet|cable|router|wired|server/i);
    expect(lag).not.toMatch(/patching things up/);
    expect(lastReply("luna-harper", ["my best friend and i haven't talked in weeks. advice?"])).toMatch(
      /patching things up/,
    );
  });
});

describe("figures put in proportion and said right", () => {
  it("puts 'is that a lot?' in proportion to the figure just worked out", () => {
    const week = lastReply("zed-ortega", [
      "how many hours a week do i game if its 2.5h on weeknights and 6h on sat and sun",
      "is that a lot?",
    ]);
    expect(week).toMatch(/3\.5 hours a day/);
    expect(week).toMatch(/sleep/);
    expect(
      lastReply("zed-ortega", ["the shop has 6 bottles for £45. how much per bottle?", "is that a lot?"]),
    ).toMatch(/£7\.50\b.*depends/);
  });

  it("converts a speed asked in another unit and period, says 'an hour', and words a regenerate apart", () => {
    expect(lastReply("theo-park", ["a cheetah runs 30 m per second. in km per hour?"])).toMatch(
      /108 km per hour/,
    );
    expect(
      lastReply("theo-park", ["i earn 12 pounds an hour. how much a day if i work 8 hours?"]),
    ).not.toMatch(/\ba hour\b/);
    const [first, again] = regenerate("theo-park", ["how fast is 100 km/h in miles per hour"]);
    expect(first).toMatch(/62\.14/);
    expect(again).toMatch(/62\.14/);
    expect(wordOverlap(first!, again!)).toBeLessThan(0.5);
  });
});

describe("someone else's fear and short asks for help", () => {
  it("meets a pet's fear as the pet's, not the member's nerves", () => {
    const reply = lastReply("jamie-cole", [
      "jamieee guess what i adopted a greyhound",
      "her name is Pretzel and she's scared of the fridge lol",
    ]);
    expect(reply).toMatch(/Pretzel/);
    expect(reply).not.toMatch(/you're a bit nervous/);
  });

  it("helps with a problem asked as a short question, and gives a story to ask for when talk dies", () => {
    expect(lastReply("reginald-pemberton", ["seating plan? 9 people, round table"])).toMatch(/next to/);
    const talk = regenerate("reginald-pemberton", ["tell me something to say if the conversation dies"]);
    for (const reply of talk) expect(reply).toMatch(/story|how did you/);
  });
});

describe("held back, woken, hosting", () => {
  it("takes an amount held back off the total before working the question again", () => {
    const air = lastReply("rio-vance", [
      "how much air do we have? my gauge says 120 bar and we use about 8 bar a minute",
      "and if we keep 50 bar for going back up?",
    ]);
    expect(air).toMatch(/8\.75 minutes/);
    expect(
      lastReply("theo-park", [
        "i have 900 pounds and spend 50 pounds a week. how many weeks will it last?",
        "and if i save 200 pounds for bills?",
      ]),
    ).toMatch(/\b14 weeks\b/);
  });

  it("wakes when told to wake up, but reads 'a drink to wake up' as a drink", () => {
    expect(lastReply("ember-the-dragon", ["ember wake up, i know ur faking"])).toMatch(/asleep|napping/);
    expect(lastReply("luna-harper", ["ha thanks. what should I drink to wake up a bit?"])).not.toMatch(
      /napping|resting my eyes/,
    );
  });

  it("helps with guests coming for dinner, asked as an emergency", () => {
    expect(
      lastReply("reginald-pemberton", ["reginald. emergency. my in-laws are coming for dinner saturday"]),
    ).toMatch(/menu|table|ahead|guests/i);
  });
});

describe("a craft's first project", () => {
  it("reads 'what should i make first' after a pottery class as pottery, not a recipe", () => {
    const reply = lastReply("jamie-cole", [
      "ok happier news, i started a pottery class on tuesdays",
      "what should i make first",
    ]);
    expect(reply).toMatch(/pinch pot|bowl|vase|mug/);
    expect(reply).not.toMatch(/recipe/);
    // A dish asked for after the class is still a dish.
    expect(
      lastReply("ines-duarte", [
        "i started a pottery class on tuesdays",
        "what should i cook for dinner tonight?",
      ]),
    ).not.toMatch(/pinch pot/);
  });
});
