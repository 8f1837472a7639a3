// A bot's writes besides its card: hide and unhide (shared by the list and the bot's page; a hidden
// bot is gone from every list and its chats are closed until it is shown again) and a new image.
import { ADMIN_COPY, adminNoteSchema } from "#contract/admin";
import { AVATAR_MAX_BYTES } from "#contract/constants";
import { endpoints } from "#contract/endpoints";
import { adminCall, backTo, submitAdminForm } from "./admin.server";
import { redirectWithSuccess } from "./toast.server";
import { readForm } from "./request.server";

export async function visibilityAction(request: Request, form: FormData) {
  const id = String(form.get("botId") ?? "");
  const intent = form.get("intent") === "unhide" ? "unhide" : "hide";
  if (!/^[0-9]{1,10}$/.test(id)) throw new Response("Not found", { status: 404 });
  const result = await submitAdminForm(
    request,
    form,
    adminNoteSchema,
    (value) =>
      intent === "hide"
        ? adminCall(request, endpoints["POST /admin/bots/:id/hide"], { params: { id }, json: value })
        : adminCall(request, endpoints["POST /admin/bots/:id/unhide"], { params: { id }, json: value }),
    {
      back: backTo(request, form),
      success: intent === "hide" ? ADMIN_COPY.botHidden : ADMIN_COPY.botUnhidden,
    },
  );
  return { target: `${intent}-${id}`, result };
}

/** Replaces a bot's picture (the API checks the bytes and re-encodes it); the error for the form, or a redirect. */
export async function uploadBotImage(request: Request, id: string, back: string): Promise<string> {
  // Refuse oversized uploads before reading them into memory.
  if (Number(request.headers.get("Content-Length") ?? 0) > AVATAR_MAX_BYTES + 64 * 1024) {
    return ADMIN_COPY.imageTooLarge;
  }
  const form = await readForm(request);
  const file = form.get("image");
  if (!(file instanceof File) || file.size === 0) return ADMIN_COPY.imageRequired;
  const body = new FormData();
  body.set("image", file, file.name || "image");
  const result = await adminCall(request, endpoints["POST /admin/bots/:id/image"], {
    params: { id },
    form: body,
  });
  if (!result.ok) return result.errors?.image?.[0] ?? result.message;
  throw await redirectWithSuccess(back, ADMIN_COPY.botSaved);
}
