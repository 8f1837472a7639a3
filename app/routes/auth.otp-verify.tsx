// Password-reset code (docs/requirements/accounts.md#password-reset): the same four boxes; a right
// code is kept in the session as the reset credential for the next step.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { type OtpLoaderData, OtpRoute } from "~/components/otp-screen";
import { endpoints } from "#contract/endpoints";
import { callApi } from "~/utils/api.server";
import { replyWithApiError } from "~/utils/auth-flow.server";
import { env } from "~/utils/env.server";
import { otpAction } from "~/utils/otp.server";
import { commitSession, getSession } from "~/utils/session.server";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";

async function resetEmail(request: Request) {
  const session = await getSession(request);
  const email = session.get("forgot_password_credential")?.email;
  if (!email) throw redirect("/auth/reset-password-email");
  return { session, email };
}

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    email: (await resetEmail(request)).email,
    resendSeconds: env.otpResendSeconds,
    meta: await pageMetaText(request, "auth", "resetOtp"),
  } satisfies OtpLoaderData;
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, email } = await resetEmail(request);
  return otpAction(request, email, "password_reset", async (submission, otp) => {
    const result = await callApi(endpoints["POST /password/verify"], { json: { otp, email }, request });
    if (!result.ok) return { result: replyWithApiError(submission, result) };
    session.set("forgot_password_credential", { email, otp });
    throw redirect("/auth/new-password", { headers: { "Set-Cookie": await commitSession(session) } });
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/auth/otp-verify",
      noIndex: true,
    },
  );

export default OtpRoute;
