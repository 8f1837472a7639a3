// The one way the web app reaches the API. In-process (the Hono app's fetch, no socket) when
// API_URL is unset; HTTP to that upstream when it is set. Nothing else in app/ imports api/.
import { onCatalogueChange as followCatalogue } from "../../api/http/read-cache";
import { pageVersionOf } from "../../api/domain/page-versions";
import { metrics } from "../../api/services/metrics";
import { closeApiRuntime, getApiRuntime, handOverApiRuntime } from "../../api/runtime";
import { CLIENT_CHANNEL_HEADER, existingChannelSecret } from "#contract/client-channel";
import { UNKNOWN_ADDRESS } from "#contract/client-address";
import {
  fillPath,
  type AnyEndpoint,
  type DataOf,
  type PathOf,
  type PathParams,
  type ShapeOf,
} from "#contract/endpoints";
import { KNOWN_DEVICES_HEADER } from "#contract/known-device";
import { langCookieValue, pageLanguageOf } from "#contract/ui-languages";
import { noteCall, rememberedCall, type TokenChecks } from "./api-memo.server";
import { clientAddressOf } from "./client-address.server";
import { knownDevicesOf } from "./known-device.server";
import { env } from "./env.server";
import { refuseOtherServers } from "./served-by-our-server.server";

type Fields = Record<string, string[]>;
export type ApiResult<T> =
  | { ok: true; status: number; message: string; data: T }
  | { ok: false; status: number; message: string; errors?: Fields; retryAfter?: number };

// Never half a product: only our server serves this build (it brings the API and headers).
refuseOtherServers();
// Open the database at start-up, not on the first request (and fail start-up on bad config).
const runtime = env.apiUrl ? null : await getApiRuntime();

/**
 * For the Node server (server/index.js, from the build's entry.server) once its last request is
 * done: the in-process API's replies are saved and its database closed.
 */
export const closeApi = (): Promise<void> => closeApiRuntime();
/** SIGTERM: readers of replies being written here resume on another instance (server/index.js). */
export const handOverApi = (): Promise<void> => handOverApiRuntime();

/** Sends one request to the API and returns its raw Response (used for streams and the mount). */
export async function apiFetch(
  path: string,
  init: RequestInit = {},
  from?: Request,
  tokenChecks?: TokenChecks,
): Promise<Response> {
  noteCall(init.method);
  const ip = from ? clientAddressOf(from.headers, env.trustProxy, existingChannelSecret()) : undefined;
  // The stamp carries this process's secret: it never leaves the web tier.
  const headers = new Headers(init.headers);
  headers.delete(CLIENT_CHANNEL_HEADER);
  // The browser's known-device tokens, so the API can tell its owner from strangers.
  const devices = from ? await knownDevicesOf(from) : [];
  if (devices.length) headers.set(KNOWN_DEVICES_HEADER, devices.join(" "));
  if (runtime) {
    const req = new Request(`http://api.internal/api/v1${path}`, { ...init, headers });
    return runtime.api.fetch(req, { clientIp: ip ?? UNKNOWN_ADDRESS, tokenChecks });
  }
  if (ip) headers.set("X-Forwarded-For", ip);
  else headers.delete("X-Forwarded-For");
  return fetch(`${env.apiUrl}/api/v1${path}`, { ...init, headers });
}

/**
 * The API on the web origin (`/api/v1/*`) for the Node server (server/app.js takes it from the
 * build's entry.server): this module's runtime, handed the request as it came, or forwarded to
 * API_URL like any other call.
 */
export async function serveApi(request: Request): Promise<Response> {
  if (runtime) {
    const ip = clientAddressOf(request.headers, env.trustProxy, existingChannelSecret());
    return runtime.api.fetch(request, { clientIp: ip ?? UNKNOWN_ADDRESS });
  }
  const url = new URL(request.url);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : undefined,
    signal: request.signal,
    duplex: "half",
  };
  return apiFetch(url.pathname.replace(/^\/api\/v1/, "") + url.search, init, request);
}

/** Who calls: the session's token, and the incoming browser request (its address and abort signal). */
interface Caller {
  token?: string | null;
  request?: Request;
  /**
   * The page's language, when the caller knows it (getLanguage): what the API writes into its data
   * for the page (the bell's notices) then matches the page even when the account's preference
   * differs from the browser's. Else the request's own language is sent.
   */
  language?: string;
}
type ParamsOf<E> = E extends { key: infer K extends string }
  ? keyof PathParams<PathOf<K>> extends never
    ? { params?: never }
    : { params: PathParams<PathOf<K>> }
  : never;
type QueryOf<S> = S extends { query?: infer Q }
  ? unknown extends Q
    ? { query?: never }
    : Record<never, never> extends Q
      ? { query?: Q }
      : { query: Q }
  : { query?: never };
type JsonOf<S> = "json" extends keyof S ? Pick<S, "json" & keyof S> & { form?: never } : never;
type FormOf<S> = S extends { form: true } ? { form: FormData; json?: never } : never;
type BodyOf<S> = [JsonOf<S> | FormOf<S>] extends [never]
  ? { json?: never; form?: never }
  : JsonOf<S> | FormOf<S>;

/** What a call to endpoint E sends besides the caller: its path params, query and body, as the map says. */
export type CallInput<E> = ParamsOf<E> & QueryOf<ShapeOf<E>> & BodyOf<ShapeOf<E>>;
/** The call's argument list: optional when nothing in it is required. */
export type CallArgs<T> = Record<never, never> extends T ? [call?: T] : [call: T];

