// /dashboard/account-setting/push: the browser's way to Web Push (Settings → Notifications). The API
// token lives in the httpOnly session cookie, so the panel's script asks this route, which adds it.
// GET: the VAPID public key to subscribe with. POST: this device's PushSubscription JSON.
// DELETE: { endpoint } turns this device off. Answers are the API's envelopes, passed on.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { endpoints } from "#contract/endpoints";
import { pushEndpointSchema, pushSubscriptionSchema } from "#contract/push";
import { callApi, type ApiResult } from "~/utils/api.server";
import { getToken } from "~/utils/auth.server";

const answer = (result: ApiResult<unknown>) =>
  Response.json(
    result.ok
      ? { success: true, message: result.message, data: result.data }
      : { success: false, message: result.message, errors: result.errors ?? {} },
    { status: result.status, headers: { "Cache-Control": "no-store" } },
  );

const unauthenticated = () =>
  Response.json({ success: false, message: "Sign in again to change notifications." }, { status: 401 });

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await getToken(request))) return unauthenticated();
  return answer(await callApi(endpoints["GET /push/public-key"], { request }));
}

export async function action({ request }: ActionFunctionArgs) {
  const token = await getToken(request);
  if (!token) return unauthenticated();
  if (request.method !== "POST" && request.method !== "DELETE")
    return Response.json({ success: false, message: "Method not allowed" }, { status: 405 });
  const remove = request.method === "DELETE";
  // Only what the API reads is passed on, checked against its own schema first: the body is anything
  // a client sent, and passing it on whole would mean re-encoding it, nested however deep.
  const parsed = (remove ? pushEndpointSchema : pushSubscriptionSchema).safeParse(
    await request.json().catch(() => ({})),
  );
  if (!parsed.success) {
    const { fieldErrors } = parsed.error.flatten();
    return Response.json(
      { success: false, message: parsed.error.issues[0]?.message, errors: fieldErrors },
      { status: 422, headers: { "Cache-Control": "no-store" } },
    );
  }
  const call = { token, json: parsed.data, request };
  return answer(
    remove
      ? await callApi(endpoints["DELETE /push/subscriptions"], call)
      : await callApi(endpoints["POST /push/subscriptions"], call),
  );
}
