// "Mark read all" from the bell: a fetcher with JavaScript, a plain form post (that comes back to the
// page it was sent from) without.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { endpoints } from "#contract/endpoints";
import { callApi } from "~/utils/api.server";
import { requireToken, sessionLost } from "~/utils/auth.server";
import { safeRedirect } from "~/utils/url";
import { redirectWithError } from "~/utils/toast.server";
import { readForm } from "~/utils/request.server";

export const loader = () => redirect("/dashboard");

export async function action({ request }: ActionFunctionArgs) {
  const token = await requireToken(request);
  const form = await readForm(request);
  const result = await callApi(endpoints["PATCH /read-notification"], { token, request });
  if (!result.ok && result.status === 401) await sessionLost(request);
  const back = form.get("redirectTo");
  if (back) {
    const to = safeRedirect(back, "/dashboard");
    return result.ok ? redirect(to) : redirectWithError(to, result.message);
  }
  return { ok: result.ok, message: result.message };
}
