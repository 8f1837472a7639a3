// Flash toasts through remix-toast, signed with our session secret (its default secret is public).
import { getToast as readToast, setToastCookieOptions } from "remix-toast";
import { env } from "./env.server";

setToastCookieOptions({
  secrets: [env.sessionSecret],
  httpOnly: true,
  sameSite: "lax",
  secure: env.secureCookies,
});

/** The pending toast, and the headers that clear it; none when there was no toast, so pages stay cacheable. */
export async function getToast(request: Request) {
  if (!request.headers.get("Cookie")?.includes("toast-session"))
    return { toast: undefined, headers: new Headers() };
  const { toast, headers } = await readToast(request);
  return { toast, headers: toast ? headers : new Headers() };
}

export {
  jsonWithError,
  jsonWithSuccess,
  redirectWithError,
  redirectWithInfo,
  redirectWithSuccess,
} from "remix-toast";
