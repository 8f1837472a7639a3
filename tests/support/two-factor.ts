// Two-factor sign-in in API tests: codes made from the secret with the same library an
// authenticator app's algorithm is written down in (RFC 6238), on the services' clock.
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import type { TestApi } from "./api";

/** One time step: a code is accepted once, so the next sign-in waits for a new one. */
export const STEP_MS = 30 * 1000;

/** The authenticator code of `secret` at the services' time. */
export const totpCode = (t: TestApi, secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.services.now().getTime() });

/** Moves the clock to the next time step and gives its code (the last one was used). */
export function nextCode(t: TestApi, secret: string) {
  t.advance(STEP_MS);
  return totpCode(t, secret);
}

export interface TwoFactorOn {
  secret: string;
  recoveryCodes: string[];
}

/** Set-up and the confirming code through the API, as the settings page does it. */
export async function turnOnTwoFactor(t: TestApi, token: string): Promise<TwoFactorOn> {
  const setup = await t.call("POST", "/auth/two-factor/setup", { token });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const secret = setup.body.data.pending.secret as string;
  const enable = await t.call("POST", "/auth/two-factor/enable", {
    token,
    json: { code: totpCode(t, secret) },
  });
  expect(enable.status, JSON.stringify(enable.body)).toBe(200);
  return { secret, recoveryCodes: enable.body.data.recovery_codes };
}
