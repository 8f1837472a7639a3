// A stand-in for Google's OAuth endpoints, tokeninfo and userinfo on loopback: the authorization
// endpoint sends the browser straight back with a code for `nextUser` (or, after denyNext(), with
// ?error=access_denied as when the person refuses consent), the token endpoint trades the code for
// an access token, tokeninfo says which client it was issued to (the API only accepts its own) and
// userinfo whose token it is. The e2e server points GOOGLE_* here.
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";

export interface FakeGoogleUser {
  email: string;
  given_name: string;
  family_name: string;
}

/** What Google says about the account beyond the user's fields. */
export interface FakeGoogleOptions {
  /** userinfo's email_verified; true unless told otherwise. */
  emailVerified?: boolean;
}

type FakeGoogleAccount = FakeGoogleUser & { emailVerified: boolean };

export const fakeGooglePort = () => Number(process.env.E2E_PORT ?? 3210) + 1000;

export async function startFakeGoogle() {
  let nextUser: FakeGoogleAccount | null = null;
  let denyOnce = false;
  const codes = new Map<string, FakeGoogleAccount>();
  const tokens = new Map<string, FakeGoogleAccount>();
  const seen = { tokenRequests: [] as URLSearchParams[] };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/o/oauth2/auth") {
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      if (denyOnce) {
        // The person pressed Cancel on Google's consent screen: no code, only the error and state.
        denyOnce = false;
        back.searchParams.set("error", "access_denied");
      } else {
        const code = randomBytes(8).toString("hex");
        if (nextUser) codes.set(code, nextUser);
        back.searchParams.set("code", code);
      }
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      res.writeHead(302, { Location: back.toString() }).end();
      return;
    }
    if (url.pathname === "/token" && req.method === "POST") {
      let body = "";
      for await (const chunk of req) body += chunk;
      const params = new URLSearchParams(body);
      seen.tokenRequests.push(params);
      const user = codes.get(params.get("code") ?? "");
      if (!user || params.get("client_secret") !== "e2e-google-secret") {
        res.writeHead(400, { "Content-Type": "application/json" }).end('{"error":"invalid_grant"}');
        return;
      }
      const token = `ya29.${randomBytes(12).toString("hex")}`;
      tokens.set(token, user);
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          access_token: token,
          token_type: "Bearer",
          expires_in: 3599,
          scope: "openid email profile",
        }),
      );
      return;
    }
    if (url.pathname === "/tokeninfo") {
      const user = tokens.get(url.searchParams.get("access_token") ?? "");
      if (!user) {
        res.writeHead(400, { "Content-Type": "application/json" }).end('{"error":"invalid_token"}');
        return;
      }
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          aud: "e2e-google-client",
          azp: "e2e-google-client",
          sub: `google-${user.email}`,
          scope: "openid email profile",
          expires_in: 3599,
        }),
      );
      return;
    }
    if (url.pathname === "/userinfo") {
      const user = tokens.get((req.headers.authorization ?? "").replace(/^Bearer /, ""));
      if (!user) {
        res.writeHead(401, { "Content-Type": "application/json" }).end('{"error":"invalid_token"}');
        return;
      }
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          sub: `google-${user.email}`,
          email: user.email,
          email_verified: user.emailVerified,
          given_name: user.given_name,
          family_name: user.family_name,
          name: `${user.given_name} ${user.family_name}`,
        }),
      );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(fakeGooglePort(), "127.0.0.1", resolve));
  return {
    seen,
    signInAs(user: FakeGoogleUser, options: FakeGoogleOptions = {}) {
      nextUser = { ...user, emailVerified: options.emailVerified ?? true };
    },
    /** The next visit to the authorization endpoint is refused as if the person denied consent. */
    denyNext() {
      denyOnce = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
