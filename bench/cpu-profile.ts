// Reads V8 CPU profiles (BENCH_CPU_PROF=<dir>) and says where the time of the sends went: self and
// inclusive time per function and per module, counting only the samples inside the send windows the
// bench recorded (request sent → first token), so start-up and the rest of the bench are left out.
//   npx tsx bench/cpu-profile.ts <dir or .cpuprofile> [--label api] [--top 25]
//   npx tsx bench/cpu-profile.ts <.cpuprofile> --compare "model fresh,model heavy" (what grew)
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A send's window on the monotonic clock V8's profiles use (µs), with what it measured. */
export interface SendWindow {
  label: string;
  startUs: number;
  endUs: number;
}

const WINDOWS_FILE = "send-windows.json";

/** The monotonic clock in µs, as V8 stamps its profile samples (both read CLOCK_MONOTONIC). */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** Keeps a send's window for the analyser when BENCH_CPU_PROF is set (a no-op otherwise). */
export function recordSendWindow(label: string, startUs: number, endUs: number) {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return;
  const file = path.join(path.resolve(dir), WINDOWS_FILE);
  const windows: SendWindow[] = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : [];
  windows.push({ label, startUs, endUs });
  writeFileSync(file, JSON.stringify(windows));
}

/** µs between samples: finer than V8's default 1 ms, since a send lasts only a few ms. */
export const SAMPLE_INTERVAL_US = Number(process.env.BENCH_CPU_PROF_INTERVAL) || 100;

/**
 * Runs `work` under V8's profiler when BENCH_CPU_PROF is set, for the parts of the bench that run
 * the API in this process, and writes `<name>.cpuprofile` there.
 */
export async function profileInProcess<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return work();
  const session = new Session();
  session.connect();
  try {
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval: SAMPLE_INTERVAL_US });
    await session.post("Profiler.start");
    try {
      return await work();
    } finally {
      const { profile } = await session.post("Profiler.stop");
      writeFileSync(path.join(path.resolve(dir), `${name}.cpuprofile`), JSON.stringify(profile));
    }
  } finally {
    session.disconnect();
  }
}

/** The module a frame belongs to: a package, a file of ours, a Node internal, or V8's own buckets. */
function moduleOf(url: string, name: string): string {
  if (!url) return name.startsWith("(") ? name : "(native)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith("node:")) return url;
  const ours = /\/(api|app|contract|build|bench|tests)\/(.*)$/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

function frameKey(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${moduleOf(url, functionName)}:${lineNumber + 1}` : moduleOf(url, functionName);
  return `${functionName || "(anonymous)"} ${where}`;
}

export interface Breakdown {
  /** ms of samples inside the windows. */
  totalMs: number;
  windows: number;
  selfByFunction: Map<string, number>;
  inclusiveByFunction: Map<string, number>;
  selfByModule: Map<string, number>;
}

/** Self and inclusive time (ms) of the samples of `profile` inside `windows`. */
export function breakdown(profile: Profile, windows: readonly SendWindow[]): Breakdown {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inside = windows.filter((w) => w.endUs > profile.startTime && w.startUs < profile.endTime);
  const sorted = [...inside].sort((a, b) => a.startUs - b.startUs);
  const out: Breakdown = {
    totalMs: 0,
    windows: inside.length,
    selfByFunction: new Map(),
    inclusiveByFunction: new Map(),
    selfByModule: new Map(),
  };
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  let t = profile.startTime;
  let w = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    // A sample stands for the time until the next one.
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    while (w < sorted.length && sorted[w]!.endUs < t) w++;
    if (w >= sorted.length || sorted[w]!.startUs > t) continue;
    const leaf = byId.get(profile.samples[i]!)!;
    out.totalMs += ms;
    add(out.selfByFunction, frameKey(leaf), ms);
    add(out.selfByModule, moduleOf(leaf.callFrame.url, leaf.callFrame.functionName), ms);
    const seen = new Set<string>();
    for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
      const key = frameKey(byId.get(id)!);
      if (!seen.has(key)) add(out.inclusiveByFunction, key, ms);
      seen.add(key);
    }
  }
  return out;
}

function top(m: Map<string, number>, n: number, perSend: number) {
  return [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${(v / perSend).toFixed(3).padStart(8)} ms  ${k}`)
    .join("\n");
}

/** The functions whose inclusive time per send grew most from sends labelled `a` to those labelled `b`. */
function compare(profile: Profile, all: readonly SendWindow[], a: string, b: string, n: number) {
  const [x, y] = [a, b].map((l) =>
    breakdown(
      profile,
      all.filter((w) => w.label === l),
    ),
  );
  const per = (m: Map<string, number>, k: string, d: Breakdown) => (m.get(k) ?? 0) / Math.max(1, d.windows);
  const grown = (pick: (d: Breakdown) => Map<string, number>) =>
    [...new Set([...pick(x!).keys(), ...pick(y!).keys()])]
      .map((k) => [k, per(pick(y!), k, y!) - per(pick(x!), k, x!), per(pick(x!), k, x!)] as const)
      .sort((p, q) => q[1] - p[1])
      .slice(0, n)
      .map(([k, d, base]) => `${d.toFixed(3).padStart(8)} ms  (from ${base.toFixed(3)})  ${k}`)
      .join("\n");
  console.log(
    `${b} − ${a}: ${(y!.totalMs / y!.windows - x!.totalMs / x!.windows).toFixed(2)} ms sampled per send`,
  );
  console.log(`-- self time per module, grown\n${grown((d) => d.selfByModule)}`);
  console.log(`-- inclusive time per function, grown\n${grown((d) => d.inclusiveByFunction)}`);
}

function main() {
  const args = process.argv.slice(2);
  const opt = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args.splice(i, 2)[1] : undefined;
  };
  const label = opt("--label");
  const n = Number(opt("--top") ?? 25);
  const versus = opt("--compare")?.split(",");
  const target = args[0];
  if (!target) throw new Error("usage: tsx bench/cpu-profile.ts <dir or .cpuprofile> [--label L] [--top N]");
  const dir = target.endsWith(".cpuprofile") ? path.dirname(target) : target;
  const files = target.endsWith(".cpuprofile")
    ? [target]
    : readdirSync(dir)
        .filter((f) => f.endsWith(".cpuprofile"))
        .map((f) => path.join(dir, f));
  const windowsFile = path.join(dir, WINDOWS_FILE);
  const all: SendWindow[] = existsSync(windowsFile) ? JSON.parse(readFileSync(windowsFile, "utf8")) : [];
  const windows = label ? all.filter((w) => w.label === label) : all;
  for (const file of files) {
    if (versus) {
      compare(JSON.parse(readFileSync(file, "utf8")) as Profile, all, versus[0]!, versus[1]!, n);
      continue;
    }
    const b = breakdown(JSON.parse(readFileSync(file, "utf8")) as Profile, windows);
    if (!b.windows) continue;
    const perSend = b.windows;
    console.log(
      `\n${path.basename(file)}: ${b.windows} sends, ${(b.totalMs / perSend).toFixed(2)} ms sampled per send`,
    );
    console.log(`-- self time per module (per send)\n${top(b.selfByModule, n, perSend)}`);
    console.log(`-- self time per function (per send)\n${top(b.selfByFunction, n, perSend)}`);
    console.log(`-- inclusive time per function (per send)\n${top(b.inclusiveByFunction, n, perSend)}`);
  }
}

if (process.argv[1]?.endsWith("cpu-profile.ts")) main();
