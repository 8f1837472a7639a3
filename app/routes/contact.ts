// §2 lists /contact as a public path; the contact page lives at /get-in-touch.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { env } from "~/utils/env.server";
import { baseSecurityHeaders } from "~/utils/security-headers.server";

export function loader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  // A resource route: entry.server never sees it, so it carries the headers itself.
  return redirect(`/get-in-touch${search}`, { status: 301, headers: baseSecurityHeaders(env) });
}
