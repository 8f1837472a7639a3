// The login action, shared by /auth and /auth/login (both show login: docs/requirements/site.md#routes).
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loginSchema } from "#contract/auth-schemas";
import { endpoints } from "#contract/endpoints";
import { callApi } from "./api.server";
import { finishSignIn, replyWithApiError, SECRET_FIELDS } from "./auth-flow.server";
import { safeRedirect } from "./url";
import { commitSession, getSession } from "./session.server";
import { redirectWithInfo } from "./toast.server";
import { pageMetaText } from "./page-meta.server";
import { readForm } from "./request.server";

/** The login page's translated title and description (both login routes). */
export async function loginLoader({ request }: LoaderFunctionArgs) {
  return { meta: await pageMetaText(request, "auth", "login") };
}

export async function loginAction({ request }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") return submission.reply({ hideFields: SECRET_FIELDS });

  const result = await callApi(endpoints["POST /login"], { json: submission.value, request });
  if (result.ok) return finishSignIn(request, result.data, safeRedirect(formData.get("redirectTo"), "/"));
  if (result.status === 403) {
    // Not verified yet: the API has mailed a fresh code, so pick up where sign-up left off.
    const session = await getSession(request);
    session.set("user_email", submission.value.email);
    throw await redirectWithInfo("/auth/signup-otp", result.message, {
      headers: { "Set-Cookie": await commitSession(session) },
    });
  }
  return replyWithApiError(submission, result);
}
