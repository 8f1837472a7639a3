// The embedded mail outbox (docs/requirements/api.md#stable-interfaces): read through the API, which only
// offers it in demo mode while no SMTP server is configured. The web app checks demo mode itself
// too, so a page that shows every sign-up code can never be served by a production web tier.
import type { OutboxMail } from "#contract/api-types";
import { endpoints } from "#contract/endpoints";
import { callApi } from "./api.server";
import { env } from "./env.server";

export async function loadOutbox(request: Request): Promise<{ to: string; mails: OutboxMail[] }> {
  if (!env.demoMode) throw new Response("Not Found", { status: 404 });
  const to = new URL(request.url).searchParams.get("to")?.trim() ?? "";
  const result = await callApi(endpoints["GET /dev/outbox"], { request, query: { to } });
  if (result.ok) return { to, mails: result.data };
  if (result.status === 404) throw new Response("Not Found", { status: 404 });
  throw new Response(result.message, { status: result.status === 422 ? 400 : 503 });
}
