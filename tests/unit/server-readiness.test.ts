// The server's own readiness answers (contract/readiness.js): listening from the first moment, it
// answers 503 on /api/v1/ready and everywhere else until the API runtime has migrated and seeded
// its database, and 503 on /api/v1/ready once shutting down.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReadiness } from "../../contract/readiness.js";
import { buildDir, buildIfNeeded, freePort } from "../support/built-server";
import { sharedSecrets } from "../support/secrets";

describe("a server whose database has not answered yet", () => {
  let child: ChildProcess;
  let silentDatabase: Server;
  const sockets: Socket[] = [];
  let base: string;
  let dataDir: string;
  let output = "";

  beforeAll(async () => {
    await buildIfNeeded();
    // Accepts PostgreSQL connections and never answers: start-up waits on it for as long as we like.
    silentDatabase = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silentDatabase.listen(0, "127.0.0.1", resolve));
    const { port: dbPort } = silentDatabase.address() as { port: number };
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), "infinite-ready-test-"));
    child = spawn(process.execPath, ["server/index.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        BUILD_DIR: buildDir,
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: `postgres://infinite:secret@127.0.0.1:${dbPort}/infinite`,
        PUBLIC_URL: base,
        ...sharedSecrets(),
        DEMO_MODE: "1",
      },
    });
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    // Listening is the first thing it does; the database connection is under way by then.
    while (!output.includes("is listening")) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }, 300_000);

  afterAll(async () => {
    if (child?.exitCode === null) child.kill("SIGKILL");
    for (const s of sockets) s.destroy();
    await new Promise((r) => silentDatabase?.close(r));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers /api/v1/ready with 503 while starting", async () => {
    const res = await fetch(`${base}/api/v1/ready`);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("1");
    expect(await res.json()).toEqual({
      success: false,
      message: "Not ready: starting (database migrations and seeding).",
      code: 503,
    });
  });

  it("answers pages and the rest of the API with 503, not half a product", async () => {
    for (const p of ["/", "/api/v1/bots", "/api/v1/health"]) {
      const res = await fetch(`${base}${p}`);
      expect(res.status).toBe(503);
      expect((await res.json()).message).toBe("Infinite is starting. Please try again in a moment.");
    }
  });
});

describe("the server's readiness phases", () => {
  const request = (p: string) => new Request(`http://localhost${p}`);

  it("leaves every request to the app while serving", () => {
    const readiness = createReadiness();
    readiness.serving();
    expect(readiness.answer(request("/api/v1/ready"))).toBeNull();
    expect(readiness.answer(request("/"))).toBeNull();
  });

  it("answers /api/v1/ready with 503 once stopping, and lets requests still coming finish", async () => {
    const readiness = createReadiness();
    readiness.serving();
    readiness.stopping();
    const ready = readiness.answer(request("/api/v1/ready"));
    expect(ready?.status).toBe(503);
    expect(await ready?.json()).toMatchObject({ message: "Not ready: shutting down." });
    expect(readiness.answer(request("/api/v1/chats"))).toBeNull();
    // Stopping is final: a late "serving" does not undo it.
    readiness.serving();
    expect(readiness.answer(request("/api/v1/ready"))?.status).toBe(503);
  });
});
