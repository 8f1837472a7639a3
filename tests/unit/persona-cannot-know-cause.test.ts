// What the bot could not have seen, asked with "why did…?": said honestly, with the usual causes of
// the thing named as guesses, never a stock "I can't look it up" or a scene beat; and a travel
// card's flight time worked out from where the two cities are. Four ways each, bots of other kinds.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { replyAfterGreeting } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

describe("why something happened, any idea?", () => {
  it.each([
    [
      "unit-k7",
      ["kay the power just went out in the whole building"],
      "lol why did the power go out anyway, any idea?",
      /storm|circuit|grid/,
    ],
    ["luna-harper", [], "why does my wifi keep dropping", /router|provider/],
    ["coach-max", [], "why did my basil die, any idea?", /water|light|roots/],
    ["benny-banter", [], "why was my train so late today, any idea", /weather|signal|delay/],
    [
      "sage-everly",
      [],
      "why did my neighbour move out so suddenly? any idea?",
      /can't know|can't be sure|no way/i,
    ],
  ])("%s: %s", (slug, earlier, message, want) => {
    const reply = replyAfterGreeting(slug, message, earlier);
    expect(reply).toMatch(want);
    expect(reply).toMatch(/can't|certain|sure|guess|bet/i);
    expect(reply).not.toMatch(/look (?:that|things|it) up/i);
  });
});

describe("a flight's time, to a travel card", () => {
  it.each([
    [
      "marisol-ibarra",
      "how many hours is the flight to tokyo from vancouver roughly",
      /\b(?:9|9\.5|10|10\.5) hours/,
      /Vancouver to Tokyo/,
    ],
    [
      "marisol-ibarra",
      "how long is a flight from london to new york?",
      /\b(?:6\.5|7|7\.5|8) hours/,
      /London to New York/,
    ],
    [
      "marisol-ibarra",
      "roughly how long would i be flying from paris to bangkok",
      /\b(?:11|11\.5|12) hours/,
      /Paris to Bangkok/,
    ],
    [
      "kai-morrow",
      "how long does it take to fly from sydney to auckland",
      /\b(?:3|3\.5) hours/,
      /Sydney to Auckland/,
    ],
  ])("%s: %s", (slug, message, hours, route) => {
    const reply = replyAfterGreeting(slug, message);
    expect(reply).toMatch(hours);
    expect(reply).toMatch(route);
  });

  it("is not made up for cities it does not know", () => {
    expect(replyAfterGreeting("marisol-ibarra", "how long is the flight from gdansk to tromso?")).not.toMatch(
      /\d hours/,
    );
  });
});
