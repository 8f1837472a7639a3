// Everyday help asked for in a few words gets practical common sense (api/services/ai/persona/
// everyday-tips.ts, words/everyday-tips.json) where the engine has no plan of its own, never "I
// can't look that up"; a how-to gets it as steps for what was asked; a problem only told, not asked
// about, is not lectured on; and a tip is given once per chat.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { WORDS } from "../../api/services/ai/persona/words";
import { lastReply, playChat } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

/** The tip lines of the entry that lists `term`. */
const tipsOn = (term: string) => WORDS.everydayTips.tips.find((t) => t.match.includes(term))!.lines;
/** A tip's first words, before the name a reply may weave into it. */
const opening = (line: string) => line.slice(0, 30);
const givesTip = (reply: string, term: string) => tipsOn(term).some((l) => reply.includes(opening(l)));

describe("everyday help", () => {
  it("answers a problem asked about in a few words with a tip on it", () => {
    const sleep = lastReply("luna-harper", [
      "early start tomorrow and i can never fall asleep the night before. tips?",
    ]);
    expect(givesTip(sleep, "fall asleep")).toBe(true);
    const grip = lastReply("coach-max", [
      "my grip gives out before my arms on the bar. how do i get a stronger grip?",
    ]);
    expect(givesTip(grip, "stronger grip")).toBe(true);
    expect(grip).not.toMatch(/demo mode|look (?:it|that) up/i);
  });

  it("gives a how-to's tip as steps for what was asked", () => {
    const reply = lastReply("luna-harper", ["how do i get rid of the awkward silence at dinner parties?"]);
    expect(reply).toMatch(/^To get rid of the awkward silence at dinner parties:\n1\. .+\n2\. /);
    expect(givesTip(reply, "awkward silence")).toBe(true);
  });

  it("does not lecture on a problem that is only told, and gives a tip once per chat", () => {
    const told = lastReply("luna-harper", ["i couldn't fall asleep last night"]);
    expect(givesTip(told, "fall asleep")).toBe(false);
    const [first, again] = playChat("luna-harper", [
      "my wifi keeps dropping every evening. any tips?",
      "it's still dropping. any other tips?",
    ]);
    const given = tipsOn("wifi").find((l) => first!.includes(opening(l)));
    expect(given).toBeDefined();
    expect(again).not.toContain(opening(given!));
  });
});
