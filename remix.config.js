// Remix options, passed to the remix() Vite plugin in vite.config.ts.
/** @type {import("@remix-run/dev").VitePluginConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  // Parallel builds (several people, bench) can each use their own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: true,
  },
};
