// Scenes that move, with names, props and worlds the eval does not have: a move is answered by
// something new that brings back what the scene named before; an order ("hail them") is played in
// the scene; a question inside it ("who was X?", "what do we see?", "which one?", "will she be ok?",
// "can you find it?", "do you think…?") is answered in the scene's world, the same way next time;
// a regenerate tells the beat another way.
import { beforeAll, describe, expect, it } from "vitest";
import { composeReply, loadPersonaLibraries } from "../../api/services/ai/persona";
import { worldOf } from "../../api/services/ai/persona/scene-world";
import type { ChatTurn } from "../../api/services/ai/types";
import { seedCard as card } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

function play(slug: string, messages: string[]): { replies: string[]; history: ChatTurn[] } {
  const bot = card(slug);
  const history: ChatTurn[] = [];
  const replies: string[] = [];
  for (const content of messages) {
    history.push({ role: "user", content });
    const reply = composeReply({ bot, userName: "Sam", history });
    history.push({ role: "assistant", content: reply });
    replies.push(reply);
  }
  return { replies, history };
}
const last = (slug: string, messages: string[]) => play(slug, messages).replies.at(-1)!;

const SMALL_TALK =
  /what's the story there|tell me more|how has your day|not completely sure|what's your own guess|can't look|right up my street/i;

function expectScene(reply: string, ...facts: RegExp[]) {
  expect(reply).not.toMatch(SMALL_TALK);
  for (const f of facts) expect(reply, reply).toMatch(f);
}

describe("the card's world", () => {
  it("is read from the card's words", () => {
    expect(worldOf(card("captain-nova").description.toLowerCase())).toHaveProperty("name", "space");
    expect(worldOf("a ghost who haunts an old manor")).toHaveProperty("name", "haunted");
    expect(worldOf("an explorer looking for a lost temple in the jungle")).toHaveProperty("name", "jungle");
    expect(worldOf("an elven sorceress of an enchanted forest")).toHaveProperty("name", "forest");
    expect(worldOf("a barista who loves latte art")).toHaveProperty("name", "default");
  });
});

describe("a move brings back what the scene named before", () => {
  it("names someone or something of an earlier message the member left out now", () => {
    expectScene(
      last("captain-nova", [
        "we pick up a mayday from an ore hauler called the Kestrel",
        "our engineer Chief Abara says the reactor is failing",
        "*boards the hauler*",
      ]),
      /Kestrel|Abara/,
    );
    expectScene(
      last("rio-vance", [
        "*pushes through the ferns*",
        "there's a statue of a serpent with ruby eyes by the gate",
        "i step through the gate",
      ]),
      /serpent|ruby|statue|ferns/i,
    );
    expectScene(
      last("agatha-vale", [
        "i find a green diary under the stairs, it says 'Ada Finch' on the cover",
        "*opens the diary*",
        "theres a map of the attic drawn inside",
      ]),
      /Ada Finch|diary/i,
    );
    expectScene(
      last("sir-cedric", [
        "we ride to the village of Brackenford",
        "a farmer named Old Tom says wolves took his goats",
        "we follow the tracks into the woods",
      ]),
      /Tom|Brackenford|village|goats|wolves|farmer/i,
    );
  });

  it("plays an order given in the scene", () => {
    expectScene(
      last("captain-nova", ["we find a derelict called the Osprey drifting", "hail them"]),
      /Osprey/,
    );
    expectScene(last("captain-nova", ["lets go. plot a course for the asteroid belt"]), /\.\s.+\./);
    expectScene(
      last("rio-vance", ["*climbs the stair*", "there's an idol of a frog on a pedestal", "grab the idol"]),
      /\.\s.+\./,
    );
  });
});

describe("a question inside a scene is answered in it", () => {
  it("who someone was, the same on another turn", () => {
    const lines = [
      "i pull a book off the shelf, it says 'Property of Silas Marsh' inside",
      "who was Silas Marsh?",
    ];
    const first = last("agatha-vale", lines);
    expectScene(first, /Silas Marsh (?:was|is)/);
    const again = last("agatha-vale", [...lines.slice(0, 1), "*dusts off the cover*", "who was Silas Marsh"]);
    const identity = (r: string) => r.match(/Silas Marsh was ([^.]+)/)?.[1];
    expect(identity(again)).toBe(identity(first));
  });

  it("who sends or leaves something nobody named", () => {
    expectScene(
      last("captain-nova", [
        "we head into the asteroid field",
        "*locks onto the transmission* who is broadcasting it?",
      ]),
      /signal|beacon|ship|vessel|mayday|distress/i,
    );
  });

  it("what we see, and which of the options just named", () => {
    expectScene(
      last("captain-nova", [
        "we dock with a station called Halcyon",
        "*opens the hatch* what do we see in there",
      ]),
      /\.\s.+\./,
    );
    const which = last("rio-vance", [
      "*lights the lantern*",
      "we reach a hall with three bridges: rope, stone and iron",
      "which one?",
    ]);
    expectScene(which, /\b(?:rope|stone|iron)\b/);
    expect(
      last("sir-cedric", [
        "we come to a fork in the road",
        "there are paths to the mill, the marsh or the tower",
        "which way?",
      ]),
    ).toMatch(/\b(?:mill|marsh|tower)\b/);
  });

  it("whether someone will be all right, with who and what helps", () => {
    expectScene(
      last("captain-nova", [
        "i grab the medkit and run to the shuttle with Dr. Vance",
        "theres an injured pilot in the cockpit, his name is Rook",
        "is Rook going to be ok?",
      ]),
      /Rook/,
      /medkit|Vance|shuttle/,
    );
  });

  it("the bot does what it is asked, towards what the member seeks", () => {
    expectScene(
      last("elara-moonwhisper", [
        "I'm looking for my brother's silver flute. I lost it near the river",
        "could you cast a spell to find it?",
      ]),
      /flute/,
    );
    expectScene(
      last("captain-nova", [
        "we need to find the lost probe",
        "*enters the debris field*",
        "can you scan for it?",
      ]),
      /probe/,
    );
  });

  it("a view on the story, with who it turns on", () => {
    expectScene(
      last("agatha-vale", [
        "i find a bundle of letters from Thomas Reed in a locked drawer",
        "*reads the first one*",
        "do you think Clara ever read the letters?",
      ]),
      /Thomas Reed|letters/,
      /doubt|perhaps|guess|believe/i,
    );
  });
});

describe("a regenerate in a scene tells it another way", () => {
  it("differs from the reply it replaces and still names the scene", () => {
    const { history } = play("rio-vance", [
      "*hacks at the roots*",
      "there's a door with a bronze sun on it, guarded by a stone monkey",
      "I push the bronze sun",
    ]);
    const bot = card("rio-vance");
    const first = history.at(-1)!.content;
    const again = composeReply({ bot, userName: "Sam", history: history.slice(0, -1), variant: 1 });
    expect(again).not.toBe(first);
    expectScene(again, /sun|monkey|door|stone/i);
  });
});
