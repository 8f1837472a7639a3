// Managing a plan in a real browser, JavaScript on ("js") and off ("no-js"): "Cancel plan" with one
// confirmation, "Your plan ends on {date}", "Resume", the notice and the mail that confirm the
// cancel, the card on file, and what was paid with its receipt (its member's only).
import { expect, test } from "@playwright/test";
import { createUser, signIn, subscribe } from "./support/chat-users";

const SUBSCRIPTION_URL = /^https?:\/\/[^/]+\/dashboard\/subscription$/;

test("a member cancels the monthly plan with one confirmation, then resumes it", async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);
  await page.goto("/dashboard/subscription");
  const plan = page.getByTestId("current-plan");
  await expect(plan).toContainText(/Your Monthly Unlimited renews on \w+ \d+, \d{4}\./);

  // "Keep my plan" backs out of the confirmation and changes nothing.
  await plan.getByRole("link", { name: "Cancel plan" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel your Monthly Unlimited?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("link", { name: "Keep my plan" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(plan).toContainText("renews on");

  await plan.getByRole("link", { name: "Cancel plan" }).click();
  await confirm.getByRole("button", { name: "Yes, cancel plan" }).click();
  await expect(page).toHaveURL(SUBSCRIPTION_URL);
  await expect(page.getByTestId("plan-ends")).toHaveText(/^Your plan ends on \w+ \d+, \d{4}\.$/);
  await expect(plan.getByRole("link", { name: "Cancel plan" })).toHaveCount(0);

  // The bell and the mail confirm it.
  const bell = page.getByTestId("notification-bell");
  await bell.locator("summary").click();
  await expect(bell.getByRole("region", { name: "Notifications" }).getByText("Plan cancelled")).toBeVisible();
  const mails = await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(user.email)}`)).json();
  expect((mails.data as { subject: string }[]).map((m) => m.subject)).toContain(
    "Your Infinite plan is cancelled",
  );

  await page.goto("/dashboard/subscription");
  await plan.getByRole("button", { name: "Resume" }).click();
  await expect(page).toHaveURL(SUBSCRIPTION_URL);
  await expect(plan).toContainText("renews on");
  await expect(page.getByTestId("plan-ends")).toHaveCount(0);
  await expect(plan.getByRole("link", { name: "Cancel plan" })).toBeVisible();
});

test("a member updates the card on file and opens the receipt of what was paid", async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);
  await page.goto("/dashboard/subscription");
  const plan = page.getByTestId("current-plan");
  await plan.getByText("Update card").click();
  await expect(plan.getByLabel(/Card number/)).toBeVisible();
  await expect(plan.getByLabel(/Card number/)).toHaveAccessibleName("Card number (now •••• 4242)");
  await plan.getByLabel(/Card number/).fill("4000 0000 0000 0002");
  await plan.getByRole("button", { name: "Save card" }).click();
  await expect(page).toHaveURL(SUBSCRIPTION_URL);
  // The saved card closes the form (a new page without JavaScript, a re-keyed one with it): open it
  // again only then, or the click lands on the form that is about to close.
  await expect(plan.getByLabel(/Card number/)).toBeHidden();
  await plan.getByText("Update card").click();
  await expect(plan.getByLabel(/Card number/)).toHaveAccessibleName("Card number (now •••• 0002)");

  const payments = page.getByTestId("payments");
  await expect(payments.getByRole("listitem")).toHaveCount(1);
  await expect(payments).toContainText("Monthly Unlimited");
  await expect(payments).toContainText("$19.99");
  await payments.getByRole("link", { name: /Receipt/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription\/receipts\/pay_[\w-]+$/);
  const receipt = page.getByTestId("receipt");
  await expect(receipt).toContainText("$19.99 USD");
  await expect(receipt).toContainText("Paid");
  await expect(receipt).toContainText("•••• 4242");
  const receiptUrl = page.url();

  // Someone else's receipt is the 404 page.
  await page.context().clearCookies();
  const stranger = await createUser(request, "Bea");
  await signIn(page, stranger);
  const res = await page.goto(receiptUrl);
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId("receipt")).toHaveCount(0);
});
