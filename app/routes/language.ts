// POST /language: the language switcher (app/components/language-switcher.tsx). Sets the `lang`
// cookie, saves the choice on the account of a signed-in member (their preference wins over the
// cookie on every device), and sends the browser back to the page it came from.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { endpoints } from "#contract/endpoints";
import { baseSecurityHeaders } from "#contract/http-headers";
import { LANG_COOKIE, UI_LANGUAGES } from "#contract/ui-languages";
import { callApi } from "~/utils/api.server";
import { getToken } from "~/utils/auth.server";
import { env } from "~/utils/env.server";
import { readForm } from "~/utils/request.server";
import { safeRedirect } from "~/utils/url";

const schema = z.object({ lang: z.enum(UI_LANGUAGES) });

/** A year: a visitor's choice outlives any session. */
const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function loader() {
  // Only the form posts here; an address typed in goes home.
  return redirect("/", { headers: baseSecurityHeaders(env) });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const back = safeRedirect(form.get("redirectTo"));
  const headers = new Headers(baseSecurityHeaders(env));
  const parsed = schema.safeParse({ lang: form.get("lang") });
  if (!parsed.success) return redirect(back, { headers });
  const { lang } = parsed.data;
  const token = await getToken(request);
  if (token)
    await callApi(endpoints["PUT /auth/preferences"], { token, request, json: { ui_language: lang } });
  headers.append(
    "Set-Cookie",
    `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax${env.secureCookies ? "; Secure" : ""}`,
  );
  return redirect(back, { headers });
}
