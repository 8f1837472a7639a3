// Accounts in a real browser, with JavaScript on ("js") and off ("no-js"): sign-up with the emailed
// code, the code screen, login and its redirect, password reset and Google sign-in.
import { expect, test, type Page } from "@playwright/test";
import {
  ADULT_BIRTH_DATE,
  enterOtp,
  formError,
  latestCode,
  logIn,
  logOut,
  newUser,
  signUp,
  startSignUp,
  withJs,
} from "./support/auth";
import { hydrated } from "./support/chat-users";
import { startFakeGoogle, type FakeGoogle } from "./support/fake-google";
import { E2E_OTP_RESEND_SECONDS } from "../playwright.config";

test("sign-up: the emailed code signs the new user in", async ({ page }) => {
  const user = newUser("signup");
  await page.goto("/auth/sign-up");
  await expect(page.getByRole("heading", { name: "Create Your Account" })).toBeVisible();
  await expect(page.getByText("Must be 8 characters")).toBeVisible();
  // A click during hydration can be lost: the form's own checks are React's once it has hydrated.
  await hydrated(page);

  // The form's own checks first (docs/requirements/accounts.md#validation), nothing typed is lost
  // but the password.
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("not-an-email");

  await signUp(page, user);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard\/discover$/);
  await expect(page.getByTestId("dashboard-title")).toHaveText(`Welcome back, ${user.first_name}`);
});

test("sign-up: a wrong code shows the server's message, the resend control is there", async ({ page }) => {
  const user = await startSignUp(page, newUser("wrongcode"));
  await expect(page.getByRole("heading", { name: "Enter the verification code" })).toBeVisible();
  await expect(page.getByTestId("otp-email")).toHaveText(user.email);
  await expect(page.getByText(/check your spam/i)).toBeVisible();

  const continueButton = page.getByRole("button", { name: "Continue" });
  if (withJs()) {
    await expect(continueButton).toBeDisabled();
    await expect(page.getByText(/Resend code in \d+s/)).toBeVisible();
  } else {
    await expect(page.getByRole("button", { name: "Resend code" })).toBeVisible();
  }
  const code = await latestCode(page.request, user.email);
  const wrong = code === "1234" ? "4321" : "1234";
  await enterOtp(page, wrong);
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await expect(formError(page)).toHaveText("The code is incorrect.");
  await expect(page).toHaveURL(/\/auth\/signup-otp$/);
});

test("code entry: four boxes advance, step back and take a paste; one numeric field without JS", async ({
  page,
}) => {
  await startSignUp(page);
  if (!withJs()) {
    const field = page.getByLabel("Verification code");
    await expect(field).toHaveAttribute("inputmode", "numeric");
    await expect(field).toHaveAttribute("name", "otp");
    return;
  }
  const box = (n: number) => page.getByRole("textbox", { name: `Digit ${n} of 4` });
  await box(1).click();
  await page.keyboard.type("12");
  await expect(box(3)).toBeFocused();
  await page.keyboard.press("Backspace");
  await expect(box(2)).toBeFocused();
  await expect(box(2)).toHaveValue("");
  await expect(box(1)).toHaveValue("1");
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();

  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData("text", " 98-76 ");
    document.activeElement?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true }),
    );
  });
  await expect(box(1)).toHaveValue("9");
  await expect(box(4)).toHaveValue("6");
  await expect(page.locator('input[type="hidden"][name="otp"]')).toHaveValue("9876");
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
});

test("resend: the countdown first, a new code after it (the API refuses early resends)", async ({ page }) => {
  const user = await startSignUp(page, newUser("resend"));
  const resend = page.getByRole("button", { name: "Resend code" });
  if (withJs()) {
    // The countdown starts at the server's window (shortened for the suite) and counts down to the link.
    const countdown = page.getByTestId("resend-countdown");
    await expect(countdown).toBeVisible();
    const first = Number(await countdown.textContent());
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(E2E_OTP_RESEND_SECONDS);
    await expect(countdown).not.toHaveText(String(first));
    await expect(resend).toBeVisible();
  } else {
    // No clock without JavaScript: the button is there and the server says when it is too early.
    await resend.click();
    await expect(page.getByText(/Please wait \d+ seconds? before requesting a new code\./)).toBeVisible();
  }
  const since = new Date().toISOString();
  if (withJs()) await resend.click();
  else {
    // Asking again until the window has passed: an early ask is refused and makes no code.
    await expect(async () => {
      await resend.click();
      await expect(page.getByText(`We sent a 4-digit code to ${user.email}.`)).toBeVisible({ timeout: 2000 });
    }).toPass();
  }
  const second = await latestCode(page.request, user.email, since);
  if (withJs()) await expect(page.getByText(/Resend code in \d+s/)).toBeVisible();
  await enterOtp(page, second);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard\/discover$/);
});

