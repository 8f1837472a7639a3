// Plans and the checkout start, shared by /pricing, the home pricing section, /dashboard/subscription
// and its no-JavaScript bot picker.
import { logger } from "#contract/logger";
import { redirect } from "@remix-run/node";
import type { Bot, Plan } from "#contract/api-types";
import { BOTS_PAGE_SIZE } from "#contract/constants";
import { ERROR_TOAST_MS } from "#contract/toast";
import { COPY } from "#contract/messages";
import { sanitizedOnce } from "./sanitize-once.server";
import { endpoints } from "#contract/endpoints";
import { callApi } from "./api.server";
import { sessionLost } from "./auth.server";
import { destroySession, getSession } from "./session.server";
import { pickerPath, SUBSCRIPTION_PAGE, type CheckoutActionData } from "./subscription";
import { jsonWithError, redirectWithError } from "./toast.server";

/**
 * The plans with their descriptions sanitized here on the server, so the browser renders safe HTML
 * without shipping the sanitizer. An unavailable API yields an empty list ("No subscription available").
 */
export async function loadPlans(request: Request, token?: string | null): Promise<Plan[]> {
  const result = await callApi(endpoints["GET /subscription/panels"], { request, token });
  if (!result.ok) return [];
  return result.data.map((p) => ({ ...p, description: sanitizedOnce(p.description) }));
}

/** Every bot, for the picker (the API pages by 20). */
export async function loadAllBots(request: Request, token: string) {
  const bots: Bot[] = [];
  for (let page = 1; page <= 10; page++) {
    const result = await callApi(endpoints["GET /bots"], {
      request,
      token,
      query: { page, per_page: BOTS_PAGE_SIZE },
    });
    if (!result.ok) {
      if (result.status === 401) await sessionLost(request);
      throw new Response(result.message, { status: result.status >= 500 ? 503 : result.status });
    }
    bots.push(...result.data.data);
    if (page >= result.data.last_page) break;
  }
  return bots;
}

/** The bot behind a `?bot=` parameter (the one the user came from), or null when there is none to open. */
export async function loadBotRef(request: Request, token: string, id: string | null) {
  if (!id || !/^[1-9][0-9]{0,9}$/.test(id)) return null;
  const result = await callApi(endpoints["GET /bots/:id"], { params: { id }, request, token });
  return result.ok ? { id: result.data.id, name: result.data.name } : null;
}

/**
 * POST /subscription/payment. With JavaScript (`js`) the page gets the URL back and opens it in a new
 * window; without, the browser is redirected: to Stripe or /checkout/{id}, or to the plain bot picker
 * when a single-pass plan still needs its bot.
 */
export async function startCheckout(
  request: Request,
  token: string,
  input: { productId: number; botId: number | null; js: boolean; fromBot?: number | null },
) {
  const result = await callApi(endpoints["POST /subscription/payment"], {
    request,
    token,
    json: { product_id: input.productId, bot_id: input.botId },
  });
  if (result.ok) {
    if (input.js) return { checkoutUrl: result.data.checkout_url } satisfies CheckoutActionData;
    throw redirect(result.data.checkout_url);
  }
  if (result.status === 401) {
    // docs/requirements/api.md#api-errors: "You have to login first" plus the server's message, for
    // 4 seconds; the session is over, and session loss lands on /auth (docs/requirements/accounts.md#session-loss).
    const session = await getSession(request);
    throw await redirectWithError(
      `/auth?${new URLSearchParams({ redirectTo: SUBSCRIPTION_PAGE })}`,
      { message: COPY.loginFirst, description: result.message, duration: ERROR_TOAST_MS },
      { headers: { "Set-Cookie": await destroySession(session) } },
    );
  }
  if (!input.js && input.botId === null && result.errors?.bot_id)
    throw redirect(pickerPath(input.productId, input.fromBot));
  logger().error(`[subscription] checkout failed (${result.status}): ${result.message}`);
  return jsonWithError({ error: result.message } satisfies CheckoutActionData, result.message);
}
