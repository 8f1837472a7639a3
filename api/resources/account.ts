// The account as a whole (Settings → "Your data"): GET /auth/account/export (a JSON file of
// everything kept about the user), DELETE /auth/account { password } or { confirm_email } for
// Google-only accounts, POST /auth/logout-all (every token of the user revoked), and
// PUT /auth/preferences { language, ui_language } (Settings → Preference: the language bots reply
// in, and the interface's).
import { Hono } from "hono";
import { z } from "zod";
import { eq } from "drizzle-orm";
import { ACCOUNT_COPY, PREFERENCES_SAVED, preferencesSchema } from "../../contract/account";
import { users } from "../db/schema";
import { serializeProfile } from "../domain/accounts";
import { exportAccountData } from "../domain/account-data";
import { confirmDeletion, deleteAccount } from "../domain/account-deletion";
import { revokeAllTokens } from "../domain/tokens";
import { authMiddleware } from "../http/auth";
import { limitAuthAttempts } from "../http/auth-limit";
import type { ApiEnv } from "../http/context";
import { ok } from "../http/envelope";
import { enforceRateLimit } from "../http/rate-limit";
import { parseBody } from "../http/validate";
import type { Services } from "../services/types";

/** Each export reads every row of the account; a few an hour is plenty for a person. */
export const EXPORTS_PER_HOUR = 10;

const deletionInput = z.object({
  password: z.string().max(1024).optional(),
  confirm_email: z.string().max(1024).optional(),
});

export function accountResource(services: Services) {
  const r = new Hono<ApiEnv>();
  const requireUser = authMiddleware(services, { required: true });

  r.get("/account/export", requireUser, async (c) => {
    const user = c.get("user");
    await enforceRateLimit(services.rateLimiter, [`export:${user.id}`], EXPORTS_PER_HOUR, 3600);
    const data = await exportAccountData(services, user);
    const day = data.exported_at.slice(0, 10);
    return c.body(JSON.stringify(data, null, 2), 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="infinite-data-${day}.json"`,
      "Cache-Control": "no-store",
    });
  });

  r.delete("/account", requireUser, async (c) => {
    const user = c.get("user");
    // Counted like sign-in attempts: a stolen session must not be a way to guess the password.
    const attempt = await limitAuthAttempts(c, services, "delete-account", user.email);
    await confirmDeletion(user, await parseBody(c, deletionInput), attempt.client);
    await deleteAccount(services, user);
    return ok(c, null, ACCOUNT_COPY.deleted);
  });

  r.put("/preferences", requireUser, async (c) => {
    const { language, ui_language } = await parseBody(c, preferencesSchema);
    // The reply language is what an older client's body ({ language } or {}) always sets; a body
    // with only the interface's language leaves it alone.
    const replyLanguage =
      language !== undefined || ui_language === undefined ? { language: language || null } : {};
    const uiLanguage = ui_language !== undefined ? { uiLanguage: ui_language || null } : {};
    const [user] = await services.db
      .update(users)
      .set({ ...replyLanguage, ...uiLanguage, updatedAt: services.now() })
      .where(eq(users.id, c.get("user").id))
      .returning();
    return ok(c, serializeProfile(user!), PREFERENCES_SAVED);
  });

  r.post("/logout-all", requireUser, async (c) => {
    await revokeAllTokens(services.db, c.get("user").id);
    return ok(c, null, ACCOUNT_COPY.signedOutEverywhere);
  });

  return r;
}
