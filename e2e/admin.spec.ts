// The operator console, JavaScript on and off: who may open it, resolving a report by
// hiding the bot, approving a member's public character, editing a content page. The operator signs
// in with a password and an authenticator code (e2e/support/admin.ts). Both projects run
// against the same server, so every bot, account and text here is unique to the run.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { adminToken, signInAsAdmin } from "./support/admin";
import { createUser, open, signIn, subscribe, type ApiUser } from "./support/chat-users";

const API = "/api/v1";
// A page no other spec reads.
const PAGE_SLUG = "community-guidelines";
// A 1×1 PNG: the API checks screenshots by their bytes.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const unique = (label: string) =>
  `${label} ${test.info().project.name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function data<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  const body = (await res.json()) as { data: T };
  expect(res.ok(), `${res.url()} → ${res.status()} ${JSON.stringify(body)}`).toBe(true);
  return body.data;
}

/** A member's public character, waiting for review. */
async function publicCharacter(request: APIRequestContext, owner: ApiUser, name: string) {
  const created = await data<{ id: number }>(
    await request.post(`${API}/characters`, {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: {
        name,
        tagline: "A lighthouse keeper who tells tall tales.",
        first_mes: "The lamp is lit. Come in out of the rain.",
        category: "Adventure",
        visibility: "public",
      },
    }),
  );
  return created.id;
}

async function inCatalogue(request: APIRequestContext, name: string) {
  const page = await data<{ data: { name: string }[] }>(
    await request.get(`${API}/bots`, { params: { search: name, per_page: 20 } }),
  );
  return page.data.some((b) => b.name === name);
}

const toast = (page: Page) => page.getByTestId("toast");

test("a visitor is sent to sign in, and a member gets the 404 page", async ({ page, request }) => {
  await page.goto("/admin/reports?status=resolved");
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fadmin%2Freports%3Fstatus%3Dresolved$/);

  await signIn(page, await createUser(request));
  const res = await page.goto("/admin");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Console sections" })).toHaveCount(0);
  // Nor does the account menu offer it.
  await page.goto("/");
  await page.locator("summary", { hasText: "Account menu" }).click();
  await expect(page.getByRole("link", { name: "Settings" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Operator console" })).toHaveCount(0);
});

test("an operator resolves a report by hiding the bot, which leaves the catalogue", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const token = await adminToken(request);
  const creator = await createUser(request, "Cora");
  const name = unique("Keeper");
  const botId = await publicCharacter(request, creator, name);
  await data(
    await request.post(`${API}/admin/characters/${botId}/approve`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    }),
  );
  expect(await inCatalogue(request, name)).toBe(true);

  // A member reports it from the chat, with a screenshot.
  const reporter = await createUser(request, "Rhea");
  await subscribe(request, reporter, "month");
  await signIn(page, reporter);
  await open(page, `/dashboard/chat?bot=${botId}`);
  await page.locator("summary", { hasText: "Chat options" }).click();
  await page.getByRole("link", { name: "Report Bot" }).click();
  const form = javaScriptEnabled
    ? page.getByRole("dialog", { name: `Report ${name}` })
    : page.locator("main");
  await form.getByLabel("Category").selectOption({ label: "Offensive Responses" });
  await form.getByLabel("Description").fill(`The bot insulted me (${name}).`);
  await form.getByLabel("Severity").selectOption({ label: "High - Serious Issue" });
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: "shot.png", mimeType: "image/png", buffer: PNG });
  if (javaScriptEnabled) await form.getByRole("button", { name: "Submit Report" }).click();
  else await page.locator("summary", { hasText: "Submit Report" }).click();
  await page.getByRole("button", { name: "Yes, report" }).click();
  await expect(toast(page)).toContainText("Your report has been sent");

  // The operator finds it in the queue, with its screenshot, and hides the bot.
  await signInAsAdmin(page);
  await open(page, "/admin");
  await page
    .getByRole("navigation", { name: "Console sections" })
    .getByRole("link", { name: "Reports" })
    .click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  const report = page.getByRole("article", { name: new RegExp(`Report #\\d+: ${name}`) });
  await expect(report).toContainText(`The bot insulted me (${name}).`);
  await expect(report).toContainText("High - Serious Issue");
  await expect(report).toContainText(reporter.email);
  const shot = report.getByRole("img", { name: /Screenshot attached to report/ });
  const shotRes = await page.request.get((await shot.getAttribute("src"))!);
  expect(shotRes.headers()["content-type"]).toMatch(/^image\//);

  await report.getByRole("radio", { name: "Hide the bot from everyone" }).check();
  const note = `Rude replies, confirmed (${name}).`;
  await report.getByLabel(/^Note/).fill(note);
  await report.getByRole("button", { name: /^Resolve report/ }).click();
  await expect(toast(page)).toContainText("The report is resolved and the reporter was told.");
  await expect(page.getByRole("article", { name: new RegExp(`Report #\\d+: ${name}`) })).toHaveCount(0);
  expect(await inCatalogue(request, name)).toBe(false);

  await page.getByRole("link", { name: "Resolved" }).click();
  const resolved = page.getByRole("article", { name: new RegExp(`Report #\\d+: ${name}`) });
  await expect(resolved).toContainText("Hide the bot from everyone");
  await expect(resolved).toContainText("Bot hidden");

  // The audit log has it.
  await open(page, "/admin/audit");
  await expect(page.getByRole("row").filter({ hasText: note })).toContainText("report.hide_bot");
});

