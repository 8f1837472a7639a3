// The build is served by our Node server (server/index.js, `npm start`): it mounts the API under
// /api/v1, limits bodies, stamps client addresses and sets headers that Remix alone does not.
// `remix-serve build/server/index.js` would serve the pages and 404 the whole API, so the build
// refuses to start under anything else, in one sentence, before it opens the database.
const SERVED_BY_OUR_SERVER = Symbol.for("infinite.servedByOurServer");

export const REMIX_SERVE_REFUSAL =
  "This build runs with `npm start` (node server/index.js), which serves the API and our security headers with the pages; remix-serve would serve the pages alone, so it stops here.";

export function refuseOtherServers(): void {
  const marked = (globalThis as { [SERVED_BY_OUR_SERVER]?: boolean })[SERVED_BY_OUR_SERVER];
  // Vitest imports app modules without any server.
  if (marked || process.env.VITEST) return;
  console.error(REMIX_SERVE_REFUSAL);
  process.exit(1);
}
