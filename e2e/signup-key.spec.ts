// The web app completes only its own sign-up: it sends back the key /sign-up gave it, so a code
// mailed for a later sign-up of the same email (made elsewhere) is refused on this screen.
import { expect, test } from "@playwright/test";
import { COPY } from "../contract/messages";
import { enterOtp, latestCode, newUser, signUpByApi, startSignUp } from "./support/auth";

test("a code that now belongs to a sign-up made elsewhere is refused and nobody is signed in", async ({
  page,
}) => {
  const user = await startSignUp(page, newUser("signupkey"));
  const code = await latestCode(page.request, user.email);
  // The same details sent again from another client (inside 20 s the code on its way stays, and
  // that client now holds the sign-up).
  await signUpByApi(page.request, user);

  await enterOtp(page, code);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(COPY.signupSuperseded)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup-otp$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login/);
});
