// Account settings' three forms post to one route; each intent lands in its own handler here.
import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { changePasswordSchema, profileSchema } from "#contract/auth-schemas";
import { AVATAR_MAX_BYTES } from "#contract/constants";
import { COPY } from "#contract/messages";
import { deleteAccount, signOutEverywhere } from "./account-actions.server";
import { endpoints } from "#contract/endpoints";
import { callApi } from "./api.server";
import { replyWithApiError, SECRET_FIELDS } from "./auth-flow.server";
import { requireToken, sessionLost } from "./auth.server";
import { savePersona } from "./persona.server";
import { savePreferences } from "./preferences.server";
import { twoFactorAction } from "./two-factor.server";
import { commitSession, getSession } from "./session.server";
import { redirectWithSuccess } from "./toast.server";
import { readForm } from "./request.server";

export const SETTINGS_PATH = "/dashboard/account-setting";
export const AVATAR_TOO_LARGE = `The photo must be ${AVATAR_MAX_BYTES / (1024 * 1024)} MB or smaller.`;

const tabUrl = (tab: string, extra = "") =>
  `${SETTINGS_PATH}?tab=${tab === "security" ? "security" : "personal"}${extra}`;

/** The multipart body of POST /auth/profile (the profile update of docs/requirements/api.md#data). */
function profileForm(fields: { first_name: string; last_name: string; bio: string; email: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set("mail_notification", "1");
  form.set("_method", "PUT");
  return form;
}

export async function settingsAction(request: Request) {
  const token = await requireToken(request);
  // Refuse oversized uploads before reading them into memory.
  if (Number(request.headers.get("Content-Length") ?? 0) > AVATAR_MAX_BYTES + 64 * 1024) {
    return { avatarError: AVATAR_TOO_LARGE };
  }
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent === "avatar") return uploadAvatar(request, token, formData);
  if (intent === "password") return changePassword(request, token, formData);
  if (intent === "delete-account") return deleteAccount(request, token, formData);
  if (intent === "logout-all") return signOutEverywhere(request, token);
  if (intent === "persona") return savePersona(request, token, formData, tabUrl("personal"));
  if (intent === "preferences") return savePreferences(request, token, formData, tabUrl("personal"));
  if (typeof intent === "string" && intent.startsWith("two-factor")) {
    const answer = await twoFactorAction(request, token, intent, formData);
    if (answer) return answer;
  }
  return updateProfile(request, token, formData);
}

async function updateProfile(request: Request, token: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== "success") return { profile: submission.reply() };
  const { first_name, last_name, bio } = submission.value;
  const email = String(formData.get("email") ?? "");
  const result = await callApi(endpoints["POST /auth/profile"], {
    token,
    request,
    form: profileForm({ first_name, last_name, bio, email }),
  });
  if (result.status === 401) await sessionLost(request);
  if (!result.ok) return { profile: replyWithApiError(submission, result) };
  throw await redirectWithSuccess(tabUrl("personal"), COPY.profileUpdated);
}

async function uploadAvatar(request: Request, token: string, formData: FormData) {
  const file = formData.get("avatar");
  const tab = String(formData.get("tab") ?? "");
  if (!(file instanceof File) || file.size === 0) return { avatarError: "Choose a photo to upload." };
  // The API updates the whole profile at once, so the current details travel with the photo.
  const current = await callApi(endpoints["GET /auth/profile"], { token, request });
  if (current.status === 401) await sessionLost(request);
  if (!current.ok) return { avatarError: current.message };
  const { first_name, last_name, bio, email } = current.data;
  const form = profileForm({ first_name, last_name, bio: bio ?? "", email });
  form.set("mail_notification", current.data.mail_notification ? "1" : "0");
  form.set("avatar", file, file.name || "avatar");
  const result = await callApi(endpoints["POST /auth/profile"], { token, request, form });
  if (result.status === 401) await sessionLost(request);
  if (!result.ok) return { avatarError: result.errors?.avatar?.[0] ?? result.message };
  throw await redirectWithSuccess(tabUrl(tab), COPY.profileUpdated);
}

async function changePassword(request: Request, token: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  if (submission.status !== "success") return { password: submission.reply({ hideFields: SECRET_FIELDS }) };
  const result = await callApi(endpoints["POST /auth/change-password"], {
    token,
    request,
    json: submission.value,
  });
  if (result.status === 401) await sessionLost(request);
  if (!result.ok) return { password: replyWithApiError(submission, result) };
  // Every older token is revoked; the session carries on with the fresh one.
  const session = await getSession(request);
  session.set("token", result.data.token);
  throw redirect(tabUrl("security", "&changed=1"), {
    headers: { "Set-Cookie": await commitSession(session) },
  });
}
