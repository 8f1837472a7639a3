// The signed-in side of accounts, with JavaScript on and off: the dashboard shell, logout, session
// loss, the profile card, and account settings (tabs, password change, avatar and details).
import { expect, test } from "@playwright/test";
import { formError, latestCode, logIn, logOut, newUser, signUp, startSignUp, withJs } from "./support/auth";
import { pngFile } from "./support/png";

test("dashboard shell: titles, profile card, bell, mobile drawer", async ({ page }) => {
  const user = await signUp(page, newUser("shell"));
  await page.goto("/dashboard/discover");
  await expect(page.getByTestId("dashboard-title")).toHaveText(`Welcome back, ${user.first_name}`);
  const header = page.locator("header");
  await expect(header.getByText(`${user.first_name} ${user.last_name}`)).toBeVisible();
  await expect(header.getByText(user.email)).toBeVisible();

  // The welcome notification is unread: highlighted bell with a dot.
  const bell = page.getByTestId("notification-bell");
  await expect(bell.getByTestId("notification-dot")).toBeVisible();
  await bell.locator("summary").click();
  await expect(bell.getByRole("region", { name: "Notifications" })).toBeVisible();
  await expect(bell.locator("li").first()).toBeVisible();
  await bell.getByRole("button", { name: "Mark read all" }).click();
  await expect(bell.getByTestId("notification-dot")).toHaveCount(0);
  await expect(bell.getByRole("button", { name: "Mark read all" })).toHaveCount(0);

  await page.getByRole("link", { name: "Your profile" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByTestId("dashboard-title")).toHaveText("Profile");
  const month = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(),
  );
  await expect(page.getByText(`Member since ${month}`)).toBeVisible();
  await expect(page.getByTestId("member-badge")).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 800 });
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("link", { name: "Favorites" })).not.toBeInViewport();
  await page.locator("label", { has: page.locator("#dashboard-drawer") }).click();
  await expect(nav.getByRole("link", { name: "Favorites" })).toBeInViewport();
  await nav.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/account-setting$/);
  await expect(page.getByTestId("dashboard-title")).toHaveText("Settings");
  if (withJs()) await expect(nav.getByRole("link", { name: "Favorites" })).not.toBeInViewport();
});

test("logout ends the session", async ({ page }) => {
  await signUp(page, newUser("logout"));
  await logOut(page);
  await page.goto("/dashboard/profile");
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fdashboard%2Fprofile$/);
});

test("session loss: a token the API revoked sends the user to log in again", async ({ page }) => {
  const user = await signUp(page, newUser("revoked"));
  await page.goto("/dashboard/profile");
  await expect(page.getByTestId("dashboard-title")).toHaveText("Profile");
  // A password reset elsewhere revokes every token of the account.
  const since = new Date(Date.now() - 1000).toISOString();
  await page.request.post("/api/v1/password/forgot", { data: { email: user.email } });
  const otp = await latestCode(page.request, user.email, since);
  const reset = await page.request.post("/api/v1/password/reset", {
    data: {
      email: user.email,
      otp,
      new_password: "elsewhere-pass-5",
      new_password_confirmation: "elsewhere-pass-5",
      _method: "PUT",
    },
  });
  expect(reset.ok()).toBe(true);
  await page.goto("/dashboard/profile");
  // docs/requirements/accounts.md#session-loss: a 401 from a private call outside the public paths
  // goes to /auth (the login page).
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard%2Fprofile$/);
  await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
  // The session is gone too: the home page shows the Login link again.
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
});

test("profile: a subscriber sees the member badge and the countdown", async ({ page }) => {
  const user = await signUp(page, newUser("member"));
  // Subscribe through the API with a second token, paying with the local test card.
  const login = await page.request.post("/api/v1/login", {
    data: { email: user.email, password: user.password },
  });
  const auth = { Authorization: `Bearer ${(await login.json()).data.token}` };
  const plans: { id: number; interval: string }[] = (
    await (await page.request.get("/api/v1/subscription/panels")).json()
  ).data;
  const monthly = plans.find((p) => p.interval === "month");
  expect(monthly).toBeTruthy();
  const start = await page.request.post("/api/v1/subscription/payment", {
    headers: auth,
    data: { product_id: monthly!.id, bot_id: null },
  });
  const { checkout_id } = (await start.json()).data;
  const pay = await page.request.post(`/api/v1/checkout/local/${checkout_id}/pay`, {
    headers: auth,
    data: { card_number: "4242424242424242" },
  });
  expect(pay.ok()).toBe(true);

  await page.goto("/dashboard/profile");
  await expect(page.getByTestId("member-badge")).toHaveText("Monthly member");
  const days = Number(await page.getByTestId("countdown-days").locator("p").first().textContent());
  expect(days).toBeGreaterThanOrEqual(27);
  const seconds = page.getByTestId("countdown-seconds").locator("p").first();
  if (withJs()) {
    const before = await seconds.textContent();
    await expect(seconds).not.toHaveText(before ?? "", { timeout: 3000 });
  } else {
    await expect(seconds).toHaveText(/^\d{2}$/);
  }
});

