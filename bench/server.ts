// Builds the app when needed and runs the production server (one PID, loopback only) on a temp data
// directory. Every spawned process is registered so it is killed however the bench ends.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SAMPLE_INTERVAL_US } from "./cpu-profile";
import { fetchWithTimeout, now, sleep } from "./util";

export const buildDir = process.env.BUILD_DIR || "build";
const serverEntry = path.join(buildDir, "server", "index.js");
const SESSION_SECRET = "bench-session-secret-0123456789abcdef0123456789";

const children = new Set<ChildProcess>();
const groups = new Set<ChildProcess>();
const tempDirs = new Set<string>();

/** Kills a child spawned with `detached: true` together with everything it started (e.g. Chromium). */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals = "SIGKILL") {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function killAll() {
  for (const child of groups) killGroup(child);
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
process.on("exit", killAll);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

/** Registers a child so the exit handlers kill it; `group` for detached children with descendants. */
export function track(child: ChildProcess, group = false) {
  (group ? groups : children).add(child);
  child.once("exit", () => {
    children.delete(child);
    // The group stays registered: its descendants may outlive the leader until killGroup.
  });
  return child;
}

/** Forgets a detached group once its descendants are known to be gone. */
export function untrackGroup(child: ChildProcess) {
  groups.delete(child);
}

export function makeTempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

export function buildIfNeeded(): { built: boolean; ms: number | null } {
  if (existsSync(serverEntry) && process.env.BENCH_BUILD !== "1") return { built: false, ms: null };
  console.log(`Building into ${buildDir}/ …`);
  const started = now();
  const result = spawnSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, BUILD_DIR: buildDir },
    timeout: 5 * 60_000,
  });
  if (result.status !== 0) throw new Error(`build failed (exit ${result.status ?? result.signal})`);
  return { built: true, ms: now() - started };
}

function cpuProfileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir
    ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(dir)}`, `--cpu-prof-interval=${SAMPLE_INTERVAL_US}`]
    : [];
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** ms from spawn to the first 200 of GET /api/v1/health. */
  startMs: number;
  stop(): Promise<void>;
  logTail(): string;
}

export async function startServer(opts: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${opts.port}`;
  const tail: string[] = [];
  const remember = (chunk: Buffer) => {
    tail.push(...chunk.toString().split("\n").filter(Boolean));
    if (tail.length > 40) tail.splice(0, tail.length - 40);
  };
  const started = now();
  const child = track(
    // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (profile before
    // changing); NODE_OPTIONS may not carry --cpu-prof.
    spawn(process.execPath, [...cpuProfileArgs(), "server/index.js"], {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        BUILD_DIR: buildDir,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(opts.port),
        DATA_DIR: opts.dataDir,
        SESSION_SECRET,
        PUBLIC_URL: url,
        API_LOG: "false",
        // Users are made through the outbox and the test checkout.
        DEMO_MODE: "1",
        // The bench signs several users up from one address; the per-IP auth limit would only get in the way.
        AUTH_RATE_LIMIT_PER_MINUTE: "10000",
        ...opts.env,
      },
    }),
  );
  child.stdout?.on("data", remember);
  child.stderr?.on("data", remember);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const killed = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
    if (!killed) {
      child.kill("SIGKILL");
      await exited;
    }
  };
  const logTail = () => tail.join("\n");

  const deadline = started + (opts.timeoutMs ?? 60_000);
  while (now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited during start-up (code ${child.exitCode}):\n${logTail()}`);
    }
    try {
      const res = await fetchWithTimeout(`${url}/api/v1/health`, {}, 2000);
      await res.arrayBuffer();
      if (res.status === 200) {
        return { url, port: opts.port, dataDir: opts.dataDir, startMs: now() - started, stop, logTail };
      }
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  await stop();
  throw new Error(`server did not answer 200 on /api/v1/health within the deadline:\n${logTail()}`);
}
