// Figures asked plainly in a scene or at home: a diver's air in bar at a rate ("120 bar and we use 8
// bar a minute"), how old a thing dated with a bare year is ("says 1784 on it… it's 2026 now"), an
// amount scaled said with the noun asked ("5 bananas"), and a bedtime worked back from a question
// that opens with its "if" ("if i need 8 hours, when do i go to bed? i leave at 5:50…"), and the
// safe temperature inside chicken (the kitchen's line with the thermometer, never an oven's).
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { lastReply } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

describe("figures asked plainly", () => {
  it("says how long a supply in bar lasts at its rate", () => {
    const reply = lastReply("rio-vance", [
      "how much air do we have? my gauge says 120 bar and we use about 8 bar a minute",
    ]);
    expect(reply).toMatch(/\b15 minutes\b/);
  });

  it("reads a bare year on a thing and the year now", () => {
    expect(lastReply("rio-vance", ["the bell says 1784 on it. how old is it if it's 2026 now?"])).toMatch(
      /\b242 years\b/,
    );
  });

  it("says a scaled amount with the noun asked for", () => {
    expect(
      lastReply("ines-duarte", ["for 5 people how many bananas do i need if 2 is for 2 people"]),
    ).toMatch(/\b5 bananas\b/);
  });

  it("works a bedtime back from the question after its 'if'", () => {
    const reply = lastReply("sage-everly", [
      "if i need 8 hours, when do i go to bed? i leave at 5:50 and wake 45 min before",
    ]);
    expect(reply).toMatch(/\b21:05\b|9:05 ?pm/);
  });

  it("gives the safe temperature inside chicken, never an oven's for a fish", () => {
    expect(lastReply("ines-duarte", ["whats a safe temp for chicken if i add some for my brother"])).toMatch(
      /75°C/,
    );
    expect(lastReply("ines-duarte", ["what's the internal temperature for salmon"])).not.toMatch(/200°C/);
  });
});
