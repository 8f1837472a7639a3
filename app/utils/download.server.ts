// The export links (a file the API writes): the token lives in the httpOnly session cookie, so a
// resource route asks the API with it and streams the answer on with its own name and type.
import { apiFetch } from "./api.server";
import { sessionLost } from "./auth.server";
import { redirectWithError } from "./toast.server";

const PASSED_ON = ["Content-Type", "Content-Disposition", "Cache-Control", "Content-Length"];

/**
 * The API's file, streamed on. 404 stays a 404 page (someone else's thing does not exist); any other
 * failure goes back to `failedTo` with the API's message as a toast.
 */
export async function passDownload(
  request: Request,
  token: string,
  path: string,
  { failedTo, fallback }: { failedTo: string; fallback: string },
) {
  const upstream = await apiFetch(
    path,
    { headers: { Authorization: `Bearer ${token}` }, signal: request.signal },
    request,
  );
  if (upstream.status === 401) await sessionLost(request);
  if (upstream.status === 404) throw new Response("Not found", { status: 404 });
  if (!upstream.ok) {
    const body = (await upstream.json().catch(() => null)) as { message?: string } | null;
    throw await redirectWithError(failedTo, body?.message ?? fallback);
  }
  const headers = new Headers();
  for (const name of PASSED_ON) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
