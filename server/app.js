// @ts-check
// What the server does with a request that is not for a static file (server/listener.js has
// limited its body, stamped its client address and looked for a file of build/client first):
//   1. /api/v1/* goes to the API, ahead of Remix, so an API call never runs Remix's route matching;
//   2. everything else is Remix's, with the headers that entry.server does not set (resource routes),
//      through the shared page cache for visitors without cookies (server/page-cache.js).
import { Hono } from "hono";
import { dataSecurityHeaders } from "../contract/http-headers.js";
import { metricsAnswer } from "./metrics.js";

/** @typedef {(request: Request) => Promise<Response>} Handler */

/**
 * Sets headers on `response`, or on a copy when its headers cannot change (an answer of fetch(),
 * such as a stream passed through from API_URL).
 * @param {Response} response
 * @param {(headers: Headers) => void} set
 * @returns {Response}
 */
function withHeaders(response, set) {
  try {
    set(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    set(copy.headers);
    return copy;
  }
}

/**
 * @param {object} parts
 * @param {() => Handler | Promise<Handler>} parts.api the API's handler (entry.server's serveApi)
 * @param {Handler} parts.remix
 * @param {boolean} parts.isProduction
 * @param {((line: string) => void) | null} parts.log an access line per page or data request
 * @param {ReturnType<typeof import("./page-cache.js").createPageCache>} [parts.pageCache] public pages
 *   kept for visitors without cookies (production only)
 * @param {import("./metrics.js").ProcessMetrics} [parts.metrics] the process's metrics: pages are
 *   counted here (the API counts its own requests)
 * @param {string | null} [parts.metricsToken] serves GET /metrics on this port to this bearer token
 */
export function createApp({ api, remix, isProduction, log, pageCache, metrics, metricsToken }) {
  // Resource routes (redirects, downloads, streams) and anything else entry.server never sees.
  const missing = Object.entries(dataSecurityHeaders({ isProduction }));
  const app = new Hono();

  const serveApi = async (/** @type {Request} */ request) => (await api())(request);
  app.all("/api/v1", (c) => serveApi(c.req.raw));
  app.all("/api/v1/*", (c) => serveApi(c.req.raw));

  if (metrics && metricsToken) app.get("/metrics", (c) => metricsAnswer(c.req.raw, metrics, metricsToken));

  app.all("*", async (c) => {
    const started = performance.now();
    const page = pageCache ? pageCache.serve(c.req.raw, remix) : remix(c.req.raw);
    const response = withHeaders(await page, (headers) => {
      for (const [name, value] of missing) if (!headers.has(name)) headers.set(name, value);
    });
    const ms = performance.now() - started;
    metrics?.observePage(c.req.method, response.status, ms / 1000);
    // Path only: query strings may carry search terms or emails (as the API's own log).
    log?.(`[web] ${c.req.method} ${c.req.path} ${response.status} ${ms.toFixed(1)}ms`);
    return response;
  });

  app.onError((error, c) => {
    console.error(error);
    return c.text("Something went wrong on our side. Please try again.", 500, Object.fromEntries(missing));
  });

  return app;
}
