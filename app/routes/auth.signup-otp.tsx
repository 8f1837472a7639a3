// Sign-up code (docs/requirements/accounts.md#otp): the pending email comes from the cookie
// session; a right code signs the user in and goes to "/" (docs/requirements/accounts.md#sign-up).
// An expired code (400) is the expiry toast; any other error is the sign-up error toast, with the
// server's message under the form as every code form has it.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { COPY } from "#contract/messages";
import { type OtpLoaderData, OtpRoute } from "~/components/otp-screen";
import { endpoints } from "#contract/endpoints";
import { callApi } from "~/utils/api.server";
import { finishSignIn, replyWithApiError } from "~/utils/auth-flow.server";
import { env } from "~/utils/env.server";
import { otpAction } from "~/utils/otp.server";
import { getSession } from "~/utils/session.server";
import { jsonWithError, redirectWithError } from "~/utils/toast.server";
import { seoMeta } from "~/utils/seo";

async function pendingSignUp(request: Request) {
  const session = await getSession(request);
  const email = session.get("user_email");
  if (!email) throw redirect("/auth/sign-up");
  // The key of this browser's sign-up; none when the code came from logging in unverified.
  const signupKey = session.get("signup_key");
  return { email, signup_key: signupKey?.email === email ? signupKey.key : undefined };
}

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    email: (await pendingSignUp(request)).email,
    resendSeconds: env.otpResendSeconds,
  } satisfies OtpLoaderData;
}

export async function action({ request }: ActionFunctionArgs) {
  const pending = await pendingSignUp(request);
  return otpAction(request, pending.email, "signup", async (submission, otp) => {
    const result = await callApi(endpoints["POST /verify/otp"], { json: { otp, ...pending }, request });
    if (result.ok) throw await finishSignIn(request, result.data, "/");
    if (result.status === 400) throw await redirectWithError("/auth/signup-otp", COPY.otpExpired);
    return jsonWithError(
      { result: replyWithApiError(submission, result, COPY.signupOtpError) },
      COPY.signupOtpError,
    );
  });
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Verify your email",
    description: "Enter the four-digit code we emailed you to finish creating your Infinite account.",
    path: "/auth/signup-otp",
    noIndex: true,
  });

export default OtpRoute;
