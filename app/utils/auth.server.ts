// Who is signed in, from the cookie session. The API is the judge: a token it refuses (401)
// ends the session here too.
import { redirect } from "@remix-run/node";
import type { Profile } from "#contract/api-types";
import { endpoints } from "#contract/endpoints";
import { callApi } from "./api.server";
import { destroySession, getSession } from "./session.server";

export type { Profile };

export async function getToken(request: Request): Promise<string | null> {
  const session = await getSession(request);
  return session.get("token") ?? null;
}

/**
 * The sign-in page (`/auth/login`, or `/auth` after a session loss,
 * docs/requirements/accounts.md#session-loss) that returns to this page.
 */
export function loginRedirect(request: Request, page: "/auth/login" | "/auth" = "/auth/login") {
  const url = new URL(request.url);
  const to = `${url.pathname}${url.search}`;
  return `${page}?${new URLSearchParams({ redirectTo: to })}`;
}

/** The token, or a redirect to the login page that remembers where the user was going. */
export async function requireToken(request: Request): Promise<string> {
  const token = await getToken(request);
  if (!token) throw redirect(loginRedirect(request));
  return token;
}

/** Ends a session the API no longer accepts and sends the user to sign in again. */
export async function sessionLost(request: Request): Promise<never> {
  const session = await getSession(request);
  throw redirect(loginRedirect(request, "/auth"), {
    headers: { "Set-Cookie": await destroySession(session) },
  });
}

/** The signed-in user's profile, or null for visitors (and for tokens the API refused). */
export async function getUser(
  request: Request,
): Promise<{ user: Profile | null; token: string | null; lost: boolean }> {
  const token = await getToken(request);
  if (!token) return { user: null, token: null, lost: false };
  const result = await callApi(endpoints["GET /auth/profile"], { token, request });
  if (result.ok) return { user: result.data, token, lost: false };
  return { user: null, token: null, lost: result.status === 401 };
}
