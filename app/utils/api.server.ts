// The one way the web app reaches the API. In-process (the Hono app's fetch, no socket) when
// API_URL is unset; HTTP to that upstream when it is set. Nothing else in app/ imports api/.
import { getApiRuntime } from "../../api/runtime";
import { CLIENT_CHANNEL_HEADER, existingChannelSecret } from "#contract/client-channel";
import { UNKNOWN_ADDRESS } from "#contract/client-address";
import { clientAddressOf } from "./client-address.server";
import { env } from "./env.server";

type Fields = Record<string, string[]>;
export type ApiResult<T> =
  | { ok: true; status: number; message: string; data: T }
  | { ok: false; status: number; message: string; errors?: Fields; retryAfter?: number };

// Open the database at start-up, not on the first request (and fail start-up on bad config).
const runtime = env.apiUrl ? null : await getApiRuntime();

/** Sends one request to the API and returns its raw Response (used for streams and the mount). */
export async function apiFetch(path: string, init: RequestInit = {}, from?: Request): Promise<Response> {
  const ip = from ? clientAddressOf(from.headers, env.trustProxy, existingChannelSecret()) : undefined;
  // The stamp carries this process's secret: it never leaves the web tier.
  const headers = new Headers(init.headers);
  headers.delete(CLIENT_CHANNEL_HEADER);
  if (runtime) {
    const req = new Request(`http://api.internal/api/v1${path}`, { ...init, headers });
    return runtime.api.fetch(req, { clientIp: ip ?? UNKNOWN_ADDRESS });
  }
  if (ip) headers.set("X-Forwarded-For", ip);
  else headers.delete("X-Forwarded-For");
  return fetch(`${env.apiUrl}/api/v1${path}`, { ...init, headers });
}

export interface ApiCall {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  token?: string | null;
  json?: unknown;
  form?: FormData;
  /** The incoming browser request: its address and abort signal travel with the call. */
  request?: Request;
  query?: Record<string, string | number | undefined | null>;
}

export async function callApi<T>(path: string, call: ApiCall = {}): Promise<ApiResult<T>> {
  const headers = new Headers({ Accept: "application/json" });
  if (call.token) headers.set("Authorization", `Bearer ${call.token}`);
  let body: BodyInit | undefined;
  if (call.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(call.json);
  } else if (call.form) {
    body = call.form;
  }
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(call.query ?? {}))
    if (v !== undefined && v !== null && v !== "") qs.set(k, String(v));
  const url = qs.size ? `${path}?${qs}` : path;
  const res = await apiFetch(
    url,
    { method: call.method ?? (body ? "POST" : "GET"), headers, body, signal: call.request?.signal },
    call.request,
  );
  let payload: { success?: boolean; message?: string; data?: T; errors?: Fields } = {};
  try {
    payload = await res.json();
  } catch {
    // A non-JSON answer (proxy error page, empty body) is reported by status below.
  }
  if (res.ok && payload.success !== false) {
    return { ok: true, status: res.status, message: payload.message ?? "", data: payload.data as T };
  }
  const retry = Number(res.headers.get("Retry-After"));
  return {
    ok: false,
    status: res.status,
    message: payload.message ?? "Something went wrong. Please try again.",
    errors: payload.errors,
    retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
  };
}

/** For loaders whose page cannot render without the data: a failed call becomes an error response. */
export function dataOrThrow<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new Response(result.message, {
    status: result.status === 401 ? 401 : result.status >= 500 ? 503 : result.status,
  });
}
