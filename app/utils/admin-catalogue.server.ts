// FAQs, social links and plans are short lists edited the same way: add, save one, delete one. One action
// for all three lists (plans have no delete), told apart by their endpoints and the schema.
import type { ZodTypeAny } from "zod";
import type { Endpoints } from "#contract/endpoints";
import { adminCall, adminWrite, backTo, submitAdminForm } from "./admin.server";
import { readForm } from "./request.server";

type List = "faqs" | "social-links" | "plans";
type Deletable = Exclude<List, "plans">;

export async function listItemAction(
  request: Request,
  {
    create,
    update,
    remove,
    schema,
    saved,
    deleted,
  }: {
    create: Endpoints[`POST /admin/${List}`];
    update: Endpoints[`PATCH /admin/${List}/:id`];
    remove?: Endpoints[`DELETE /admin/${Deletable}/:id`];
    schema: ZodTypeAny;
    saved: string;
    deleted?: string;
  },
) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("itemId") ?? "");
  const back = backTo(request, form);
  if (intent === "create") {
    const result = await submitAdminForm(
      request,
      form,
      schema,
      (json) => adminCall(request, create, { json }),
      {
        back,
        success: saved,
      },
    );
    return { target: "create", result };
  }
  if (!/^[0-9]{1,10}$/.test(id)) throw new Response("Not found", { status: 404 });
  if (intent === "delete") {
    if (!remove || !deleted) throw new Response("Not found", { status: 404 });
    return adminWrite(adminCall(request, remove, { params: { id } }), { back, success: deleted });
  }
  const result = await submitAdminForm(
    request,
    form,
    schema,
    (json) => adminCall(request, update, { params: { id }, json }),
    { back, success: saved },
  );
  return { target: `update-${id}`, result };
}
