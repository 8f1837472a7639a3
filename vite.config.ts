import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [tailwindcss(), !process.env.VITEST && remix(remixConfig), tsconfigPaths()],
  build: { target: "es2022" },
  ssr: {
    // Native/WASM and CJS-heavy server packages stay external and load from node_modules.
    external: ["@electric-sql/pglite", "pg", "nodemailer", "stripe", "sanitize-html"],
  },
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    globalSetup: ["tests/support/pglite-template.ts"],
    environment: "node",
    pool: "forks",
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
