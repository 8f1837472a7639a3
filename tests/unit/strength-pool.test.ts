// The strength estimates run in worker threads: more at once than there are workers wait their
// turn, and each gets its own answer.
import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { estimateStrength } from "../../api/domain/strength-pool";

describe("estimateStrength", () => {
  it("answers each of more estimates than there are workers with its own score", async () => {
    const passwords = Array.from({ length: availableParallelism() * 2 + 1 }, (_, k) =>
      k % 2 ? "password" : `quiet-harbour-lantern-${k}`,
    );
    const estimates = await Promise.all(passwords.map((p) => estimateStrength(p, [])));
    estimates.forEach((e, k) => {
      if (k % 2) expect(e.score).toBe(0);
      else expect(e.score).toBe(4);
    });
    expect(estimates[1]!.warning).toBeTruthy();
  });

  it("counts the account's own words as easy to guess", async () => {
    const alone = await estimateStrength("zephyrinequimbly", []);
    const own = await estimateStrength("zephyrinequimbly", ["zephyrinequimbly"]);
    expect(own.score).toBeLessThan(alone.score);
  });
});
