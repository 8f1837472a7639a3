// Several instances of the one Node server (server/index.js, the production build) behind HAProxy,
// on one PostgreSQL and one Redis, all on loopback: what `npm run cluster` runs and what the
// cluster tests start. Each instance has a DATA_DIR of its own (nothing shared through the disk) and
// the same secrets, so a session, a code or a push key made by one is good on every other.
// Every wait is bounded; stop() (and the process's exit) ends every process and removes the temp
// folder.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildDir, buildIfNeeded, freePort } from "./built-server";
import { startBalancer, type Balancer } from "./haproxy";
import { startPostgres, type TestPostgres } from "./postgres-cluster";
import { startRedis, type TestRedis } from "./redis";
import { sharedSecrets } from "./secrets";

export interface ClusterOptions {
  /** Instances behind the balancer (default 3). */
  instances?: number;
  /** On top of the defaults, for every instance (STORAGE_URL, AI_BASE_URL, …). */
  env?: Record<string, string>;
  /** On top of `env`, for instance `index` (0-based) only: a skewed clock, say. */
  instanceEnv?: (index: number) => Record<string, string>;
  /** Shared Redis (REDIS_URL) for every instance; default true. */
  redis?: boolean;
  /** The balancer's port; default a free one. */
  port?: number;
  /** Longest wait for an instance to answer /api/v1/ready (default 180 s: a busy 2-core machine). */
  readyTimeoutMs?: number;
  /** Settings for a person trying it (production limits) rather than for tests (raised limits). */
  forPeople?: boolean;
  /** Each instance's output line by line, "app1 | …", and its exit (npm run cluster prints them). */
  echo?: (line: string) => void;
}

export interface ClusterInstance {
  index: number;
  /** Its name in HAProxy ("app1", …). */
  name: string;
  /** http://127.0.0.1:port, the instance itself, past the balancer. */
  url: string;
  port: number;
  /** The running process's pid; undefined while it is down. */
  pid: number | undefined;
  dataDir: string;
  /** Everything it wrote (stdout and stderr, the last 200 KB), across restarts. */
  output(): string;
}

export interface Cluster {
  /** The balancer's URL: what a browser uses. */
  url: string;
  instances: ClusterInstance[];
  databaseUrl: string;
  redisUrl: string | undefined;
  /** The environment every instance shares (secrets included), before per-instance settings. */
  env: Record<string, string>;
  balancer: Balancer;
  /** kill -9: resolves once the process is gone. */
  kill(index: number): Promise<void>;
  /** SIGTERM (a deploy): resolves with its exit code once it is gone (SIGKILL after `graceMs`, 60 s). */
  terminate(index: number, graceMs?: number): Promise<number | null>;
  /** Starts a stopped instance again (killed first if still running), with `env` on top; resolves once HAProxy sends it traffic. */
  restart(index: number, env?: Record<string, string>): Promise<void>;
  /** Resolves once HAProxy sees exactly the running instances as up. */
  balanced(): Promise<void>;
  /** Ends every process and removes every temp folder. */
  stop(): Promise<void>;
}

interface Running {
  child: ChildProcess;
  exited: Promise<number | null>;
}

const OUTPUT_KEPT = 200_000;
const TEST_LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: "10000",
  CHAT_SENDS_PER_MINUTE: "10000",
  OTP_RESEND_SECONDS: "1",
};

