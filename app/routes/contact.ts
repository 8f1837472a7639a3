// /contact is one of the spec's public paths; the contact page lives at /get-in-touch
// (docs/requirements/site.md#routes).
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { env } from "~/utils/env.server";
import { baseSecurityHeaders } from "#contract/http-headers";

export function loader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  // A resource route: entry.server never sees it, so it carries the headers itself.
  return redirect(`/get-in-touch${search}`, { status: 301, headers: baseSecurityHeaders(env) });
}
