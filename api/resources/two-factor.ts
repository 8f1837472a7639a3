// Two-factor sign-in (docs/requirements/accounts.md#two-factor-sign-in): POST /two-factor/verify, the
// second step of a sign-in; under /auth the signed-in account's GET /two-factor and POST
// /two-factor/setup, /enable, /disable, /recovery-codes.
import { Hono } from "hono";
import {
  TWO_FACTOR_COPY,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSignInSchema,
} from "../../contract/two-factor";
import { startSession } from "../domain/accounts";
import { findChallenge, passChallenge } from "../domain/two-factor/challenges";
import {
  disableTwoFactor,
  enableTwoFactor,
  newRecoveryCodes,
  startSetup,
  twoFactorStatus,
} from "../domain/two-factor/settings";
import { authMiddleware } from "../http/auth";
import { limitAuthAttempts } from "../http/auth-limit";
import type { ApiEnv } from "../http/context";
import { ok } from "../http/envelope";
import { readBody, validate } from "../http/validate";
import type { Services } from "../services/types";
import { limitedAttempt } from "./auth-input";

/** POST /two-factor/verify: the challenge of the first step and a code → the session. */
export function twoFactorSignInResource(services: Services) {
  const r = new Hono<ApiEnv>();

  r.post("/verify", async (c) => {
    const body = await readBody(c);
    // Counted before it is judged, per address and per the account's email (like emailed codes).
    const pending = typeof body.challenge === "string" ? await findChallenge(services, body.challenge) : null;
    const attempt = await limitAuthAttempts(c, services, "two-factor", pending?.user.email);
    const input = validate(twoFactorSignInSchema, body);
    const user = await passChallenge(services, pending, input.code);
    // Like a right password, a right code gives its try back: the limits count wrong ones.
    await attempt.succeeded();
    return ok(c, await startSession(services, user), TWO_FACTOR_COPY.signedIn);
  });

  return r;
}

/** Under /auth: the signed-in account's two-factor settings. */
export function twoFactorSettingsResource(services: Services) {
  const r = new Hono<ApiEnv>();
  const requireUser = authMiddleware(services, { required: true });

  r.get("/two-factor", requireUser, async (c) =>
    ok(c, await twoFactorStatus(services, c.get("user")), "Two-factor sign-in"),
  );

  r.post("/two-factor/setup", requireUser, async (c) =>
    ok(c, await startSetup(services, c.get("user")), TWO_FACTOR_COPY.setupStarted),
  );

  r.post("/two-factor/enable", requireUser, async (c) => {
    const user = c.get("user");
    const { input, attempt } = await limitedAttempt(
      c,
      services,
      "two-factor-settings",
      twoFactorEnableSchema,
      user.email,
    );
    const codes = await enableTwoFactor(services, user, input.code, c.get("tokenHash"));
    await attempt.succeeded();
    return ok(c, { recovery_codes: codes }, TWO_FACTOR_COPY.enabled);
  });

  r.post("/two-factor/disable", requireUser, async (c) => {
    const user = c.get("user");
    const { input, attempt } = await limitedAttempt(
      c,
      services,
      "two-factor-settings",
      twoFactorDisableSchema,
      user.email,
    );
    await disableTwoFactor(services, user, input);
    await attempt.succeeded();
    return ok(c, null, TWO_FACTOR_COPY.disabled);
  });

  r.post("/two-factor/recovery-codes", requireUser, async (c) => {
    const user = c.get("user");
    const { input, attempt } = await limitedAttempt(
      c,
      services,
      "two-factor-settings",
      twoFactorCodeSchema,
      user.email,
    );
    const codes = await newRecoveryCodes(services, user, input.code);
    await attempt.succeeded();
    return ok(c, { recovery_codes: codes }, TWO_FACTOR_COPY.newRecoveryCodes);
  });

  return r;
}
