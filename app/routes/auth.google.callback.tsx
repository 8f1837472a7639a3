// Google's redirect back: the strategy checks the state, trades the code for an access token and
// our verify callback exchanges that at POST /social-login for the API token. Every failure lands
// on the login page with a toast, signed out.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { COPY } from "#contract/messages";
import { finishSignIn } from "~/utils/auth-flow.server";
import { googleAuthenticator, googleFailureMessage } from "~/utils/google.server";
import { redirectWithError } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  if (!googleAuthenticator) throw new Response("Google sign-in is not configured.", { status: 404 });
  // Google sends the person back with ?error= and no code when they refuse consent
  // (access_denied) or the request could not be served; there is nothing to trade then.
  const refused = new URL(request.url).searchParams.get("error");
  if (refused !== null) {
    return redirectWithError(
      "/auth/login",
      refused === "access_denied" ? COPY.googleSignInCancelled : COPY.googleSignInFailed,
    );
  }
  try {
    const result = await googleAuthenticator.authenticate("google", request, { throwOnError: true });
    return finishSignIn(request, result, "/");
  } catch (error) {
    if (error instanceof Response) throw error;
    return redirectWithError("/auth/login", googleFailureMessage(error));
  }
}
