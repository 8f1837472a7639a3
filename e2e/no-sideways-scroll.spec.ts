// No page scrolls sideways at 320, 390 or 768 px: every public, sign-in and member page of
// app/routes/, with the long names people really type (a 50-character first name, a 60-character
// character with a chat, so the profile's chat history holds it). The operator console (admin.*) is
// for staff on desktops and is not in this walk.
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { latestCode, newUser } from "./support/auth";
import { createUser, hydrated, signIn, subscribe, type ApiUser } from "./support/chat-users";
import { turnOnByApi } from "./support/two-factor";

const WIDTHS = [320, 390, 768];
const LONG_FIRST_NAME = "Maximiliana-Konstantina Wilhelmina Anastasia Rose";
const LONG_BOT_NAME = "Archibald Montgomery Fitzwilliam, Thirdborn of Wessexshire";

/** Route files that are not pages: actions, redirects, downloads, layouts, the staff console. */
const NOT_PAGES =
  /^(admin|dev\.outbox\[|contact\.ts|auth\.(google|logout)|_site\.tsx|auth\.tsx|dashboard\.tsx)|\.ts$/;

/** Each page's route file and the addresses that show it. */
const SIGNED_OUT: Record<string, string[]> = {
  "_site._index.tsx": ["/"],
  "_site.about.tsx": ["/about"],
  "_site.get-in-touch.tsx": ["/get-in-touch"],
  "_site.goodbye.tsx": ["/goodbye"],
  "_site.meet-bots.tsx": ["/meet-bots"],
  "_site.pricing.tsx": ["/pricing"],
  "_site.safety.tsx": ["/safety"],
  "_site.$slug.tsx": ["/terms"],
  "_site.$.tsx": ["/no-such-page/at-all"],
  "auth._index.tsx": ["/auth"],
  "auth.login.tsx": ["/auth/login"],
  "auth.sign-up.tsx": ["/auth/sign-up"],
  "auth.reset-password-email.tsx": ["/auth/reset-password-email"],
  "auth.verification-complete.tsx": ["/auth/verification-complete"],
  "dev.outbox.tsx": ["/dev/outbox"],
};
/**
 * The code screens, reached by their forms (their pages need the pending email in the session), and
 * the second step of a sign-in with two-factor on.
 */
const CODE_SCREENS = [
  "auth.signup-otp.tsx",
  "auth.otp-verify.tsx",
  "auth.new-password.tsx",
  "auth.two-factor.tsx",
];
const SIGNED_IN = (ids: {
  bot: number;
  chat: number;
  dayPlan: number;
  checkout: string;
  payment: string;
}) => ({
  "dashboard._index.tsx": ["/dashboard"],
  "dashboard.discover.tsx": ["/dashboard/discover"],
  "dashboard.favourites.tsx": ["/dashboard/favourites"],
  "dashboard.notifications.tsx": ["/dashboard/notifications"],
  "dashboard.profile.tsx": ["/dashboard/profile"],
  "dashboard.subscription.tsx": ["/dashboard/subscription"],
  "dashboard.subscription_.receipts.$id.tsx": [`/dashboard/subscription/receipts/${ids.payment}`],
  "dashboard.subscription_.pick.tsx": [`/dashboard/subscription/pick?plan=${ids.dayPlan}&bot=${ids.bot}`],
  "dashboard.account-setting.tsx": ["personal", "security", "notifications", "data"].map(
    (tab) => `/dashboard/account-setting?tab=${tab}`,
  ),
  "dashboard.characters.tsx": ["/dashboard/characters"],
  "dashboard.characters_.new.tsx": ["/dashboard/characters/new"],
  "dashboard.characters_.import.tsx": ["/dashboard/characters/import"],
  "dashboard.characters_.$id.edit.tsx": [`/dashboard/characters/${ids.bot}/edit`],
  "dashboard.chat.tsx": [
    "/dashboard/chat",
    "/dashboard/chat?bot=1",
    `/dashboard/chat?bot=${ids.bot}&chat=${ids.chat}`,
  ],
  "dashboard.chat_.memory.tsx": [`/dashboard/chat/memory?bot=${ids.bot}`],
  "dashboard.chat_.new-group.tsx": ["/dashboard/chat/new-group"],
  "auth.birth-date.tsx": ["/auth/birth-date"],
  "checkout.$id.tsx": [`/checkout/${ids.checkout}`],
});

/** The page is no wider than the window; if it is, the elements that stick out say where. */
async function expectNoSidewaysScroll(page: Page, url: string, width: number) {
  const res = await page.goto(url);
  expect(res?.status(), url).toBeLessThan(url.startsWith("/no-such-page") ? 500 : 400);
  await hydrated(page);
  const found = await page.evaluate(() => {
    const scrollWidth = document.scrollingElement!.scrollWidth;
    const wide: string[] = [];
    if (scrollWidth > innerWidth)
      for (const el of document.querySelectorAll<HTMLElement>("body *")) {
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.right > innerWidth + 0.5)
          wide.push(`<${el.tagName.toLowerCase()} class="${el.className}"> right ${Math.round(box.right)}`);
      }
    return { scrollWidth, innerWidth, wide: wide.slice(-5) };
  });
  expect(found.scrollWidth, `${url} at ${width}px:\n${found.wide.join("\n")}`).toBeLessThanOrEqual(
    found.innerWidth,
  );
}

