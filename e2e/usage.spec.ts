// Fair use and the operator's numbers, JavaScript on and off: the chat's quiet note once 80% of the
// day's messages are used ("20 messages left today"), at 100% the reason and the plan that has more,
// a send over the allowance answered at the composer with the plan's number; Admin → Usage with its
// server-drawn charts, a table under each and CSV downloads; no chart code on a member's page.
// The member's plan is one the operator makes for this run (100 messages a day) and stops offering
// at once, so no other spec sees it.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminToken, signInAsAdmin } from "./support/admin";
import { createUser, open, signIn, subscribe, type ApiUser } from "./support/chat-users";

const API = "/api/v1";
const LIMIT = 100;

async function ok<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  const body = (await res.json()) as { data: T };
  expect(res.ok(), `${res.url()} → ${res.status()} ${JSON.stringify(body)}`).toBe(true);
  return body.data;
}

/** A member on a 100-a-day plan made for this test (bought with the test card, then withdrawn). */
async function memberOnSmallPlan(request: APIRequestContext): Promise<ApiUser> {
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  const name = `Small ${test.info().project.name} ${Date.now().toString(36)}`;
  const plan = await ok<{ id: number }>(
    await request.post(`${API}/admin/plans`, {
      headers: admin,
      data: { name, price: 1, interval: "month", description: "A small test plan.", daily_messages: LIMIT },
    }),
  );
  const user = await createUser(request, "Uma");
  const headers = { Authorization: `Bearer ${user.token}` };
  try {
    const { checkout_id } = await ok<{ checkout_id: string }>(
      await request.post(`${API}/subscription/payment`, {
        headers,
        data: { product_id: plan.id, bot_id: null },
      }),
    );
    await ok(
      await request.post(`${API}/checkout/local/${checkout_id}/pay`, {
        headers,
        data: { card_number: "4242424242424242" },
      }),
    );
  } finally {
    await ok(
      await request.patch(`${API}/admin/plans/${plan.id}`, { headers: admin, data: { active: false } }),
    );
  }
  return user;
}

/** `count` sends through the API, ten at a time (the allowance's claim is atomic, so order does not matter). */
async function sendMany(request: APIRequestContext, user: ApiUser, botId: number, count: number) {
  for (let done = 0; done < count; done += 10) {
    const batch = Array.from({ length: Math.min(10, count - done) }, (_, i) =>
      request.post(`${API}/bots/chatting/send`, {
        headers: { Authorization: `Bearer ${user.token}` },
        data: { bot_id: botId, message: `Message number ${done + i + 1}` },
      }),
    );
    for (const res of await Promise.all(batch)) expect(res.status(), await res.text()).toBe(200);
  }
}

test("the chat says what is left at 80%, and at 100% why and which plan has more", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await memberOnSmallPlan(request);
  await sendMany(request, user, 1, 79);
  await signIn(page, user);

  await open(page, "/dashboard/chat?bot=1");
  await expect(page.getByTestId("allowance-note")).toHaveCount(0);

  await sendMany(request, user, 1, 1);
  await open(page, "/dashboard/chat?bot=1");
  await expect(page.getByTestId("allowance-note")).toHaveText("20 messages left today · more at 00:00 UTC");

  await sendMany(request, user, 1, 20);
  await open(page, "/dashboard/chat?bot=1");
  const note = page.getByTestId("allowance-note");
  await expect(note).toContainText("You've used today's 100 messages. More at 00:00 UTC.");
  // The smallest step up: a seeded plan with 300 a day.
  await expect(note).toContainText("has up to 300 messages a day.");
  await expect(note.getByRole("link")).toHaveAttribute("href", "/dashboard/subscription");

  // The composer stays (a crisis is always answered); an ordinary send is refused with the reason.
  await page.getByRole("textbox", { name: "Message Luna Harper" }).fill("One more, please");
  await page.getByRole("button", { name: "Send" }).click();
  // Said twice: in the note, and where the refused message is (the failed exchange, or the form's alert).
  await expect
    .poll(() => page.getByText("You've used today's 100 messages. More at 00:00 UTC.").count())
    .toBeGreaterThanOrEqual(2);
  if (test.info().project.use.javaScriptEnabled === false) {
    // Without JavaScript the form comes back with the message next to it and the text kept.
    await expect(page.locator("#chat-message-error")).toHaveText(
      "You've used today's 100 messages. More at 00:00 UTC.",
    );
    await expect(page.getByRole("textbox", { name: "Message Luna Harper" })).toHaveValue("One more, please");
  }
  const usage = await ok<{ allowance: { used_today: number } }>(
    await request.get(`${API}/usage`, { headers: { Authorization: `Bearer ${user.token}` } }),
  );
  expect(usage.allowance.used_today).toBe(LIMIT);
});