test("an operator approves a public character, which then appears in the catalogue", async ({
  page,
  request,
}) => {
  await adminToken(request);
  const creator = await createUser(request, "Cass");
  const name = unique("Wren");
  await publicCharacter(request, creator, name);
  expect(await inCatalogue(request, name)).toBe(false);

  await signInAsAdmin(page);
  await open(page, "/admin/characters");
  const card = page.getByRole("article", { name });
  await expect(card).toContainText(creator.email);
  await card.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(toast(page)).toContainText("The character is approved and listed in the catalogue.");
  await expect(page.getByRole("article", { name })).toHaveCount(0);

  expect(await inCatalogue(request, name)).toBe(true);
  await open(page, `/dashboard/discover?q=${encodeURIComponent(name)}`);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
});

test("an operator edits a content page with a preview and sees it on the site", async ({ page, request }) => {
  await adminToken(request);
  await signInAsAdmin(page);
  // The account menu leads operators to the console.
  await page.goto("/");
  await page.locator("summary", { hasText: "Account menu" }).click();
  await page.getByRole("link", { name: "Operator console" }).click();
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: /Messages per day/ })).toBeVisible();

  await open(page, "/admin/catalogue/pages");
  await page
    .getByRole("navigation", { name: "Content pages" })
    .getByRole("link", { name: "Community Guidelines" })
    .click();
  await expect(page).toHaveURL(new RegExp(`slug=${PAGE_SLUG}`));
  const text = page.getByLabel("Text (Markdown)");
  const original = await text.inputValue();
  const marker = unique("Be kind");
  await text.fill(
    `## ${marker}\n\nTreat every companion and **every person** with care.\n\n<script>alert(1)</script>`,
  );
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("page-preview");
  await expect(preview.getByRole("heading", { name: marker })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("every person");
  await expect(preview.locator("script")).toHaveCount(0);
  // The text is kept for the save.
  await expect(text).toHaveValue(new RegExp(`^## ${marker}`));
  await page.getByRole("button", { name: "Save page" }).click();
  await expect(toast(page)).toContainText("The page is saved.");

  await page.goto(`/${PAGE_SLUG}`);
  await expect(page.getByRole("heading", { name: marker })).toBeVisible();

  // Put the page back as it was.
  await open(page, `/admin/catalogue/pages?slug=${PAGE_SLUG}`);
  await page.getByLabel("Text (Markdown)").fill(original);
  await page.getByRole("button", { name: "Save page" }).click();
  await expect(toast(page)).toContainText("The page is saved.");
  await page.goto(`/${PAGE_SLUG}`);
  await expect(page.getByRole("heading", { name: marker })).toHaveCount(0);
});

test("the console's pages have no axe violations", async ({ page, request, javaScriptEnabled }) => {
  // axe runs as a script in the page; e2e/a11y.spec.ts covers the no-JavaScript rendering of pages.
  test.skip(!javaScriptEnabled, "axe needs JavaScript in the page");
  await adminToken(request);
  await signInAsAdmin(page);
  for (const path of [
    "/admin",
    "/admin/reports",
    "/admin/age-reviews",
    "/admin/users",
    "/admin/characters?status=all",
    "/admin/bots",
    "/admin/bots/1",
    "/admin/catalogue",
    "/admin/catalogue/pages",
    "/admin/catalogue/faqs",
    "/admin/catalogue/links",
    "/admin/contact",
    "/admin/audit",
  ]) {
    await open(page, path);
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      `axe on ${path}`,
    ).toEqual([]);
  }
});