test("sign-up: a wrong code is the sign-up error toast, a burned one the expired toast", async ({ page }) => {
  const user = await startSignUp(page, newUser("burned"));
  const code = await latestCode(page.request, user.email);
  const wrong = code === "1234" ? "4321" : "1234";
  const toasts = page.getByTestId("toast");
  const expired = toasts.filter({ hasText: "OTP expired! Please request a new one." });
  for (let attempt = 0; attempt < 6; attempt++) {
    await enterOtp(page, wrong);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(formError(page).or(expired)).toBeVisible();
    if (await expired.isVisible()) break;
    // Any error but 400 is this toast (docs/requirements/site.md#toasts); the server's message stays
    // under the form. Without JavaScript too, on the page that answers the post.
    await expect(formError(page)).toHaveText("The code is incorrect.");
    await expect(
      toasts.filter({ hasText: "An error occurred during signup OTP verification." }).first(),
    ).toBeVisible();
    if (attempt === 0) {
      // Once per event: the next page does not show it again.
      await page.goto(page.url());
      await expect(page.getByRole("heading", { name: "Enter the verification code" })).toBeVisible();
      await expect(toasts).toHaveCount(0);
    }
  }
  await expect(expired).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup-otp$/);
});

test("login: wrong password keeps the email, then returns to the protected page", async ({ page }) => {
  const user = await signUp(page, newUser("login"));
  await logOut(page);

  await page.goto("/dashboard/account-setting?tab=security");
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=/);
  await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot Password" })).toHaveAttribute(
    "href",
    "/auth/reset-password-email",
  );
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/auth/sign-up");

  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(formError(page)).toHaveText("These credentials do not match our records.");
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard\/account-setting\?tab=security$/);
  await expect(page.getByTestId("dashboard-title")).toHaveText("Settings");

  // Signed in, the auth pages send you on to the dashboard.
  await page.goto("/auth/login");
  await expect(page).toHaveURL(/\/dashboard\/discover$/);
});

test("login: an off-site redirectTo is ignored", async ({ page }) => {
  const user = await signUp(page, newUser("offsite"));
  await logOut(page);
  await logIn(page, user, "/auth/login?redirectTo=//evil.example.com/");
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test("login: an unverified account is sent back to its code screen", async ({ page }) => {
  const user = await startSignUp(page, newUser("unverified"));
  await page.context().clearCookies();
  await logIn(page, user);
  await expect(page).toHaveURL(/\/auth\/signup-otp$/);
  await expect(page.getByTestId("toast")).toHaveText(
    "Please verify your email first. We sent you a new code.",
  );
  await expect(page.getByTestId("otp-email")).toHaveText(user.email);
});

test("password fields show and hide with JavaScript", async ({ page }) => {
  test.skip(!withJs(), "the toggle needs JavaScript; the field itself works without");
  await page.goto("/auth/login");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("peek-a-boo-1");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
});

test("forgot password: code, new password, verification complete, back to /auth", async ({ page }) => {
  const user = await signUp(page, newUser("reset"));
  await logOut(page);
  await page.getByRole("link", { name: "Forgot Password" }).click();
  await expect(page.getByRole("heading", { name: "Reset password" })).toBeVisible();
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/auth\/otp-verify$/);
  await expect(page.getByTestId("otp-email")).toHaveText(user.email);
  await enterOtp(page, await latestCode(page.request, user.email, since));
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/auth\/new-password$/);
  const fresh = "brand-new-pass-2";
  await page.getByLabel("Create new password", { exact: true }).fill(fresh);
  await page.getByLabel("Confirm new password", { exact: true }).fill("something-else-9");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Create new password", { exact: true }).fill(fresh);
  await page.getByLabel("Confirm new password", { exact: true }).fill(fresh);
  await page.getByRole("button", { name: "Change Password" }).click();

  await expect(page).toHaveURL(/\/auth\/verification-complete\?after=password-reset$/);
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();
  await expect(page.getByText("Signup verification complete")).toHaveCount(0);
  if (withJs()) {
    await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });
  } else {
    await page.getByRole("link", { name: "Continue to sign in" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  }

  await logIn(page, { email: user.email, password: user.password }, "/auth");
  await expect(formError(page)).toHaveText("These credentials do not match our records.");
  await logIn(page, { email: user.email, password: fresh }, "/auth");
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

/** The fake Google (e2e/support/fake-google.ts) for one test: the e2e server points GOOGLE_* at it. */
const googleTest = test.extend<{ google: FakeGoogle }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  google: async ({}, use) => {
    const google = await startFakeGoogle();
    await use(google);
    await google.close();
  },
});

