// `BENCH_ONLY=load,weight npm run bench` measures only those parts. Their figures are written into
// the last run's bench/results/latest.json, so the file always holds every figure and says which
// ones this run measured.
import { existsSync, readFileSync } from "node:fs";

export const BENCH_PARTS = [
  "load",
  "weight",
  "streaming",
  "memory-heavy",
  "member-pages",
  "signup-burst",
  "lighthouse",
  "slow-network",
  "cluster",
] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

/** The parts named in BENCH_ONLY (comma-separated), or all of them when it is unset. */
export function selectedParts(value = process.env.BENCH_ONLY): Set<BenchPart> {
  if (!value?.trim()) return new Set(BENCH_PARTS);
  const names = value.split(",").map((s) => s.trim());
  const unknown = names.filter((n) => !(BENCH_PARTS as readonly string[]).includes(n));
  if (unknown.length) {
    throw new Error(`BENCH_ONLY: unknown part ${unknown.join(", ")} (parts: ${BENCH_PARTS.join(", ")})`);
  }
  return new Set(names as BenchPart[]);
}

/** This run's results on top of the previous file's, when only some parts were measured. */
export function mergeWithPrevious(file: string, results: Record<string, any>, parts: Set<BenchPart>) {
  if (parts.size === BENCH_PARTS.length) return results;
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const measured = Object.fromEntries(Object.entries(results).filter(([, v]) => v !== undefined));
  return {
    ...previous,
    ...measured,
    skipped: { ...previous.skipped, ...results.skipped },
    partsMeasured: {
      ...previous.partsMeasured,
      ...Object.fromEntries([...parts].map((p) => [p, results.startedAt])),
    },
  };
}
