// The speed targets, each checked against this run's figures. Ratios are to the static
// baseline measured in the same run, so they travel between machines; the rest are absolute.
import type { LighthouseResult } from "./lighthouse";
import type { SlowNetworkResult } from "./slow-network";
import { fmt, kb, printTable } from "./util";

export interface TargetVerdict {
  target: string;
  value: string;
  goal: string;
  /** null: the figure was not measured in this run (skipped, or not in BENCH_ONLY). */
  pass: boolean | null;
}

interface Check {
  target: string;
  goal: string;
  /** The figure, or undefined when it was not measured. */
  figure: (results: Record<string, any>) => number | null | undefined;
  show: (n: number) => string;
  passes: (n: number) => boolean;
}

const ratioOf = (path: string) => (r: Record<string, any>) =>
  (r.load as any[] | undefined)?.find((l) => l.path === path)?.ratioToBaseline;
/** A signed-in page's ratio; a page that answered anything but 2xx (a lost session's redirect) counts as 0. */
const memberRatioOf = (name: string) => (r: Record<string, any>) => {
  const page = (r.memberPages?.pages as any[] | undefined)?.find((p) => p.name.startsWith(name));
  if (!page) return undefined;
  return page.non2xx || page.errors ? 0 : page.ratioToBaseline;
};
const memoryRatioOf = (engine: "model" | "offline") => (r: Record<string, any>) => {
  const m = r.memoryHeavy?.[engine];
  return m && !m.skipped ? m.ratio : undefined;
};
const burst = (r: Record<string, any>) => (r.signupBurst && !r.signupBurst.skipped ? r.signupBurst : null);
const homeWeight = (r: Record<string, any>) => (r.weight as any[] | undefined)?.find((w) => w.path === "/");

const LIGHTHOUSE_GOAL = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 };
const SLOW_INTERACTIVE_MS = 6000;
const SLOW_JS_FILES = 12;

const checks: Check[] = [
  {
    target: "home page SSR ÷ static baseline",
    goal: "≥ 0.09x",
    figure: ratioOf("/"),
    show: (n) => `${fmt(n, 3)}x`,
    passes: (n) => n >= 0.09,
  },
  {
    target: "GET /api/v1/bots ÷ static baseline",
    goal: "≥ 0.25x",
    figure: ratioOf("/api/v1/bots"),
    show: (n) => `${fmt(n, 3)}x`,
    passes: (n) => n >= 0.25,
  },
  ...(["pglite", "postgres"] as const).map((db): Check => ({
    target: `time to first token added (median), ${db === "pglite" ? "PGlite" : "PostgreSQL"}`,
    goal: "≤ 5 ms",
    figure: (r) => (r.ttft?.[db]?.skipped ? undefined : r.ttft?.[db]?.addedMs),
    show: (n) => `${fmt(n)} ms`,
    passes: (n) => n <= 5,
  })),
  ...(["chat page", "Discover", "home page"] as const).map((page): Check => ({
    target: `${page === "chat page" ? "chat page (50-message chat)" : page}, signed in ÷ static baseline`,
    goal: "≥ 0.05x",
    figure: memberRatioOf(page),
    show: (n) => `${fmt(n, 3)}x`,
    passes: (n) => n >= 0.05,
  })),
  ...(["model", "offline"] as const).map((engine): Check => ({
    target: `send → first token, memory-heavy ÷ fresh (${engine})`,
    goal: "≤ 1.2x",
    figure: memoryRatioOf(engine),
    show: (n) => `${fmt(n, 2)}x`,
    passes: (n) => n <= 1.2,
  })),
  {
    target: "sign-up burst: 5xx answers",
    goal: "0",
    figure: (r) => burst(r)?.serverErrors,
    show: (n) => String(n),
    passes: (n) => n === 0,
  },
  {
    target: "sign-up burst: /health p99",
    goal: "< 250 ms",
    figure: (r) => burst(r)?.healthP99Ms,
    show: (n) => `${fmt(n)} ms`,
    passes: (n) => n < 250,
  },
  {
    target: "home page JavaScript, gzip",
    goal: "≤ 100 KB",
    figure: (r) => homeWeight(r)?.jsGzip,
    show: (n) => kb(n),
    passes: (n) => n <= 100 * 1024,
  },
  {
    target: "home page JavaScript files, first load",
    goal: "≤ 12",
    figure: (r) => homeWeight(r)?.jsFiles,
    show: (n) => String(n),
    passes: (n) => n <= 12,
  },
];

function lighthouseVerdicts(results: Record<string, any>): TargetVerdict[] {
  const goal = `≥ ${Object.values(LIGHTHOUSE_GOAL).join("/")}`;
  return ((results.lighthouse ?? []) as LighthouseResult[]).map((l) => {
    const target = `lighthouse ${l.path} (perf/a11y/bp/seo)`;
    if (l.skipped) return { target, value: "skipped", goal, pass: null };
    const scores = [l.performance, l.accessibility, l.bestPractices, l.seo];
    const pass = Object.values(LIGHTHOUSE_GOAL).every((min, i) => (scores[i] ?? -1) >= min);
    return { target, value: scores.map((s) => s ?? "–").join("/"), goal, pass };
  });
}

/** Per page on the throttled phone: interactive within 6 s, at most 12 JavaScript files until then. */
function slowNetworkVerdicts(results: Record<string, any>): TargetVerdict[] {
  return ((results.slowNetwork ?? []) as SlowNetworkResult[]).flatMap((r): TargetVerdict[] => {
    const interactive = {
      target: `slow network ${r.path}: interactive`,
      goal: `≤ ${fmt(SLOW_INTERACTIVE_MS, 0)} ms`,
    };
    const files = { target: `slow network ${r.path}: JS files`, goal: `≤ ${SLOW_JS_FILES}` };
    if (r.skipped || r.interactiveMs == null || r.jsFiles == null)
      return [
        { ...interactive, value: "skipped", pass: null },
        { ...files, value: "skipped", pass: null },
      ];
    return [
      {
        ...interactive,
        value: `${fmt(r.interactiveMs, 0)} ms`,
        pass: r.interactiveMs <= SLOW_INTERACTIVE_MS,
      },
      { ...files, value: String(r.jsFiles), pass: r.jsFiles <= SLOW_JS_FILES },
    ];
  });
}

export function checkTargets(results: Record<string, any>): TargetVerdict[] {
  const verdicts = checks.map((c): TargetVerdict => {
    const n = c.figure(results);
    if (n === null || n === undefined)
      return { target: c.target, value: "not measured", goal: c.goal, pass: null };
    return { target: c.target, value: c.show(n), goal: c.goal, pass: c.passes(n) };
  });
  return [...verdicts, ...lighthouseVerdicts(results), ...slowNetworkVerdicts(results)];
}

export function printTargets(verdicts: TargetVerdict[]) {
  printTable(
    "Targets",
    ["target", "figure", "goal", "result"],
    verdicts.map((v) => [v.target, v.value, v.goal, v.pass === null ? "–" : v.pass ? "PASS" : "FAIL"]),
    { leftAlign: true },
  );
}
