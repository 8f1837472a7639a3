// `npm run start:api`: the API alone, so the web and API tiers can be deployed and scaled apart.
// Like the web server (server/index.js) it listens from the first moment and answers /api/v1/ready
// with 503 while the runtime migrates and seeds, and again from SIGTERM on (contract/readiness.js);
// it logs through the process's pino logger, every line of a request with its request id.
import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import { errorWithFrames } from "../contract/error-summary";
import { logger, stampRequestId } from "../contract/logger.js";
import { withRequest } from "../contract/request-context.js";
import { keepConnectionsAlive } from "../contract/keep-alive.js";
import { createReadiness } from "../contract/readiness.js";
import { ConfigError } from "./config";
import { closeApiRuntime, getApiRuntime, handOverApiRuntime } from "./runtime";

const port = Number(process.env.API_PORT ?? process.env.PORT ?? 4000);
const host = process.env.HOST || undefined;
/** How long requests still running at shutdown may take before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;
const trustProxy = Number(process.env.TRUST_PROXY || 0) > 0;

const readiness = createReadiness();
let api: { fetch: (request: Request) => Response | Promise<Response> } | null = null;
const answer = getRequestListener(
  (request) => readiness.answer(request) ?? api?.fetch(request) ?? new Response(null, { status: 503 }),
);
const server = http.createServer((req, res) => {
  const requestId = stampRequestId(req, trustProxy);
  res.setHeader("X-Request-Id", requestId);
  withRequest({ requestId, document: false }, () => void answer(req, res));
});
keepConnectionsAlive(server);

let starting: Promise<unknown> = Promise.resolve();
// Load balancers still asking on open connections hear "not ready"; running requests are answered,
// then the runtime closes (replies saved, the database).
const stop = () => {
  readiness.stopping();
  logger().info("Stopping: answering the requests still running");
  server.close(() => {
    void starting
      .then(() => closeApiRuntime())
      .catch((err: unknown) => logger().error(`Closing the API failed: ${errorWithFrames(err)}`))
      .finally(() => process.exit(0));
  });
  // Readers of replies still being written resume on another instance (with Redis); the replies
  // are finished here first (closeApiRuntime waits for them).
  void handOverApiRuntime();
  server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);

server.listen(port, host, () => {
  logger().info(`Infinite API listening on http://${host ?? "localhost"}:${port}/api/v1`);
});
try {
  const runtime = getApiRuntime();
  starting = runtime.catch(() => null);
  api = (await runtime).api;
  readiness.serving();
} catch (err) {
  // A bad setting stops start-up with the sentence that names it; anything else by kind and frames.
  logger().fatal(
    err instanceof ConfigError ? err.message : `Starting the API failed: ${errorWithFrames(err)}`,
  );
  process.exit(1);
}
