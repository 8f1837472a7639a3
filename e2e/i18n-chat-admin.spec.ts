// The operator console and the chat in French and in Spanish, JavaScript on and off: every console
// page, with a report, a character waiting for review and a contact message in the queues, and the
// chat's pages (a conversation, its steps, Memory, New group chat) show no English left
// (e2e/support/untranslated.ts); dates and amounts are written the language's way.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminToken, signInAsAdmin } from "./support/admin";
import { createUser, firstBots, open, signIn, subscribe, type ApiUser } from "./support/chat-users";
import { englishLeft, stringsOf } from "./support/untranslated";

const API = "/api/v1";
const LANGUAGES = ["fr", "es"] as const;
/**
 * English on these pages that other parts of the translation own and check: the pager (i18n-member's
 * dashboard catalogue).
 * Each goes from this list when its translation reaches this branch.
 */
const OWNED_ELSEWHERE = new Set(["Previous", "Next", "Pages"]);
const PAGER = /^Page \d+( of \d+)?$/;
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

/** Something in each queue: a member's public character, a report about it, a contact message. */
async function fillQueues(request: APIRequestContext, member: ApiUser) {
  const name = unique("Keeper");
  const { id } = await data<{ id: number }>(
    await request.post(`${API}/characters`, {
      headers: { Authorization: `Bearer ${member.token}` },
      data: {
        name,
        tagline: "A lighthouse keeper who tells tall tales.",
        first_mes: "The lamp is lit. Come in out of the rain.",
        category: "Adventure",
        visibility: "public",
      },
    }),
  );
  const report = await request.post(`${API}/issues`, {
    headers: { Authorization: `Bearer ${member.token}` },
    multipart: {
      bot_id: String(id),
      category: "offensive",
      severity: "high",
      description: `Rude replies (${name}).`,
      screenshot: { name: "shot.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(report.ok(), `POST /issues → ${report.status()} ${await report.text()}`).toBe(true);
  const contact = await request.post(`${API}/contact-us/send`, {
    data: {
      first_name: "Tess",
      last_name: "Asker",
      email: member.email,
      message: `Where can I change my plan? (${name})`,
    },
  });
  expect(contact.ok(), `POST /contact-us/send → ${contact.status()} ${await contact.text()}`).toBe(true);
  return id;
}

/** What the console's pages show from the API: names, emails, what members wrote, model and plan names. */
async function consoleData(request: APIRequestContext, token: string, userId: number) {
  const headers = { Authorization: `Bearer ${token}` };
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const reads = [
    "/admin/overview",
    "/admin/reports?status=open",
    "/admin/reports?status=resolved",
    "/admin/flags",
    "/admin/users",
    `/admin/users/${userId}`,
    "/admin/characters?status=all",
    "/admin/bots",
    "/admin/bots/1",
    "/admin/models",
    "/admin/models/providers",
    "/admin/plans",
    "/admin/pages",
    "/admin/faqs",
    "/admin/social-links",
    "/admin/contact?status=open",
    "/admin/contact?status=handled",
    "/admin/audit",
    ...["day", "model", "plan", "bot"].map((group) => `/admin/usage?from=${from}&to=${to}&group=${group}`),
    ...["day", "plan"].map((group) => `/admin/revenue?from=${from}&to=${to}&group=${group}`),
  ];
  const answers = await Promise.all(
    reads.map(async (path) => data(await request.get(`${API}${path}`, { headers }))),
  );
  return stringsOf(answers);
}

test("the console reads in French and in Spanish, with no English left", async ({ page, request }) => {
  test.slow();
  const token = await adminToken(request);
  const member = await createUser(request, "Rhea");
  const characterId = await fillQueues(request, member);
  const profile = await data<{ id: number }>(
    await request.get(`${API}/auth/profile`, { headers: { Authorization: `Bearer ${member.token}` } }),
  );
  const known = await consoleData(request, token, profile.id);

  await signInAsAdmin(page);
  await open(page, "/admin");
  const pages = [
    "/admin",
    "/admin/reports",
    "/admin/reports?status=resolved",
    "/admin/age-reviews",
    "/admin/users",
    `/admin/users/${profile.id}`,
    "/admin/characters",
    `/admin/bots/${characterId}`,
    "/admin/bots",
    "/admin/models",
    "/admin/usage",
    "/admin/catalogue",
    "/admin/catalogue/pages",
    "/admin/catalogue/faqs",
    "/admin/catalogue/links",
    "/admin/contact",
    "/admin/contact?status=handled",
    "/admin/audit",
  ];
  const left: Record<string, string[]> = {};
  for (const lng of LANGUAGES) {
    for (const path of pages) {
      const english = (await englishLeft(page, path, lng, known)).filter(
        (t) => !OWNED_ELSEWHERE.has(t) && !PAGER.test(t),
      );
      if (english.length) left[`${lng} ${path}`] = english;
    }
  }
  expect(left, "English left on the console's pages").toEqual({});
});

test("the console writes dates and amounts the language's way", async ({ page, request }) => {
  await adminToken(request);
  await signInAsAdmin(page);
  await open(page, "/admin");
  await page.context().addCookies([{ name: "lang", value: "fr", url: page.url() }]);
  await open(page, "/admin/usage");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Utilisation");
  // French puts the dollar sign after the amount, with a decimal comma.
  await expect(page.getByTestId("usage-chart-revenue")).toContainText(/\d,\d{2}\s\$/);
  await expect(
    page
      .getByRole("navigation", { name: "Sections de la console" })
      .getByRole("link", { name: "Journal d’audit" }),
  ).toBeVisible();
  await page.context().addCookies([{ name: "lang", value: "es", url: page.url() }]);
  await open(page, "/admin/catalogue/pages");
  // "Guardada el 28 nov 2026, 16:20 UTC": the month as Spanish writes it.
  await expect(page.getByText(/Guardada el/)).toContainText(
    /(ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)/,
  );
  await page.context().addCookies([{ name: "lang", value: "en", url: page.url() }]);
});

test("the chat reads in French and in Spanish, with no English left", async ({ page, request }) => {
  test.slow();
  const member = await createUser(request, "Nina");
  await subscribe(request, member, "month");
  const headers = { Authorization: `Bearer ${member.token}` };
  const [bot] = await firstBots(request, 1);
  await data(
    await request.post(`${API}/bots/${bot!.id}/memories`, { headers, data: { text: "dog: Biscuit" } }),
  );
  await signIn(page, member);
  await open(page, `/dashboard/chat?bot=${bot!.id}`);
  await page.locator("#chat-message").fill("Hello there, how are you today?");
  await page.getByRole("button", { name: "Send" }).click();
  // The reply is stored once its controls show (with JavaScript it streams in first).
  await expect(page.getByTestId("reply-controls").last()).toBeVisible();
  const [chat] = await data<{ id: number }[]>(await request.get(`${API}/chats`, { headers }));
  const at = `/dashboard/chat?bot=${bot!.id}&chat=${chat!.id}`;
  const [detail, chats, bots, memories] = await Promise.all(
    [`/chats/${chat!.id}`, "/chats", "/bots?per_page=50", `/bots/${bot!.id}/memories`].map(async (path) =>
      data(await request.get(`${API}${path}`, { headers })),
    ),
  );
  const known = stringsOf([detail, chats, bots, memories]);

  const pages = [
    "/dashboard/chat",
    at,
    `${at}&rename=1`,
    `${at}&confirm=delete`,
    `${at}&report=1`,
    `/dashboard/chat/memory?bot=${bot!.id}&chat=${chat!.id}`,
    "/dashboard/chat/new-group",
  ];
  const left: Record<string, string[]> = {};
  for (const lng of LANGUAGES) {
    for (const path of pages) {
      // The page's own part: the dashboard's frame around it is checked with the dashboard.
      const english = await englishLeft(page, path, lng, known, { scope: "#main" });
      if (english.length) left[`${lng} ${path}`] = english;
    }
  }
  expect(left, "English left on the chat's pages").toEqual({});
});
