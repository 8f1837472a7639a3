// API instances (api/server.ts, as `npm run start:api` runs it) as separate processes on one
// database and one Redis, for tests of what happens between instances: one killed (SIGKILL), one
// stopped (SIGTERM), one whose clock is wrong. Every instance is killed by stopAll().
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./built-server";
import { sharedSecrets } from "./secrets";

export interface ApiInstance {
  name: string;
  base: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process is gone. */
  exited: Promise<number | null>;
}

export function apiInstances(shared: Record<string, string>) {
  const all: ApiInstance[] = [];
  const dirs: string[] = [];
  // The same for every instance, as on one database they must be.
  const secrets = sharedSecrets();

  async function start(
    name: string,
    { env = {}, clockSkewMs }: { env?: Record<string, string>; clockSkewMs?: number } = {},
  ): Promise<ApiInstance> {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), `infinite-${name}-`));
    dirs.push(dataDir);
    const preload = clockSkewMs ? ["--import", path.resolve("tests/support/skewed-clock.mjs")] : [];
    let output = "";
    const child = spawn(process.execPath, ["--import", "tsx", ...preload, "api/server.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        API_PORT: String(port),
        DATA_DIR: dataDir,
        ...secrets,
        ...(clockSkewMs ? { CLOCK_SKEW_MS: String(clockSkewMs) } : {}),
        ...shared,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const instance = { name, base: `http://127.0.0.1:${port}/api/v1`, child, output: () => output, exited };
    all.push(instance);
    for (let tries = 0; tries < 600; tries++) {
      if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output}`);
      const up = await fetch(`${instance.base}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return instance;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${name} did not start:\n${output}`);
  }

  async function kill(instance: ApiInstance, signal: NodeJS.Signals = "SIGKILL") {
    if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill(signal);
    if (signal === "SIGKILL") await instance.exited;
  }

  async function stopAll() {
    await Promise.all(all.map((i) => kill(i)));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }

  return { start, kill, stopAll };
}
