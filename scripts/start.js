// `npm start`: builds on first run, then serves web app + API on one port (default 3000).
import { spawnSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { DEMO_BANNER, demoModeForStart } from "../contract/demo-mode.js";
import { remixServeArgs } from "./remix-serve-args.js";

const serverBuild = "build/server/index.js";
if (!existsSync(serverBuild) || process.env.FORCE_BUILD === "true") {
  console.log("First start: building the web app (about a minute)…");
  const built = spawnSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], {
    stdio: "inherit",
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// A fresh machine has no mail server or Stripe account: run the demo rather than refuse to start.
const demo = demoModeForStart(process.env);
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? "production",
  PORT: process.env.PORT ?? "3000",
  ...(demo ? { DEMO_MODE: demo } : {}),
};
console.log(`Infinite is starting on http://localhost:${env.PORT}`);
if (demo) {
  console.log(
    `${DEMO_BANNER} (DEMO_MODE=1, because SMTP_URL and STRIPE_SECRET_KEY are not both set; see .env.example).`,
  );
}
const child = spawn(process.execPath, remixServeArgs(serverBuild), {
  stdio: "inherit",
  env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
