// Sign-up code (docs/requirements/accounts.md#otp): the pending email comes from the cookie
// session; a right code signs the user in and goes to Discover with a welcome toast
// (docs/requirements/accounts.md#sign-up).
// An expired code (400) is the expiry toast; any other error is the sign-up error toast, with the
// server's message under the form as every code form has it.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { COPY } from "#contract/messages";
import { type OtpLoaderData, OtpRoute } from "~/components/otp-screen";
import { endpoints } from "#contract/endpoints";
import { callApi } from "~/utils/api.server";
import { finishSignIn, replyWithApiError, signIn } from "~/utils/auth-flow.server";
import { env } from "~/utils/env.server";
import { otpAction } from "~/utils/otp.server";
import { getSession } from "~/utils/session.server";
import { jsonWithError, redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";

/** Where a new member lands, with a welcome toast: the bots, not the marketing page they came from. */
const WELCOME_PAGE = "/dashboard/discover";

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
    meta: await pageMetaText(request, "auth", "signUpOtp"),
  } satisfies OtpLoaderData;
}

export async function action({ request }: ActionFunctionArgs) {
  const pending = await pendingSignUp(request);
  return otpAction(request, pending.email, "signup", async (submission, otp) => {
    const result = await callApi(endpoints["POST /verify/otp"], { json: { otp, ...pending }, request });
    if (result.ok && "token" in result.data) {
      const signedIn = await signIn(request, result.data, WELCOME_PAGE);
      throw await redirectWithSuccess(WELCOME_PAGE, COPY.welcomeAfterSignup, { headers: signedIn.headers });
    }
    if (result.ok) throw await finishSignIn(request, result.data, WELCOME_PAGE);
    if (result.status === 400) throw await redirectWithError("/auth/signup-otp", COPY.otpExpired);
    return jsonWithError(
      { result: replyWithApiError(submission, result, COPY.signupOtpError) },
      COPY.signupOtpError,
    );
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/auth/signup-otp",
      noIndex: true,
    },
  );

export default OtpRoute;
