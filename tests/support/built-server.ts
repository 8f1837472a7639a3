// The one Node server (server/index.js) as `npm start` runs it, on the real production build, on a
// loopback port, for tests that need the whole stack: the body limit, the cross-site check, Remix's
// actions and the API. BUILD_DIR names the build (default build/); one is made there first when it
// is missing.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const buildDir = process.env.BUILD_DIR || "build";
export const serverEntry = path.join(buildDir, "server", "index.js");

/** Builds asynchronously: a blocked worker would miss vitest's own messages. */
export async function buildIfNeeded() {
  if (existsSync(serverEntry) && readFileSync(serverEntry, "utf8").includes("serveApi")) return;
  // Without VITEST: vite.config.ts leaves Remix's plugin out under vitest.
  const { VITEST: _vitest, ...env } = process.env;
  const build = spawn(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], {
    stdio: "inherit",
    // A production build whatever the runner set (vitest sets NODE_ENV=test, which Vite would inline).
    env: { ...env, NODE_ENV: "production", BUILD_DIR: buildDir },
  });
  const status = await new Promise<number | null>((resolve) => build.once("exit", resolve));
  if (status !== 0) throw new Error(`the build failed (exit ${status})`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface BuiltServer {
  child: ChildProcess;
  /** http://127.0.0.1:port */
  base: string;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Kills the server and removes its data directory. */
  stop(): void;
}

/**
 * Starts the production server with a fresh DATA_DIR, demo mode (mail in the outbox) and `env` on
 * top; resolves once /api/v1/health answers. PUBLIC_URL defaults to the server's own address.
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  await buildIfNeeded();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "infinite-server-test-"));
  let output = "";
  const child = spawn(process.execPath, ["server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      SESSION_SECRET: "server-test-session-secret-0123456789abcdef",
      DEMO_MODE: "1",
      API_LOG: "true",
      ...env,
    },
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    base,
    output: () => output,
    stop() {
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A route of the build's manifest, as the browser gets it. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasAction: boolean;
}

/** Every route of the build (build/client/assets/manifest-*.js), by id. */
export function buildRoutes(): Record<string, ManifestRoute> {
  const assets = path.join(buildDir, "client", "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no manifest in ${assets}`);
  const source = readFileSync(path.join(assets, file), "utf8");
  const json = source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "");
  return (JSON.parse(json) as { routes: Record<string, ManifestRoute> }).routes;
}

/** The URL path of a route (its parents' paths joined), "1" for each parameter. */
export function routeUrl(routes: Record<string, ManifestRoute>, id: string): string {
  const parts: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) parts.unshift(route.path);
  }
  return `/${parts.join("/")}`.replace(/\/:\w+\??/g, "/1").replace(/\/+/g, "/");
}

/** A member signed up and verified through the API, with the password they sign in with. */
export async function verifiedMember(base: string, email: string) {
  const member = {
    first_name: "Ada",
    last_name: "Lovelace",
    email,
    password: "correct-horse-1",
    birth_date: "1990-05-17",
  };
  const json = (body: unknown) => ({
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const signUp = await fetch(`${base}/api/v1/sign-up`, json(member));
  if (signUp.status !== 201) throw new Error(`sign-up → ${signUp.status} ${await signUp.text()}`);
  const outbox = await fetch(`${base}/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  const mails = ((await outbox.json()) as { data: { text: string }[] }).data;
  const otp = mails[0]?.text.match(/\b(\d{4})\b/)?.[1];
  const verified = await fetch(`${base}/api/v1/verify/otp`, json({ email, otp }));
  if (!verified.ok) throw new Error(`verify → ${verified.status} ${await verified.text()}`);
  return member;
}

/** Signs in through the login page's action; the session cookie it sets ("name=value"). */
export async function signInOnPage(base: string, member: { email: string; password: string }) {
  const res = await fetch(`${base}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: member.email, password: member.password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => /^(__Host-)?infinite_user=/.test(c));
  if (!cookie) throw new Error(`login → ${res.status}, no session cookie`);
  return { setCookie: cookie, cookie: cookie.split(";")[0]! };
}
