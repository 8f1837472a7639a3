// Report Bot (docs/requirements/dashboard.md#report) from the chat page: checked with the shared
// schema (Conform), the screenshot passed on only when it is an image of the allowed kinds and size
// (the API checks its bytes again).
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { reportSchema } from "#contract/chat-schemas";
import { isAllowedScreenshot } from "#contract/uploads";
import type { ReportReply } from "~/components/chat/report-form";
import { endpoints } from "#contract/endpoints";
import { callApi } from "./api.server";
import { chatPath } from "./chat-access";
import { guard } from "./chat.server";
import { isDocumentRequest } from "./request.server";
import { jsonWithSuccess, redirectWithSuccess } from "./toast.server";

/** The fields the form shows an error beside; any other error is said above the submit button. */
const SHOWN_FIELDS = ["category", "description", "severity", "screenshot"];

export async function reportAction(
  request: Request,
  token: string,
  target: { botId: number; chatId: number | null },
  form: FormData,
) {
  const submission = parseWithZod(form, { schema: reportSchema });
  if (submission.status !== "success") {
    return data({ report: { ok: false, result: submission.reply() } satisfies ReportReply }, { status: 422 });
  }
  const body = new FormData();
  // The bot is the open chat's, whatever the form says.
  body.set("bot_id", String(target.botId));
  body.set("category", submission.value.category);
  body.set("severity", submission.value.severity);
  body.set("description", submission.value.description);
  const shot = form.get("screenshot");
  // Other files are silently ignored (docs/requirements/dashboard.md#report) (the API still checks
  // the bytes of the ones we pass).
  if (isAllowedScreenshot(shot)) body.set("screenshot", shot, shot.name);
  const result = await guard(
    request,
    await callApi(endpoints["POST /issues"], { token, request, form: body }),
  );
  if (!result.ok) {
    const fieldErrors = result.errors ?? {};
    const besideField = SHOWN_FIELDS.some((name) => fieldErrors[name]?.length);
    const reply = submission.reply(
      besideField ? { fieldErrors } : { fieldErrors, formErrors: [result.message] },
    );
    return data(
      { report: { ok: false, result: reply } satisfies ReportReply },
      { status: result.status === 422 ? 422 : 400 },
    );
  }
  const back = chatPath(target.botId, target.chatId);
  if (isDocumentRequest(request)) return redirectWithSuccess(back, result.message);
  return jsonWithSuccess(
    { report: { ok: true, result: submission.reply({ resetForm: true }) } satisfies ReportReply },
    result.message,
  );
}
