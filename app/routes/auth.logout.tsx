// Logout (docs/requirements/accounts.md#sessions): revoke the token at the API, clear the session,
// go to /auth/login. POST only.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { endpoints } from "#contract/endpoints";
import { callApi } from "~/utils/api.server";
import { destroySession, getSession } from "~/utils/session.server";

export const loader = () => redirect("/");

export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  const token = session.get("token");
  // A token the API already refuses needs no revoking; the session ends either way.
  if (token) await callApi(endpoints["POST /auth/logout"], { token, request });
  return redirect("/auth/login", { headers: { "Set-Cookie": await destroySession(session) } });
}
