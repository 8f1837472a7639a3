// `npm run start:api` (api/server.ts), the API alone: it logs pino JSON lines with the request id of
// each request (the same id it answers in X-Request-Id), and from SIGTERM on answers /api/v1/ready
// with 503 "Not ready: shutting down." while the requests still running are answered. A bad setting
// stops it at start with one log line that names it.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/built-server";

let child: ChildProcess;
let port: number;
let dataDir: string;
let output = "";
const exited = () => new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), "infinite-api-server-test-"));
  child = spawn(process.execPath, ["--import", "tsx", "api/server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      API_LOG: "1",
      API_PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DEMO_MODE: "1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  for (let tries = 0; tries < 600; tries++) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/v1/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return;
    if (child.exitCode !== null) throw new Error(`the API exited:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the API did not get ready:\n${output}`);
}, 120_000);

afterAll(() => {
  if (child?.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const lines = () =>
  output
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: number; msg: string; request_id?: string });

describe("the API alone", () => {
  it("writes JSON log lines only, each request's with its request id", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(res.status).toBe(200);
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 100));
    // Every line parses: nothing is written through console.
    const logged = lines();
    expect(logged.some((l) => l.msg.startsWith("Infinite API listening on"))).toBe(true);
    const access = logged.find((l) => l.msg.includes("GET /api/v1/health 200"));
    expect(access?.request_id).toBe(id);
  });

  it("answers /api/v1/ready with 503 from SIGTERM on, and the requests still running", async () => {
    const done = exited();
    /** A raw connection whose request is half sent: the rest goes once the signal has come. */
    const halfSent = (first: string) => {
      const socket = connect(port, "127.0.0.1");
      let received = "";
      socket.on("data", (d) => (received += d));
      socket.write(first);
      return {
        finish: (rest: string) => socket.write(rest),
        answer: new Promise<string>((resolve) => socket.once("close", () => resolve(received))),
      };
    };
    const body = JSON.stringify({ email: "nobody@example.com", password: "not-the-password-1" });
    const login = halfSent(
      `POST /api/v1/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    // A load balancer's check on its way in when the signal comes.
    const ready = halfSent(`GET /api/v1/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    await new Promise((r) => setTimeout(r, 200));
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    login.finish(body.slice(10));
    ready.finish("\r\n");
    // The sign-in is answered by the API (unknown credentials), not cut off.
    expect(await login.answer).toMatch(/^HTTP\/1\.1 422 /);
    const readiness = await ready.answer;
    expect(readiness).toMatch(/^HTTP\/1\.1 503 /);
    expect(readiness).toContain('"message":"Not ready: shutting down."');
    expect(await done).toBe(0);
    expect(lines().some((l) => l.msg.startsWith("Stopping"))).toBe(true);
  });
});

describe("the API alone with a bad setting", () => {
  it("stops at start with one JSON log line that names the setting", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "infinite-api-server-test-"));
    try {
      const run = spawnSync(process.execPath, ["--import", "tsx", "api/server.ts"], {
        env: {
          ...process.env,
          NODE_ENV: "production",
          LOG_LEVEL: "info",
          API_PORT: "0",
          DATA_DIR: dir,
          DATABASE_URL: "",
          GOOGLE_CLIENT_ID: "someone.apps.googleusercontent.com",
          GOOGLE_CLIENT_SECRET: "",
        },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      const failed = run.stdout
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((l) => l.level >= 50);
      expect(failed).toEqual([
        expect.objectContaining({
          msg: "Invalid configuration: GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set",
        }),
      ]);
      expect(run.stderr).toBe("");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
