// Scene turns by cause, with names, props and places the eval does not have: something told as it
// happens names who it brings in, a statement asked back is confirmed in the scene, "what's your
// hunch?" gets a view naming who and why, "what's the plan?" the card's own scene, a need met in
// it (cold, hungry, scared), and a card for real life never starts a scene on its own.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { entitiesIn } from "../../api/services/ai/persona/scene-state";
import { lastReply as last } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const SMALL_TALK =
  /what's the story there|tell me more|how has your day|what made you|not completely sure|can't look|I'm sorry about/i;
const STRAY_SCENE =
  /not by accident|bootprint|worth a second look|Names are doors|\*(?:looks where you're looking|follows your gaze|crouches)/i;

function expectScene(reply: string, ...facts: RegExp[]) {
  expect(reply).not.toMatch(SMALL_TALK);
  for (const f of facts) expect(reply).toMatch(f);
}

describe("names in a message are read whole", () => {
  it("a person named or called, a proper name of two words, a place after a name", () => {
    const kinds = (text: string) => entitiesIn(text).map((e) => `${e.kind}:${e.name}`);
    expect(kinds("A smuggler named Vera Quill waves us over.")).toContain("person:Vera Quill");
    expect(kinds("A hound called Rufus sniffs the air.")).toContain("person:Rufus");
    expect(kinds("We ride north to Fort Garrow at dawn.")).toContain("place:Fort Garrow");
    expect(kinds("The map shows the Drowned Rat tavern by the quay.")).toContain(
      "place:the Drowned Rat tavern",
    );
    expect(kinds("So Edgar Finch hid the Amber Key in his study?")).toEqual(
      expect.arrayContaining(["person:Edgar Finch", "thing:the Amber Key"]),
    );
  });
});

describe("something told as it happens in a scene names who it brings in", () => {
  it("a new name in a third-person move is in the reply", () => {
    expectScene(
      last("detective-hollis", [
        "My sister Ruth went missing last week.",
        "*walks into the Velvet Room*",
        "The doorman shrugs and says Ruth left with a man named Silas Crane.",
      ]),
      /Silas/,
    );
    expectScene(
      last("captain-nova", [
        "We dock at the mining station.",
        "*boards the station*",
        "The quartermaster sighs and says a smuggler called Vera Quill bought all the fuel.",
      ]),
      /Vera Quill/,
    );
    expectScene(
      last("rio-vance", [
        "*hacks through the vines*",
        "We reach the old rope bridge.",
        "A boy runs up and says a thief named Marco Reyes crossed it this morning.",
      ]),
      /Marco/,
    );
  });

  it("a statement asked back is confirmed in the scene, naming what it names", () => {
    expectScene(
      last("rio-vance", ["*unrolls the map*", "So Edgar Finch hid the Amber Key somewhere in Fort Garrow?"]),
      /Amber Key|Edgar Finch|Fort Garrow/,
    );
    expectScene(
      last("captain-nova", [
        "*checks the scanner*",
        "And the signal is coming from a moon called Tessaly, right under the ice?",
      ]),
      /Tessaly/,
    );
    expectScene(
      last("detective-hollis", ["*lights a cigarette*", "So the widow Mrs. Harlow paid the driver to lie?"]),
      /Harlow|driver/,
    );
  });
});

describe("a view asked in a scene names who it points to and why", () => {
  const case1 = [
    "My brother Leon vanished on Friday.",
    "*slides a brass locket across the desk* It was under his pillow.",
    "We go to the harbour. A fisherman says Leon argued with a man named Abel Stroud.",
  ];
  it("'what's your hunch', 'what do you make of…', 'who do you think…' all get a named view", () => {
    expect(last("detective-hollis", [...case1, "What's your hunch?"])).toMatch(/Abel Stroud/);
    expect(last("detective-hollis", [...case1, "What do you make of the locket?"])).toMatch(/locket/);
    expect(last("detective-hollis", [...case1, "Who do you think did it?"])).toMatch(/Abel Stroud/);
  });
});

describe("a choice asked in a scene gets one of the two, with a reason", () => {
  it("either move offered is named, never 'I can't look it up'", () => {
    const cases: [string, string[], RegExp][] = [
      [
        "sir-cedric",
        [
          "*draws my sword* We ride to the Ashen Bridge.",
          "A troll named Grub blocks the way. Do we pay the toll or fight him?",
        ],
        /pay the toll|fight Grub|fight him/,
      ],
      [
        "captain-nova",
        ["We dock with the freighter.", "Should we open the cargo hold or check the bridge first?"],
        /open the cargo hold|check the bridge/,
      ],
      [
        "rio-vance",
        ["*climbs the temple steps*", "Do we take the left tunnel, or climb the vines?"],
        /left tunnel|climb the vines/,
      ],
    ];
    for (const [slug, messages, options] of cases) {
      const reply = last(slug, messages);
      expect(reply).toMatch(options);
      expect(reply).not.toMatch(SMALL_TALK);
    }
  });

  it("'should we…?' gets a view on that move: yes carefully, or not yet", () => {
    const cases: [string, string[], RegExp][] = [
      [
        "ember-the-dragon",
        ["*sets down a basket of plums*", "A wizard called Alaric wants your crown. Should we trust Alaric?"],
        /trust Alaric/i,
      ],
      [
        "amara-stone",
        ["*points at the river*", "Should we follow the river upstream?"],
        /follow the river upstream/i,
      ],
      [
        "captain-nova",
        ["We dock with the derelict.", "Should I open the sealed hatch?"],
        /open the sealed hatch/i,
      ],
    ];
    for (const [slug, messages, move] of cases) {
      const reply = last(slug, messages);
      expect(reply).toMatch(move);
      expect(reply).toMatch(/yes|not yet/i);
    }
  });

  it("'what's your take on…' names who it is about, not the asking", () => {
    const reply = last("sir-cedric", [
      "*draws my sword* We ride to the Ashen Bridge.",
      "A troll named Grub blocks the way.",
      "What's your take on Grub?",
    ]);
    expect(reply).toMatch(/Grub/);
    expect(reply).not.toMatch(/take on Grub/);
  });
});

describe("with no one named yet, a hunch is about the thing the scene turns on", () => {
  it("an escape room, a ruin and a wreck", () => {
    expect(
      last("quinn-marlowe", [
        "*looks around the room*",
        "*opens the desk drawer* There's a brass key and a torn map.",
        "What's your hunch?",
      ]),
    ).toMatch(/key|map/);
    expect(
      last("rio-vance", [
        "*pushes through the vines*",
        "I find a cracked jade idol in the mud.",
        "What do you make of it?",
      ]),
    ).toMatch(/idol/);
    expect(
      last("captain-nova", [
        "We board the wreck.",
        "*scans the console* There's a black box still blinking.",
        "Any theories?",
      ]),
    ).toMatch(/black box/);
  });
});

describe("'what have we found so far?' and other ways of asking are a recap", () => {
  const moves = [
    "*opens the desk drawer* There's a brass key.",
    "I unlock the cabinet with the key.",
    "*reads the note inside*",
  ];
  it.each(["What have we found so far?", "What's happened so far?", "What did we learn so far?"])(
    "%s",
    (ask) => {
      const reply = last("quinn-marlowe", [...moves, ask]);
      expect(reply).toMatch(/key/);
      expect(reply).toMatch(/cabinet/);
      expect(reply.indexOf("key")).toBeLessThan(reply.indexOf("cabinet"));
    },
  );
});

describe("'what's the plan?' in a scenario chat is the card's own scene", () => {
  it("said as what we do now", () => {
    expect(last("rio-vance", ["Hey Rio! What's the plan?"])).toMatch(/temple|jungle|map/);
    expect(last("sir-cedric", ["Good morrow! So what's our plan?"])).toMatch(/crossroads inn|notice board/);
    expect(last("kai-morrow", ["Morning Kai. What do we do first?"])).toMatch(/mountain trail|weather/);
  });
});

describe("a need in a scene is met in it", () => {
  const trail = ["We climb up to the frozen ridge.", "*pulls my hood up*"];
  it("cold, hungry, tired and scared each get their answer", () => {
    expect(last("kai-morrow", [...trail, "I'm freezing, my hands are numb."])).toMatch(/warm|layer|fire/i);
    expect(last("amara-stone", ["We wade up the river.", "I'm starving. Anything to eat?"])).toMatch(
      /food|bread|fruit|eat/i,
    );
    expect(last("rio-vance", ["*climbs down into the cave*", "I'm so tired, I need a rest."])).toMatch(
      /rest|break|sit/i,
    );
    expect(
      last("agatha-vale", ["*lights a candle* We go up to the attic.", "This attic gives me the creeps."]),
    ).toMatch(/scared|fear|afraid|safe|brave/i);
  });

  it("a feeling about life outside the scene is not met with the scene", () => {
    const reply = last("ember-the-dragon", [
      "*climbs the mountain*",
      "I'm nervous about my driving test tomorrow.",
    ]);
    expect(reply).not.toMatch(/step a little closer|stays at your side/);
  });
});

describe("a card for real life never starts a scene on its own", () => {
  it("a travel guide, a cook and a coach answer a statement naming props without a scene", () => {
    expect(
      last("marisol-ibarra", ["A SIM card with 20 GB costs 25 euros at the airport kiosk."]),
    ).not.toMatch(STRAY_SCENE);
    expect(last("marisol-ibarra", ["I found a tiny café called Rosa's near the old station."])).not.toMatch(
      STRAY_SCENE,
    );
    expect(last("ines-duarte", ["The oven in my flat has a broken door hinge."])).not.toMatch(STRAY_SCENE);
  });

  it("once the member starts a scene with an *action*, the travel guide plays along", () => {
    expect(last("marisol-ibarra", ["*opens the hostel door* We step into the courtyard."])).toMatch(
      /courtyard/i,
    );
  });
});
