// Serves the API under the web app's origin (/api/v1/*), in-process or forwarded to API_URL.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiFetch } from "~/utils/api.server";

async function forward({ request }: LoaderFunctionArgs | ActionFunctionArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api\/v1/, "") + url.search;
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers: request.headers,
    body: request.method === "GET" || request.method === "HEAD" ? undefined : request.body,
    signal: request.signal,
    duplex: "half",
  };
  return apiFetch(path, init, request);
}

export const loader = forward;
export const action = forward;
