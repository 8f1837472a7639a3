// Settings → "Your data" and "Sign out everywhere": the account-wide actions. Both end the cookie
// session once the API has done its part.
import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { ACCOUNT_COPY, deleteWithEmailSchema, deleteWithPasswordSchema } from "#contract/account";
import { endpoints } from "#contract/endpoints";
import { callApi } from "./api.server";
import { SECRET_FIELDS } from "./auth-flow.server";
import { sessionLost } from "./auth.server";
import { destroySession, getSession } from "./session.server";
import { redirectWithSuccess } from "./toast.server";

export const GOODBYE_PATH = "/goodbye";

async function endSession(request: Request) {
  return { "Set-Cookie": await destroySession(await getSession(request)) };
}

/**
 * Deletes the account after the password (or, for Google-only accounts, the typed email) is
 * confirmed by the API; errors go next to their field and keep what was typed (never a password).
 */
export async function deleteAccount(request: Request, token: string, formData: FormData) {
  const schema = formData.has("confirm_email") ? deleteWithEmailSchema : deleteWithPasswordSchema;
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return { deleteAccount: submission.reply({ hideFields: SECRET_FIELDS }) };
  }
  const result = await callApi(endpoints["DELETE /auth/account"], { token, request, json: submission.value });
  if (result.status === 401) await sessionLost(request);
  if (!result.ok) {
    const fieldErrors = result.errors ?? {};
    const onField = Object.keys(fieldErrors).length > 0;
    return {
      deleteAccount: submission.reply({
        ...(onField ? { fieldErrors } : { formErrors: [result.message] }),
        hideFields: SECRET_FIELDS,
      }),
    };
  }
  throw redirect(GOODBYE_PATH, { headers: await endSession(request) });
}

/** Revokes every token of the account (this session's too) and sends the user to log in. */
export async function signOutEverywhere(request: Request, token: string) {
  const result = await callApi(endpoints["POST /auth/logout-all"], { token, request });
  // A token the API refuses has nothing left to revoke: the session ends either way.
  if (!result.ok && result.status !== 401) {
    return { signOutError: result.message };
  }
  throw await redirectWithSuccess("/auth/login", ACCOUNT_COPY.signedOutEverywhere, {
    headers: await endSession(request),
  });
}