test("settings tabs: links on wide screens, a dropdown on mobile", async ({ page }) => {
  await signUp(page, newUser("tabs"));
  await page.goto("/dashboard/account-setting");
  await expect(page.getByRole("heading", { name: "Basic Information" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Settings sections" })
    .getByRole("link", { name: "Security" })
    .click();
  await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/dashboard/account-setting?tab=security");
  await page.getByLabel("Settings section", { exact: true }).selectOption("personal");
  if (!withJs()) await page.getByRole("button", { name: "Go" }).click();
  await expect(page).toHaveURL(/tab=personal$/);
  await expect(page.getByRole("heading", { name: "Basic Information" })).toBeVisible();
});

test("settings: change password keeps the session going", async ({ page }) => {
  const user = await signUp(page, newUser("chpass"));
  await page.goto("/dashboard/account-setting?tab=security");
  const save = page.getByRole("button", { name: "Save" });
  await save.click();
  await expect(page.getByText("This field is required")).toHaveCount(2);
  await expect(page.getByText("Re write new password")).toBeVisible();

  await page.getByLabel("Current Password").fill("wrong-current-1");
  await page.getByLabel("New Password", { exact: true }).fill("next-password-3");
  await page.getByLabel("Confirm New Password").fill("next-password-4");
  await save.click();
  await expect(page.getByText("password doesn't match")).toBeVisible();

  await page.getByLabel("Current Password").fill("wrong-current-1");
  await page.getByLabel("New Password", { exact: true }).fill("next-password-3");
  await page.getByLabel("Confirm New Password").fill("next-password-3");
  await save.click();
  await expect(formError(page)).toBeVisible();
  await expect(page.getByLabel("Current Password")).toHaveValue("");

  await page.getByLabel("Current Password").fill(user.password);
  await page.getByLabel("New Password", { exact: true }).fill("next-password-3");
  await page.getByLabel("Confirm New Password").fill("next-password-3");
  await save.click();
  const dialog = page.getByTestId("password-changed");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Password Changes!")).toBeVisible();
  await dialog
    .getByRole("button", { name: "OK" })
    .or(dialog.getByRole("link", { name: "OK" }))
    .click();
  await expect(dialog).toBeHidden();

  // The fresh token keeps the session; the new password works from now on.
  await page.goto("/dashboard/profile");
  await expect(page.getByTestId("dashboard-title")).toHaveText("Profile");
  await logOut(page);
  await logIn(page, { email: user.email, password: "next-password-3" });
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test("settings: avatar upload shows the new image; basic information saves", async ({ page }) => {
  await signUp(page, newUser("avatar"));
  await page.goto("/dashboard/account-setting");
  const avatar = page.getByTestId("settings-avatar");
  await expect(avatar.locator("img")).toHaveCount(0);
  await page.locator('input[type="file"][name="avatar"]').setInputFiles(pngFile());
  if (!withJs()) await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByTestId("toast")).toHaveText("Your profile has been updated successfully");
  const img = avatar.locator("img");
  // Stored re-encoded as a 256×256 WebP (api/domain/images.ts).
  await expect(img).toHaveAttribute("src", /\/api\/v1\/media\/avatars\/.+\.webp$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(256);
  // The header avatar shows it too.
  await expect(page.getByRole("link", { name: "Your profile" }).locator("img")).toHaveAttribute(
    "src",
    /\/api\/v1\/media\/avatars\//,
  );

  const save = page.getByRole("button", { name: "Save" });
  if (withJs()) await expect(save).toHaveCount(0);
  await page.getByLabel(/Bio/).fill("I like long walks through proofs.");
  await page.getByLabel(/First Name/).fill("");
  await save.click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByLabel(/Bio/)).toHaveValue("I like long walks through proofs.");
  await page.getByLabel(/First Name/).fill("Augusta");
  await save.click();
  await expect(page.getByTestId("toast")).toHaveText("Your profile has been updated successfully");
  await expect(page.getByLabel(/First Name/)).toHaveValue("Augusta");
  await expect(page.getByTestId("dashboard-title")).toHaveText("Settings");
  if (withJs()) await expect(save).toHaveCount(0);
  await page.goto("/dashboard/discover");
  await expect(page.getByTestId("dashboard-title")).toHaveText("Welcome back, Augusta");
});

test("auth and settings pages have no detectable accessibility violations", async ({ page }) => {
  test.skip(!withJs(), "axe runs as a script inside the page; the markup is the same without JavaScript");
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const scan = async (url: string) => {
    await page.goto(url);
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(violations.map((v) => `${url}: ${v.id} ${v.nodes.map((n) => n.target).join(" | ")}`)).toEqual([]);
  };
  for (const url of ["/auth", "/auth/sign-up", "/auth/reset-password-email"]) await scan(url);
  await startSignUp(page, newUser("axe"));
  await scan("/auth/signup-otp");
  await signUp(page, newUser("axe2"));
  for (const url of [
    "/dashboard/profile",
    "/dashboard/account-setting",
    "/dashboard/account-setting?tab=security",
    "/dashboard/account-setting?tab=data",
    "/safety",
    "/goodbye",
  ])
    await scan(url);
});
