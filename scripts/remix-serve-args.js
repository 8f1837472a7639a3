// How every launcher (npm start, the e2e server, the bench) runs the production build: remix-serve,
// with the header preload in front of it.

/**
 * @param {string} serverEntry the built server, e.g. build/server/index.js
 * @returns {string[]} arguments for `node`
 */
export function remixServeArgs(serverEntry) {
  return [
    "--import",
    "./scripts/static-headers.js",
    "node_modules/@remix-run/serve/dist/cli.js",
    serverEntry,
  ];
}
