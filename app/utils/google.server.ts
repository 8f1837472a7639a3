// Google sign-in through remix-auth-google. The web tier only runs the OAuth dance; the API checks
// the access token against Google's userinfo endpoint (POST /social-login) and issues our token.
import { Authenticator } from "remix-auth";
import { GoogleStrategy, type GoogleProfile } from "remix-auth-google";
import type { AuthResult } from "#contract/api-types";
import type { TwoFactorChallenge } from "#contract/two-factor";
import { COPY } from "#contract/messages";
import { endpoints } from "#contract/endpoints";
import { callApi } from "./api.server";
import { env } from "./env.server";
import { sessionStorage } from "./session.server";

/** Endpoints can point at a stand-in on loopback (GOOGLE_AUTHORIZATION_URL, GOOGLE_TOKEN_URL). */
class ConfigurableGoogleStrategy<User> extends GoogleStrategy<User> {
  constructor(
    options: ConstructorParameters<typeof GoogleStrategy<User>>[0] & {
      authorizationURL?: string;
      tokenURL?: string;
    },
    verify: ConstructorParameters<typeof GoogleStrategy<User>>[1],
  ) {
    super(options, verify);
    if (options.authorizationURL) this.authorizationURL = options.authorizationURL;
    if (options.tokenURL) this.tokenURL = options.tokenURL;
  }
  // The API reads the profile itself; fetching it here too would only double the round trips.
  protected async userProfile(): Promise<GoogleProfile> {
    return { provider: "google" } as GoogleProfile;
  }
}

function createAuthenticator() {
  const google = env.google;
  if (!google) return null;
  // The session, or the challenge of the second step when the account has two-factor sign-in on.
  const authenticator = new Authenticator<AuthResult | TwoFactorChallenge>(sessionStorage);
  authenticator.use(
    new ConfigurableGoogleStrategy<AuthResult | TwoFactorChallenge>(
      {
        clientID: google.clientId,
        clientSecret: google.clientSecret,
        callbackURL: new URL("/auth/google/callback", env.publicUrl).toString(),
        authorizationURL: google.authorizationUrl,
        tokenURL: google.tokenUrl,
        prompt: "select_account",
      },
      async ({ accessToken, request }) => {
        const result = await callApi(endpoints["POST /social-login"], {
          json: { token: accessToken, provider: "google" },
          request,
        });
        if (!result.ok) throw new SocialLoginRefused(result.message);
        return result.data;
      },
    ),
  );
  return authenticator;
}

/** Our API said no (for example an unverified Google email): its message is meant for people. */
class SocialLoginRefused extends Error {}

/**
 * What to tell the person when the callback fails. Only our API's answers are shown as they are;
 * what the OAuth library or Google's token endpoint says ("State doesn't match.", a JSON error
 * body, "fetch failed") means nothing to a person and may echo a provider's internals.
 */
export function googleFailureMessage(error: unknown) {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof SocialLoginRefused ? cause.message : COPY.googleSignInFailed;
}

/** Null when Google sign-in is not configured (the button is hidden then too). */
export const googleAuthenticator = createAuthenticator();
