// Settings → "About you (for your bots)": the persona both engines are given (issue
// "Conversations"). Sent to the API on its own, so nothing else of the profile changes.
import { personaField } from "#contract/chat-schemas";
import { endpoints } from "#contract/endpoints";
import { callApi } from "./api.server";
import { sessionLost } from "./auth.server";
import { redirectWithSuccess } from "./toast.server";

export const PERSONA_SAVED = "Saved. Your bots will know this about you.";

/** The action's answer to a refused text: it comes back as typed, with the reason. */
export async function savePersona(request: Request, token: string, formData: FormData, back: string) {
  const value = String(formData.get("persona") ?? "");
  const parsed = personaField.safeParse(value);
  if (!parsed.success) return { persona: { value, error: parsed.error.issues[0]!.message } };
  const result = await callApi(endpoints["PUT /auth/profile"], {
    token,
    request,
    json: { persona: parsed.data },
  });
  if (result.status === 401) await sessionLost(request);
  if (!result.ok) return { persona: { value, error: result.errors?.persona?.[0] ?? result.message } };
  throw await redirectWithSuccess(back, PERSONA_SAVED);
}
