// A real, throwaway redis-server on a free loopback port (no persistence), for the Redis tests.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts redis-server on `port` (a free one by default; the same one to bring a stopped Redis back). */
export async function startRedis({ port: wanted }: { port?: number } = {}): Promise<TestRedis> {
  const port = wanted ?? (await freePort());
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let out = "";
    child.once("error", (err) =>
      reject(
        new Error(
          `Cannot start redis-server (${err.message}). Install it: apt-get install -y redis-server (.ci/run does).`,
        ),
      ),
    );
    child.once("exit", (code) => reject(new Error(`redis-server exited (${code}):\n${out}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("Ready to accept connections")) resolve();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}