test("the plan cards say how many messages a day each plan gives", async ({ page }) => {
  await open(page, "/pricing");
  const card = (name: string) =>
    page.getByTestId("plan-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card("Monthly Unlimited").getByTestId("plan-allowance")).toHaveText(
    "Up to 500 messages a day",
  );
  await expect(card("Yearly Unlimited").getByTestId("plan-allowance")).toHaveText(
    "Up to 1,000 messages a day",
  );
  await expect(card("Chat Pass").getByTestId("plan-allowance")).toHaveText("Up to 300 messages a day");
});

test("a member's chat page loads no chart code", async ({ page, request }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, "no scripts load without JavaScript");
  const user = await createUser(request, "Ned");
  await signIn(page, user);
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await open(page, "/dashboard/chat?bot=1");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /usage/i.test(s))).toEqual([]);
});

async function subscribed(request: APIRequestContext, user: ApiUser) {
  await subscribe(request, user, "month");
  return user;
}

test("Admin → Usage draws the charts on the server, with a table and a CSV under each", async ({
  page,
  request,
}) => {
  // Something to show: a reply metered today.
  const member = await createUser(request, "Vic");
  await sendMany(request, await subscribed(request, member), 1, 1);
  await signInAsAdmin(page);
  const today = new Date().toISOString().slice(0, 10);

  await open(page, "/admin/usage");
  await expect(page.getByRole("heading", { name: "Usage", level: 1 })).toBeVisible();
  for (const id of ["daily", "revenue", "plans", "bots"]) {
    const figure = page.getByTestId(`usage-chart-${id}`);
    await expect(figure).toBeVisible();
    await expect(figure.locator("svg").first()).toBeVisible();
    await expect(figure.getByRole("table")).toBeVisible();
    const href = await figure.getByTestId(`usage-csv-${id}`).getAttribute("href");
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(csv.headers()["content-disposition"]).toContain(`usage-${id}-`);
    const header = (await csv.text()).split("\r\n")[0];
    const columns = await figure.getByRole("columnheader").allTextContents();
    expect(header).toBe(columns.join(","));
  }
  // The daily chart covers the last 30 days, today last.
  await expect(page.getByTestId("usage-chart-daily").getByRole("row")).toHaveCount(31);
  await expect(page.getByLabel("To (UTC day)")).toHaveValue(today);

  // A range that ends before it starts is explained next to the field, the dates kept.
  await open(page, "/admin/usage?from=2026-03-05&to=2026-03-01");
  await expect(page.getByText("The range must end on or after its first day.")).toBeVisible();
  await expect(page.getByLabel("From (UTC day)")).toHaveValue("2026-03-05");
  await expect(page.getByTestId("usage-chart-daily")).toHaveCount(0);

  // The range form is a plain GET form.
  await page.getByLabel("From (UTC day)").fill("2026-03-01");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/from=2026-03-01&to=2026-03-01/);
  await expect(page.getByTestId("usage-chart-daily").getByRole("row")).toHaveCount(2);
});
