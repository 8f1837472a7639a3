// A coach asked about pull-ups the way a beginner asks, in pieces: the goal told ("i can do 2
// pullups"), how many days a week, when to train around night shifts, how long to hang, and the
// whole week's plan. Each answer is the thing itself, never small talk.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { lastReply } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const goal = "hey coach. i can do 2 pullups. i want 10 by march 1st";
const after = (message: string) => lastReply("coach-max", [goal, message]);

describe("pull-ups, asked in pieces", () => {
  it("answers the goal told with how to build on it", () => {
    expect(lastReply("coach-max", [goal])).toMatch(/negatives?/i);
    expect(lastReply("coach-max", [goal])).toMatch(/\b2 pullups\b/);
  });

  it("says how many days a week, and how long to hang", () => {
    expect(after("how many days a week")).toMatch(/three days a week|every other day/i);
    expect(after("how long should i hang for")).toMatch(/\b20 to 30 seconds\b/);
  });

  it("puts training after sleep for a night worker", () => {
    expect(after("i work night shifts 10pm to 6am. when should i train?")).toMatch(
      /wake|sleep|afternoon|evening/i,
    );
    expect(after("i work night shifts 10pm to 6am. when should i train?")).not.toMatch(/sum|I still need/i);
  });

  it("writes the week's plan over named days", () => {
    const plan = after("write me the whole week plan in short");
    expect(plan).toMatch(/Mon\b/);
    expect(plan).toMatch(/Wed\b/);
    expect(plan).toMatch(/Fri\b/);
  });

  it("says what a term of the plan is, and only the term asked", () => {
    expect(after("what's a negative?")).toMatch(/^A negative is the lowering half/);
    expect(after("what's a dead hang?")).toMatch(/^A dead hang is/);
    expect(after("whats a muscle up")).not.toMatch(/^Rows|^A negative|^A dead hang/);
  });
});
