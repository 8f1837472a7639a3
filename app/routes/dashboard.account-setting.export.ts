// GET /dashboard/account-setting/export: "Download my data". The API token lives in the httpOnly
// session cookie, so this route asks the API with it and streams the JSON file on unchanged.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiFetch } from "~/utils/api.server";
import { requireToken, sessionLost } from "~/utils/auth.server";
import { redirectWithError } from "~/utils/toast.server";

const PASSED_ON = ["Content-Type", "Content-Disposition", "Cache-Control"];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const upstream = await apiFetch(
    "/auth/account/export",
    { headers: { Authorization: `Bearer ${token}`, Accept: "application/json" }, signal: request.signal },
    request,
  );
  if (upstream.status === 401) await sessionLost(request);
  if (!upstream.ok) {
    const body = (await upstream.json().catch(() => null)) as { message?: string } | null;
    throw await redirectWithError(
      "/dashboard/account-setting?tab=data",
      body?.message ?? "Your data could not be prepared right now. Please try again in a moment.",
    );
  }
  const headers = new Headers();
  for (const name of PASSED_ON) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
