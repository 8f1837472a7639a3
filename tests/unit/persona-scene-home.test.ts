// Scene or not, and in which world: an everyday scene (a blackout, a pet on the loose) is told in the
// things of a home, never a dungeon's; news told as it happens inside a scene ("the cage is open, my
// hamster is gone") is the scene's, not a loss to be sorry about; a sum or what a phrase means is no
// scene at all, even with a card that runs scenes. A time traveller's card (tagged for travel) runs
// scenes once the member starts one with an *action*, so its chats begin with one. Four or more paraphrases per shape, across bots.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { lastReply as last } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

type Case = [slug: string, messages: string[], wants: RegExp];

const DUNGEON =
  /sword|troll|moat|tavern|\brider|gallop|standing stones|arrow|banner|castle|dragon|knight|horse|old mine|stone door|bootprint|map/i;
const SORRY = /so sorry|hurts|no rush to feel better|biggest hug|that would get to anyone/i;
const SCENE_BEAT =
  /nobody would (?:think to )?look|ties straight back|it comes back to|keeps its secrets|bootprint|scuttles|skirting board/i;

function expectEach(cases: Case[], unwanted: RegExp) {
  for (const [slug, messages, wants] of cases) {
    const reply = last(slug, messages);
    expect(reply, `${slug}: ${messages.at(-1)}\n→ ${reply}`).toMatch(wants);
    expect(reply, `${slug}: ${messages.at(-1)}\n→ ${reply}`).not.toMatch(unwanted);
  }
}

describe("an everyday scene", () => {
  it("starts with news told as it happens, in the things of a home", () => {
    expectEach(
      [
        ["unit-k7", ["the power just went out in the whole building"], /torch|candle|fuse|dark|light/i],
        ["unit-k7", ["omg the lights just went out in our apartment"], /torch|candle|fuse|dark|light/i],
        [
          "juno-vega",
          ["*flips the switch* nothing. the power just went out in my flat!!"],
          /torch|candle|fuse|dark/i,
        ],
        [
          "juno-vega",
          ["*taps the lamp* uh oh. the whole building just went dark, blackout"],
          /torch|candle|fuse/i,
        ],
      ],
      DUNGEON,
    );
  });

  it("goes on in the things of a home, whatever the card's genre", () => {
    const dark = "*flips the switch* the power just went out in the whole building";
    expectEach(
      [
        ["unit-k7", [dark, "ok theres a torch in the hallway cupboard, grab it"], /torch/i],
        ["unit-k7", [dark, "theres a flashlight under the sink, get it pls"], /flashlight/i],
        ["juno-vega", [dark, "*feels along the kitchen counter* i found some candles"], /candle/i],
        ["juno-vega", [dark, "you check the bedroom, i check the living room"], /bedroom|living room/i],
      ],
      DUNGEON,
    );
  });

  it("meets a smoke alarm or a knock at home as itself", () => {
    expectEach(
      [
        ["unit-k7", ["the smoke alarm just started beeping in the kitchen"], /window|smoke|switch off/i],
        [
          "unit-k7",
          ["ugh the fire alarm in our flat just went off, something is burning"],
          /window|smoke|switch off/i,
        ],
        [
          "juno-vega",
          ["*sniffs* the kitchen smells like smoke and the alarm is beeping"],
          /window|smoke|switch off/i,
        ],
        ["unit-k7", ["the lights just went out", "theres a knock at the door"], /door|neighbour|who it is/i],
      ],
      DUNGEON,
    );
  });

  it("takes a pet gone missing in it as the scene's news, not a loss", () => {
    const dark = "*flips the switch* the lights just went out in our flat";
    expectEach(
      [
        ["unit-k7", [dark, "oh no. the cage is open. my hamster is gone"], /search|look|under|behind/i],
        [
          "unit-k7",
          [dark, "wait, Biscuit's basket is empty. my kitten is gone"],
          /search|look|under|behind/i,
        ],
        [
          "juno-vega",
          [dark, "oh no, the hutch door is open and my rabbit is gone"],
          /search|look|under|behind/i,
        ],
        ["juno-vega", [dark, "Mochi's cage is open! my mouse is missing"], /search|look|under|behind/i],
      ],
      SORRY,
    );
  });

  it("takes what someone says of it as the scene's, not a feeling", () => {
    const dark = "*flips the switch* the power just went out in the whole building";
    expectEach(
      [
        [
          "unit-k7",
          [dark, "she says the fuse box is in the basement and she saw something small run down the stairs"],
          /search|follow|stairs|basement|small/i,
        ],
        [
          "unit-k7",
          [dark, "my neighbour says the breaker is down in the cellar"],
          /cellar|basement|stairs|torch/i,
        ],
        ["juno-vega", [dark, "the caretaker says something ran under the stairs"], /stairs|search|small/i],
        ["juno-vega", [dark, "he says the fuse box is behind the laundry door"], /laundry|fuse|door|torch/i],
      ],
      SORRY,
    );
  });
});

describe("an animal gone missing in a scene, found", () => {
  it("is met with relief and caught up gently, by its name", () => {
    const dark = "*flips the switch* the power just went out in the whole building";
    expectEach(
      [
        [
          "unit-k7",
          [
            dark,
            "oh no. Pretzel's cage is open. my hamster is gone",
            "lights are back! and theres pretzel behind the boiler",
          ],
          /Pretzel[\s\S]*(?:scoop|hands|gently)/i,
        ],
        [
          "unit-k7",
          [
            dark,
            "Biscuit's basket is empty. my kitten is gone",
            "found biscuit asleep in the laundry pile!!",
          ],
          /Biscuit[\s\S]*(?:scoop|hands|gently)/i,
        ],
        [
          "juno-vega",
          [
            dark,
            "Mochi's cage is open! my mouse is missing",
            "wait theres mochi nibbling a cracker under the sofa",
          ],
          /Mochi[\s\S]*(?:scoop|hands|gently)/i,
        ],
        [
          "sir-cedric",
          [
            "*we ride into the village*",
            "my dog is gone!",
            "*whistles* theres the dog, chewing a bone by the well",
          ],
          /(?:scoop|hands|gently)/i,
        ],
      ],
      SORRY,
    );
  });
});

describe("what is no scene", () => {
  it("is a sum or its follow-up, with a card that runs scenes", () => {
    expectEach(
      [
        [
          "unit-k7",
          [
            "the van hire is £65 plus 40p a mile. we drive 38 miles. total?",
            "split between me and my brother Aviv",
          ],
          /./,
        ],
        [
          "unit-k7",
          ["the taxi is 24 dollars for 12 miles. total?", "thats what percent more than the bus"],
          /./,
        ],
        ["rio-vance", ["we hike 14 km a day for 3 days. how far in all?", "split between the 4 of us"], /./],
        ["juno-vega", ["the sofa is 7 feet long. in cm?"], /213/],
      ],
      SCENE_BEAT,
    );
  });

  it("is what a phrase means", () => {
    expectEach(
      [
        ["unit-k7", ["we drive to the new flat", "lol. whats 'break a leg' mean"], /./],
        ["juno-vega", ["*steps out of the time pod*", "what does 'piece of cake' mean"], /./],
        ["rio-vance", ["*we enter the temple*", "whats 'once in a blue moon' mean lol"], /./],
        ["captain-nova", ["we dock at the station", "what does 'break the ice' mean"], /./],
      ],
      SCENE_BEAT,
    );
  });
});
