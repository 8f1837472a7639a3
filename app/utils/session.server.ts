// The cookie session (`infinite_user`, `__Host-infinite_user` over https): the API token plus the
// in-between state of the auth flows (pending sign-up email, password-reset credential, a sign-in
// waiting for its second step). httpOnly, so scripts never see it, and encrypted
// (app/utils/sealed-cookie.server.ts), so nobody holding the cookie can read the token out of it.
import { createCookieSessionStorage } from "@remix-run/node";
import { sessionCookieName } from "./cookie-security.server";
import { env } from "./env.server";
import { sealedCookie } from "./sealed-cookie.server";

export interface SessionData {
  token: string;
  /** The email a sign-up code was sent to (signup-otp screen). */
  user_email: string;
  /** What /sign-up gave this browser to prove, when it verifies, that the code is for its sign-up. */
  signup_key: { email: string; key: string };
  /** The password-reset credential between /auth/otp-verify and /auth/new-password. */
  forgot_password_credential: { email: string; otp?: string };
  /** A sign-in whose password (or Google) was accepted, waiting for its code at /auth/two-factor. */
  two_factor: { challenge: string; redirectTo: string };
}

export const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: sealedCookie(
    sessionCookieName(env.secureCookies),
    { httpOnly: true, sameSite: "lax", path: "/", secure: env.secureCookies, maxAge: 60 * 60 * 24 * 30 },
    env.sessionSecret,
  ),
});

export const getSession = (request: Request) => sessionStorage.getSession(request.headers.get("Cookie"));
export const { commitSession, destroySession } = sessionStorage;