async function until(what: string, deadline: number, check: () => Promise<boolean>, detail = () => "") {
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`cluster: ${what} timed out\n${detail()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const ready = (url: string) =>
  fetch(`${url}/api/v1/ready`).then(
    (r) => r.ok,
    () => false,
  );

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.instances ?? 3;
  const readyTimeout = options.readyTimeoutMs ?? 180_000;
  await buildIfNeeded();
  const root = mkdtempSync(path.join(tmpdir(), "infinite-cluster-"));
  const running = new Map<number, Running>();
  const outputs: string[] = [];
  let postgres: TestPostgres | undefined;
  let redis: TestRedis | undefined;
  let balancer: Balancer | undefined;

  // Synchronous, so it also runs from the process's "exit" event: a test run or `npm run cluster`
  // that ends without stop() leaves no process or folder behind.
  const abandon = () => {
    for (const { child } of running.values()) if (child.exitCode === null) child.kill("SIGKILL");
    void balancer?.stop();
    void redis?.stop();
    void postgres?.stop();
    rmSync(root, { recursive: true, force: true });
  };
  process.once("exit", abandon);

  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= stopAll());
  const stopAll = async () => {
    process.off("exit", abandon);
    for (const { child } of running.values()) if (child.exitCode === null) child.kill("SIGKILL");
    await Promise.all([...running.values()].map((r) => r.exited));
    await balancer?.stop();
    await redis?.stop();
    await postgres?.stop();
    rmSync(root, { recursive: true, force: true });
  };

  try {
    postgres = await startPostgres();
    if (options.redis !== false) redis = await startRedis();
    const port = options.port ?? (await freePort());
    const publicUrl = `http://127.0.0.1:${port}`;
    const shared: Record<string, string> = {
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      HOST: "127.0.0.1",
      PUBLIC_URL: publicUrl,
      // One proxy in front: HAProxy's X-Forwarded-For is believed.
      TRUST_PROXY: "1",
      DEMO_MODE: "1",
      ...sharedSecrets(),
      ...(options.forPeople ? {} : { API_LOG: "false", ...TEST_LIMITS }),
      ...options.env,
      DATABASE_URL: postgres.url,
      ...(redis ? { REDIS_URL: redis.url } : {}),
    };

    const instances: ClusterInstance[] = [];
    for (let index = 0; index < count; index++) {
      const dataDir = path.join(root, `app${index + 1}`);
      mkdirSync(dataDir);
      const instancePort = await freePort();
      outputs[index] = "";
      instances.push({
        index,
        name: `app${index + 1}`,
        url: `http://127.0.0.1:${instancePort}`,
        port: instancePort,
        pid: undefined,
        dataDir,
        output: () => outputs[index] ?? "",
      });
    }

    const launch = (instance: ClusterInstance, extra: Record<string, string> = {}) => {
      // Nothing of the caller's environment but PATH and HOME: only what a deploy sets.
      const env: NodeJS.ProcessEnv = {
        NODE_ENV: "production",
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        ...shared,
        ...options.instanceEnv?.(instance.index),
        ...extra,
        PORT: String(instance.port),
        DATA_DIR: instance.dataDir,
      };
      const child = spawn(process.execPath, ["server/index.js"], { env, stdio: ["ignore", "pipe", "pipe"] });
      const keep = (d: Buffer) => {
        outputs[instance.index] = ((outputs[instance.index] ?? "") + d.toString()).slice(-OUTPUT_KEPT);
        for (const line of d.toString().split("\n").filter(Boolean))
          options.echo?.(`${instance.name} | ${line}`);
      };
      child.stdout?.on("data", keep);
      child.stderr?.on("data", keep);
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      void exited.then((code) => {
        if (running.get(instance.index)?.child === child) instance.pid = undefined;
        options.echo?.(`${instance.name} | exited (${code ?? child.signalCode})`);
      });
      instance.pid = child.pid;
      running.set(instance.index, { child, exited });
    };

    const isUp = async (instance: ClusterInstance) => {
      const child = running.get(instance.index)?.child;
      if (!child || child.exitCode !== null || child.signalCode !== null)
        throw new Error(`cluster: ${instance.name} exited:\n${instance.output()}`);
      return ready(instance.url);
    };
    const waitReady = (instance: ClusterInstance) =>
      until(`${instance.name} ready`, Date.now() + readyTimeout, () => isUp(instance), instance.output);

    // Together, as a deploy of several machines on one empty database starts them.
    for (const instance of instances) launch(instance);
    await Promise.all(instances.map(waitReady));
    balancer = await startBalancer(root, port, instances);
    const lb = balancer;

    const balanced = () =>
      until(
        "the balancer seeing the running instances",
        Date.now() + 30_000,
        async () => {
          const states = await lb.states().catch(() => ({}) as Record<string, string>);
          return instances.every((i) => (states[i.name] === "UP") === (i.pid !== undefined));
        },
        lb.output,
      );
    await balanced();

    const instanceAt = (index: number) => {
      const instance = instances[index];
      if (!instance) throw new Error(`cluster: no instance ${index} (there are ${instances.length})`);
      return instance;
    };

    const kill = async (index: number) => {
      const current = running.get(instanceAt(index).index);
      if (!current) return;
      current.child.kill("SIGKILL");
      await current.exited;
    };

    return {
      url: publicUrl,
      instances,
      databaseUrl: postgres.url,
      redisUrl: redis?.url,
      env: shared,
      balancer: lb,
      kill,
      async terminate(index, graceMs = 60_000) {
        const current = running.get(instanceAt(index).index);
        if (!current) return null;
        current.child.kill("SIGTERM");
        const timer = setTimeout(() => current.child.kill("SIGKILL"), graceMs);
        try {
          return await current.exited;
        } finally {
          clearTimeout(timer);
        }
      },
      async restart(index, env = {}) {
        const instance = instanceAt(index);
        await kill(index);
        launch(instance, env);
        await waitReady(instance);
        await balanced();
      },
      balanced,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
