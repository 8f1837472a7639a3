// Google sign-in: the web app gets an access token through OAuth; we ask Google's tokeninfo
// endpoint which OAuth client it was issued to (ours only: a token some other app obtained must
// not open an account here) and userinfo who it belongs to, then create the account or link the
// existing one by email.
import { errorSummary } from "../../contract/error-summary";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { NAME_MAX } from "../../contract/auth-schemas";
import { oneRow, type UserRow } from "../db/rows";
import { users } from "../db/schema";
import { ApiError } from "../http/envelope";
import type { Services } from "../services/types";
import { markVerified, normalizeEmail } from "./accounts";

const TIMEOUT_MS = 10_000;

export const GOOGLE_MESSAGES = {
  rejected: "Google did not accept this sign-in. Please try again.",
  otherApp: "This Google sign-in was issued for another app, so it cannot be used here.",
  off: "Google sign-in is not available.",
  unavailable: "Google sign-in is not available right now. Please try again in a moment.",
  unverified: "Your Google account's email address is not verified, so it cannot be used to sign in.",
} as const;

const userinfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  // Google sends a boolean; some compatible providers send "true".
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});

export type GoogleIdentity = {
  sub: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};

const tokeninfoSchema = z.object({
  aud: z.string().optional(),
  azp: z.string().optional(),
  sub: z.string().optional(),
});

const rejected = (message: string = GOOGLE_MESSAGES.rejected) =>
  new ApiError(401, message, { token: [message] });

/** One JSON GET to Google: a refused token → 401; unreachable or failing → 503. */
async function askGoogle(services: Services, what: string, url: string, headers: Record<string, string>) {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { ...headers, Accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    // Never the URL: tokeninfo carries the access token in its query.
    services.log(`[google] ${what} unreachable: ${errorSummary(err)}`);
    throw new ApiError(503, GOOGLE_MESSAGES.unavailable);
  }
  if (res.status === 400 || res.status === 401 || res.status === 403) throw rejected();
  if (!res.ok) {
    services.log(`[google] ${what} answered ${res.status}`);
    throw new ApiError(503, GOOGLE_MESSAGES.unavailable);
  }
  return res.json().catch(() => null);
}

export async function fetchGoogleIdentity(services: Services, accessToken: string): Promise<GoogleIdentity> {
  const clientId = services.config.GOOGLE_CLIENT_ID;
  // Without our own client id no token can be checked for its audience, so none is accepted.
  if (!clientId) throw new ApiError(503, GOOGLE_MESSAGES.off);

  const tokeninfoUrl = new URL(services.config.GOOGLE_TOKENINFO_URL);
  tokeninfoUrl.searchParams.set("access_token", accessToken);
  const token = tokeninfoSchema.safeParse(await askGoogle(services, "tokeninfo", tokeninfoUrl.href, {}));
  if (!token.success) throw rejected();
  // Google puts the client id in aud (and azp) of an access token.
  if (token.data.aud !== clientId && token.data.azp !== clientId) {
    services.log("[google] refused a token issued to another OAuth client");
    throw rejected(GOOGLE_MESSAGES.otherApp);
  }

  const parsed = userinfoSchema.safeParse(
    await askGoogle(services, "userinfo", services.config.GOOGLE_USERINFO_URL, {
      Authorization: `Bearer ${accessToken}`,
    }),
  );
  if (!parsed.success) {
    services.log("[google] userinfo answer without sub or email");
    throw rejected();
  }
  // Both answers must be about the same Google account.
  if (token.data.sub && token.data.sub !== parsed.data.sub) throw rejected();
  const info = parsed.data;
  const [first, ...rest] = (info.name ?? "").trim().split(/\s+/);
  const email = normalizeEmail(info.email);
  return {
    sub: info.sub,
    email,
    emailVerified: info.email_verified === true || info.email_verified === "true",
    firstName: (info.given_name?.trim() || first || email.replace(/@.*$/, "")).slice(0, NAME_MAX),
    lastName: (info.family_name?.trim() ?? rest.join(" ")).slice(0, NAME_MAX),
  };
}

/**
 * The account for a Google identity: found by Google's id, else by email (then linked), else
 * created (verified, no password). Linking an account whose email was never verified drops its
 * password: whoever set it never proved they own the mailbox Google just vouched for.
 */
export async function accountForGoogle(services: Services, identity: GoogleIdentity): Promise<UserRow> {
  if (!identity.emailVerified) {
    throw new ApiError(422, GOOGLE_MESSAGES.unverified, { email: [GOOGLE_MESSAGES.unverified] });
  }
  const { db } = services;
  const at = services.now();
  const [bySub] = await db.select().from(users).where(eq(users.googleSub, identity.sub)).limit(1);
  if (bySub) return markVerified(services, bySub);

  const [byEmail] = await db.select().from(users).where(eq(users.email, identity.email)).limit(1);
  if (byEmail) {
    const linked = await db
      .update(users)
      .set({
        googleSub: identity.sub,
        updatedAt: at,
        ...(byEmail.emailVerifiedAt ? {} : { passwordHash: null }),
      })
      .where(eq(users.id, byEmail.id))
      .returning();
    return markVerified(services, oneRow(linked));
  }

  const created = await db
    .insert(users)
    .values({
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      googleSub: identity.sub,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return markVerified(services, oneRow(created));
}
