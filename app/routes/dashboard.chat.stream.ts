// /dashboard/chat/stream: the browser's way to a streamed reply. POST: a send (intent "send", the
// default), a regenerate ("regenerate", message_id), an edit ("edit", message_id, message) or a
// stop ("stop", message_id). GET ?message_id=N with Last-Event-ID: the same reply resumed after its
// stream dropped, from whichever instance this request reached. The API token lives in the
// httpOnly session cookie, so the browser cannot call the API itself; this route adds it and passes
// the API's SSE stream through unchanged (refusals pass through as the API's JSON).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { CHAT_COPY } from "#contract/chat-schemas";
import { SSE_HEADERS } from "#contract/reply-events";
import { upstreamCall } from "~/components/chat/stream-protocol";
import { apiFetch } from "~/utils/api.server";
import { getToken } from "~/utils/auth.server";
import { readForm } from "~/utils/request.server";

const json = (status: number, message: string) =>
  Response.json({ success: false, message, code: status }, { status });

/** The API's answer as the browser gets it: the SSE stream, or the refusal as it was. */
function passThrough(upstream: Response): Response {
  if (
    !upstream.ok ||
    !upstream.body ||
    !upstream.headers.get("Content-Type")?.includes("text/event-stream")
  ) {
    const headers = new Headers({
      "Content-Type": upstream.headers.get("Content-Type") ?? "application/json",
    });
    const retryAfter = upstream.headers.get("Retry-After");
    if (retryAfter) headers.set("Retry-After", retryAfter);
    return new Response(upstream.body, { status: upstream.status, headers });
  }
  return new Response(upstream.body, { status: 200, headers: SSE_HEADERS });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await getToken(request);
  if (!token) return json(401, "Unauthenticated.");
  const url = new URL(request.url);
  const id = Number(url.searchParams.get("message_id"));
  if (!Number.isSafeInteger(id) || id < 1) return json(404, CHAT_COPY.messageNotFound);
  const after = request.headers.get("Last-Event-ID") ?? url.searchParams.get("after");
  const upstream = await apiFetch(
    `/messages/${id}/stream`,
    {
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: "text/event-stream",
        ...(after ? { "Last-Event-ID": after } : {}),
      },
      signal: request.signal,
    },
    request,
  );
  return passThrough(upstream);
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json(405, "Method not allowed");
  const token = await getToken(request);
  if (!token) return json(401, "Unauthenticated.");
  const form = await readForm(request);
  const call = upstreamCall(form);
  if (!call) return json(422, "That message was not found.");

  const upstream = await apiFetch(
    call.path,
    {
      method: call.method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: "text/event-stream",
        "Content-Type": "application/json",
      },
      body: JSON.stringify(call.body),
      // The browser's Stop (or a closed tab) lets go of the stream; the API still saves the reply.
      signal: request.signal,
    },
    request,
  );
  return passThrough(upstream);
}
