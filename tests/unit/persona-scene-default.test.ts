// The fall-through of a scene: a move or a question about a thing no frame was written for is
// answered with that thing in its own terms (what it is like, what comes with it), and something
// asked about it that the scene never said (where it is kept, what it is called) is invented once
// and the same on every later turn, since the engine keeps no state. Bots of other kinds are left
// to their own plans.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { thingsIn } from "../../api/services/ai/persona/scene-things";
import { asksRecap } from "../../api/services/ai/persona/story";
import { lastReply as last, playChat as play } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const SMALL_TALK =
  /what's the story there|tell me more|how has your day|not completely sure|what's your own guess|can't look|can't check|right up my street|what's on your mind/i;

function expectScene(reply: string, words: RegExp) {
  expect(reply, reply).not.toMatch(SMALL_TALK);
  expect(reply, reply).toMatch(words);
}

describe("the things a message names", () => {
  it("are read in order, the longer name first, as the bot says them", () => {
    expect(thingsIn("there's a music box in the drawer").map((t) => t.name)).toEqual([
      "the music box",
      "the drawer",
    ]);
    expect(thingsIn("i hear FOOTSTEPS and clanking").map((t) => t.name)).toEqual([
      "the footsteps",
      "the clank",
    ]);
    expect(thingsIn("he wants to steal your crown").map((t) => t.name)).toEqual(["my crown"]);
    expect(thingsIn("nothing here at all")).toEqual([]);
  });
});

describe("a move about a thing is answered with the thing in its own terms", () => {
  it("takes up what the member set down, opened or heard, in any world", () => {
    expectScene(
      last("ember-the-dragon", ["*drops a sack of bread at your claws* the miller sent it"]),
      /crust|flour|steam|crusty/i,
    );
    expectScene(
      last("sir-cedric", [
        "we reach the inn at dusk",
        "*lays a dented shield on the table* it was my fathers",
      ]),
      /crest|strap|scratches|painted/i,
    );
    expectScene(
      last("felix-wren", ["*walks to the dining car*", "i pour myself some tea from the trolley"]),
      /saucer|sugar|steaming|strong/i,
    );
    expectScene(
      last("quinn-marlowe", ["*looks around*", "There is a cracked mirror on the back wall"]),
      /reflection|silver frame|smudge/i,
    );
    expectScene(
      last("rio-vance", ["*pushes through the ferns*", "a snake is coiled on the idol"]),
      /scales|tongue|hiss|jewelled|pedestal|curse/i,
    );
  });

  it("plays what the member does to it: the lock gives, the lid opens", () => {
    const opens = /gives|opens|swings open|click/i;
    expectScene(
      last("agatha-vale", ["*creeps down to the cellar*", "I pick the lock on the old trunk"]),
      opens,
    );
    expectScene(last("rio-vance", ["*kneels by the altar*", "Mara pries the lid off with her knife"]), opens);
    expectScene(last("captain-nova", ["we dock with the wreck", "we force the hatch"]), opens);
    expectScene(
      last("quinn-marlowe", ["*searches the desk*", "i unlock the drawer with the little key"]),
      opens,
    );
  });

  it("names a second thing of the same message too", () => {
    const reply = last("sir-cedric", [
      "we ride out at dawn",
      "i hear a bell ringing and a horse snorting outside",
    ]);
    expectScene(reply, /bronze|rope|echo|ring\b/i);
    expect(reply).toMatch(/saddle|hooves|snort|patient|tired/i);
  });
});

