// The strength estimates run in worker threads: more at once than there are workers wait their
// turn, and each gets its own answer. A password's check takes its turn in the hashing queue, so
// the password work at once never outnumbers the cores.
import { availableParallelism } from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import { acquireHashSlot, configureHashPool, hashingLoad, releaseHashSlot } from "../../api/domain/hash-pool";
import { passwordWeakness } from "../../api/domain/passwords";
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

  describe("a new password's check", () => {
    afterAll(() => configureHashPool({ concurrency: availableParallelism() }));

    it("waits for a hashing slot, and gives it back when done", async () => {
      configureHashPool({ concurrency: 1 });
      await acquireHashSlot("holder");
      let answered = false;
      const check = passwordWeakness("password", [], "203.0.113.9").then((why) => {
        answered = true;
        return why;
      });
      await new Promise((resolve) => setImmediate(resolve));
      expect(hashingLoad()).toMatchObject({ running: 1, waiting: 1 });
      expect(answered).toBe(false);
      releaseHashSlot();
      expect(await check).toBeTruthy();
      expect(hashingLoad()).toMatchObject({ running: 0, waiting: 0 });
    });
  });
});
