// Settings → Preference: the language bots reply in, saved on the account (PUT /auth/preferences).
import { PREFERENCES_SAVED, preferencesSchema } from "#contract/account";
import { endpoints } from "#contract/endpoints";
import { callApi } from "./api.server";
import { sessionLost } from "./auth.server";
import { redirectWithSuccess } from "./toast.server";

/** The action's answer to a refused choice: the value as chosen, with the reason. */
export async function savePreferences(request: Request, token: string, formData: FormData, back: string) {
  const value = String(formData.get("language") ?? "");
  const parsed = preferencesSchema.safeParse({ language: value });
  if (!parsed.success) return { preferences: { value, error: parsed.error.issues[0]!.message } };
  const result = await callApi(endpoints["PUT /auth/preferences"], {
    token,
    request,
    json: parsed.data,
  });
  if (result.status === 401) await sessionLost(request);
  if (!result.ok) return { preferences: { value, error: result.errors?.language?.[0] ?? result.message } };
  throw await redirectWithSuccess(back, PREFERENCES_SAVED);
}
