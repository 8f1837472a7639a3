// GET /admin/reports/{id}/screenshot: a report's screenshot for the console's <img>. Screenshots are
// private (they can show someone's chat), so the API serves them to operators only, with the token
// that lives in the httpOnly session cookie; this route passes the image on unchanged.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiFetch } from "~/utils/api.server";
import { requireToken } from "~/utils/auth.server";

const PASSED_ON = ["Content-Type", "Content-Length"];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!/^[0-9]{1,10}$/.test(id)) throw new Response("Not found", { status: 404 });
  const token = await requireToken(request);
  const upstream = await apiFetch(
    `/admin/reports/${id}/screenshot`,
    { headers: { Authorization: `Bearer ${token}` }, signal: request.signal },
    request,
  );
  // A member (403), a lost session (401) and a missing screenshot all look the same: not here.
  if (!upstream.ok) throw new Response("Not found", { status: 404 });
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const name of PASSED_ON) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
