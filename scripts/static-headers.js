// Preloaded (`node --import ./scripts/static-headers.js`) in front of remix-serve, which serves
// build/client itself and has no hook for headers. Just before each response's head goes out it
// adds the security headers the response does not already carry (pages and data set their own in
// entry.server), and keeps the year-long immutable caching for hashed build files only: remix-serve
// gives it to every file in build/client, so a changed /media/hero.mp4 would never reach visitors.
// It also tells the app each request's real client address (contract/client-channel.js), which
// only this layer can see.
import http from "node:http";
import { baseSecurityHeaders, NON_DOCUMENT_CSP } from "../contract/base-security-headers.js";
import { channelSecret, stampClientAddress } from "../contract/client-channel.js";
import { limitRequestBodies } from "./body-limit.js";

const isProduction = process.env.NODE_ENV === "production";
const defaults = { ...baseSecurityHeaders({ isProduction }), "Content-Security-Policy": NON_DOCUMENT_CSP };
const UNHASHED_STATIC_CACHE = "public, max-age=3600";
// Where a name never changes meaning: hashed build files, and the API's images (random upload keys).
const IMMUTABLE_PREFIXES = ["/assets/", "/api/v1/media/"];
// Files whose headers differ from every other static file. The service worker needs a policy that
// lets it fetch our own files (NON_DOCUMENT_CSP allows nothing), scope over the whole site, and a
// fresh copy on every update check (docs/decisions/010-push-and-service-worker-caching.md).
/** @type {Record<string, Record<string, string>>} */
const FILE_HEADERS = {
  "/sw.js": {
    "Content-Security-Policy": "default-src 'self'",
    "Service-Worker-Allowed": "/",
    "Cache-Control": "no-cache",
  },
};
// Made before the app loads; the app reads it from globalThis to trust only our own stamp.
const secret = channelSecret();

/** @param {http.IncomingMessage} req */
function stampClient(req) {
  stampClientAddress(req.headers, req.socket.remoteAddress, secret);
}

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
function addMissingHeaders(req, res) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    for (const [name, value] of Object.entries(defaults))
      if (!res.hasHeader(name)) res.setHeader(name, value);
    const cache = res.getHeader("Cache-Control");
    const url = req.url ?? "";
    if (
      typeof cache === "string" &&
      cache.includes("immutable") &&
      !IMMUTABLE_PREFIXES.some((p) => url.startsWith(p))
    )
      res.setHeader("Cache-Control", UNHASHED_STATIC_CACHE);
    for (const [name, value] of Object.entries(FILE_HEADERS[url.split("?")[0]] ?? {}))
      res.setHeader(name, value);
    return writeHead.apply(this, /** @type {any} */ (args));
  };
}

const createServer = http.createServer;
// @ts-expect-error: the overloads of createServer are kept, only a listener is put first.
http.createServer = function (...args) {
  const server = createServer.apply(this, /** @type {any} */ (args));
  limitRequestBodies(server);
  server.prependListener("request", addMissingHeaders);
  server.prependListener("request", stampClient);
  return server;
};
