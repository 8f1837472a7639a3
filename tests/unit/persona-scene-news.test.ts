// News brought into a scene and questions about what is in it: the reply reacts to the message's own
// new thing in the scene's world (a sound, a sight, someone gone, a note read out), a question about
// a thing seen is answered with what it is, the same way every time, a question about what someone
// says gets their words in quotes, and the world follows the chat (a dive with a naturalist is under
// the sea, not on her card's rainforest ridge). Four or more paraphrases per shape, across worlds.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { lastReply as last } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const STOCK = /can't look|not completely sure|what's your own guess|tell me more about|what's on your mind/i;

type Case = [slug: string, messages: string[], wants: RegExp];

function expectEach(cases: Case[], unwanted = STOCK) {
  for (const [slug, messages, wants] of cases) {
    const reply = last(slug, messages);
    expect(reply, `${slug}: ${messages.at(-1)}\n→ ${reply}`).toMatch(wants);
    expect(reply, `${slug}: ${messages.at(-1)}\n→ ${reply}`).not.toMatch(unwanted);
  }
}

const DIVE = ["we're on the boat, ready for the night dive", "*rolls off the boat into the dark water*"];

describe("a thing seen or heard, asked about", () => {
  it("is identified in the scene's world, whatever the words", () => {
    expectEach([
      ["amara-stone", [...DIVE, "what's that glowing blue stuff?"], /plankton|bioluminesc/i],
      ["amara-stone", [...DIVE, "whats that green sparkle in the water"], /plankton|bioluminesc/i],
      [
        "amara-stone",
        [...DIVE, "ooh what is that shiny blue glow near the coral??"],
        /plankton|bioluminesc/i,
      ],
      ["amara-stone", [...DIVE, "*waves a hand* what are those little lights"], /plankton|bioluminesc/i],
      [
        "kai-morrow",
        ["we hike up onto the glacier", "what was that cracking under us?"],
        /crevasse|snow bridge/i,
      ],
      ["captain-nova", ["*we board the derelict*", "what's that beeping??"], /alarm|sensor|shields/i],
    ]);
  });

  it("is told apart from what the member feared it was", () => {
    const manta = /manta/i;
    expectEach([
      ["amara-stone", [...DIVE, "*a huge shadow passes above us* oh no is that a shark??"], manta],
      ["amara-stone", [...DIVE, "something giant just glided over us. is that a shark"], manta],
      ["amara-stone", [...DIVE, "*big dark shape overhead* omg is it a whale?"], manta],
      ["amara-stone", [...DIVE, "wait is that a shark above us with huge wings"], manta],
    ]);
    expect(last("amara-stone", [...DIVE, "*a huge shadow passes above us* is that a shark??"])).toMatch(
      /not a shark|no shark|that's no shark/i,
    );
  });

  it("is left to the other plans for a bot that runs no scenes", () => {
    for (const slug of ["luna-harper", "coach-max", "benny-banter"]) {
      const reply = last(slug, ["what's that glowing blue stuff?"]);
      expect(reply, `${slug}: ${reply}`).not.toMatch(/plankton|manta|bioluminesc/i);
    }
  });
});

