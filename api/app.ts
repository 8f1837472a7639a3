// The API (docs/requirements/api.md#api) as a Hono app under /api/v1. Pure: services come in, a
// fetch handler goes out.
import { errorSummary, errorWithFrames } from "../contract/error-summary";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import { currentRequestId } from "../contract/logger.js";
import { baseSecurityHeaders, NON_DOCUMENT_CSP, withHeaders } from "../contract/http-headers";
import { configureHashPool } from "./domain/hash-pool";
import { answerInLanguage } from "./http/answer-language";
import { bodyLimit } from "./http/body-limit";
import type { ApiEnv } from "./http/context";
import { isTransientDbError } from "./db/retry";
import { ApiError, DATABASE_UNAVAILABLE, failureBody, OUT_OF_SPACE } from "./http/envelope";
import { refuseNulInPath } from "./http/validate";
import { metrics } from "./services/metrics";
import { resources } from "./resources";
import type { Services } from "./services/types";

export function createApi(services: Services) {
  const app = new Hono<ApiEnv>().basePath("/api/v1");
  // One hashing pool per process, sized by the config of the API it serves.
  configureHashPool({ concurrency: services.config.HASH_CONCURRENCY });

  if (services.config.API_LOG ?? services.config.NODE_ENV !== "test") {
    app.use(async (c, next) => {
      const start = performance.now();
      await next();
      const ms = (performance.now() - start).toFixed(1);
      // Path only: query strings may carry search terms or emails.
      services.log(`[api] ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
    });
  }

  // By the pattern of the route that answered (/api/v1/chats/:id, the last one matched), never the
  // path itself: one series per route, no ids (constraints such as {[0-9]+} left out).
  const { httpRequests, httpDuration } = metrics();
  app.use(async (c, next) => {
    const start = performance.now();
    await next();
    const labels = {
      method: c.req.method,
      route: routePath(c, -1).replace(/\{[^}]*\}/g, ""),
      status: String(c.res.status),
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, (performance.now() - start) / 1000);
  });

  // API answers are data and images, never pages: the strictest policy, also when served alone. Set
  // on the answer itself, all at once: Hono's c.header() on a finished answer copies the whole
  // Response, every call (~1 ms of a first token for ten headers).
  const securityHeaders = Object.entries(
    baseSecurityHeaders({ isProduction: services.config.NODE_ENV === "production" }),
  );
  app.use(async (c, next) => {
    await next();
    const answer = withHeaders(c.res, (headers) => {
      if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
      if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", NON_DOCUMENT_CSP);
      for (const [k, v] of securityHeaders) headers.set(k, v);
    });
    if (answer !== c.res) c.res = answer;
  });

  app.use(answerInLanguage);
  app.use(bodyLimit());
  app.use(refuseNulInPath);

  // Each router under its prefix: the table in api/resources/index.ts names the file for every path.
  for (const [prefix, resource] of resources) app.route(prefix, resource(services));

  app.notFound((c) => c.json(failureBody(404, `No route for ${c.req.method} ${c.req.path}.`), 404));

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
      return c.json(failureBody(err.status, err.message, err.errors, err.data), err.status);
    }
    if (err instanceof HTTPException) {
      return c.json(failureBody(err.status, err.message || "Request failed."), err.status);
    }
    // A restart or failover of the database: the client may simply try again, so say so (503 and
    // Retry-After) rather than report a failure of ours.
    if (isTransientDbError(err)) {
      services.log(`[api] ${c.req.method} ${c.req.path} database unavailable: ${errorSummary(err)}`);
      c.header("Retry-After", String(DATABASE_UNAVAILABLE.retryAfterSeconds));
      return c.json(failureBody(503, DATABASE_UNAVAILABLE.message), 503);
    }
    // A full disk (an upload, the embedded database): the operator must free space; the log says so.
    if (isOutOfSpace(err)) {
      services.log(`[api] ${c.req.method} ${c.req.path} out of space: ${errorSummary(err)}`);
      return c.json(failureBody(507, OUT_OF_SPACE), 507);
    }
    // Never leak internals: the details go to the log, the client gets a plain message.
    services.log(`[api] ${c.req.method} ${c.req.path} failed: ${errorWithFrames(err)}`);
    // The request id lets support find the lines of this failure (contract/logger.js).
    const requestId = currentRequestId() ?? c.req.header("x-request-id");
    const body = failureBody(500, "Something went wrong on our side. Please try again.");
    return c.json(requestId ? { ...body, request_id: requestId } : body, 500);
  });

  return app;
}

export type Api = ReturnType<typeof createApi>;

/** ENOSPC or EDQUOT on the error or any of its causes (a query error wraps the driver's). */
function isOutOfSpace(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (code === "ENOSPC" || code === "EDQUOT") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
