// Google's redirect back: the strategy checks the state, trades the code for an access token and
// our verify callback exchanges that at POST /social-login for the API token.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { signIn } from "~/utils/auth-flow.server";
import { googleAuthenticator } from "~/utils/google.server";
import { redirectWithError } from "~/utils/toast.server";

const FAILED = "Google sign-in failed. Please try again.";

export async function loader({ request }: LoaderFunctionArgs) {
  if (!googleAuthenticator) throw new Response("Google sign-in is not configured.", { status: 404 });
  try {
    const { token } = await googleAuthenticator.authenticate("google", request, { throwOnError: true });
    return signIn(request, token, "/");
  } catch (error) {
    if (error instanceof Response) throw error;
    const message = error instanceof Error && error.message ? error.message : FAILED;
    // Provider-side details ("State doesn't match.") mean nothing to a user.
    return redirectWithError("/auth/login", /^(Missing|State)/.test(message) ? FAILED : message);
  }
}
