// POST /theme: the System / Light / Dark switch (app/components/theme-switch.tsx). Stores the
// choice in the `theme` cookie; a plain form post (JavaScript off) goes back to the page it came
// from, a fetcher (JavaScript on) gets data and the page changes in place.
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { baseSecurityHeaders } from "#contract/http-headers";
import { env } from "~/utils/env.server";
import { isDocumentRequest, readForm } from "~/utils/request.server";
import { THEMES } from "~/utils/theme";
import { themeCookie } from "~/utils/theme.server";
import { safeRedirect } from "~/utils/url";

const ThemeSchema = z.object({
  theme: z.enum(THEMES, { message: "Choose System, Light or Dark." }),
  redirectTo: z.string().optional(),
});

// A resource route: entry.server never sees it, so it carries the headers itself.
export const loader = () => redirect("/", { headers: baseSecurityHeaders(env) });

export async function action({ request }: ActionFunctionArgs) {
  const parsed = ThemeSchema.safeParse(Object.fromEntries(await readForm(request)));
  const headers = new Headers(baseSecurityHeaders(env));
  // Only a hand-made request gets here: the switch offers nothing else.
  if (!parsed.success) {
    headers.set("Content-Type", "text/plain; charset=utf-8");
    return new Response(parsed.error.issues[0]?.message, { status: 400, headers });
  }
  const { theme, redirectTo } = parsed.data;
  headers.append("Set-Cookie", themeCookie(theme));
  if (isDocumentRequest(request)) return redirect(safeRedirect(redirectTo), { headers });
  return data({ theme }, { headers });
}
