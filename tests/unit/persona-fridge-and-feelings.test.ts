// A fridge list makes a dish with amounts for any number of people, its oven, a swap and a quick
// dessert (kitchen-parts.ts); the bot's own oven temperature in °F when asked "in fahrenheit?"
// (own-amount.ts); a burnt edge saved (everyday-tips.ts); and feelings met with what the chat
// shows: a fear in a scene calmed, doubt answered with the member's own score or start
// (hard-on-self.ts), a drained member, a long shift counted, the bot's own sadness explained.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { lastReply, playChat } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const FRIDGE =
  "hi ines. fridge report: 2 sweet potatoes, a can of chickpeas, half a bag of spinach, some feta, 1 lemon";

describe("a dish from a fridge report", () => {
  it("roasts what roasts, gives amounts for two and for five, its oven and its °F", () => {
    const [dish, forTwo, temp, fahrenheit, forFive] = playChat("ines-duarte", [
      FRIDGE,
      "sounds good. amounts pls, its for me and my gf",
      "what temp for the oven",
      "in fahrenheit? my oven is american lol",
      "actually my brother and his kids are coming. what for 5 people?",
    ]);
    expect(dish).toMatch(/roast the sweet potatoes and chickpeas/);
    expect(dish).toMatch(/spinach, feta and lemon/);
    expect(forTwo).toMatch(/For 2 people/);
    expect(forTwo).toMatch(
      /- 2 sweet potatoes\n- 1 can of chickpeas\n- 2 handfuls of spinach\n- 50 g feta\n- 1 lemon/,
    );
    expect(temp).toMatch(/200°C \(400°F\)/);
    expect(fahrenheit).toMatch(/392 ?°F/);
    expect(forFive).toMatch(/- 5 sweet potatoes\n- 3 cans of chickpeas/);
  });

  it("swaps the feta without another cheese, makes a dessert of two things, and saves burnt edges", () => {
    const [, swap, dessert, burnt] = playChat("ines-duarte", [
      FRIDGE,
      "she doesn't eat cheese. swap for the feta?",
      "ok its in. while it roasts, quick dessert with 2 bananas and oats?",
      "oops i burned the edges of the potatoes a bit. save it?",
    ]);
    expect(swap).toMatch(/tahini/);
    expect(swap).not.toMatch(/parmesan|cheddar/i);
    expect(dessert).toMatch(/mash the bananas, stir in the oats/);
    expect(burnt).toMatch(/scrape/i);
    expect(burnt).not.toMatch(/demo mode|not completely sure/);
  });
});

describe("feelings met with what the chat shows", () => {
  it("calms a fear said in a scene, not looking at 'my heart' as a clue", () => {
    const reply = lastReply("elara-moonwhisper", [
      "*holds up a cracked copper compass* i found this on the path",
      "*kneels and wipes the frost off the ice* there's something under it",
      "honestly this is kind of scary. my heart is going so fast",
    ]);
    expect(reply).toMatch(/breath|safe/i);
    expect(reply).not.toMatch(/your heart/i);
  });

  it("answers doubt with the member's own score, or their start and goal", () => {
    const fail = lastReply("theo-park", [
      "i got 34 out of 40 on the practice test. percent?",
      "i think i'll fail lol",
    ]);
    expect(fail).toMatch(/34 out of 40/);
    expect(fail).toMatch(/85%/);
    const weak = lastReply("coach-max", [
      "hey coach. i can do 2 pullups. i want 10 by march 1st",
      "i feel kinda dumb being this weak at 41",
    ]);
    expect(weak).toMatch(/not dumb/);
    expect(weak).toMatch(/2 pullups/);
    expect(weak).toMatch(/10/);
    expect(lastReply("theo-park", ["I'm just bad at maths"])).toMatch(/\bmaths\b.*practi/);
  });

  it("meets a drained member and a long shift counted, and leaves a plain long day to the day's news", () => {
    expect(
      lastReply("sage-everly", ["sometimes i feel like i give everything at work and nothing's left for me"]),
    ).toMatch(/empty cup/);
    expect(
      lastReply("sage-everly", ["long week. i'm a midwife and we had 11 births on my shift yesterday"]),
    ).toMatch(/11 births.*exhausted/);
    expect(
      lastReply("luna-harper", ["Hey Luna, one oat flat white please. Long day at the clinic."]),
    ).not.toMatch(/put your feet up/);
  });

  it("says why the bot looks sad: a memory the member's last thing stirred", () => {
    const reply = lastReply("ember-the-dragon", [
      "*puts a small dented music box on the gold pile* found it at the market",
      "*the music box suddenly plays the whole song*",
      "why do u look sad all of a sudden",
    ]);
    expect(reply).toMatch(/music box/i);
    expect(reply).toMatch(/long ago/);
    expect(reply).not.toMatch(/sorry about a sudden/);
  });
});
