// GET /dashboard/account-setting/export: "Download my data", the API's JSON file streamed on by
// passDownload.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireToken } from "~/utils/auth.server";
import { passDownload } from "~/utils/download.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  return passDownload(request, token, "/auth/account/export", {
    failedTo: "/dashboard/account-setting?tab=data",
    fallback: "Your data could not be prepared right now. Please try again in a moment.",
  });
}