interface LooseCall extends Caller {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  form?: FormData;
}

/**
 * One call to the API, typed by its entry in contract/endpoints.ts: `callApi(endpoints["GET
 * /bots/:id"], { params: { id }, token, request })` answers `ApiResult<Bot>`.
 */
export function callApi<E extends AnyEndpoint>(
  endpoint: E,
  ...call: CallArgs<CallInput<E> & Caller>
): Promise<ApiResult<DataOf<E>>>;
export function callApi(endpoint: AnyEndpoint, call?: LooseCall): Promise<ApiResult<unknown>> {
  return send(endpoint, call ?? {});
}

/** callApi with the caller (token, request) given apart, for helpers that add their own. */
export function callApiAs<E extends AnyEndpoint>(
  caller: Caller,
  endpoint: E,
  ...input: CallArgs<CallInput<E>>
): Promise<ApiResult<DataOf<E>>>;
export function callApiAs(
  caller: Caller,
  endpoint: AnyEndpoint,
  input?: LooseCall,
): Promise<ApiResult<unknown>> {
  return send(endpoint, { ...input, ...caller });
}

/**
 * The call itself; the signatures above are where the map's types are checked. A read the same
 * page request already made is answered from that (api-memo.server.ts).
 */
function send(endpoint: AnyEndpoint, call: LooseCall): Promise<ApiResult<unknown>> {
  const qs = new URLSearchParams(endpoint.fixedQuery);
  for (const [k, v] of Object.entries(call.query ?? {}))
    if (v !== undefined && v !== null && v !== "") qs.set(k, String(v));
  const path = fillPath(endpoint.path, call.params);
  const url = qs.size ? `${path}?${qs}` : path;
  const memoKey = call.language ? `${url} ${call.language}` : url;
  return rememberedCall(endpoint.method, call.token, memoKey, (tokenChecks) =>
    sendNow(endpoint, call, url, tokenChecks),
  );
}

async function sendNow(
  endpoint: AnyEndpoint,
  call: LooseCall,
  url: string,
  tokenChecks: TokenChecks | undefined,
): Promise<ApiResult<unknown>> {
  const headers = new Headers({ Accept: "application/json" });
  if (call.token) headers.set("Authorization", `Bearer ${call.token}`);
  // The visitor's language, for what the API sends on its own (a sign-up code's email); an account's
  // saved preference is the API's to read. Its answers come back in English below.
  const language = call.language ?? (call.request ? languageForApi(call.request) : undefined);
  if (language) headers.set("Accept-Language", language);
  let body: BodyInit | undefined;
  if (call.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(call.json);
  } else if (call.form) {
    body = call.form;
  }
  const res = await apiFetch(
    url,
    { method: endpoint.method, headers, body, signal: call.request?.signal },
    call.request,
    tokenChecks,
  );
  let payload: {
    success?: boolean;
    message?: string;
    message_en?: string;
    data?: unknown;
    errors?: Fields;
    errors_en?: Fields;
  } = {};
  try {
    payload = await res.json();
  } catch {
    // A non-JSON answer (proxy error page, empty body) is reported by status below.
  }
  if (res.ok && payload.success !== false) {
    // The English is the contract the web tier's code matches on; pages translate it where they show it.
    return {
      ok: true,
      status: res.status,
      message: payload.message_en ?? payload.message ?? "",
      data: payload.data,
    };
  }
  const retry = Number(res.headers.get("Retry-After"));
  return {
    ok: false,
    status: res.status,
    message: payload.message_en ?? payload.message ?? "Something went wrong. Please try again.",
    errors: payload.errors_en ?? payload.errors,
    retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
  };
}

/** The language a page for this request is in, as far as the request itself says (no profile read). */
function languageForApi(request: Request) {
  return pageLanguageOf(request, langCookieValue(request.headers.get("Cookie")));
}

/** For loaders whose page cannot render without the data: a failed call becomes an error response. */
export function dataOrThrow<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new Response(result.message, {
    status: result.status === 401 ? 401 : result.status >= 500 ? 503 : result.status,
  });
}

/**
 * The process's metrics for the Node server (server/metrics.js): the Prometheus text, and a page
 * request to count (its route label a fixed name: pages are not counted by path).
 */
export const processMetrics = {
  contentType: () => metrics().registry.contentType,
  text: () => metrics().registry.metrics(),
  observePage(method: string, status: number, seconds: number) {
    const labels = { method, route: "(page)", status: String(status) };
    metrics().httpRequests.inc(labels);
    metrics().httpDuration.observe(labels, seconds);
  },
};

/**
 * Calls `listener` whenever the catalogue changes, for the server's page cache (server/page-cache.js).
 * With the API elsewhere (API_URL) no change is heard here: a cached page then lives out its ten
 * seconds, as it would at a CDN.
 */
export function onCatalogueChange(listener: () => void): void {
  if (runtime) followCatalogue(runtime.services.db, listener);
}

/**
 * The member's page version for `token` (api/domain/page-versions.ts), or null when their token
 * is not fresh; always null with the API elsewhere (API_URL): no member page is then kept.
 */
export function pageVersionOfToken(token: string): Promise<string | null> {
  return runtime ? pageVersionOf(runtime.services.db, token, runtime.services.now()) : Promise.resolve(null);
}
