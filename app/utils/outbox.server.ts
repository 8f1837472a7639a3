// The embedded mail outbox (DESIGN.md "stable interfaces"): read through the API, which only
// offers it while no SMTP server is configured. Anything else answers 404 here too.
import type { OutboxMail } from "#contract/api-types";
import { callApi } from "./api.server";

export async function loadOutbox(request: Request): Promise<{ to: string; mails: OutboxMail[] }> {
  const to = new URL(request.url).searchParams.get("to")?.trim() ?? "";
  const result = await callApi<OutboxMail[]>("/dev/outbox", { request, query: { to } });
  if (result.ok) return { to, mails: result.data };
  if (result.status === 404) throw new Response("Not Found", { status: 404 });
  throw new Response(result.message, { status: result.status === 422 ? 400 : 503 });
}
