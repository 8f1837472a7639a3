// A regenerate tells the same content in other words: given the replies the message already has
// (the stored alternatives, as the API passes them), the engine's next reply shares under half its
// words with each of them, and it still carries the answer (the sum, the scene's thing, the
// poem's subject), for a scenario bot, a companion, a coach and a comedian alike.
import { beforeAll, describe, expect, it } from "vitest";
import { composeReply, loadPersonaLibraries } from "../../api/services/ai/persona";
import { wordOverlap } from "../../api/services/ai/persona/variety";
import type { ChatTurn } from "../../api/services/ai/types";
import { regenerate, seedCard as card } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

function expectRetold(replies: string[], keeps: RegExp) {
  const [first, ...others] = replies;
  for (const [k, again] of others.entries()) {
    for (const before of replies.slice(0, k + 1)) {
      expect(wordOverlap(again, before), `${again}\n  vs ${before}`).toBeLessThan(0.5);
    }
    expect(again, again).toMatch(keeps);
  }
  expect(first, first).toMatch(keeps);
}

describe("a regenerate in a scene", () => {
  it("tells the beat in other words and keeps the member's thing", () => {
    expectRetold(
      regenerate("captain-nova", ["we find a derelict freighter", "hail them"]),
      /signal|static|hail/i,
    );
    expectRetold(
      regenerate("ember-the-dragon", ["*climbs to the lair*", "i set down a jar of honey from the village"]),
      /honey|jar/i,
    );
    expectRetold(
      regenerate("felix-wren", ["*boards the train*", "there's a sleepy cat on my seat"], 2),
      /cat|whisker|purr|collar/i,
    );
    expectRetold(
      regenerate("quinn-marlowe", ["*looks around the study*", "i open the music box on the shelf"]),
      /music box|tune|melody|key/i,
    );
  });
});

describe("a regenerate of a scene's answer", () => {
  const dive = ["the boat is ready for the night dive", "*rolls off the boat into the dark water*"];

  it("keeps what the thing seen turned out to be", () => {
    expectRetold(regenerate("amara-stone", [...dive, "what's that glowing blue stuff?"]), /plankton/i);
    expectRetold(
      regenerate("amara-stone", [...dive, "*a huge shadow passes above us* is that a shark??"]),
      /manta/i,
    );
    expectRetold(
      regenerate("kai-morrow", ["we rope up on the glacier", "i hear something cracking under us"]),
      /crevasse|snow bridge/i,
    );
    expectRetold(
      regenerate("amara-stone", [...dive, "theres a sea turtle sleeping under a ledge"]),
      /turtle/i,
    );
  });

  it("keeps who says what, in quotes", () => {
    expectRetold(
      regenerate("sir-cedric", [
        "the bell was stolen",
        "a girl called Odile saw something",
        "what does odile say?",
      ]),
      /Odile[\s\S]*"|"[\s\S]*Odile/,
    );
    expectRetold(
      regenerate("juno-vega", [
        "we sneak into the science museum",
        "theres a guard named Mr. Delacroix",
        "*he turns around* what do you say to him??",
      ]),
      /"[^"]*Delacroix[^"]*"/,
    );
    expectRetold(
      regenerate("kai-morrow", [
        "a climber called Tomasz is missing",
        "theres a logbook. last entry says 'going for the north couloir, back by 4'",
      ]),
      /north couloir/i,
    );
    expectRetold(
      regenerate("captain-nova", [
        "the station has a spare reactor coil",
        "*we dock*",
        "we need to borrow the coil. what should we tell them",
      ]),
      /"[^"]*(?:borrow|lend|back)[^"]*"/i,
    );
  });
});

describe("a regenerate of any reply", () => {
  it("keeps the answer to a sum", () => {
    expectRetold(regenerate("luna-harper", ["hi!", "what's 17 times 3?"]), /\b51\b/);
    expectRetold(regenerate("coach-max", ["morning coach", "whats 120 divided by 8"]), /\b15\b/);
    expectRetold(regenerate("benny-banter", ["hey benny", "what is 45 plus 38"]), /\b83\b/);
    expectRetold(regenerate("sir-cedric", ["greetings", "what's 9 squared?"]), /\b81\b/);
  });

  it("keeps the subject of a poem", () => {
    expectRetold(regenerate("luna-harper", ["hi", "write me a short poem about rain"]), /rain/i);
    expectRetold(regenerate("julian-ashford", ["hello", "a poem about the sea please"]), /sea/i);
    expectRetold(regenerate("benny-banter", ["yo", "can you write a poem about pizza"]), /pizza/i);
    expectRetold(regenerate("elara-moonwhisper", ["hi", "poem about the moon?"]), /moon/i);
  });

  it("differs from the stored alternatives, whoever wrote them", () => {
    // What the member saw may come from another engine or an earlier version of this one: the
    // stored text is what the new reply must differ from, not what this engine would have said.
    for (const [slug, messages] of [
      ["captain-nova", ["we find a derelict freighter", "hail them"]],
      ["sir-cedric", ["we ride to the inn", "*lays my shield on the table*"]],
      ["luna-harper", ["hi", "what's 17 times 3?"]],
      ["benny-banter", ["yo", "can you write a poem about pizza"]],
    ] as const) {
      const bot = card(slug);
      const history: ChatTurn[] = messages.map((content) => ({ role: "user", content }));
      const seen = composeReply({ bot, userName: "Sam", history, variant: 1 });
      const next = composeReply({ bot, userName: "Sam", history, variant: 1, alternatives: [seen] });
      expect(wordOverlap(next, seen), `${slug}: ${next}\n  vs ${seen}`).toBeLessThan(0.5);
    }
  });

  it("is never one of the replies it replaces", () => {
    const replies = regenerate("jamie-cole", ["hey", "lol my day was so long"], 3);
    expect(new Set(replies).size).toBe(replies.length);
  });
});

describe("a regenerate of a story, a joke or a scene's place", () => {
  it("tells another story about the same subject", () => {
    expectRetold(regenerate("rio-vance", ["hey", "tell me a story about a lost lighthouse"]), /lighthouse/i);
    expectRetold(
      regenerate("captain-nova", ["hi", "a short story about the Silver Comet's last voyage"]),
      /Silver Comet/i,
    );
    expectRetold(regenerate("jamie-cole", ["hey", "tell me a story about my cat Biscuit"]), /Biscuit/i);
    expectRetold(regenerate("nora-nightingale", ["hi", "a story about a sleepy fox please"]), /fox/i);
  });

  it("tells another joke on the topic, when the ones on file are told", () => {
    const onTopic = (word: string) => new RegExp(`[^.!?]*\\b${word}[^.!?]*\\?`, "i");
    expectRetold(
      regenerate("benny-banter", ["yo", "tell me a joke about accountants"], 2),
      onTopic("accountant"),
    );
    expectRetold(regenerate("jamie-cole", ["hey", "got a joke about dentists?"]), onTopic("dentist"));
    expectRetold(regenerate("unit-k7", ["hi", "tell me a joke about plumbers"], 2), onTopic("plumber"));
    expectRetold(regenerate("captain-nova", ["hi", "a joke about space pirates pls"], 2), onTopic("pirate"));
  });

  it("keeps a scene's place in its own world", () => {
    for (const messages of [
      ["we're docked at Orion Station for the night", "*walks along the station's main deck*"],
      ["captain, we dock at Vesta Station", "*steps off the ship onto the station*"],
    ]) {
      const replies = regenerate("captain-nova", messages, 2);
      for (const reply of replies) expect(reply, reply).not.toMatch(/stationmaster|platform|whistle/i);
    }
  });
});
