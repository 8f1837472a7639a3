// The account actions the Users pages share: ban, unban and clearing an age review, each with an
// optional note for the audit log.
import { ADMIN_COPY, adminNoteSchema } from "#contract/admin";
import type { z } from "zod";
import { endpoints } from "#contract/endpoints";
import { adminCall, backTo, submitAdminForm } from "./admin.server";
import { readForm } from "./request.server";

const ACTIONS = {
  ban: { endpoint: endpoints["POST /admin/users/:id/ban"], success: ADMIN_COPY.banned },
  unban: { endpoint: endpoints["POST /admin/users/:id/unban"], success: ADMIN_COPY.unbanned },
  clear: { endpoint: endpoints["POST /admin/flags/:id/clear"], success: ADMIN_COPY.flagCleared },
} as const;

export async function userAction(request: Request) {
  const form = await readForm(request);
  const id = String(form.get("userId") ?? "");
  const intent = String(form.get("intent") ?? "");
  if (!/^[0-9]{1,10}$/.test(id) || !(intent in ACTIONS)) throw new Response("Not found", { status: 404 });
  const { endpoint, success } = ACTIONS[intent as keyof typeof ACTIONS];
  const send = (json: z.output<typeof adminNoteSchema>) =>
    adminCall(request, endpoint, { params: { id }, json });
  const result = await submitAdminForm(request, form, adminNoteSchema, send, {
    back: backTo(request, form),
    success,
  });
  return { target: `${intent}-${id}`, result };
}
