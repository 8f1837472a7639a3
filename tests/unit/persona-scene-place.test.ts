// Where a scene is: "where am i?" answered from the card's scenario (where-am-i.ts); a scene the
// member sets in another world told in that world's sights (scene-world.ts, scene-recap.ts); "is
// that the Salt Queen's bell??" answered in the scene (scene-ask.ts). And what the member tells in
// passing that needs care: a food someone hates kept off their plate with a swap (told-avoid.ts),
// a hungry pet fed as a pet, and let about the room safely (pet-care.ts). In a scene, someone's
// offer is bargained over, a thing gone into a case is opened gently (scene-worlds.json reactions),
// and what someone else does is said as told (scene-action.ts). And "so that's too slow for march
// right" set against the figures the chat worked out (pace-check.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { scenarioToYou } from "../../api/services/ai/persona/where-am-i";
import { lastReply, playChat } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

describe("where am I", () => {
  it("tells a lost member where the card's story is set, with a hello back", () => {
    const reply = lastReply("elara-moonwhisper", ["hi. um. where am i? my phone has no signal"]);
    expect(reply).toMatch(/^Hi, Sam! You've wandered off the path into the Silverwood at twilight/);
    expect(reply).not.toMatch(/demo mode|not completely sure/);
  });

  it("says a card's scenario to the member: you, your, I and my", () => {
    expect(
      scenarioToYou("{{user}} is settling into their cabin when {{char}} knocks to punch their ticket."),
    ).toBe("You're settling into your cabin when I knock to punch your ticket.");
    expect(
      scenarioToYou(
        "After a late gig at a tiny bar, {{char}} spots {{user}} in the crowd and walks over with her guitar still slung over her shoulder.",
      ),
    ).toBe(
      "After a late gig at a tiny bar, I spot you in the crowd and walk over with my guitar still slung over my shoulder.",
    );
    expect(scenarioToYou("{{user}} and {{char}} stand at the mouth of a temple.")).toBe(
      "You and I stand at the mouth of a temple.",
    );
    // No member in it: nothing to tell them.
    expect(scenarioToYou("A storm rolls in.")).toBe("");
  });

  it("leaves 'where are we diving tonight?' to the scene", () => {
    const reply = lastReply("amara-stone", [
      "amara!! im here, the boat is ready. where are we diving tonight?",
    ]);
    expect(reply).not.toMatch(/rainforest expedition/);
  });
});

describe("a scene the member sets somewhere else", () => {
  const DIVE = [
    "rio we're on the boat, the Marigold. the wreck is 30 metres down. ready?",
    "my cousin Lupe is staying on deck with the radio",
    "*jumps in* ok we're going down. what do you see?",
    "theres a bronze bell stuck in the sand. is that the Salt Queen's bell??",
  ];

  it("is a dive, told in the water's sights, not the jungle card's dust and stone doors", () => {
    const [boat, , down, bell] = playChat("rio-vance", DIVE);
    expect(boat).not.toMatch(/sorry about the boat/i);
    expect(boat).toMatch(/We're on the boat, the Marigold/);
    expect(boat).not.toMatch(/We we|rio we're/i);
    for (const reply of [boat, down]) expect(reply).not.toMatch(/stone door|flock of birds|Dust falls/);
    expect(down).toMatch(/reef|fish|coral|water/i);
    expect(bell).toMatch(/Could be|Maybe|twin/);
    expect(bell).toMatch(/Salt Queen/);
    expect(bell).not.toMatch(/demo mode|not completely sure/);
  });

  it("never says a sentence twice in one scene reply", () => {
    for (const reply of playChat("rio-vance", DIVE)) {
      const sentences = reply.split(/(?<=[.!?])\s+/).filter((s) => s.length > 20);
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });

  it("takes 'is that a good idea?' as a judgement, not a find", () => {
    const reply = lastReply("ember-the-dragon", [
      "*a knight clanks in* uh ember theres a guy in armor here",
      "ok im gonna let gideon take the box home for a day. is that a good idea?",
    ]);
    expect(reply).not.toMatch(/crest|engraving|twin/);
  });
});

describe("care for what the member tells in passing", () => {
  it("keeps a hated food off the plate, with a swap, and says who", () => {
    const [, hates, son, allergic] = playChat("reginald-pemberton", [
      "reginald. emergency. my in-laws are coming for dinner saturday",
      "my mother-in-law is called Philippa and she hates coriander",
      "my son won't eat mushrooms lol",
      "she's allergic to coriander",
    ]);
    expect(hates).toMatch(/no coriander[^.]*Philippa/);
    expect(hates).toMatch(/parsley/);
    expect(son).toMatch(/no mushrooms for your son/);
    expect(son).toMatch(/aubergine/);
    expect(allergic).toMatch(/Philippa/);
    expect(allergic).not.toMatch(/^Her\b/);
  });

  it("feeds a hungry pet as a pet, not the member", () => {
    const reply = lastReply("felix-wren", [
      "evening. um my cat got out of her basket?? she's grey, called Mochi",
      "found her!!",
      "mochi is crying, i think she's hungry. what can i give her from the dining car?",
    ]);
    expect(reply).toMatch(/Mochi/);
    expect(reply).toMatch(/plain cooked chicken or white fish/);
    expect(reply).not.toMatch(/ration bar/);
  });

  it("says how to let a pet just told of walk around at night, and leaves a daughter to other plans", () => {
    const [, , pet, daughter] = playChat("felix-wren", [
      "evening. um my cat got out of her basket?? she's grey, called Mochi",
      "found her!!",
      "is it ok to let her walk around the cabin at night?",
      "should i let my daughter stay up late?",
    ]);
    expect(pet).toMatch(/let Mochi roam\?|for Mochi/i);
    expect(daughter).not.toMatch(/Mochi|cats wander/);
  });

  it("takes 'her' for a pet named in the last few turns, not for one told of long ago", () => {
    const told = "evening. um my cat got out of her basket?? she's grey, called Mochi";
    const between = ["we're 90 minutes late", "when do we arrive", "what's for breakfast", "tell me a joke"];
    const ask = "is it ok to let her walk around the cabin at night?";
    const named = lastReply("felix-wren", [
      told,
      ...between,
      ...between,
      "mochi is crying, i think she's hungry",
      ask,
    ]);
    expect(named).toMatch(/let Mochi roam\?|for Mochi/i);
    const long = lastReply("felix-wren", [told, ...between, ...between, "and the snow?", ask]);
    expect(long).not.toMatch(/let Mochi roam\?|for Mochi/i);
  });
});

describe("what others do in a scene", () => {
  const KNIGHT = [
    "*puts a small dented music box on the gold pile* found it at the market for 3 silver coins",
    "*a knight clanks in* uh ember theres a guy in armor here. he says his name is sir Gideon Puddle",
  ];

  it("bargains over an offer, and says a knight's doing as told, his name capitalised", () => {
    const [, , offer, stands] = playChat("ember-the-dragon", [
      ...KNIGHT,
      "he doesnt want to fight. he wants to buy the music box for 40 gold",
      "he doesnt want to fight. he just stands there",
    ]);
    expect(offer).toMatch(/deal|bargain|offer/i);
    expect(stands).toMatch(/Gideon Puddle doesnt want to fight/);
    expect(stands).not.toMatch(/We gideon|gideon Puddle/);
  });

  it("opens a case something went into gently", () => {
    const reply = lastReply("felix-wren", [
      "evening. um my cat got out of her basket?? she's grey, called Mochi",
      "ok we go to the luggage car",
      "theres an old lady with a violin case here. she says her name is Mrs Albescu",
      "mrs albescu says she saw a grey tail go into the violin case!",
    ]);
    expect(reply).toMatch(/latch|lid/);
  });
});

describe("a pace checked against the time there is", () => {
  it("says yes, with both figures and the gap, only from figures the chat worked out", () => {
    const [, , , tooSlow] = playChat("coach-max", [
      "hey coach. i can do 2 pullups. i want 10 by march 1st",
      "and how many weeks do i have till march 1st? today is dec 7",
      "if i add 1 pullup every 2 weeks from 2, when do i hit 10?",
      "so that's too slow for march right",
    ]);
    expect(tooSlow).toMatch(
      /yes: 16 weeks at that pace, and March is only 12 weeks away, so you'd be 4 weeks short/i,
    );
    // No time to March worked out: nothing to compare.
    expect(lastReply("coach-max", ["so that's too slow for march right"])).not.toMatch(/weeks short/);
  });
});
