// The Subscription page's plan forms (cancel, resume, update card, Stripe's portal): plain posts
// that work without JavaScript. Each answers with a redirect back to the page and a toast, or, for
// the portal, to Stripe.
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { BILLING_COPY } from "#contract/billing";
import { endpoints } from "#contract/endpoints";
import { callApi, type ApiResult } from "./api.server";
import { sessionLost } from "./auth.server";
import { SUBSCRIPTION_PAGE } from "./subscription";
import { redirectWithError, redirectWithSuccess } from "./toast.server";

export const PLAN_INTENTS = ["cancel", "resume", "card", "portal"] as const;

const PlanForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("resume") }),
  z.object({ intent: z.literal("portal") }),
  z.object({ intent: z.literal("card"), card_number: z.string().default("") }),
]);

/** True when the form is one of these (the page's other form starts a checkout). */
export const isPlanForm = (form: FormData) =>
  (PLAN_INTENTS as readonly unknown[]).includes(form.get("intent"));

async function answer<T>(request: Request, result: ApiResult<T>, success: string) {
  if (!result.ok && result.status === 401) await sessionLost(request);
  if (!result.ok) {
    const message = Object.values(result.errors ?? {})[0]?.[0] ?? result.message;
    return redirectWithError(SUBSCRIPTION_PAGE, message);
  }
  return redirectWithSuccess(SUBSCRIPTION_PAGE, success);
}

export async function planAction(request: Request, token: string, form: FormData) {
  const parsed = PlanForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw new Response("Unknown form.", { status: 400 });
  const input = parsed.data;
  const call = { token, request };
  switch (input.intent) {
    case "cancel":
      return answer(
        request,
        await callApi(endpoints["POST /subscription/cancel"], { ...call, json: {} }),
        BILLING_COPY.canceledTitle,
      );
    case "resume":
      return answer(
        request,
        await callApi(endpoints["POST /subscription/resume"], { ...call, json: {} }),
        BILLING_COPY.resumedTitle,
      );
    case "card": {
      const result = await callApi(endpoints["POST /subscription/card"], {
        ...call,
        json: { card_number: input.card_number },
      });
      return answer(request, result, result.ok ? result.message : BILLING_COPY.cardUpdated);
    }
    case "portal": {
      const result = await callApi(endpoints["POST /subscription/portal"], { ...call, json: {} });
      if (result.ok) return redirect(result.data.url);
      return answer(request, result, "");
    }
  }
}
