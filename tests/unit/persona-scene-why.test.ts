// A why, who, where or what asked inside a scene about someone or something it named gets something
// concrete, invented in the scene's world and kept: why someone clings to a thing (it was a
// relative's), their own words when asked who gave it to them (the same relative, in quotes), where
// someone of a trade would hide (a gardener in the conservatory), what a key opens (something small
// with a lock). Four or more paraphrases per shape, with a sci-fi, a fantasy, a mystery card and a
// companion in an everyday scene.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { playChat } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const STOCK = /can't look|not completely sure|what's your own guess|tell me more about|what's on your mind/i;
const RELATIVE =
  /\b(daughter|son|wife|husband|sister|brother|mother|father|grandfather|grandmother|friend)\b/i;

type Case = [slug: string, messages: string[], wants: RegExp];

function expectEach(cases: Case[]) {
  for (const [slug, messages, wants] of cases) {
    const reply = playChat(slug, messages).at(-1)!;
    expect(reply, `${slug}: ${messages.at(-1)}\n→ ${reply}`).toMatch(wants);
    expect(reply, `${slug}: ${messages.at(-1)}\n→ ${reply}`).not.toMatch(STOCK);
  }
}

/** Why someone clings to a thing, then who gave it to them, asked of them: one chat each. */
const KEEPSAKES: [slug: string, scene: string[], why: string, asked: string, thing: RegExp][] = [
  [
    "captain-nova",
    ["we board the wreck", "theres a survivor, a pilot called Mara Voss"],
    "mara is hugging an old leather journal and won't let anyone touch it. why does she care so much?",
    "mara wakes up in sickbay. i ask her who gave her the journal",
    /journal/i,
  ],
  [
    "sir-cedric",
    ["*we ride into the village*", "the blacksmith is a big man called Edric Stone"],
    "edric is guarding a rusty helmet like treasure. why would he care about it so much",
    "we ask Edric who gave him the helmet",
    /helmet/i,
  ],
  [
    "detective-hollis",
    ["*walks into the bar*", "the bartender is an old guy named Lou Marchetti"],
    "lou keeps holding a faded photograph and won't put it down. why would he care so much?",
    "i ask him who gave him the photograph",
    /photo/i,
  ],
  [
    "unit-k7",
    ["the power just went out in the whole building", "theres a knock. its my neighbour Mrs. Okoro"],
    "mrs okoro is clutching a little tin box and won't let go. why would she care so much",
    "i ask her who gave her the tin box",
    /box/i,
  ],
];

describe("why someone clings to a thing", () => {
  it("is a keepsake from someone named, in the reply", () => {
    for (const [slug, scene, why, , thing] of KEEPSAKES) {
      const reply = playChat(slug, [...scene, why]).at(-1)!;
      expect(reply, `${slug}: ${why}\n→ ${reply}`).toMatch(RELATIVE);
      expect(reply, `${slug}: ${why}\n→ ${reply}`).toMatch(thing);
    }
  });

  it("is the same someone when they are asked who gave it to them, in their own words", () => {
    for (const [slug, scene, why, asked] of KEEPSAKES) {
      const [first, again] = playChat(slug, [...scene, why, asked]).slice(-2) as [string, string];
      const relative = first.match(RELATIVE)![1]!.toLowerCase();
      expect(again, `${slug}: ${asked}\n→ ${again}`).toMatch(/[“"][^“"]+[”"]/);
      expect(again.toLowerCase(), `${slug}: ${asked}\n→ ${again}`).toContain(relative);
    }
  });
});

describe("why someone feels something", () => {
  it("is no keepsake story when nothing is held", () => {
    for (const [slug, messages] of [
      ["unit-k7", ["the power just went out", "my cat Miso is hiding under the bed. why is she so scared?"]],
      ["captain-nova", ["we board the wreck", "the pilot is shaking. why is he so upset?"]],
      ["sir-cedric", ["*we ride into the village*", "the miller looks terrified. why would he be so scared"]],
      ["detective-hollis", ["*walks into the bar*", "why is the bartender so nervous?"]],
    ] as const) {
      const reply = playChat(slug, [...messages]).at(-1)!;
      expect(reply, `${slug}: ${messages.at(-1)}\n→ ${reply}`).not.toMatch(/belonged to|last gift|keepsake/i);
    }
  });
});

describe("where someone of a trade would be", () => {
  it("is the place of their trade, in the scene's building", () => {
    expectEach([
      [
        "agatha-vale",
        ["*walks into the reading room*", "where would a cook hide in a library?"],
        /kitchen|pantry|scullery/i,
      ],
      [
        "detective-hollis",
        ["*walks into the hotel lobby*", "where would a gardener hide in a hotel??"],
        /conservatory|greenhouse|potting/i,
      ],
      [
        "captain-nova",
        ["we board the derelict", "where would an engineer hide on this ship?"],
        /engine room|crawlspace|workshop/i,
      ],
      [
        "sir-cedric",
        ["*we enter the castle*", "where would a guard sleep in a castle"],
        /guardroom|armoury|watchtower/i,
      ],
    ]);
  });
});

describe("what a key opens", () => {
  it("is something small with a lock, and a place the scene named", () => {
    const LOCK = /drawer|case|cabinet|chest|box|compartment/i;
    expectEach([
      [
        "agatha-vale",
        ["*opens the old desk* theres a small silver key inside", "what does the key open?"],
        LOCK,
      ],
      [
        "rio-vance",
        ["*we enter the temple* a bronze key lies on the altar", "what does this key unlock? hint pls"],
        LOCK,
      ],
      [
        "detective-hollis",
        ["*searches the office* theres a tiny key taped under the chair", "what would that key open"],
        LOCK,
      ],
      [
        "captain-nova",
        ["we board the derelict. theres a keycard on the floor", "what does the keycard open"],
        LOCK,
      ],
    ]);
  });
});