describe("news brought into the scene", () => {
  it("is reacted to first, in the scene's world", () => {
    expectEach([
      [
        "kai-morrow",
        ["we cross the glacier", "*stops* i hear something cracking under us"],
        /crevasse|snow bridge/i,
      ],
      [
        "kai-morrow",
        ["we head up the ridge", "wait. i can hear ice creaking underfoot"],
        /crevasse|snow bridge/i,
      ],
      [
        "kai-morrow",
        ["*shouts his name*", "someone answers from down below the rocks!"],
        /alive|rope|voice/i,
      ],
      [
        "kai-morrow",
        ["the ranger says a hiker named Ines never came back last night"],
        /rope|route|tracks|trail/i,
      ],
      [
        "amara-stone",
        [...DIVE, "theres a sea turtle asleep under the ledge"],
        /shell|breath|barnacle|flipper/i,
      ],
      ["agatha-vale", ["*creeps into the library*", "I hear footsteps behind us"], /footsteps/i],
    ]);
  });

  it("takes up a note read out, with whoever the scene named", () => {
    expectEach([
      [
        "kai-morrow",
        [
          "a climber called Tomasz is missing",
          "theres a logbook. last entry says 'going for the north couloir, back by 4'",
        ],
        /going for the north couloir[\s\S]*Tomasz|Tomasz[\s\S]*north couloir/i,
      ],
      [
        "detective-hollis",
        [
          "my brother Emil is missing",
          "there's a note on his desk. it says 'meet me at the pier at midnight'",
        ],
        /meet me at the pier at midnight/i,
      ],
      [
        "captain-nova",
        ["*we board the derelict*", 'the last log entry reads "hull breach, deck 3, going to check"'],
        /hull breach, deck 3/i,
      ],
      [
        "sir-cedric",
        ["we ride to the mill", "the sign on the door says 'closed until the bell comes home'"],
        /closed until the bell comes home/i,
      ],
    ]);
  });

  it("names what the card says the bot fears, and the bot fears it", () => {
    for (const m of [
      "*whispers* theres a goose on the bridge. you ok??",
      "look out, three geese by the gate",
      "a big grey goose is blocking the road",
      "GEESE. two of them. on the road ahead",
    ]) {
      const reply = last("sir-cedric", ["we ride to the village", m]);
      expect(reply, `${m}\n→ ${reply}`).toMatch(/pale|afraid|trembl|shaking|hides/i);
    }
    expect(last("kai-morrow", ["we hike on", "theres a goose on the path"])).not.toMatch(/pale|trembl/i);
  });

  it("is not taken for news when the member only does something with a thing", () => {
    expect(last("sir-cedric", ["we reach the cave", "I light the torch and step inside"])).toMatch(/torch/i);
    expect(last("juno-vega", ["*checks the pod*", "The pod starts beeping louder. *steps back*"])).toMatch(
      /pod/i,
    );
  });
});

describe("what the member sets out to find", () => {
  it("is taken up with the bot already at it, in its world", () => {
    expectEach([
      [
        "elara-moonwhisper",
        [
          "hello? these trees are humming",
          "I'm looking for my grandmother's ring. I dropped it somewhere in this forest",
        ],
        /spell|light[\s\S]*grandmother's ring/i,
      ],
      [
        "captain-nova",
        ["*we board the derelict*", "we're here to find the missing flight recorder"],
        /sensor|sweep|scan[\s\S]*flight recorder/i,
      ],
      [
        "rio-vance",
        ["*pushes through the vines*", "im searching for the jade idol my uncle lost"],
        /compass|map|carvings[\s\S]*jade idol/i,
      ],
      [
        "kai-morrow",
        ["we set off from base camp", "we need to find my brother's lost tent, its orange"],
        /map|compass|tracks[\s\S]*tent/i,
      ],
    ]);
  });
});

