// The layering of docs/architecture.md as import rules (dependency-cruiser, in `npm run lint`):
// contract/ is pure code both tiers import; app/ reaches api/ only through its ApiClient; nothing
// imports in a circle.
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
