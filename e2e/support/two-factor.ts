// Two-factor sign-in in e2e specs: the codes an authenticator app would show, made from the secret
// with the RFC 6238 library, and the second step of a sign-in driven through the web forms. The
// server accepts each code once, and a code of the next 30 s step already, so a sign-in right after
// another uses the next step's code; a third within one step takes a recovery code where there is
// one left, else waits for the clock.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

const STEP_MS = 30 * 1000;

const stepNow = () => Math.floor(Date.now() / STEP_MS);

/** The code of `secret` for one time step. */
const codeOf = (secret: string, step: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * STEP_MS });

/** An authenticator secret and the last time step whose code was used with it. */
export interface TotpDevice {
  secret: string;
  lastStep: number | null;
  /** Unused recovery codes, for sign-ins that would otherwise wait for the next step. */
  recoveryCodes?: string[];
}

const nextStep = (device: TotpDevice) => Math.max(stepNow(), (device.lastStep ?? -1) + 1);

/** A code the server has not accepted before; notes its step on the device. */
export async function freshCode(device: TotpDevice): Promise<string> {
  const step = nextStep(device);
  // The server takes codes up to one step ahead of its clock; beyond that, wait for the clock.
  while (step > stepNow() + 1) {
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 250));
  }
  device.lastStep = step;
  return codeOf(device.secret, step);
}

/** An authenticator code when one is free now, else a recovery code if any is left. */
export async function signInCode(device: TotpDevice): Promise<string> {
  const spare = nextStep(device) > stepNow() + 1 ? device.recoveryCodes?.shift() : undefined;
  return spare ?? freshCode(device);
}

/** The key Settings shows for typing by hand ("ABCD EFGH …"), as the app would store it. */
export async function readSetupSecret(page: Page): Promise<string> {
  const text = await page.getByTestId("two-factor-secret").innerText();
  return text.replace(/\s/g, "");
}

/** Set-up and the confirming code through the API (for accounts a spec needs with it on already). */
export async function turnOnByApi(request: APIRequestContext, token: string): Promise<TotpDevice> {
  const headers = { Authorization: `Bearer ${token}` };
  const setup = await request.post("/api/v1/auth/two-factor/setup", { headers });
  expect(setup.ok(), await setup.text()).toBe(true);
  const device: TotpDevice = { secret: (await setup.json()).data.pending.secret, lastStep: null };
  const enable = await request.post("/api/v1/auth/two-factor/enable", {
    headers,
    data: { code: await freshCode(device) },
  });
  expect(enable.ok(), await enable.text()).toBe(true);
  device.recoveryCodes = (await enable.json()).data.recovery_codes;
  return device;
}

/**
 * Signs the browser in by posting the login form and then the code form (the session cookie lands
 * in the page's context), like e2e/support/chat-users.ts signIn for accounts without it.
 */
export async function signInWithCode(
  page: Page,
  user: { email: string; password: string },
  device: TotpDevice,
) {
  const login = await page.request.post("/auth/login", {
    form: { email: user.email, password: user.password },
    maxRedirects: 0,
  });
  expect(login.status(), "login redirects").toBe(302);
  expect(login.headers().location).toBe("/auth/two-factor");
  const second = await page.request.post("/auth/two-factor", {
    form: { code: await signInCode(device) },
    maxRedirects: 0,
  });
  expect(second.status(), "the code signs in").toBe(302);
  expect(second.headers().location).not.toMatch(/^\/auth/);
}