describe("a question about a thing of the scene is answered in it", () => {
  it("says where it is kept, and the same place when asked again later", () => {
    const replies = play("ember-the-dragon", [
      "*climbs into the lair*",
      "i brought the honey from the village",
      "where do you keep your crown",
      "*sits on a rock*",
      "so where do u keep the crown",
    ]);
    const where =
      /(?:under|behind|in|inside) (?:the oldest pile|a loose stone|a chest|a floorboard|a hollow|a box)[^,.]*/i;
    const first = replies[2]!.match(where)?.[0];
    expect(first, replies[2]).toBeTruthy();
    expect(replies[4]!.toLowerCase()).toContain(first!.toLowerCase());
  });

  it("gives what it is called, the same name next time", () => {
    const replies = play("felix-wren", [
      "*looks out the window*",
      "theres a little town with a clock tower coming up. whats it called",
      "*yawns*",
      "what's the town called",
    ]);
    const name = replies[1]!.match(
      /\b([A-Z][a-z]+(?:ford|brook|haven|mere|wick|stead|hollow|gate|field|cross))\b/,
    )?.[1];
    expect(name, replies[1]).toBeTruthy();
    expect(replies[3], replies[1]).toContain(name);
  });

  it("gives a reason for why a thing is as it is, the same when asked again", () => {
    const because = /\bBecause\b|My guess\?/;
    expectScene(last("quinn-marlowe", ["*looks around*", "why is the clock on the wall stuck"]), because);
    expectScene(
      last("agatha-vale", ["*lights a candle*", "why would anyone lock the diary in a drawer?"]),
      because,
    );
    expectScene(last("captain-nova", ["we board the wreck", "why is the airlock still sealed"]), because);
    const replies = play("rio-vance", [
      "*steps into the temple*",
      "why is the idol facing the wall?",
      "*looks closer*",
      "so why is that idol facing the wall",
    ]);
    const reason = replies[1]!.match(/(?:Because|My guess\?)[^.]*\./)?.[0];
    expect(reason, replies[1]).toBeTruthy();
    expect(replies[3]).toContain(reason!.slice(0, 30));
    expect(last("ember-the-dragon", ["*sits by the hoard*", "why do you keep so much gold?"])).not.toMatch(
      because,
    );
  });

  it("tells the member where to start, from the card's own things", () => {
    expectScene(last("quinn-marlowe", ["ok im in. where do i even start"]), /clock|drawer|desk|shelf|study/i);
    expectScene(
      last("agatha-vale", ["fine, I'm locked in. where should we begin?"]),
      /book|candle|shelf|ghost/i,
    );
    expectScene(
      last("captain-nova", ["*salutes* reporting for duty. how do i even start"]),
      /star|engine|bridge|ship/i,
    );
    expectScene(last("sir-cedric", ["alright where do we start"]), /inn|notice|crossroads|sword|fire|ale/i);
  });

  it("leaves a question about the weather, a sum or a riddle guess to the other plans", () => {
    const weather = last("elara-moonwhisper", [
      "*follows the path*",
      "what will the weather be like this weekend?",
    ]);
    expect(weather).not.toMatch(/pale|stars around it|moss, roots/);
    const sum = last("rio-vance", ["*lights a torch*", "what's 12 plus 30?"]);
    expect(sum).toMatch(/42/);
  });
});

describe("bots of other kinds", () => {
  it("do not turn a question into a scene", () => {
    for (const slug of ["coach-max", "luna-harper", "benny-banter", "priya-anand"]) {
      const reply = last(slug, ["where do i even start with my goals"]);
      expect(reply, `${slug}: ${reply}`).not.toMatch(
        /Start where the room|pretending to be obvious|start close/,
      );
    }
  });
});

describe("a recap asked in other words", () => {
  it("is a recap, in a scene or a plan", () => {
    for (const m of [
      "what do we have left to do? sum it up",
      "ok where do we stand",
      "whats left to do",
      "can u sum everything up for me",
    ])
      expect(asksRecap(m), m).toBe(true);
    for (const m of [
      "what's left of the cake?",
      "where do you stand on pineapple pizza",
      "I left my bag at the station",
    ])
      expect(asksRecap(m), m).toBe(false);
  });

  it("tells what the member planned, in order", () => {
    const reply = last("reginald-pemberton", [
      "im throwing a birthday picnic for my son Theo on sunday",
      "i'm bringing sandwiches and a chocolate cake",
      "my neighbour Ruth is lending us a gazebo",
      "ok sum it up, what have we got",
    ]);
    expect(reply.indexOf("picnic"), reply).toBeGreaterThanOrEqual(0);
    expect(reply.indexOf("cake")).toBeGreaterThan(reply.indexOf("picnic"));
    expect(reply.indexOf("Ruth")).toBeGreaterThan(reply.indexOf("cake"));
  });
});
