// The slow-network bench part's arithmetic (bench/slow-network.ts) and its targets (bench/targets.ts):
// the median of the runs, and PASS/FAIL against its 6 s and 12 files.
import { describe, expect, it } from "vitest";
import { summarizeRuns } from "../../bench/slow-network";
import { checkTargets } from "../../bench/targets";

describe("slow-network summary", () => {
  it("keeps the median of each figure", () => {
    const runs = [
      { fcpMs: 4300, interactiveMs: 6100, jsFiles: 7 },
      { fcpMs: 4100, interactiveMs: 5200, jsFiles: 6 },
      { fcpMs: 4900, interactiveMs: 5600, jsFiles: 6 },
    ];
    expect(summarizeRuns("/", runs)).toEqual({
      path: "/",
      runs: 3,
      fcpMs: 4300,
      interactiveMs: 5600,
      jsFiles: 6,
    });
  });

  it("leaves out runs without a first paint from that figure only", () => {
    const r = summarizeRuns("/pricing", [
      { fcpMs: null, interactiveMs: 5000, jsFiles: 6 },
      { fcpMs: 4000, interactiveMs: 5000, jsFiles: 6 },
    ]);
    expect(r.fcpMs).toBe(4000);
    expect(r.runs).toBe(2);
  });

  it("says so when no run finished", () => {
    expect(summarizeRuns("/auth/login", [])).toEqual({ path: "/auth/login", skipped: "no run finished" });
  });
});

describe("slow-network targets", () => {
  const verdicts = (slowNetwork: unknown[]) =>
    checkTargets({ slowNetwork }).filter((v) => v.target.startsWith("slow network"));

  it("passes a page interactive within 6 s on at most 12 files, and fails one over either", () => {
    expect(
      verdicts([
        { path: "/", interactiveMs: 6000, jsFiles: 12 },
        { path: "/pricing", interactiveMs: 6001, jsFiles: 13 },
      ]).map((v) => [v.target, v.value, v.pass]),
    ).toEqual([
      ["slow network /: interactive", "6,000 ms", true],
      ["slow network /: JS files", "12", true],
      ["slow network /pricing: interactive", "6,001 ms", false],
      ["slow network /pricing: JS files", "13", false],
    ]);
  });

  it("marks a skipped page as not measured", () => {
    expect(verdicts([{ path: "/", skipped: "no run finished" }]).map((v) => v.pass)).toEqual([null, null]);
  });
});
