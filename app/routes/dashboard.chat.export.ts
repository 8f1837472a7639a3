// GET /dashboard/chat/export?chat=ID&format=md|json: "Export as Markdown / JSON" in the chat menu.
// The API token lives in the httpOnly session cookie, so this route asks the API with it and streams
// the file on unchanged (its name and type come from the API).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiFetch } from "~/utils/api.server";
import { requireToken, sessionLost } from "~/utils/auth.server";
import { redirectWithError } from "~/utils/toast.server";

const PASSED_ON = ["Content-Type", "Content-Disposition", "Cache-Control"];

const ExportQuery = z.object({
  chat: z.coerce.number().int().positive().max(2_147_483_647),
  format: z.enum(["md", "json"]).catch("md"),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const query = ExportQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw new Response("Chat not found", { status: 404 });
  const { chat, format } = query.data;
  const upstream = await apiFetch(
    `/chats/${chat}/export?format=${format}`,
    { headers: { Authorization: `Bearer ${token}` }, signal: request.signal },
    request,
  );
  if (upstream.status === 401) await sessionLost(request);
  if (upstream.status === 404) throw new Response("Chat not found", { status: 404 });
  if (!upstream.ok) {
    const body = (await upstream.json().catch(() => null)) as { message?: string } | null;
    throw await redirectWithError(
      `/dashboard/chat?chat=${chat}`,
      body?.message ?? "The chat could not be exported right now. Please try again in a moment.",
    );
  }
  const headers = new Headers();
  for (const name of PASSED_ON) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
