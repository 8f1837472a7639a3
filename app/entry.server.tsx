import { randomBytes } from "node:crypto";
import { logger } from "#contract/logger";
import { PassThrough } from "node:stream";
import type { EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { matchRoutes, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { errorWithFrames } from "#contract/error-summary";
import { dataSecurityHeaders, documentSecurityHeaders } from "#contract/http-headers";
import { env } from "./utils/env.server";
import { createRenderI18n, getLanguage } from "./utils/i18n.server";
import { InlineStylesheetProvider } from "./utils/inline-stylesheet";
import { NonceProvider } from "./utils/nonce";
import { readBuiltStylesheet } from "./utils/stylesheet.server";

// The Node server (server/app.js) mounts the API ahead of Remix with this handler, so its API is
// the one runtime the loaders call (app/utils/api.server.ts).
export { closeApi, handOverApi, onCatalogueChange, processMetrics, serveApi } from "./utils/api.server";
export { memberPageVersion } from "./utils/member-page.server";

export const streamTimeout = 5_000;

const dataHeaders = Object.entries(dataSecurityHeaders(env));
// This module is the server build's entry (<build>/server/index.js), beside the client build.
const inlineStylesheet = import.meta.env.PROD ? readBuiltStylesheet(import.meta.url) : "";

/** Loader and action data requests (single fetch) get the same protective headers as pages. */
export function handleDataRequest(response: Response) {
  for (const [k, v] of dataHeaders) response.headers.set(k, v);
  return response;
}

// The page is rendered with only the routes it can use. RemixServer otherwise builds router objects
// for every route of the app on each request and matches the URL against all of them three times
// (react-router ranks every route anew on each match): about a tenth of a public page's time.
// The routes kept are the page's own matches and those of its parent paths, exactly what Remix
// inlines for the browser (lazy route discovery, getPartialManifest); matching within them finds
// the same routes as matching within all, so the page and its inlined manifest are unchanged.
type RouteManifest = EntryContext["manifest"]["routes"];
type RouteNode = {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
};
/** Per build (the dev server makes a new one on each change): its route tree, and ids by path. */
const byBuild = new WeakMap<RouteManifest, { tree: RouteNode[]; idsOfPath: Map<string, string[]> }>();
/** Parent paths differ far less than URLs; past this many, the oldest is forgotten. */
const MAX_PATHS = 2000;

function routesOf(routes: RouteManifest) {
  let known = byBuild.get(routes);
  if (!known) {
    const nodes = new Map<string, RouteNode>();
    for (const r of Object.values(routes)) if (r) nodes.set(r.id, { ...r, children: [] });
    const tree: RouteNode[] = [];
    for (const r of Object.values(routes)) {
      if (r) (r.parentId ? nodes.get(r.parentId)?.children : tree)?.push(nodes.get(r.id)!);
    }
    known = { tree, idsOfPath: new Map() };
    byBuild.set(routes, known);
  }
  return known;
}

/** The ids of the routes that match `path` (a parent path of a page), remembered per path. */
function routeIdsOf(routes: RouteManifest, path: string): string[] {
  const { tree, idsOfPath } = routesOf(routes);
  let ids = idsOfPath.get(path);
  if (!ids) {
    ids = (matchRoutes(tree as Parameters<typeof matchRoutes>[0], path) ?? []).map((m) => m.route.id!);
    if (idsOfPath.size >= MAX_PATHS) idsOfPath.delete(idsOfPath.keys().next().value!);
    idsOfPath.set(path, ids);
  }
  return ids;
}

function renderManifest(context: EntryContext, url: string): EntryContext["manifest"] {
  const { manifest } = context;
  const keep = new Set(context.staticHandlerContext.matches.map((m) => m.route.id));
  const segments = new URL(url).pathname.split("/").filter(Boolean);
  segments.pop();
  for (let n = segments.length; n >= 0; n--) {
    for (const id of routeIdsOf(manifest.routes, `/${segments.slice(0, n).join("/")}`)) keep.add(id);
  }
  const routes: RouteManifest = {};
  for (const id of keep) {
    const route = manifest.routes[id];
    if (route) routes[id] = route;
  }
  return { ...manifest, routes };
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = randomBytes(16).toString("base64");
  const i18n = createRenderI18n(await getLanguage(request));
  responseHeaders.set("Content-Language", i18n.language);
  // Changed on the context itself: RemixServer tracks error boundaries on this very object.
  remixContext.manifest = renderManifest(remixContext, request.url);
  for (const [k, v] of Object.entries(documentSecurityHeaders(nonce, env))) responseHeaders.set(k, v);
  // Crawlers get the whole document at once; people get the shell as soon as it is ready.
  const readyEvent =
    isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <NonceProvider value={nonce}>
          <InlineStylesheetProvider value={inlineStylesheet}>
            <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
          </InlineStylesheetProvider>
        </NonceProvider>
      </I18nextProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it, onShellError reports them.
          if (shellRendered) logger().error(`[web] rendering failed: ${errorWithFrames(error)}`);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
