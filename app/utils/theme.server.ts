// The `theme` cookie: a plain value ("light" or "dark"), readable by nothing but the server, kept a
// year. System is no cookie at all, so a visitor who never chose stays cacheable (server/page-cache.js).
import { env } from "./env.server";
import { isTheme, type Theme } from "./theme";

const COOKIE = "theme";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]*)`);

/** The theme the request's cookie asks for; System when there is none or it holds anything else. */
export function readTheme(request: Request): Theme {
  const value = COOKIE_VALUE.exec(request.headers.get("Cookie") ?? "")?.[1];
  return isTheme(value) ? value : "system";
}

/** The Set-Cookie header that stores `theme` (System clears the cookie). */
export function themeCookie(theme: Theme): string {
  const attributes = ["Path=/", "SameSite=Lax", "HttpOnly", ...(env.secureCookies ? ["Secure"] : [])];
  return theme === "system"
    ? [`${COOKIE}=`, "Max-Age=0", ...attributes].join("; ")
    : [`${COOKIE}=${theme}`, `Max-Age=${ONE_YEAR_SECONDS}`, ...attributes].join("; ");
}
