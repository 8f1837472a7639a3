// The favourite toggle (one call adds or removes: docs/requirements/dashboard.md#favourites),
// shared by every page that shows the star.
import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { endpoints } from "#contract/endpoints";
import { callApi } from "./api.server";
import { requireToken, sessionLost } from "./auth.server";
import { isDocumentRequest, readForm, samePage } from "./request.server";
import { jsonWithError, redirectWithError } from "./toast.server";

export const FAVOURITE_INTENT = "favourite";

export async function toggleFavourite(request: Request, token: string, form: FormData) {
  const botId = Number(form.get("bot_id"));
  const result =
    Number.isInteger(botId) && botId > 0
      ? await callApi(endpoints["POST /favorites/toggle"], {
          token,
          request,
          json: { bot_id: botId },
        })
      : ({ ok: false, status: 422, message: "Choose a bot to favourite." } as const);
  if (!result.ok && result.status === 401) return sessionLost(request);
  if (isDocumentRequest(request)) {
    return result.ok ? redirect(samePage(request)) : redirectWithError(samePage(request), result.message);
  }
  if (!result.ok) return jsonWithError({ bot_id: botId, is_Fav: null }, result.message);
  return data(result.data);
}

/** The action of every page that shows star toggles: the one form intent they post. */
export async function favouriteAction({ request }: ActionFunctionArgs) {
  const token = await requireToken(request);
  const form = await readForm(request);
  if (form.get("intent") === FAVOURITE_INTENT) return toggleFavourite(request, token, form);
  throw new Response("Unknown action", { status: 400 });
}
