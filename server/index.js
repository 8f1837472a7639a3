// @ts-check
// `node server/index.js`: the one Node server of the web app and the API
// (docs/decisions/011-one-node-server.md). In production it serves the build in BUILD_DIR (default
// build/): its static files, the API under /api/v1 from the same in-process runtime the loaders
// call, and Remix for the rest. With NODE_ENV=development (`npm run dev`) Vite builds on the fly in
// front of the same app. PORT (default 3000) and HOST (default every interface) say where to listen.
import "./wasm-tiers.js";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, installGlobals } from "@remix-run/node";
import { webDataDirProblem } from "../contract/data-dir.js";
import { keepConnectionsAlive } from "../contract/keep-alive.js";
import { logger } from "../contract/logger.js";
import { createApp } from "./app.js";
import { createListener } from "./listener.js";
import { listenForMetrics, metricsSettings } from "./metrics.js";
import { createMemberPageCache } from "./member-page-cache.js";
import { createPageCache } from "./page-cache.js";
import { createReadiness } from "../contract/readiness.js";
import { listStaticFiles } from "./static-files.js";

/** @typedef {import("@remix-run/node").ServerBuild} ServerBuild */
/** @typedef {(request: Request) => Promise<Response>} Handler */

installGlobals({ nativeFetch: true });
// The build refuses to run under any other server (app/utils/served-by-our-server.server.ts).
/** @type {Record<symbol, boolean>} */ (/** @type {unknown} */ (globalThis))[
  Symbol.for("infinite.servedByOurServer")
] = true;

const isProduction = process.env.NODE_ENV === "production";
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || undefined;
/** How long requests still running at shutdown may take before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/** API_LOG, as the API reads it: on unless false or 0, and off by default in tests. */
function accessLogOn() {
  const setting = (process.env.API_LOG ?? "").toLowerCase();
  return setting === "" ? process.env.NODE_ENV !== "test" : setting === "true" || setting === "1";
}

/** @param {ServerBuild} build @returns {import("./metrics.js").ProcessMetrics | undefined} */
function metricsOf(build) {
  return /** @type {{ processMetrics?: import("./metrics.js").ProcessMetrics }} */ (
    /** @type {unknown} */ (build.entry.module)
  ).processMetrics;
}

/** @param {ServerBuild} build @param {string} where */
function apiHandlerOf(build, where) {
  const serveApi = /** @type {{ serveApi?: Handler }} */ (/** @type {unknown} */ (build.entry.module))
    .serveApi;
  if (typeof serveApi !== "function") {
    throw new Error(
      `${where} has no serveApi in its entry.server: it predates server/. Build again (npm run build).`,
    );
  }
  return serveApi;
}

/**
 * A shutdown began: readers of replies being written here resume on another instance.
 * @param {ServerBuild} build
 */
async function handOverApiOf(build) {
  const { handOverApi } = /** @type {{ handOverApi?: () => Promise<void> }} */ (
    /** @type {unknown} */ (build.entry.module)
  );
  await handOverApi?.();
}

/**
 * Closes the build's in-process API (replies saved, database closed); nothing with API_URL set.
 * @param {ServerBuild} build
 */
async function closeApiOf(build) {
  const { closeApi } = /** @type {{ closeApi?: () => Promise<void> }} */ (
    /** @type {unknown} */ (build.entry.module)
  );
  await closeApi?.();
}

async function production() {
  const buildDir = path.resolve(process.env.BUILD_DIR || "build");
  const entry = path.join(buildDir, "server", "index.js");
  // Importing the build opens the API runtime (database, services) once, for loaders and /api/v1.
  const build = /** @type {ServerBuild} */ (await import(pathToFileURL(entry).href));
  const serveApi = apiHandlerOf(build, entry);
  const pageCache = createPageCache();
  const { onCatalogueChange, memberPageVersion } =
    /** @type {{ onCatalogueChange?: (listener: () => void) => void, memberPageVersion?: (request: Request) => Promise<string | null> }} */ (
      /** @type {unknown} */ (build.entry.module)
    );
  const memberPageCache = memberPageVersion
    ? createMemberPageCache({ versionOf: memberPageVersion })
    : undefined;
  onCatalogueChange?.(() => {
    pageCache.clear();
    memberPageCache?.clear();
  });
  return {
    pageCache,
    memberPageCache,
    files: await listStaticFiles(path.join(buildDir, "client"), { isProduction }),
    api: () => serveApi,
    remix: createRequestHandler(build, "production"),
    metrics: metricsOf(build),
    before: undefined,
    close: () => closeApiOf(build),
    handOver: () => handOverApiOf(build),
  };
}

