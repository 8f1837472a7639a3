// The bell in the member's language, JavaScript on and off: a member who chose French in Settings
// (the browser still English, no language cookie) reads the plan's activation in French, its date
// written the French way, because the dashboard asks the API for the page's language.
import { expect, test } from "@playwright/test";
import { createUser, open, signIn, subscribe } from "./support/chat-users";

const API = "/api/v1";

test("a French member's bell shows the activation in French", async ({ page, request }) => {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  const saved = await request.put(`${API}/auth/preferences`, {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { ui_language: "fr" },
  });
  expect(saved.ok()).toBe(true);
  await page.setExtraHTTPHeaders({ "Accept-Language": "en-US,en;q=0.9" });
  await signIn(page, user);

  await open(page, "/dashboard/subscription");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page
    .locator("summary")
    .filter({ has: page.locator("svg") })
    .first()
    .click();
  const bell = page.getByRole("region", { name: "Notifications" });
  await expect(bell.getByText("Abonnement activé")).toBeVisible();
  await expect(
    bell.getByText(/^Ta formule .+ est active jusqu’au \d{1,2} \p{L}+ \d{4} à \d\d:\d\d UTC\.$/u),
  ).toBeVisible();
  await expect(bell.getByText("Bienvenue sur Infinite")).toBeVisible();
  await expect(bell).not.toContainText("Subscription activated");
  await expect(bell).not.toContainText(" until ");
});