/** From the login page through Google's screens and back to the app. */
async function signInWithGoogle(page: Page) {
  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Sign in with Google" }).click();
}

/** Google tells no age: before the dashboard opens, the date of birth is asked once, then on we go. */
async function giveBirthDate(page: Page) {
  await expect(page).toHaveURL(/\/auth\/birth-date\?redirectTo=%2Fdashboard%2Fdiscover$/);
  await page.getByLabel("Date of birth").fill(ADULT_BIRTH_DATE);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard\/discover$/);
}

/** Back on the login page with `message`, and not signed in: the dashboard sends us to log in. */
async function expectRefused(page: Page, message: string) {
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByTestId("toast")).toHaveText(message);
  await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
  await page.goto("/dashboard/discover");
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=/);
}

googleTest("Google sign-in through the OAuth dance signs the user in", async ({ page, google }) => {
  const user = newUser("google");
  google.signInAs({ email: user.email, given_name: "Grace", family_name: "Hopper" });
  await signInWithGoogle(page);
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto("/dashboard/discover");
  await giveBirthDate(page);
  await expect(page.getByTestId("dashboard-title")).toHaveText("Welcome back, Grace");
  expect(google.seen.tokenRequests.at(-1)?.get("redirect_uri")).toMatch(/\/auth\/google\/callback$/);
});

googleTest(
  "Google sign-in with an unverified Google email is refused on the login page",
  async ({ page, google }) => {
    const user = newUser("google-unverified");
    google.signInAs({ email: user.email, given_name: "Ada", family_name: "Byron" }, { emailVerified: false });
    await signInWithGoogle(page);
    await expectRefused(
      page,
      "Your Google account's email address is not verified, so it cannot be used to sign in.",
    );
    // The OAuth dance itself went through; the API refused the account.
    expect(google.seen.tokenRequests).toHaveLength(1);
  },
);

googleTest(
  "Google sign-in the person cancels at Google comes back to login, signed out",
  async ({ page, google }) => {
    const user = newUser("google-denied");
    google.signInAs({ email: user.email, given_name: "Alan", family_name: "Turing" });
    google.denyNext();
    await signInWithGoogle(page);
    await expectRefused(page, "Google sign-in was cancelled. You are not signed in.");
    // No code came back, so there was nothing to trade.
    expect(google.seen.tokenRequests).toHaveLength(0);

    // Trying again right away works: the cancelled attempt left nothing in the way.
    await signInWithGoogle(page);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await page.goto("/dashboard/discover");
    await giveBirthDate(page);
    await expect(page.getByTestId("dashboard-title")).toHaveText("Welcome back, Alan");
  },
);

googleTest(
  "Google sign-in whose code Google refuses shows a plain message, not Google's answer",
  async ({ page, google }) => {
    // Nobody chose an account, so the code the fake hands out is unknown to its token endpoint,
    // which answers 400 {"error":"invalid_grant"} (as Google does for a used or expired code).
    await signInWithGoogle(page);
    await expectRefused(page, "Google sign-in failed. Please try again.");
    expect(google.seen.tokenRequests).toHaveLength(1);
  },
);
