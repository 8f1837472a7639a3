// News brought to the bot, met as that news with its thing and its people, in the bot's voice: a
// gift, something asked to take for someone, a promise, leaving for a pet or a person, news of
// someone named before told with "he"/"she", the member's work. Four ways each, on bots of other
// kinds (a companion, a coach, a comedian, a grandmother, a barista).
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { replyAfterGreeting } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const STOCK = /now you've got my attention|what's the story there|tell me more about/i;

describe("a gift brought for the bot", () => {
  it.each([
    ["luna-harper", "morning luna, i brought you a croissant from the bakery", /croissant/],
    ["coach-max", "got you some protein bars coach", /protein bars/],
    ["benny-banter", "benny i made u a mixtape lol", /mixtape/],
    ["nana-rose", "i baked you some scones nana", /scones/],
    ["luna-harper", "brought you a muffin from Lisbon", /a muffin from Lisbon/],
    ["nana-rose", "picked you some roses from my garden", /roses from your garden/],
  ])("%s: %s", (slug, message, thing) => {
    const reply = replyAfterGreeting(slug, message);
    expect(reply).toMatch(thing);
    expect(reply).toMatch(/thank|lovely|kind|sweet/i);
    expect(reply).not.toMatch(STOCK);
  });
});

describe("something asked to take for someone", () => {
  it.each([
    [
      "nana-rose",
      ["my brother Tariq is poorly this week"],
      "can i take a scarf for Tariq?",
      /scarf.*Tariq|Tariq.*scarf/,
    ],
    ["luna-harper", [], "could i grab a muffin for my sister", /muffin.*your sister/],
    ["sage-everly", [], "mind if i take a candle for my mum", /candle.*your mum/],
    ["wes-okafor", [], "can i take two dumplings for Jun?", /dumplings.*Jun/],
  ])("%s: %s", (slug, earlier, message, want) => {
    const reply = replyAfterGreeting(slug, message, earlier);
    expect(reply).toMatch(want);
    expect(reply).toMatch(/of course|please do|take|wrap|pack/i);
  });
});

describe("a promise to the bot", () => {
  it.each([
    ["nana-rose", "thank u nana. ill bring you a slice on saturday", /a slice on Saturday/],
    ["luna-harper", "ill bring you some of my mums jam next week", /jam next week/],
    ["coach-max", "i'll make you my famous chili on friday coach", /chili on Friday/],
    ["benny-banter", "im gonna bring you a rubber chicken tomorrow", /rubber chicken tomorrow/],
    ["sage-everly", "i'll bring you a pie next time lol", /a pie next time(?! lol)/],
  ])("%s: %s", (slug, message, want) => {
    const reply = replyAfterGreeting(slug, message);
    expect(reply).toMatch(want);
    expect(reply).toMatch(/lovely|can't wait|treat|wonderful|look forward/i);
  });
});

describe("leaving for a pet or a person", () => {
  it.each([
    ["nana-rose", "lol ok i should get home, Biscotti needs his walk", /Biscotti/, /pat|scratch|treat/],
    ["luna-harper", "i gotta go, Mochi needs her dinner", /Mochi/, /pat|scratch|treat/],
    [
      "coach-max",
      "ok i better head off, my daughter is waiting for me",
      /your daughter/,
      /come back|take care/i,
    ],
    ["benny-banter", "i have to run, Priya wants her car back", /Priya/, /come back|take care|love/i],
    ["sage-everly", "ok i have to go, my mum is waiting", /your mum/, /come back|take care/i],
  ])("%s: %s", (slug, message, who, care) => {
    const reply = replyAfterGreeting(slug, message);
    expect(reply).toMatch(who);
    expect(reply).toMatch(care);
  });
});

describe("news of someone named before, told with he or she", () => {
  it.each([
    [
      "nana-rose",
      "i finally adopted a dog! hes a beagle called Biscotti",
      "hes 4 months old and already chewed my left slipper",
      /Biscotti/,
    ],
    [
      "luna-harper",
      "we got a kitten, her name is Pickle",
      "shes tiny and already climbs the curtains",
      /Pickle/,
    ],
    ["coach-max", "my son Leo started football this week", "he scored twice on saturday", /Leo/],
    ["sage-everly", "my grandma Ruth is visiting", "shes 90 and still does yoga every morning", /Ruth/],
  ])("%s: %s → %s", (slug, told, message, name) => {
    const reply = replyAfterGreeting(slug, message, [told]);
    expect(reply).toMatch(name);
    expect(reply).not.toMatch(STOCK);
  });
});

describe("the member's work", () => {
  it.each([
    [
      "marisol-ibarra",
      "im a night nurse in Winnipeg so travel feels like a dream rn",
      /night nurse/,
      /shift|tired/,
    ],
    ["luna-harper", "i'm a primary school teacher, so yeah, tired", /teacher/, /marking|kids/],
    ["coach-max", "im a line cook, on my feet all day", /line cook/, /kitchen|feet/],
    ["benny-banter", "im a bus driver lol", /bus driver/, /road|traffic/],
  ])("%s: %s", (slug, message, job, life) => {
    const reply = replyAfterGreeting(slug, message);
    expect(reply).toMatch(job);
    expect(reply).toMatch(life);
  });
});

// Food for a group may be met by the kitchen's own plan (a dish for that many) or by the cook's
// offer naming the hungry one: either way, food is offered, never a stock line.
describe("a group to feed, to a cook's card", () => {
  it.each([
    ["wes-okafor", "yo wes. i need food for my band after the gig, 6 of us. our drummer Kofi is starving"],
    ["ines-duarte", "we need dinner for the team tonight, 8 of us"],
    ["nana-rose", "i need food for my book club, five of us. Priya is always hungry"],
    ["wes-okafor", "need supper for my crew, 4 of us, and Jun's starving"],
  ])("%s: %s", (slug, message) => {
    const reply = replyAfterGreeting(slug, message);
    expect(reply).toMatch(/rice|stir-fr|noodle|stew|soup|pasta|recipe|bake|cookie/i);
    expect(reply).not.toMatch(STOCK);
  });
});
