// The layering of docs/architecture.md as import rules (dependency-cruiser, in `npm run lint`):
// contract/ is pure code both tiers import; app/ reaches api/ only through its ApiClient; inside
// api/ each layer imports only the layers below it (docs/architecture.md#layers-inside-the-api);
// nothing imports in a circle. There are no exceptions: a rule that does not hold is fixed in the
// code, never allowed here.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "contract-is-pure",
      comment: "contract/ is imported by both tiers, so it imports neither.",
      severity: "error",
      from: { path: "^contract/" },
      to: { path: "^(app|api)/" },
    },
    {
      name: "api-never-imports-app",
      comment: "The API runs alone (API_URL); it cannot lean on the web app.",
      severity: "error",
      from: { path: "^api/" },
      to: { path: "^app/" },
    },
    {
      name: "app-reaches-api-through-its-client",
      comment: "app/utils/api.server.ts is the one way the web app talks to the API (the ApiClient).",
      severity: "error",
      from: { path: "^app/", pathNot: "^app/utils/api\\.server\\.ts$" },
      to: { path: "^api/" },
    },
    {
      name: "api-config-is-a-leaf",
      comment:
        "api/config.ts validates the environment; every layer reads it, so it imports none of them " +
        "(but the providers list's parser, environment too and a leaf itself: it imports only zod).",
      severity: "error",
      from: { path: "^api/config\\.ts$" },
      to: { path: "^api/", pathNot: "^api/services/ai/providers-config\\.ts$" },
    },
    {
      name: "providers-config-is-a-leaf",
      comment: "api/config.ts reads the providers list through it, so it imports nothing of ours.",
      severity: "error",
      from: { path: "^api/services/ai/providers-config\\.ts$" },
      to: { path: "^(api|app|contract|server)/" },
    },
    {
      name: "api-db-is-the-floor",
      comment:
        "api/db (schema, rows, drivers, seed) sits under everything else in api/: it imports only itself and the config. The seed catalogue reads its card files with the card reader, a pure module that imports only contract/.",
      severity: "error",
      from: { path: "^api/db/" },
      to: { path: "^api/", pathNot: "^api/(db/|config\\.ts$|domain/cards/card\\.ts$)" },
    },
    {
      name: "api-services-below-domain",
      comment:
        "api/services (engines, mail, payments, storage, push, limits) serve the domain; they never call up into it.",
      severity: "error",
      from: { path: "^api/services/" },
      to: { path: "^api/", pathNot: "^api/(services/|db/|config\\.ts$)" },
    },
    {
      name: "api-domain-and-http-below-resources",
      comment:
        "Domain logic and the HTTP helpers are what resources are built from; they never import a resource or the app.",
      severity: "error",
      from: { path: "^api/(domain|http)/" },
      to: { path: "^api/(resources/|app\\.ts$|runtime\\.ts$|server\\.ts$)" },
    },
    {
      name: "api-resources-below-the-app",
      comment:
        "api/app.ts mounts the resources and api/runtime.ts starts it all; a resource never imports them.",
      severity: "error",
      from: { path: "^api/resources/" },
      to: { path: "^api/(app|runtime|server)\\.ts$" },
    },
    {
      name: "server-takes-the-app-from-the-build",
      comment:
        "server/ runs the built app: it gets the API and Remix from the build's entry.server, never by importing app/ or api/ source.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^(app|api)/" },
    },
    {
      name: "only-launchers-and-tests-import-the-server",
      comment:
        "The server is an entry point: npm start (scripts/start.js) runs it, tests start it; nothing else leans on it.",
      severity: "error",
      from: { pathNot: "^(server|scripts|tests|bench)/" },
      to: { path: "^server/" },
    },
    {
      name: "no-circular",
      comment: "A circle of imports hides which module owns what and breaks load order.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|data|node_modules|test-results|playwright-report)" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
  },
};
