// My characters' server side: the list, one of mine for its edit form, and the plain-form
// actions (create, edit, delete). Each success is a redirect with a toast (PRG); a refused form comes
// back as typed, with the API's messages next to their fields.
import { parseWithZod } from "@conform-to/zod";
import {
  CHARACTER_COPY,
  CHARACTER_LIMITS,
  characterCreateSchema,
  type CharacterInput,
  type MyCharacter,
} from "#contract/characters";
import { endpoints } from "#contract/endpoints";
import { callApi } from "./api.server";
import { replyWithApiError } from "./auth-flow.server";
import { callGuarded, guard } from "./chat.server";
import { CHARACTERS_PAGE, formFieldErrors } from "./characters";
import { redirectWithError, redirectWithSuccess } from "./toast.server";
import { cardVoiceSchema } from "#contract/voice";

export async function loadMyCharacters(request: Request, token: string) {
  const result = await guard(request, await callApi(endpoints["GET /characters/mine"], { token, request }));
  if (!result.ok) throw new Response(result.message, { status: result.status >= 500 ? 503 : result.status });
  return result.data;
}

/** One of mine; anyone else's (or none) is a 404, as the API answers. */
export async function loadMyCharacter(request: Request, token: string, id: number) {
  const found = (await loadMyCharacters(request, token)).find((c) => c.id === id);
  if (!found) throw new Response(CHARACTER_COPY.notFound, { status: 404 });
  return found;
}

/** The form's values as the edit form starts (the card keeps raw {{char}}/{{user}} macros). */
export function formDefaults(character: MyCharacter) {
  const { card } = character;
  return {
    name: character.name,
    tagline: character.tagline,
    category: character.category,
    visibility: character.visibility,
    tags: card.tags.join(", "),
    description: card.description,
    personality: card.personality,
    scenario: card.scenario,
    first_mes: card.first_mes,
    alternate_greetings: card.alternate_greetings,
    mes_example: card.mes_example,
    creator_notes: card.creator_notes,
    system_prompt: card.system_prompt,
    post_history_instructions: card.post_history_instructions,
    ...voiceDefaults(card.extensions),
    model_id: character.model_id === null ? "" : String(character.model_id),
  };
}

/**
 * The models a member may pick for their character: empty when only the offline engine answers;
 * null when the list could not be read, so the editor still opens, without the choice.
 */
export async function loadModelChoices(request: Request, token: string) {
  const result = await callGuarded(request, token, endpoints["GET /characters/models"]);
  return result.ok ? result.data : null;
}

/**
 * The edit form's model (sent only when the editor offered the choice): saved before the card, so
 * a refused model leaves the whole form unsaved, with the API's message next to the select.
 */
async function saveModel(request: Request, token: string, id: number, modelId: FormDataEntryValue) {
  const result = await callGuarded(request, token, endpoints["PATCH /characters/:id/model"], {
    params: { id },
    json: { model_id: typeof modelId === "string" ? modelId : null },
  });
  if (result.status === 404) throw new Response(CHARACTER_COPY.notFound, { status: 404 });
  return result.ok ? null : (result.errors?.model_id ?? [result.message]);
}

/** The voice fields from the card's `extensions.infinite.voice` ("" where it sets none). */
function voiceDefaults(extensions: Record<string, unknown> | undefined) {
  const voice = cardVoiceSchema.safeParse(
    (extensions?.infinite as { voice?: unknown } | undefined)?.voice ?? {},
  );
  const set = voice.success ? voice.data : {};
  return {
    voice_pitch: set.pitch === undefined ? "" : String(set.pitch),
    voice_rate: set.rate === undefined ? "" : String(set.rate),
    voice_name: set.voice ?? "",
  };
}

/**
 * The request body: JSON, or multipart when an avatar comes along. Lists travel as repeated fields;
 * an empty one as a single "" so an edit clears it rather than leaving it unchanged.
 */
function bodyOf(value: CharacterInput, avatar: File | null) {
  if (!avatar) return { json: value };
  const form = new FormData();
  for (const [key, v] of Object.entries(value)) {
    if (!Array.isArray(v)) form.append(key, v === null ? "" : String(v));
    else if (!v.length) form.append(key, "");
    else for (const item of v) form.append(key, item);
  }
  form.append("avatar", avatar, avatar.name || "avatar");
  return { form };
}

/** Create (no id) or save an edit of one of mine. */
export async function saveCharacter(request: Request, token: string, formData: FormData, id?: number) {
  const submission = parseWithZod(formData, { schema: characterCreateSchema });
  if (submission.status !== "success") return submission.reply();
  const file = formData.get("avatar");
  const avatar = file instanceof File && file.size > 0 ? file : null;
  if (avatar && avatar.size > CHARACTER_LIMITS.avatarBytes) {
    return submission.reply({ fieldErrors: { avatar: [CHARACTER_COPY.avatarTooLarge] } });
  }
  const modelId = formData.get("model_id");
  if (id && modelId !== null) {
    const modelErrors = await saveModel(request, token, id, modelId);
    if (modelErrors) return submission.reply({ fieldErrors: { model_id: modelErrors } });
  }
  const result = await guard(
    request,
    id
      ? await callApi(endpoints["PATCH /characters/:id"], {
          params: { id },
          token,
          request,
          ...bodyOf(submission.value, avatar),
        })
      : await callApi(endpoints["POST /characters"], { token, request, ...bodyOf(submission.value, avatar) }),
  );
  if (result.status === 404 && id) throw new Response(CHARACTER_COPY.notFound, { status: 404 });
  if (!result.ok) return replyWithApiError(submission, { ...result, errors: formFieldErrors(result.errors) });
  const fallback = id ? CHARACTER_COPY.updated : CHARACTER_COPY.created;
  throw await redirectWithSuccess(CHARACTERS_PAGE, result.message || fallback);
}

export async function deleteCharacter(request: Request, token: string, formData: FormData) {
  const id = Number(formData.get("character_id"));
  if (!Number.isInteger(id) || id <= 0) return redirectWithError(CHARACTERS_PAGE, CHARACTER_COPY.notFound);
  const result = await guard(
    request,
    await callApi(endpoints["DELETE /characters/:id"], { params: { id }, token, request }),
  );
  if (!result.ok) return redirectWithError(CHARACTERS_PAGE, result.message);
  return redirectWithSuccess(CHARACTERS_PAGE, result.message || CHARACTER_COPY.deleted);
}
