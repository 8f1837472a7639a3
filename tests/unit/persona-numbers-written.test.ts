// Sums as people write them at a dinner party: signs between nouned numbers ("9 people × 3 plates + 9
// glasses"), a rate for each of the items just counted ("at 40 seconds per item"), singles against a
// case ("6 bottles for £45 or singles for £8.50") and what the whole case saves.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { writtenSum } from "../../api/services/ai/persona/number-shapes-ops";
import { playChat } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

describe("a sum written out with its signs", () => {
  it("does × before +, and says the noun asked for", () => {
    const answer = writtenSum(
      "the dishwasher just died. 9 people × 3 plates + 9 glasses. how many items to wash",
    );
    expect(answer?.value).toBe(36);
    expect(answer?.lines.join(" ")).toMatch(/36 items/);
    expect(writtenSum("12 apples x 3 bags, how many apples")?.value).toBe(36);
  });

  it("is not an x inside a word, or a sum with no noun", () => {
    expect(writtenSum("how many boxes if 3 box 4")).toBeNull();
    expect(writtenSum("how much is 9 × 3 + 9")).toBeNull();
  });

  it("goes on to a rate for each item counted", () => {
    const [first, second] = playChat("reginald-pemberton", [
      "the dishwasher just died. 9 people × 3 plates + 9 glasses. how many items to wash",
      "at 40 seconds per item by hand how long is that",
    ]);
    expect(first).toMatch(/\b36 items\b/);
    expect(second).toMatch(/\b24 minutes\b/);
  });
});

describe("singles against a case", () => {
  it("reads a single as one, and the case's saving as the gap for all of it", () => {
    const [each, whole] = playChat("reginald-pemberton", [
      "the shop has 6 bottles for £45 or singles for £8.50. which is better per bottle",
      "how much cheaper is the case than buying singles",
    ]);
    expect(each).toMatch(/£7\.50 each/);
    expect(whole).toMatch(/£6\b/);
  });
});
