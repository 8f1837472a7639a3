// @ts-check
// How long a server keeps an idle keep-alive connection open. Node closes one after 5 s, the same
// idle time after which its own clients (and many others) drop a pooled socket: a request sent on a
// socket just as the server closes it fails with ECONNRESET, and a POST is never retried for the
// client. A server should keep connections open longer than its clients and load balancers do
// (deploy/haproxy.cfg keeps its side 60 s), so the client is always the one that closes.
// Both launchers use it: server/index.js and api/server.ts. Shutdown closes idle ones at once.

export const KEEP_ALIVE_MS = 65_000;

/** Keeps idle connections open for KEEP_ALIVE_MS; the headers of a request may take a second longer. */
export function keepConnectionsAlive(/** @type {import("node:http").Server} */ server) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node requires headersTimeout above keepAliveTimeout, or a slow first request on a reused socket is cut.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
