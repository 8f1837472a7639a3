// Two-factor sign-in, JavaScript on and off: a member turns it on in Settings → Security with the
// QR code's key, signs out, and signs in again with a code from the app and then with a recovery
// code; an operator without it is sent from the console to set it up, and gets in once it is on.
import { expect, test, type Page } from "@playwright/test";
import { formError, logIn, logOut, newUser, signUpByApi, latestCode } from "./support/auth";
import { createUser, open, signIn } from "./support/chat-users";
import { freshCode, readSetupSecret, type TotpDevice } from "./support/two-factor";

const SECURITY = "/dashboard/account-setting?tab=security";

const panel = (page: Page) => page.getByRole("region", { name: "Two-factor sign-in" });

/** Settings → Security: set up, the key read as a person would type it, the code; returns the app. */
async function turnOn(page: Page): Promise<{ device: TotpDevice; recoveryCodes: string[] }> {
  await open(page, SECURITY);
  await panel(page).getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(panel(page).getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const device: TotpDevice = { secret: await readSetupSecret(page), lastStep: null };
  await panel(page).getByLabel("Code from the app").fill("000000");
  await panel(page).getByRole("button", { name: "Turn on" }).click();
  await expect(panel(page).getByTestId("form-error")).toHaveText(
    "That code is not right. Check your authenticator app and try again.",
  );
  await panel(page)
    .getByLabel("Code from the app")
    .fill(await freshCode(device));
  await panel(page).getByRole("button", { name: "Turn on" }).click();
  const codes = panel(page).getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  return { device, recoveryCodes: await codes.allInnerTexts() };
}

/** The code screen after the password: its field takes an app code or a recovery code. */
async function enterSecondFactor(page: Page, code: string) {
  await expect(page).toHaveURL(/\/auth\/two-factor$/);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

test("a member turns on two-factor sign-in, then signs in with a code and with a recovery code", async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await signIn(page, user);
  const { device, recoveryCodes } = await turnOn(page);
  await open(page, SECURITY);
  await expect(panel(page)).toContainText("On. Signing in takes your password and a code");
  await expect(panel(page)).toContainText("10 of 10 recovery codes left.");

  // Signing in now asks for the code after the password.
  await logOut(page);
  await logIn(page, user);
  await enterSecondFactor(page, "123456");
  await expect(formError(page)).toHaveText(
    "That code is not right. Check your authenticator app and try again.",
  );
  await enterSecondFactor(page, await freshCode(device));
  await expect(page).toHaveURL(/\/$/);
  await open(page, SECURITY);
  await expect(panel(page)).toContainText("On.");

  // Without the phone: a recovery code, good once.
  await logOut(page);
  await logIn(page, user);
  await enterSecondFactor(page, recoveryCodes[0]!);
  await expect(page).toHaveURL(/\/$/);
  await open(page, SECURITY);
  await expect(panel(page)).toContainText("9 of 10 recovery codes left.");
});

test("an operator without two-factor sign-in is sent from the console to set it up", async ({
  page,
  request,
}) => {
  // Listed in ADMIN_EMAILS by scripts/e2e-server.js, one account per project.
  const operator = { ...newUser("ops"), email: `setup-${test.info().project.name}@e2e.test` };
  const startedAt = new Date().toISOString();
  await signUpByApi(request, operator);
  const otp = await latestCode(request, operator.email, startedAt);
  expect((await request.post("/api/v1/verify/otp", { data: { otp, email: operator.email } })).ok()).toBe(
    true,
  );
  await signIn(page, operator);

  await page.goto("/admin/reports");
  await expect(page).toHaveURL(/\/dashboard\/account-setting\?tab=security$/);
  await expect(page.getByTestId("toast")).toContainText("Set up two-factor sign-in first.");
  await expect(panel(page)).toContainText("Operator accounts need two-factor sign-in");

  await turnOn(page);
  await open(page, "/admin");
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();

  // Its next sign-in takes a code too.
  await page.context().clearCookies();
  await logIn(page, operator, "/auth/login?redirectTo=%2Fadmin");
  await expect(page).toHaveURL(/\/auth\/two-factor$/);
});
