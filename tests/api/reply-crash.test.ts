// A server process killed (SIGKILL) in the middle of a streamed reply: after a restart the partial
// reply is kept, marked failed within a few heartbeats, and Retry brings a whole reply. Runs against
// PostgreSQL (the PostgreSQL suite), where a second process can share the database with the test.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, parseSse, readSseUntil } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";
import type { TestUser } from "../support/users";
import { sharedSecrets } from "../support/secrets";

const HEARTBEAT_MS = 200;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("a reply whose server died", () => {
  let t: TestApi;
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let user: TestUser;
  let botId: number;
  let port: number;
  let server: ChildProcess | null = null;

  async function startServer() {
    const child = spawn(process.execPath, ["--import", "tsx", "api/server.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        API_PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: t.config.dataDir,
        DATABASE_URL: t.config.DATABASE_URL,
        ...(t.config.DATABASE_URL ? sharedSecrets() : {}),
        AI_BASE_URL: fake.url,
        AI_MODEL: "fake-model",
        AI_TIMEOUT_MS: "30000",
        REPLY_HEARTBEAT_MS: String(HEARTBEAT_MS),
      },
      stdio: "ignore",
    });
    server = child;
    for (let tries = 0; tries < 300; tries++) {
      const up = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return child;
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("the API did not start");
  }

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${user.token}`, "Content-Type": "application/json", ...init.headers },
    });

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApi();
    user = await chatter(t, "Robin");
    const { body } = await t.call("GET", "/bots?per_page=1");
    botId = body.data.data[0].id;
    port = await freePort();
  });
  afterAll(async () => {
    server?.kill("SIGKILL");
    await t?.close();
    await fake?.close();
  });

  it("keeps the partial text, marks it failed and lets Retry finish it", async () => {
    await startServer();
    fake.next({ kind: "stream", chunks: ["Once upon ", "a time ", "there was"], holdAfter: 2 });
    const res = await api("/bots/chatting/send", {
      method: "POST",
      headers: { Accept: "text/event-stream" },
      body: JSON.stringify({ bot_id: botId, message: "Tell me a story" }),
    });
    const { events, reader } = await readSseUntil(res.body!, (e) => e.some((x) => x.event === "token"));
    const id = events.find((e) => e.event === "message")!.data.id as number;
    // Let the partial text reach the database (it is saved on the heartbeat at the latest).
    await new Promise((r) => setTimeout(r, HEARTBEAT_MS * 3));
    server!.kill("SIGKILL");
    await new Promise((r) => server!.once("exit", r));
    await reader.cancel().catch(() => {});

    await startServer();
    let row: { status: string; reply_message: string; error: string | null } | undefined;
    for (let tries = 0; tries < 100; tries++) {
      const thread = await (await api(`/bots/chatting/${botId}`)).json();
      row = thread.data[0].messages.find((m: { id: number }) => m.id === id);
      if (row?.status === "failed") break;
      await new Promise((r) => setTimeout(r, HEARTBEAT_MS));
    }
    expect(row?.status).toBe("failed");
    expect(row?.error).toBe(CHAT_COPY.replyFailed);
    expect(row?.reply_message).toContain("Once upon");

    fake.release();
    fake.next({ kind: "stream", chunks: ["The ", "end."] });
    const retry = await api("/bots/chatting/send", {
      method: "POST",
      headers: { Accept: "text/event-stream" },
      body: JSON.stringify({ bot_id: botId, retry_id: id }),
    });
    expect(retry.status).toBe(200);
    const done = parseSse(await retry.text()).find((e) => e.event === "done");
    expect(done?.data.reply_message).toContain("The end.");
  });
});
