// A stand-in for Google's OAuth endpoints, tokeninfo and userinfo on loopback: the authorization
// endpoint sends the browser straight back with a code for `nextUser`, the token endpoint trades it
// for an access token, tokeninfo says which client it was issued to (the API only accepts its own)
// and userinfo whose token it is. The e2e server points GOOGLE_* here.
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";

export interface FakeGoogleUser {
  email: string;
  given_name: string;
  family_name: string;
}

export const fakeGooglePort = () => Number(process.env.E2E_PORT ?? 3210) + 1000;

export async function startFakeGoogle() {
  let nextUser: FakeGoogleUser | null = null;
  const codes = new Map<string, FakeGoogleUser>();
  const tokens = new Map<string, FakeGoogleUser>();
  const seen = { tokenRequests: [] as URLSearchParams[] };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/o/oauth2/auth") {
      const code = randomBytes(8).toString("hex");
      if (nextUser) codes.set(code, nextUser);
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("code", code);
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
          email_verified: true,
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
    signInAs(user: FakeGoogleUser) {
      nextUser = user;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
