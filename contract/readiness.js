// @ts-check
// What a server answers while the API is not there to (docs/operations.md#health): before the API
// runtime has opened the database (migrations, seeding) and after SIGTERM. Both launchers use it:
// server/index.js (the web app with the API) and api/server.ts (the API alone). The server
// listens from the first moment, so a load balancer sees "not ready" (503 on /api/v1/ready) rather
// than a refused connection, and stops sending traffic before the process goes away.
// Everything else gets 503 with Retry-After while starting: never a half-started product.

export const READY_PATH = "/api/v1/ready";

/** @typedef {"starting" | "serving" | "stopping"} Phase */

const NOT_READY = {
  starting: "Not ready: starting (database migrations and seeding).",
  stopping: "Not ready: shutting down.",
};

/** @param {number} status @param {string} message */
function failure(status, message) {
  return new Response(JSON.stringify({ success: false, message, code: status }), {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": "1",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export function createReadiness() {
  /** @type {Phase} */
  let phase = "starting";
  return {
    get phase() {
      return phase;
    },
    serving() {
      if (phase === "starting") phase = "serving";
    },
    stopping() {
      phase = "stopping";
    },
    /**
     * The server's own answer to `request`, or null when the app should answer it.
     * @param {Request} request
     * @returns {Response | null}
     */
    answer(request) {
      if (phase === "serving") return null;
      const { pathname } = new URL(request.url);
      if (pathname === READY_PATH) return failure(503, NOT_READY[phase]);
      if (phase === "stopping") return null;
      return failure(503, "Infinite is starting. Please try again in a moment.");
    },
  };
}
