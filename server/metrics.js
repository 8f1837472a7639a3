// @ts-check
// GET /metrics, the Prometheus text of the process (api/services/metrics.ts, docs/operations.md#metrics).
// Off unless configured: METRICS_TOKEN serves it on the main port to `Authorization: Bearer
// <token>` only; METRICS_PORT serves it on a port of its own instead (METRICS_HOST, default
// 127.0.0.1: reach it from the private network only), also asking for the token when one is set.
import http from "node:http";
import { timingSafeEqual, createHash } from "node:crypto";

/**
 * @typedef {object} ProcessMetrics the build's entry.server export (app/utils/api.server.ts)
 * @property {() => string} contentType
 * @property {() => Promise<string>} text
 * @property {(method: string, status: number, seconds: number) => void} observePage
 */

/** @param {NodeJS.ProcessEnv} env */
export function metricsSettings(env) {
  const token = env.METRICS_TOKEN || null;
  const port = env.METRICS_PORT ? Number(env.METRICS_PORT) : null;
  if (port !== null && !(Number.isInteger(port) && port > 0 && port < 65536)) {
    throw new Error(`METRICS_PORT must be a port number (1–65535), not "${env.METRICS_PORT}".`);
  }
  return { token, port, host: env.METRICS_HOST || "127.0.0.1" };
}

/** Same length digests: compared in constant time whatever was sent. */
const digest = (/** @type {string} */ text) => createHash("sha256").update(text).digest();

/**
 * Answers a GET /metrics request, or refuses it (401) without the bearer token when one is set.
 * @param {Request} request @param {ProcessMetrics} metrics @param {string | null} token
 */
export async function metricsAnswer(request, metrics, token) {
  if (token) {
    const sent = (request.headers.get("authorization") ?? "").replace(/^Bearer\s+/i, "");
    if (!timingSafeEqual(digest(sent), digest(token))) {
      return new Response("Unauthorized: send Authorization: Bearer <METRICS_TOKEN>.\n", {
        status: 401,
        headers: { "WWW-Authenticate": "Bearer", "Content-Type": "text/plain; charset=utf-8" },
      });
    }
  }
  return new Response(await metrics.text(), {
    headers: { "Content-Type": metrics.contentType(), "Cache-Control": "no-store" },
  });
}

/**
 * The separate metrics listener (METRICS_PORT): /metrics only.
 * @param {ProcessMetrics} metrics @param {ReturnType<typeof metricsSettings>} settings
 */
export function listenForMetrics(metrics, { port, host, token }) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://metrics.internal");
    if (req.method !== "GET" || url.pathname !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found: GET /metrics.\n");
      return;
    }
    const headers = new Headers();
    if (req.headers.authorization) headers.set("authorization", req.headers.authorization);
    const answer = await metricsAnswer(new Request(url, { headers }), metrics, token);
    res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(await answer.text());
  });
  server.listen(port ?? 0, host);
  return server;
}
