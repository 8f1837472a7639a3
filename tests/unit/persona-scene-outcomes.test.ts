// What the member asks the bot to do in a scene is done, with what the verb brings about
// (api/services/ai/persona/scene-outcome.ts, words/scene-outcomes.json): ice melts to water, a rope
// hauled lifts its load, a lid opens; then the scene moves on. Finding out (reading, looking) stays
// the scene's own, and outside a scene nothing is acted out.
import { beforeAll, describe, expect, it } from "vitest";
import { composeReply, loadPersonaLibraries } from "../../api/services/ai/persona";
import { WORDS } from "../../api/services/ai/persona/words";
import type { ChatTurn } from "../../api/services/ai/types";
import { lastReply, seedCard } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

/** The outcome lines written for `verb`, as their actions read before {thing} is filled in. */
const actionsOf = (verb: string) =>
  WORDS.sceneOutcomes.outcomes
    .find((o) => o.verbs.includes(verb))!
    .lines.map((l) => l.slice(0, l.indexOf("{thing}")));

/** The spoken sentences of a reply, its *actions* left out. */
const sentences = (reply: string) =>
  reply
    .replace(/\*[^*]*\*/g, " ")
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s.trim().length > 3);

const pool = ["hello? where is everyone", "*kneels by a frozen pond* there's something dark under the ice"];

describe("an action asked of the bot in a scene", () => {
  it("melts the ice when asked, with water, and then the scene moves on", () => {
    const reply = lastReply("elara-moonwhisper", [...pool, "can you melt the ice please?"]);
    expect(actionsOf("melt").some((a) => reply.startsWith(a))).toBe(true);
    expect(reply).toMatch(/\bthe ice\b/);
    expect(reply).toMatch(/water|drip|trickle|drops/i);
    expect(sentences(reply).length).toBeGreaterThanOrEqual(2);
  });

  it("does the action on what the scene is about when asked about 'it', and hauls on an order", () => {
    const chest = [
      "we're in the old lighthouse, looking for my grandfather's logbook",
      "*finds a heavy iron chest at the bottom of the stairwell*",
    ];
    const lifted = lastReply("rio-vance", [...chest, "how do we lift it without dropping it?"]);
    expect(actionsOf("lift").some((a) => lifted.startsWith(a))).toBe(true);
    expect(lifted).toMatch(/\bchest\b/);
    const hauled = lastReply("rio-vance", [...chest, "*ties a rope around the chest* pull!!"]);
    expect(actionsOf("pull").some((a) => hauled.startsWith(a))).toBe(true);
  });

  it("tells a regenerate the other way: another of the verb's outcomes", () => {
    const bot = seedCard("elara-moonwhisper");
    const history: ChatTurn[] = [];
    for (const content of [...pool, "could u thaw the ice"]) {
      history.push({ role: "user", content });
      history.push({ role: "assistant", content: composeReply({ bot, userName: "Sam", history }) });
    }
    const first = history.at(-1)!.content;
    const again = composeReply({
      bot,
      userName: "Sam",
      history: history.slice(0, -1),
      variant: 1,
      alternatives: [first],
    });
    expect(actionsOf("melt").some((a) => again.startsWith(a))).toBe(true);
    expect(again).not.toBe(first);
  });

  it("leaves finding out to the scene, and acts nothing out in a chat that is not one", () => {
    const letter = lastReply("elara-moonwhisper", [
      ...pool,
      "*pulls out a folded letter*",
      "can you read it?",
    ]);
    expect(actionsOf("read").some((a) => letter.startsWith(a))).toBe(false);
    const coach = lastReply("coach-max", ["hey coach", "can you melt the ice please?"]);
    expect(actionsOf("melt").some((a) => coach.startsWith(a))).toBe(false);
  });
});
