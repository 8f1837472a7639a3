// The production build the server tests run (BUILD_DIR, default build/): made first when missing or
// older than server/ (no serveApi in its entry), asynchronously so vitest's worker keeps answering.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export const buildDir = process.env.BUILD_DIR || "build";
export const serverEntry = path.join(buildDir, "server", "index.js");

export async function buildIfNeeded() {
  if (existsSync(serverEntry) && readFileSync(serverEntry, "utf8").includes("serveApi")) return;
  // Without VITEST: vite.config.ts leaves Remix's plugin out under vitest.
  const { VITEST: _vitest, ...env } = process.env;
  const build = spawn(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], {
    stdio: "inherit",
    env: { ...env, BUILD_DIR: buildDir },
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
