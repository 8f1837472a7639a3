// GET /dev/outbox.json?to=EMAIL → [{ to, subject, text, html, created_at }], newest first. A stable
// interface for scripts and tests (docs/requirements/api.md#stable-interfaces); 404 outside demo
// mode and while SMTP is in use.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadOutbox } from "~/utils/outbox.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { mails } = await loadOutbox(request);
  return Response.json(mails, { headers: { "Cache-Control": "no-store" } });
}
