// The client build's chunk grouping (vite.config.ts), on a small module graph shaped like
// the app's: Rollup hands `manualChunks` a module id and its graph, nothing else.
import { describe, expect, it } from "vitest";
import { clientChunk } from "../../vite.config";

const ROUTE = "?__remix-build-client-route";
const app = (file: string) => `/repo/app/${file}`;
const lib = (file: string) => `/repo/node_modules/${file}`;
const route = (name: string) => app(`${name}.tsx${ROUTE}`);
const ENTRY = lib("@remix-run/dev/dist/config/defaults/entry.client.tsx");

/** Static imports of each module; lazy imports are listed apart. */
const imports: Record<string, string[]> = {
  [ENTRY]: [lib("react-dom/client.js"), lib("@remix-run/react/index.js")],
  [lib("@remix-run/react/index.js")]: [lib("react/index.js")],
  [route("root")]: [app("root.tsx")],
  [app("root.tsx")]: [app("components/toaster.tsx"), lib("react/index.js")],
  [route("routes/_site")]: [app("components/site-header.tsx")],
  [route("routes/_site._index")]: [app("components/bot-card.tsx")],
  [route("routes/_site.about")]: [app("components/page-hero.tsx")],
  [route("routes/_site.pricing")]: [app("components/page-hero.tsx")],
  [route("routes/dashboard.discover")]: [
    app("components/bot-card.tsx"),
    app("components/favourite-toggle.tsx"),
    app("components/pager.tsx"),
  ],
  [route("routes/dashboard.favourites")]: [app("components/favourite-toggle.tsx")],
  [route("routes/admin.bots")]: [app("components/pager.tsx"), app("components/admin/only-here.tsx")],
  // Pages read the root loader's data through app/root.tsx.
  [route("routes/auth.login")]: [app("root.tsx"), app("components/auth-ui.tsx"), app("components/forms.tsx")],
  [route("routes/auth.sign-up")]: [app("components/auth-ui.tsx"), app("components/forms.tsx")],
  [route("routes/admin.users")]: [app("components/forms.tsx"), app("components/admin/field.tsx")],
  [route("routes/admin.catalogue")]: [app("components/admin/field.tsx")],
  [app("components/admin/field.tsx")]: [lib("@conform-to/react/dist/index.mjs")],
  [app("components/forms.tsx")]: [lib("@conform-to/react/dist/index.mjs"), lib("zod/index.js")],
  [route("routes/dashboard.subscription_.pick")]: [app("components/bot-picker.tsx")],
  [app("components/bot-carousel.tsx")]: [lib("swiper/swiper-react.mjs")],
};
const lazy: Record<string, string[]> = {
  [app("components/bot-picker.tsx")]: [app("components/bot-carousel.tsx")],
};
const entries = new Set([ENTRY, ...Object.keys(imports).filter((id) => id.endsWith(ROUTE))]);

const ids = new Set([...Object.entries(imports), ...Object.entries(lazy)].flatMap(([k, v]) => [k, ...v]));
function getModuleInfo(id: string) {
  if (!ids.has(id)) return null;
  const importersOf = (graph: Record<string, string[]>) =>
    Object.keys(graph).filter((k) => graph[k]?.includes(id));
  return {
    isEntry: entries.has(id),
    importedIds: imports[id] ?? [],
    importers: importersOf(imports),
    dynamicImporters: importersOf(lazy),
  };
}
const chunkOf = (id: string) => clientChunk(id, { getModuleInfo });

describe("client chunks", () => {
  it("puts what the client entry loads from node_modules into the core chunk", () => {
    expect(chunkOf(lib("react/index.js"))).toBe("core");
    expect(chunkOf(lib("react-dom/client.js"))).toBe("core");
    expect(chunkOf(lib("@remix-run/react/index.js"))).toBe("core");
  });

  it("puts what the first visit needs into the core chunk too, even when other pages need it", () => {
    expect(chunkOf(app("root.tsx"))).toBe("core");
    expect(chunkOf(app("components/toaster.tsx"))).toBe("core");
    expect(chunkOf(app("components/bot-card.tsx"))).toBe("core");
  });

  it("gives the public pages, the dashboard and the admin console a chunk for what only they share", () => {
    expect(chunkOf(app("components/page-hero.tsx"))).toBe("_site");
    expect(chunkOf(app("components/favourite-toggle.tsx"))).toBe("dashboard");
  });

  it("puts code shared across the other areas into common", () => {
    expect(chunkOf(app("components/pager.tsx"))).toBe("common");
  });

  it("gives the sign-in pages one chunk with all they share, the form libraries included", () => {
    expect(chunkOf(app("components/auth-ui.tsx"))).toBe("auth");
    expect(chunkOf(app("components/forms.tsx"))).toBe("auth");
    expect(chunkOf(lib("zod/index.js"))).toBe("auth");
    expect(chunkOf(lib("@conform-to/react/dist/index.mjs"))).toBe("auth");
  });

  it("leaves other code using the form libraries to Rollup's finer split", () => {
    expect(chunkOf(app("components/admin/field.tsx"))).toBeUndefined();
  });

  it("leaves entries, lazily loaded modules and what one route alone uses where Rollup puts them", () => {
    expect(chunkOf(route("routes/_site._index"))).toBeUndefined();
    expect(chunkOf(app("components/admin/only-here.tsx"))).toBeUndefined();
    expect(chunkOf(app("components/bot-carousel.tsx"))).toBeUndefined();
    expect(chunkOf(lib("swiper/swiper-react.mjs"))).toBeUndefined();
    expect(chunkOf(app("components/bot-picker.tsx"))).toBeUndefined();
  });
});
