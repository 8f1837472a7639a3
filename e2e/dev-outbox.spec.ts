// The embedded outbox pages of docs/requirements/api.md#stable-interfaces (demo mode, no SMTP_URL:
// the e2e server sets DEMO_MODE=1): /dev/outbox (HTML) and /dev/outbox.json.
import { expect, test } from "@playwright/test";
import { newUser, signUpByApi } from "./support/auth";

test("lists the mails newest first as JSON, filtered by recipient", async ({ request }) => {
  const user = await signUpByApi(request, newUser("outbox"));
  const res = await request.get(`/dev/outbox.json?to=${encodeURIComponent(user.email.toUpperCase())}`);
  expect(res.status()).toBe(200);
  const mails = await res.json();
  expect(mails).toEqual([
    {
      to: user.email,
      subject: "Your Infinite verification code",
      text: expect.stringMatching(/^\s+\d{4}$/m),
      html: expect.stringContaining("<html"),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    },
  ]);
});

test("shows the mails as a page, with a recipient filter", async ({ page, request }) => {
  const first = await signUpByApi(request, newUser("outbox"));
  const second = await signUpByApi(request, newUser("outbox"));
  await page.goto("/dev/outbox");
  await expect(page.getByRole("heading", { name: "Outbox", level: 1 })).toBeVisible();
  const items = page.getByRole("listitem").filter({ hasText: "Your Infinite verification code" });
  // Newest first.
  await expect(items.first()).toContainText(second.email);

  await page.getByLabel("Recipient").fill(first.email);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`to=${encodeURIComponent(first.email)}`));
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(first.email);
  const code = (await request.get(`/dev/outbox.json?to=${first.email}`).then((r) => r.json()))[0].text.match(
    /^\s+(\d{4})$/m,
  )[1];
  await expect(items.first().locator("pre")).toContainText(code);
});