describe("what someone says", () => {
  it("is a named character's words in quotes", () => {
    expectEach([
      [
        "sir-cedric",
        [
          "the bell of the village was stolen",
          "a girl called Odile saw something",
          "what does odile say? did she see who took it?",
        ],
        /Odile[^"]*"[^"]*\b(?:saw|night)\b[^"]*"/,
      ],
      [
        "detective-hollis",
        ["my sister Clara is missing", "*shows the photo to the bartender, Sal*", "what does Sal say?"],
        /"[^"]*\bsaw\b[^"]*"/,
      ],
      [
        "captain-nova",
        ["the cargo core was stolen", "we find an engineer named Petra in the bay", "what did petra say"],
        /Petra[\s\S]*"[^"]*\bsaw\b[^"]*"/,
      ],
      [
        "kai-morrow",
        ["a climber is missing", "we meet a shepherd called Anton", "what does Anton tell us?"],
        /"[^"]*\bsaw\b[^"]*"/,
      ],
    ]);
  });

  it("is the bot's own line, addressed to the one just named", () => {
    expectEach([
      [
        "juno-vega",
        [
          "we sneak into the science museum",
          "theres a guard. his badge says Mr. Delacroix",
          "*Delacroix turns around* uh oh. what do you say to him??",
        ],
        /"[^"]*Mr\. Delacroix[^"]*"/,
      ],
      [
        "sir-cedric",
        ["we reach the castle gate", "a guard named Bertram blocks the way", "what do you say to bertram"],
        /"[^"]*Bertram[^"]*"/,
      ],
      [
        "quinn-marlowe",
        ["*picks the lock of the study*", "the butler Hobbs walks in!! what do we say to him"],
        /"[^"]*Hobbs[^"]*"/,
      ],
      [
        "captain-nova",
        ["we board the station", "an officer named Vex stops us. what do u say to vex?"],
        /"[^"]*Vex[^"]*"/,
      ],
    ]);
  });

  it("is what we tell them, when we ask for something", () => {
    expectEach([
      [
        "juno-vega",
        [
          "the science museum has a giant magnet",
          "*we walk into the museum*",
          "ok new plan. we just ask the museum if we can borrow it. what do we tell them",
        ],
        /"[^"]*\b(?:borrow|return|bring it back)\b[^"]*"/i,
      ],
      [
        "sir-cedric",
        [
          "the smith has a great anvil",
          "*we ride to the forge*",
          "lets ask the smith to lend us the anvil. what do we tell him?",
        ],
        /"[^"]*\b(?:lend|comes back|borrow|return)\b[^"]*"/i,
      ],
      [
        "captain-nova",
        [
          "the station has a spare reactor coil",
          "*we dock*",
          "we need to borrow the coil. what should we tell them",
        ],
        /"[^"]*\b(?:lend|borrow|back)\b[^"]*"/i,
      ],
      [
        "agatha-vale",
        [
          "the librarian keeps the old key",
          "*we find the librarian*",
          "can we convince her to lend us the key? what do we tell her",
        ],
        /"[^"]*\b(?:borrow|lend|return|back)\b[^"]*"/i,
      ],
    ]);
  });
});

describe("where the scene goes", () => {
  it("is somewhere in the chat's own world", () => {
    expectEach([
      [
        "amara-stone",
        ["amara!! im here, the boat is ready. where are we diving tonight?"],
        /reef|wreck|coral/i,
      ],
      ["amara-stone", ["the dive boat is ready. where are we diving?"], /reef|wreck|coral/i],
      ["kai-morrow", ["boots on. where are we hiking today?"], /ridge|glacier|lake|pass/i],
      ["captain-nova", ["engines are warm, captain. where are we heading?"], /nebula|station|beacon/i],
    ]);
  });
});

describe("something offered for what the card says the bot needs", () => {
  it("is taken, for that need", () => {
    for (const m of [
      "ok juno i looked it up, the city science museum has a giant horseshoe magnet. is that what you need?",
      "i found a roll of copper wire in the shed, would that work?",
      "my neighbour has an old car battery. could that help",
      "theres a big compass in my attic, can u use that?",
    ]) {
      const reply = last("juno-vega", [m]);
      expect(reply, `${m}\n→ ${reply}`).toMatch(/chronometer/);
      expect(reply).toMatch(/magnet|wire|battery|compass/);
    }
  });

  it("is left to the other plans when the card needs nothing", () => {
    for (const slug of ["luna-harper", "kai-morrow"]) {
      const reply = last(slug, ["i found a roll of copper wire in the shed, would that work?"]);
      expect(reply, reply).not.toMatch(/exactly what i need|just the thing for|finally has a chance/i);
    }
  });
});
