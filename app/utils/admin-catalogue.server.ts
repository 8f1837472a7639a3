// FAQs and social links are short lists edited the same way: add, save one, delete one. One action
// for both, told apart by the API path and the schema.
import type { ZodTypeAny } from "zod";
import { adminWrite, backTo, submitAdminForm } from "./admin.server";

export async function listItemAction(
  request: Request,
  { base, schema, saved, deleted }: { base: string; schema: ZodTypeAny; saved: string; deleted?: string },
) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("itemId") ?? "");
  const back = backTo(request, form);
  if (intent === "create") {
    const result = await submitAdminForm(request, form, schema, () => ({ path: base }), {
      back,
      success: saved,
    });
    return { target: "create", result };
  }
  if (!/^[0-9]{1,10}$/.test(id)) throw new Response("Not found", { status: 404 });
  if (intent === "delete") {
    if (!deleted) throw new Response("Not found", { status: 404 });
    return adminWrite(request, `${base}/${id}`, { method: "DELETE" }, { back, success: deleted });
  }
  const result = await submitAdminForm(
    request,
    form,
    schema,
    () => ({ path: `${base}/${id}`, method: "PATCH" }),
    {
      back,
      success: saved,
    },
  );
  return { target: `update-${id}`, result };
}
