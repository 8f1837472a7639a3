// `npm start`: builds on first run, then serves web app + API on one port (default 3000).
import { spawnSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { remixServeArgs } from "./remix-serve-args.js";

const serverBuild = "build/server/index.js";
if (!existsSync(serverBuild) || process.env.FORCE_BUILD === "true") {
  console.log("First start: building the web app (about a minute)…");
  const built = spawnSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], {
    stdio: "inherit",
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? "production",
  PORT: process.env.PORT ?? "3000",
};
console.log(`Infinite is starting on http://localhost:${env.PORT}`);
const child = spawn(process.execPath, remixServeArgs(serverBuild), {
  stdio: "inherit",
  env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
