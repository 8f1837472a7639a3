// @ts-check
// What the server does with a request that is not for a static file (server/listener.js has
// limited its body, stamped its client address and looked for a file of build/client first):
//   1. a state-changing request another site made a browser send is refused with 403, whatever it is
//      for (server/cross-site.js); X-Forwarded-Host goes no further unless TRUST_PROXY says a proxy
//      wrote it;
//   2. /api/v1/* goes to the API, ahead of Remix, so an API call never runs Remix's route matching;
//   3. everything else is Remix's, with the headers that entry.server does not set (resource routes),
//      through the shared page cache for visitors without cookies (server/page-cache.js) and the
//      member page cache for the pages members live on (server/member-page-cache.js).
import { Hono } from "hono";
import { errorWithFrames } from "../contract/error-summary.js";
import { dataSecurityHeaders, withHeaders } from "../contract/http-headers.js";
import { CROSS_SITE_REFUSED, isCrossSite } from "./cross-site.js";
import { metricsAnswer } from "./metrics.js";
import { currentRequestId, logger } from "../contract/logger.js";
import { refusalBody, wantsJson } from "./refusal.js";

/** @typedef {(request: Request) => Promise<Response>} Handler */

/**
 * @param {object} parts
 * @param {() => Handler | Promise<Handler>} parts.api the API's handler (entry.server's serveApi)
 * @param {Handler} parts.remix
 * @param {boolean} parts.isProduction
 * @param {((line: string) => void) | null} parts.log an access line per page or data request
 * @param {ReturnType<typeof import("./page-cache.js").createPageCache>} [parts.pageCache] public pages
 *   kept for visitors without cookies (production only)
 * @param {ReturnType<typeof import("./member-page-cache.js").createMemberPageCache>} [parts.memberPageCache]
 *   members' pages kept while their page version stands (production only)
 * @param {string} [parts.publicUrl] PUBLIC_URL, one of our own origins
 * @param {boolean} [parts.trustProxy] TRUST_PROXY is set: X-Forwarded-Host is a proxy's, believed
 * @param {import("./metrics.js").ProcessMetrics} [parts.metrics] the process's metrics: pages are
 *   counted here (the API counts its own requests)
 * @param {string | null} [parts.metricsToken] serves GET /metrics on this port to this bearer token
 */
export function createApp({
  api,
  remix,
  isProduction,
  log,
  pageCache,
  memberPageCache,
  publicUrl,
  trustProxy = false,
  metrics,
  metricsToken,
}) {
  // Resource routes (redirects, downloads, streams) and anything else entry.server never sees.
  const missing = Object.entries(dataSecurityHeaders({ isProduction }));
  const app = new Hono();

  app.use("*", async (c, next) => {
    const request = c.req.raw;
    if (!trustProxy) request.headers.delete("x-forwarded-host");
    if (!isCrossSite(request, { publicUrl, trustProxy })) return next();
    log?.(`[web] ${c.req.method} ${c.req.path} 403 cross-site`);
    const { body, contentType } = refusalBody({
      status: 403,
      title: "Request refused",
      message: CROSS_SITE_REFUSED,
      json: wantsJson(c.req.path, c.req.header("accept")),
    });
    return c.body(body, 403, {
      ...Object.fromEntries(missing),
      "Content-Type": contentType,
      "Cache-Control": "no-store",
    });
  });

  const serveApi = async (/** @type {Request} */ request) => (await api())(request);
  app.all("/api/v1", (c) => serveApi(c.req.raw));
  app.all("/api/v1/*", (c) => serveApi(c.req.raw));

  if (metrics && metricsToken) app.get("/metrics", (c) => metricsAnswer(c.req.raw, metrics, metricsToken));

  app.all("*", async (c) => {
    const started = performance.now();
    // Remix repeats a narrower form of the check on page posts (Origin against X-Forwarded-Host or
    // Host, never PUBLIC_URL) and answers a mismatch with 500: the Origin vetted above goes no further.
    c.req.raw.headers.delete("origin");
    const render = (/** @type {Request} */ request) =>
      pageCache ? pageCache.serve(request, remix) : remix(request);
    const page = memberPageCache ? memberPageCache.serve(c.req.raw, render) : render(c.req.raw);
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
    // Its kind, codes and frames, not its message: a message can quote a form's text or an email.
    logger().error(`[web] ${c.req.method} ${c.req.path} failed: ${errorWithFrames(error)}`);
    // The request id lets support find this answer's log lines.
    const id = currentRequestId();
    const text = `Something went wrong on our side. Please try again.${id ? ` (Request ${id})` : ""}`;
    return c.text(text, 500, Object.fromEntries(missing));
  });

  return app;
}
