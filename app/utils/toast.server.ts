// Flash toasts (docs/requirements/site.md#toasts). A toast rides on a short-lived cookie that the
// next page's root loader reads and clears, except when an action answers a document request (a
// form posted without JavaScript) with data: that page is rendered in the same response, after the
// action, so the root loader takes the toast from the request's scope (request-scope.server.ts) and
// no cookie is set, so the toast shows once, at once.
import { createCookieSessionStorage, data } from "@remix-run/node";
import { createToastUtilsWithCustomSession, type ToastMessage } from "remix-toast";
import { env } from "./env.server";
import { requestScope, type RequestScope } from "./request-scope.server";

// Our own cookie storage: remix-toast's built-in one does not sign its cookie whatever secret it is
// given, and a toast's text must not be something another site could plant.
const storage = createCookieSessionStorage({
  cookie: {
    name: "toast-session",
    path: "/",
    secrets: [env.sessionSecret],
    httpOnly: true,
    sameSite: "lax",
    secure: env.secureCookies,
  },
});
const cookieToasts = createToastUtilsWithCustomSession(storage);

/** Toasts left by this request's action for its own page (document requests only). */
const forThisPage = new WeakMap<RequestScope, ToastMessage>();

type Message = string | Omit<ToastMessage, "type">;

function jsonWithToast(type: ToastMessage["type"]) {
  return async <T>(payload: T, message: Message, init?: ResponseInit) => {
    const toast = { ...(typeof message === "string" ? { message } : message), type };
    const scope = requestScope();
    if (scope?.document) {
      forThisPage.set(scope, toast);
      return data(payload, init);
    }
    // What remix-toast's getToast reads back: the toast flashed under "flash".
    const session = await storage.getSession();
    session.flash("flash", { toast });
    const headers = new Headers(init?.headers);
    headers.append("Set-Cookie", await storage.commitSession(session));
    return data(payload, { ...init, headers });
  };
}

export const jsonWithError = jsonWithToast("error");
export const jsonWithSuccess = jsonWithToast("success");
export const { redirectWithError, redirectWithInfo, redirectWithSuccess } = cookieToasts;

/**
 * The toast for the page being rendered, and the headers that clear its cookie. None when there was
 * no toast, so pages stay cacheable.
 */
export async function getToast(request: Request) {
  const scope = requestScope();
  const fresh = scope ? forThisPage.get(scope) : undefined;
  if (!request.headers.get("Cookie")?.includes("toast-session"))
    return { toast: fresh, headers: new Headers() };
  const { toast, headers } = await cookieToasts.getToast(request);
  return { toast: fresh ?? toast, headers: toast ? headers : new Headers() };
}
