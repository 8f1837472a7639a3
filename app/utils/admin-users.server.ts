// The account actions the Users pages share: ban, unban and clearing an age review, each with an
// optional note for the audit log.
import { ADMIN_COPY, adminNoteSchema } from "#contract/admin";
import { backTo, submitAdminForm } from "./admin.server";

const ACTIONS = {
  ban: { path: (id: string) => `/admin/users/${id}/ban`, success: ADMIN_COPY.banned },
  unban: { path: (id: string) => `/admin/users/${id}/unban`, success: ADMIN_COPY.unbanned },
  clear: { path: (id: string) => `/admin/flags/${id}/clear`, success: ADMIN_COPY.flagCleared },
} as const;

export async function userAction(request: Request) {
  const form = await request.formData();
  const id = String(form.get("userId") ?? "");
  const intent = String(form.get("intent") ?? "");
  if (!/^[0-9]{1,10}$/.test(id) || !(intent in ACTIONS)) throw new Response("Not found", { status: 404 });
  const { path, success } = ACTIONS[intent as keyof typeof ACTIONS];
  const result = await submitAdminForm(request, form, adminNoteSchema, () => ({ path: path(id) }), {
    back: backTo(request, form),
    success,
  });
  return { target: `${intent}-${id}`, result };
}
