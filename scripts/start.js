// `npm start`: builds on first run, then serves web app + API on one port (default 3000) with the
// one Node server (server/index.js), in this process.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { webDataDirProblem } from "../contract/data-dir.js";
import { DEMO_BANNER, demoModeForStart } from "../contract/demo-mode.js";

// Before a minute of building: a DATA_DIR the server cannot write would stop it anyway.
const problem = webDataDirProblem(process.env);
if (problem) {
  console.error(problem);
  process.exit(1);
}

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
process.env.NODE_ENV ??= "production";
process.env.PORT ??= "3000";
if (demo) process.env.DEMO_MODE = demo;
console.log(`Infinite is starting on http://localhost:${process.env.PORT}`);
if (demo) {
  console.log(
    `${DEMO_BANNER} (DEMO_MODE=1, because SMTP_URL and STRIPE_SECRET_KEY are not both set; see .env.example).`,
  );
}
// Set before the server (and the build it imports) reads the environment.
await import("../server/index.js");
