// Hardening seen from outside: resource-route actions refuse posts from other sites, the
// CSP lets forms post only to us, demo mode says so on every page, and a weak password is refused
// next to its field, with JavaScript on and off.
import { expect, test } from "@playwright/test";
import { defined } from "../tests/support/defined";
import { signIn, createUser } from "./support/chat-users";
import { newUser } from "./support/auth";

const EVIL = "https://evil.example";

test.describe("posts from another site", () => {
  for (const path of ["/auth/logout", "/dashboard/notifications", "/dashboard/chat/stream"]) {
    test(`${path} answers 403`, async ({ request }) => {
      const res = await request.post(path, {
        headers: { Origin: EVIL },
        form: { bot_id: "1" },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(403);
    });
  }

  test("cannot sign a member out; their own logout still works", async ({ page, request, baseURL }) => {
    const user = await createUser(request);
    await signIn(page, user);
    const forged = await page.request.post("/auth/logout", {
      headers: { Origin: EVIL, "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    await page.goto("/dashboard/profile");
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    const own = await page.request.post("/auth/logout", { headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(own.status()).toBe(302);
    await page.goto("/dashboard/profile");
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});

test("pages let forms post to this site only", async ({ request }) => {
  const res = await request.get("/");
  const csp = defined(res.headers()["content-security-policy"], "a CSP header");
  const formAction = csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("form-action"));
  // No payment provider is configured here, so nothing but 'self'.
  expect(formAction).toBe("form-action 'self'");
});

test("demo mode says so on every page", async ({ page }) => {
  for (const path of ["/", "/auth/login", "/pricing"]) {
    await page.goto(path);
    await expect(page.getByRole("region", { name: "Demo mode" })).toHaveText(
      "Demo mode: mail goes to the outbox, payments are test payments",
    );
  }
});

test("a common password is refused next to its field, and what was typed stays", async ({ page }) => {
  const user = newUser("weak");
  await page.goto("/auth/sign-up");
  await page.getByLabel("First name").fill(user.first_name);
  await page.getByLabel("Last name").fill(user.last_name);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByLabel("Date of birth").fill(user.birth_date);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(
    page.getByText("This is a commonly used password. Add more words that are less common."),
  ).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
});