async function visitAll(page: Page, urls: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const url of urls) await expectNoSidewaysScroll(page, url, width);
  }
}

test("every page in app/routes is in this walk", () => {
  const pages = readdirSync(path.join(import.meta.dirname, "../app/routes")).filter(
    (f) => !NOT_PAGES.test(f),
  );
  const walked = [
    ...Object.keys(SIGNED_OUT),
    ...CODE_SCREENS,
    ...Object.keys(SIGNED_IN({ bot: 0, chat: 0, dayPlan: 0, checkout: "", payment: "" })),
  ];
  expect(pages.filter((f) => !walked.includes(f))).toEqual([]);
});

test("signed out, no page scrolls sideways", async ({ page }) => {
  await visitAll(page, Object.values(SIGNED_OUT).flat());
});

test("the code screens do not scroll sideways", async ({ page }) => {
  const user = { ...newUser("wide"), first_name: LONG_FIRST_NAME };
  await page.request.post("/auth/sign-up", { form: { ...user } });
  await visitAll(page, ["/auth/signup-otp"]);

  const { token } = await (
    await page.request.post("/api/v1/verify/otp", {
      data: { email: user.email, otp: await latestCode(page.request, user.email) },
    })
  )
    .json()
    .then((body: { data: { token: string } }) => body.data);
  expect(token).toBeTruthy();
  const since = new Date(Date.now() - 1000).toISOString();
  await page.request.post("/auth/reset-password-email", { form: { email: user.email } });
  await visitAll(page, ["/auth/otp-verify"]);
  const otp = await latestCode(page.request, user.email, since);
  await page.request.post("/auth/otp-verify", { form: { otp }, maxRedirects: 0 });
  await visitAll(page, ["/auth/new-password"]);
});

test("the second step of a sign-in with two-factor on does not scroll sideways", async ({
  page,
  request,
}) => {
  const user = await createUser(request, LONG_FIRST_NAME);
  await turnOnByApi(request, user.token);
  const login = await page.request.post("/auth/login", {
    form: { email: user.email, password: user.password },
    maxRedirects: 0,
  });
  expect(login.headers().location).toBe("/auth/two-factor");
  await visitAll(page, ["/auth/two-factor"]);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test.describe("signed in, with long names", () => {
  let user: ApiUser;
  let ids: Parameters<typeof SIGNED_IN>[0];

  test.beforeAll(async ({ request }) => {
    user = await createUser(request, LONG_FIRST_NAME);
    await subscribe(request, user, "month");
    const headers = { Authorization: `Bearer ${user.token}` };
    const made = await request.post("/api/v1/characters", {
      headers,
      data: { name: LONG_BOT_NAME, category: "Mystery", first_mes: "Hello, {{user}}." },
    });
    expect(made.status(), await made.text()).toBe(201);
    const bot = ((await made.json()) as { data: { id: number } }).data.id;
    const starred = await request.post("/api/v1/favorites/toggle", { headers, data: { bot_id: bot } });
    expect(starred.ok()).toBe(true);
    const chat = await request.post("/api/v1/chats", { headers, data: { bot_id: bot } });
    expect(chat.status()).toBe(201);
    const chatId = ((await chat.json()) as { data: { id: number } }).data.id;
    // One exchange, so the chat is in the profile's history and the Chats list.
    const sent = await request.post("/api/v1/bots/chatting/send", {
      headers,
      data: { chat_id: chatId, message: "Tell me about Wessexshire" },
    });
    expect(sent.status()).toBe(200);
    const plans = (await (await request.get("/api/v1/subscription/panels")).json()) as {
      data: { id: number; interval: string }[];
    };
    const dayPlan = plans.data.find((p) => p.interval === "day")!.id;
    const payment = await request.post("/api/v1/subscription/payment", {
      headers,
      data: { product_id: dayPlan, bot_id: 1 },
    });
    const checkout = ((await payment.json()) as { data: { checkout_id: string } }).data.checkout_id;
    // The month plan subscribe() bought is a payment with a receipt.
    const paid = (await (await request.get("/api/v1/subscription/payments", { headers })).json()) as {
      data: { id: string }[];
    };
    ids = { bot, chat: chatId, dayPlan, checkout, payment: paid.data[0]!.id };
  });

  test("no member page scrolls sideways", async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, user);
    await page.goto("/dashboard/profile");
    await expect(page.getByTestId("chat-history-item").filter({ hasText: LONG_BOT_NAME })).toHaveCount(1);
    await visitAll(page, Object.values(SIGNED_IN(ids)).flat());
  });
});
