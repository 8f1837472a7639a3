import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// Client chunks (a phone on a slow network pays a round trip per file, and HTTP/1.1 opens
// six connections, so a first load that asks for more than six files waits a second round trip; the
// stylesheet travels inside the document, see app/utils/inline-stylesheet.tsx). Left alone, Rollup
// makes one chunk per distinct set of routes sharing a module: 24 files for the home page. Here a
// module several routes share goes into a chunk chosen by who needs it:
// - "core": React, Remix and the router, and everything the first visit (root, the public layout, the
//   home page) needs. Every page runs root, so these always travel together: one file, not two;
// - "auth": what the sign-in pages need beyond that, the form libraries included, so a sign-in page
//   is core, one chunk and its route files. The member area, reached through sign-in, then finds zod
//   and Conform already cached in it;
// - "_site", "dashboard", "admin": what only the public pages, the member area or the admin console
//   share;
// - "common": what the other areas share.
// Other code that uses the form libraries keeps Rollup's own fine split, so a page needing a button
// from the forms module does not also download the libraries.
// Code one route alone uses stays in that route's file; swiper stays in the lazily loaded carousel.
// What a module imports is needed by at least the routes that need the module, so it lands in the
// same group or a wider one (core, then auth, then common, then an area), and the chunks never
// import each other in a circle.
const CLIENT_ENTRY = "entry.client";
const FIRST_VISIT = new Set(["root", "routes/_site", "routes/_site._index"]);
const SIGN_IN_AREA = "auth";
const AREAS_WITH_A_CHUNK = new Set(["_site", "dashboard", "admin"]);
const FORM_LIBRARIES = /\/node_modules\/(zod|@conform-to\/[^/]+)\//;
const LIBRARY = /\/node_modules\/|^\0/;

type ModuleInfo = Pick<Rollup.ModuleInfo, "isEntry" | "importers" | "importedIds" | "dynamicImporters">;
type GetModuleInfo = (id: string) => ModuleInfo | null;

/** The route id ("root", "routes/auth.login"), "entry.client", or "lazy:" and a lazily imported file. */
function entryName(id: string): string {
  const file = id.replace(/\?.*$/, "");
  if (/\/entry\.client\.[jt]sx?$/.test(file)) return CLIENT_ENTRY;
  return /\/app\/(root|routes\/[^/]+)\.[jt]sx?$/.exec(file)?.[1] ?? `lazy:${file}`;
}

/** "routes/_site.about" → "_site", "routes/dashboard.chat_.memory" → "dashboard", "root" → "root". */
function areaOf(entry: string): string {
  if (entry.startsWith("lazy:")) return "lazy";
  return entry.replace(/^routes\//, "").split(".")[0] ?? entry;
}

/** `start` and every module reached from it through `step`. */
function reach(start: string, step: (id: string) => readonly string[]): Set<string> {
  const seen = new Set([start]);
  const queue = [start];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of step(id).filter((n) => !seen.has(n))) {
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/** The client build's `manualChunks`: the chunk for module `id`, or undefined to leave it to Rollup. */
export function clientChunk(id: string, { getModuleInfo }: { getModuleInfo: GetModuleInfo }) {
  const info = getModuleInfo(id);
  if (!info || info.isEntry || info.dynamicImporters.length) return undefined;
  const loadsItself = (m: string) =>
    Boolean(getModuleInfo(m)?.isEntry || getModuleInfo(m)?.dynamicImporters.length);
  // The entries (routes, the client entry, lazily imported modules) that load `id` statically.
  const loaders = reach(id, (m) => (m !== id && loadsItself(m) ? [] : (getModuleInfo(m)?.importers ?? [])));
  const names = new Set([...loaders].filter((m) => m !== id && loadsItself(m)).map(entryName));
  if (LIBRARY.test(id) && names.has(CLIENT_ENTRY)) return "core";
  if (names.size < 2) return undefined;
  if ([...names].some((n) => FIRST_VISIT.has(n))) return "core";
  const areas = new Set([...names].map(areaOf));
  if (areas.has(SIGN_IN_AREA)) return SIGN_IN_AREA;
  const imports = reach(id, (m) => getModuleInfo(m)?.importedIds ?? []);
  if ([...imports].some((m) => FORM_LIBRARIES.test(m))) return undefined;
  const [area] = areas;
  return areas.size === 1 && area !== undefined && AREAS_WITH_A_CHUNK.has(area) ? area : "common";
}

// The browser reads catalogues with our small reader (app/utils/i18n-lite, decision 017) where
// components import react-i18next; the server, in dev and in the build, keeps react-i18next.
const I18N_LITE = fileURLToPath(new URL("./app/utils/i18n-lite/react.tsx", import.meta.url));
const i18nLiteInTheBrowser: Plugin = {
  name: "i18n-lite-in-the-browser",
  enforce: "pre",
  resolveId(source, _importer, options) {
    return source === "react-i18next" && !options.ssr ? I18N_LITE : null;
  },
};

/** The offline engine's tests (tests/unit/persona-*) and the eval's (tests/unit/eval-*). */
const ENGINE_TESTS = ["tests/unit/persona-*.test.ts", "tests/unit/eval-*.test.ts"];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [i18nLiteInTheBrowser, tailwindcss(), !process.env.VITEST && remix(remixConfig), tsconfigPaths()],
  build: {
    target: "es2022",
    // The server build keeps Rollup's own chunks: it reads them from disk, not over a network.
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: clientChunk } },
  },
  ssr: {
    // Native/WASM and CJS-heavy server packages stay external and load from node_modules.
    external: ["@electric-sql/pglite", "pg", "nodemailer", "stripe", "sanitize-html"],
  },
  test: {
    environment: "node",
    pool: "forks",
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        // The offline engine's tests and the eval's checks: pure functions of the engine and its
        // words, no database, no server. Safe to run in one module graph per worker, so `npm test`
        // runs them with --no-isolate (scripts/test-all.sh): the engine and its validated words load
        // once per worker instead of once per file, about a minute instead of seven. (Isolation is
        // one setting for the whole run in vitest, not one per project.)
        extends: true,
        test: { name: "engine", include: ENGINE_TESTS },
      },
      {
        extends: true,
        test: {
          name: "app",
          include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
          // The cluster tests have their own run, one file at a time (vitest.cluster.config.ts).
          exclude: ["tests/cluster/**", "**/node_modules/**", ...ENGINE_TESTS],
          globalSetup: ["tests/support/pglite-template.ts"],
        },
      },
    ],
  },
}));
