// Totals said in the words of a week or a trip: hours on weeknights (5) and on "sat and sun" (2), and
// a fare "each way" for a number of visits (there and back, each visit).
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { returnTrips, stepsToTarget, weekTotal } from "../../api/services/ai/persona/number-shapes-week";
import { lastReply } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

describe("a week's total from weeknights and the weekend", () => {
  it("counts five weeknights and two weekend days", () => {
    const message = "how many hours a week do i game if its 2.5h on weeknights and 6h on sat and sun";
    expect(weekTotal(message)?.value).toBe(24.5);
    expect(lastReply("zed-ortega", [message])).toMatch(/24\.5 hours a week/);
  });

  it("is not read without a week asked, or with a part it cannot place", () => {
    expect(weekTotal("2.5h on weeknights and 6h on sat and sun, is that a lot?")).toBeNull();
    expect(weekTotal("how many hours a week if 2.5h on weeknights and 6h sometimes")).toBeNull();
  });
});

describe("a fare each way, for a number of visits", () => {
  it("is there and back, times the visits", () => {
    const message = "if flights are £89 each way, how much for me to visit her twice this year";
    expect(returnTrips(message)?.value).toBe(356);
    expect(lastReply("jamie-cole", [message])).toMatch(/£356/);
    expect(returnTrips("trains are 40 euros one way. how much for 3 trips?")?.value).toBe(240);
  });

  it("is not read without a number of visits", () => {
    expect(returnTrips("flights are £89 each way, how much is that?")).toBeNull();
  });
});

describe("steps of a fixed size to a target", () => {
  it("counts the steps, each a period long", () => {
    expect(stepsToTarget("if i add 1 pullup every 2 weeks from 2, when do i hit 10?")?.value).toBe(16);
    expect(
      stepsToTarget("if i add 5 minutes every week from 10 minutes, how long till i reach 30?")?.value,
    ).toBe(4);
    expect(lastReply("coach-max", ["if i add 1 pullup every 2 weeks from 2, when do i hit 10?"])).toMatch(
      /\b16 weeks\b/,
    );
  });

  it("is not read when the target is behind the start", () => {
    expect(stepsToTarget("if i add 1 every week from 10, when do i hit 5?")).toBeNull();
  });
});
