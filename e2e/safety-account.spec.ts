// Adults only, the Safety page, and the account as a whole (download, sign out everywhere, delete),
// with JavaScript on ("js") and off ("no-js").
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { ACCOUNT_COPY } from "../contract/account";
import { COPY } from "../contract/messages";
import { SAFETY_COPY } from "../contract/safety";
import { ADULT_BIRTH_DATE, enterOtp, formError, latestCode, logIn, newUser, signUp } from "./support/auth";
import { startFakeGoogle } from "./support/fake-google";

/** A date of birth `years` years before today (UTC), as the date input takes it. */
function yearsAgo(years: number) {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()))
    .toISOString()
    .slice(0, 10);
}

/** The field's error is announced with it: aria-invalid, and described by the error text. */
async function expectFieldError(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  const errorId = describedBy.split(/\s+/).find((id) => id.endsWith("-error"));
  expect(errorId, `${label} is described by its error`).toBeTruthy();
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
}

test("sign-up asks for the date of birth: under 18 is refused next to the field, then an adult signs up", async ({
  page,
}) => {
  const user = newUser("adult");
  await page.goto("/auth/sign-up");
  await page.getByLabel("First name").fill(user.first_name);
  await page.getByLabel("Last name").fill(user.last_name);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  const birthDate = page.getByLabel("Date of birth");
  await expect(birthDate).toHaveAttribute("type", "date");
  await birthDate.fill(yearsAgo(15));
  await page.getByRole("button", { name: "Sign up" }).click();

  await expectFieldError(page, "Date of birth", SAFETY_COPY.under18);
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
  // What was typed stays (the password is never sent back).
  await expect(page.getByLabel("First name")).toHaveValue(user.first_name);
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await expect(birthDate).toHaveValue(yearsAgo(15));
  const sent = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(user.email)}`);
  expect((await sent.json()).data).toEqual([]);

  await birthDate.fill(user.birth_date);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/auth\/signup-otp$/);
  await enterOtp(page, await latestCode(page.request, user.email));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard\/discover$/);
  // The date came with the sign-up, so the dashboard opens without asking again.
  await page.goto("/dashboard/discover");
  await expect(page.getByTestId("dashboard-title")).toHaveText(`Welcome back, ${user.first_name}`);
});

test("an account without a date of birth is asked once; under 18 nothing is saved and Log out is offered", async ({
  page,
}) => {
  const google = await startFakeGoogle();
  try {
    const user = newUser("google-age");
    google.signInAs({ email: user.email, given_name: "Robin", family_name: "Young" });
    await page.goto("/auth/login");
    await page.getByRole("link", { name: "Sign in with Google" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);

    await page.goto("/dashboard/favourites");
    await expect(page).toHaveURL(/\/auth\/birth-date\?redirectTo=%2Fdashboard%2Ffavourites$/);
    await page.getByLabel("Date of birth").fill(yearsAgo(16));
    await page.getByRole("button", { name: "Continue" }).click();
    await expectFieldError(page, "Date of birth", SAFETY_COPY.under18);
    await expect(page.getByLabel("Date of birth")).toHaveValue(yearsAgo(16));
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    // Nothing was saved: the dashboard still asks.
    await page.goto("/dashboard/favourites");
    await expect(page).toHaveURL(/\/auth\/birth-date\?/);

    await page.getByLabel("Date of birth").fill(ADULT_BIRTH_DATE);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/dashboard\/favourites$/);

    // Asked once: the page now sends the account straight on.
    await page.goto("/auth/birth-date?redirectTo=/dashboard/discover");
    await expect(page).toHaveURL(/\/dashboard\/discover$/);
  } finally {
    await google.close();
  }
});

test("the Safety page is in the footer and gives the crisis resources", async ({ page }) => {
  await page.goto("/");
  await page.locator("footer").getByRole("link", { name: "Safety" }).click();
  await expect(page).toHaveURL(/\/safety$/);
  await expect(page.getByRole("heading", { level: 1, name: "Safety on Infinite" })).toBeVisible();
  const resources = page.getByTestId("crisis-resources");
  await expect(resources).toContainText("call or text 988");
  await expect(resources).toContainText("findahelpline.com");
  await expect(page.getByRole("heading", { name: "Reporting a bot" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What we cannot do" })).toBeVisible();
});

test("Download my data saves a JSON file of the account", async ({ page }) => {
  const user = await signUp(page, newUser("export"));
  await page.goto("/dashboard/account-setting?tab=data");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^infinite-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(data.profile).toMatchObject({ email: user.email, birth_date: user.birth_date });
  expect(Array.isArray(data.chats)).toBe(true);
  expect(data.memories).toEqual([]);
});

test("Sign out everywhere ends every session and goes to log in", async ({ page }) => {
  const user = await signUp(page, newUser("everywhere"));
  const elsewhere = await page.request.post("/api/v1/login", {
    data: { email: user.email, password: user.password },
  });
  const otherToken = (await elsewhere.json()).data.token as string;
  await page.goto("/dashboard/account-setting?tab=security");
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByTestId("toast")).toHaveText(ACCOUNT_COPY.signedOutEverywhere);
  const profile = await page.request.get("/api/v1/auth/profile", {
    headers: { Authorization: `Bearer ${otherToken}` },
  });
  expect(profile.status()).toBe(401);
  await page.goto("/dashboard/profile");
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=/);
});

test("Delete my account: a wrong password is refused next to the field, then the goodbye page", async ({
  page,
}) => {
  const user = await signUp(page, newUser("delete"));
  await page.goto("/dashboard/account-setting?tab=data");
  await expect(page.getByText(ACCOUNT_COPY.deleteWarning)).toBeVisible();
  const password = page.getByLabel("Your password, to confirm");
  const remove = page.getByRole("button", { name: "Delete my account" });

  await remove.click();
  await expectFieldError(page, "Your password, to confirm", ACCOUNT_COPY.passwordRequired);
  await password.fill("not-the-password-9");
  await remove.click();
  await expectFieldError(page, "Your password, to confirm", ACCOUNT_COPY.passwordIncorrect);
  await expect(page).toHaveURL(/\/dashboard\/account-setting/);

  await password.fill(user.password);
  await remove.click();
  await expect(page).toHaveURL(/\/goodbye$/);
  await expect(page.getByRole("heading", { level: 1, name: ACCOUNT_COPY.deleted })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();

  await logIn(page, user);
  await expect(formError(page)).toHaveText(COPY.invalidCredentials);
});