/** @param {http.Server} server */
async function development(server) {
  const vite = await import("vite");
  const devServer = await vite.createServer({
    server: { middlewareMode: true, hmr: { server } },
    appType: "custom",
  });
  const load = async () =>
    /** @type {ServerBuild} */ (await devServer.ssrLoadModule("virtual:remix/server-build"));
  return {
    // Vite serves public/ and the modules itself.
    files: new Map(),
    api: async () => apiHandlerOf(await load(), "The dev build"),
    remix: createRequestHandler(load, "development"),
    metrics: metricsOf(await load()),
    before: devServer.middlewares,
    pageCache: undefined,
    memberPageCache: undefined,
    close: async () => {
      await closeApiOf(await load());
      await devServer.close();
    },
    handOver: async () => handOverApiOf(await load()),
  };
}

// Checked before the build loads: loading it writes the session secret and opens the database
// in DATA_DIR.
const problem = webDataDirProblem(process.env);
if (problem) {
  console.error(problem);
  process.exit(1);
}

const server = http.createServer();
keepConnectionsAlive(server);
// Listening comes first: while the build's API runtime migrates and seeds the database, the server
// answers /api/v1/ready (and everything else) with 503 itself (contract/readiness.js).
const readiness = createReadiness();
/** @type {(req: http.IncomingMessage, res: http.ServerResponse) => void} */
let listener = getRequestListener((request) => /** @type {Response} */ (readiness.answer(request)));
server.on("request", (req, res) => listener(req, res));
/** @type {Promise<{ close: () => Promise<unknown>, handOver: () => Promise<unknown> } | null>} */
let started = Promise.resolve(null);
shutDownOnSignals(
  async () => (await started)?.close(),
  async () => (await started)?.handOver(),
);
server.listen(port, host, () => {
  logger().info(`Infinite is listening on http://${host ?? "localhost"}:${port}`);
});
try {
  const starting = isProduction ? production() : development(server);
  started = starting.catch(() => null);
  const parts = await starting;
  const metricsSetup = metricsSettings(process.env);
  const app = createApp({
    api: parts.api,
    remix: parts.remix,
    isProduction,
    pageCache: parts.pageCache,
    memberPageCache: parts.memberPageCache,
    log: accessLogOn() ? (line) => logger().info(line) : null,
    publicUrl: process.env.PUBLIC_URL,
    // The number of trusted proxies (app/utils/env.server.ts validates it); any means one is there.
    trustProxy: Number(process.env.TRUST_PROXY || 0) > 0,
    metrics: parts.metrics,
    // A port of its own (METRICS_PORT) keeps /metrics off the public one.
    metricsToken: metricsSetup.port ? null : metricsSetup.token,
  });
  if (parts.metrics && metricsSetup.port) {
    listenForMetrics(parts.metrics, metricsSetup).unref();
    logger().info(`Metrics on http://${metricsSetup.host}:${metricsSetup.port}/metrics`);
  }
  listener = createListener({
    fetch: (request, env) => readiness.answer(request) ?? app.fetch(request, env),
    files: parts.files,
    before: parts.before,
  });
  readiness.serving();
} catch (error) {
  // A bad setting stops start-up with the message that names it, not a stack trace.
  const named = error instanceof Error && error.constructor.name === "ConfigError";
  console.error(named ? error.message : error);
  process.exit(1);
}

/**
 * SIGTERM or SIGINT: no new connections, idle ones closed, running requests given
 * SHUTDOWN_GRACE_MS. Readers of replies still being written are handed to other instances at once
 * (with Redis), while the replies themselves finish here. Once the last connection is gone the
 * in-process API closes (replies settled, then the database) and the process ends: the database
 * stays open for every request still running.
 * @param {() => Promise<unknown>} closeParts
 * @param {() => Promise<unknown>} handOver
 */
function shutDownOnSignals(closeParts, handOver) {
  const stop = () => {
    // Load balancers still asking on open connections hear "not ready" and move on.
    readiness.stopping();
    void handOver().catch(() => undefined);
    server.close(() => {
      void closeParts().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
