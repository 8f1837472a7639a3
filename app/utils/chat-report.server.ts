// Report Bot (§5) from the chat page: checked with the shared schema, the screenshot passed on only
// when it is an image of the allowed kinds and size (the API checks its bytes again).
import { data } from "@remix-run/node";
import { reportSchema } from "#contract/chat-schemas";
import { SCREENSHOT_MAX_BYTES } from "#contract/constants";
import { callApi } from "./api.server";
import { chatPath } from "./chat-access";
import { guard } from "./chat.server";
import { isDocumentRequest } from "./request.server";
import { jsonWithSuccess, redirectWithSuccess } from "./toast.server";

export const ALLOWED_SCREENSHOT_TYPES = ["image/png", "image/jpeg", "image/jpg", "image/gif"];

export async function reportAction(
  request: Request,
  token: string,
  target: { botId: number; chatId: number | null },
  form: FormData,
) {
  const { botId } = target;
  const back = chatPath(botId, target.chatId);
  const fields = {
    bot_id: String(botId),
    category: form.get("category"),
    severity: form.get("severity"),
    description: form.get("description"),
  };
  const parsed = reportSchema.safeParse(fields);
  if (!parsed.success) {
    return data(
      { report: { errors: parsed.error.flatten().fieldErrors, values: fields, ok: false } },
      { status: 422 },
    );
  }
  const body = new FormData();
  body.set("bot_id", String(botId));
  body.set("category", parsed.data.category);
  body.set("severity", parsed.data.severity);
  body.set("description", parsed.data.description);
  const shot = form.get("screenshot");
  // §5: other files are silently ignored (the API still checks the bytes of the ones we pass).
  if (
    shot instanceof File &&
    shot.size > 0 &&
    shot.size <= SCREENSHOT_MAX_BYTES &&
    ALLOWED_SCREENSHOT_TYPES.includes(shot.type)
  ) {
    body.set("screenshot", shot, shot.name);
  }
  const result = await guard(request, await callApi<unknown>("/issues", { token, request, form: body }));
  if (!result.ok) {
    return data(
      {
        report: {
          errors: { ...(result.errors ?? {}), form: [result.message] } as Record<
            string,
            string[] | undefined
          >,
          values: fields,
          ok: false,
        },
      },
      { status: result.status === 422 ? 422 : 400 },
    );
  }
  if (isDocumentRequest(request)) return redirectWithSuccess(back, result.message);
  return jsonWithSuccess({ report: { ok: true, errors: {}, values: null } }, result.message);
}
