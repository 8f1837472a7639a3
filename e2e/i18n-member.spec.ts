// The member pages in French and Spanish, with JavaScript on and off: each page is rendered for the
// same member in English and in the language, and every text the page shows (text, aria-label,
// placeholder, title, alt) that reads the same in both is English left behind, unless it is the
// member's or the catalogue's own data (names, bots, plans) or a word the language shares.
import { expect, test, type Page } from "@playwright/test";
import { UI_LANGUAGE_NAMES } from "#contract/ui-languages";
import { createUser, open, signIn, subscribe, type ApiUser } from "./support/chat-users";

const API = "/api/v1";

/** Words these languages write as English does. */
const SHARED: Record<string, string[]> = {
  fr: [
    "Bots",
    "Notifications",
    "Public",
    "Chat Pass",
    "Weekly Pass",
    "Date",
    "Pages",
    "Page 1",
    "minutes",
    "Hindi",
  ],
  es: ["Bots", "Chats", "Personal", "Chat Pass", "Weekly Pass", "Plan", "Total", "Hindi"],
};

/**
 * Parts of these pages that other areas translate and check (core: the plan cards and the stored
 * notifications the API wrote in English; the chat's engineer: the chat history list).
 */
const OTHER_AREAS = [
  "[data-testid=plan-card]",
  "[data-testid=notification-bell] li",
  "section[aria-labelledby=chat-history-title]",
].join(", ");

/** Every text a person (or a screen reader) meets on the page, but for other areas' parts. */
function pageTexts(page: Page) {
  return page.evaluate((skip) => {
    const out = new Set<string>();
    const add = (text: string | null | undefined) => {
      const clean = (text ?? "").replace(/\s+/g, " ").trim();
      if (clean) out.add(clean);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (node.parentElement?.closest(`script, style, template, ${skip}`)) continue;
      add(node.textContent);
    }
    for (const el of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      if (el.closest(skip)) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) add(el.getAttribute(name));
    }
    add(document.title);
    return [...out];
  }, OTHER_AREAS);
}

async function textsIn(page: Page, lang: string, path: string) {
  await page.context().addCookies([{ name: "lang", value: lang, url: page.url() || "http://localhost" }]);
  await open(page, path);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  return pageTexts(page);
}

/** The texts of `path` in `lang` that read exactly as in English, beyond data and shared words. */
async function untranslated(page: Page, lang: string, path: string, data: Set<string>) {
  const english = new Set(await textsIn(page, "en", path));
  const translated = await textsIn(page, lang, path);
  const shared = new Set(SHARED[lang]);
  return translated.filter(
    (text) =>
      english.has(text) &&
      /\p{L}{2}/u.test(text) &&
      !shared.has(text) &&
      !data.has(text) &&
      ![...data].some((d) => d.length > 3 && text.includes(d) && text.replace(d, "").trim().length < 3),
  );
}

type BotPage = {
  data: { data: { name: string; character: string; text: string; category: string }[]; last_page: number };
};

/** Every bot of the catalogue, page by page. */
async function allBots(page: Page) {
  const bots: BotPage["data"]["data"] = [];
  for (let n = 1; ; n++) {
    const res = (await (
      await page.request.get(`${API}/bots`, { params: { page: n, per_page: 50 } })
    ).json()) as BotPage;
    bots.push(...res.data.data);
    if (n >= res.data.last_page) return bots;
  }
}

/**
 * What the pages show as it is in every language: the member, the bots, the plans, the receipts'
 * numbers, the card macros, the language names (each in its own language), the brand.
 */
async function dataOf(page: Page, user: ApiUser, receipts: string[]) {
  const categories = (await (await page.request.get(`${API}/bots/filter`)).json()) as { data: string[] };
  const plans = (await (await page.request.get(`${API}/subscription/panels`)).json()) as {
    data: { name: string; description?: string; features?: string[] }[];
  };
  return new Set<string>(
    [
      "Infinite",
      user.first_name,
      user.email,
      user.last_name,
      `${user.first_name} ${user.last_name}`,
      "{{char}}",
      "{{user}}",
      ...Object.values(UI_LANGUAGE_NAMES),
      ...receipts,
      ...(await allBots(page)).flatMap((b) => [b.name, b.character, b.text, b.category]),
      ...(categories.data ?? []),
      ...plans.data.flatMap((p) => [p.name, p.description ?? "", ...(p.features ?? [])]),
    ].filter(Boolean),
  );
}

const SIGNED_OUT = ["/auth/login", "/auth/sign-up", "/auth/reset-password-email"];

for (const lang of ["fr", "es"]) {
  test(`the auth pages read in ${lang}`, async ({ page }) => {
    await page.goto("/");
    const data = new Set(["Infinite", "Google"]);
    const left: Record<string, string[]> = {};
    for (const path of SIGNED_OUT) left[path] = await untranslated(page, lang, path, data);
    expect(left).toEqual(Object.fromEntries(SIGNED_OUT.map((path) => [path, []])));
  });

  test(`the member pages read in ${lang}`, async ({ page }) => {
    test.setTimeout(240_000);
    const user = await createUser(page.request, "Zoé");
    await subscribe(page.request, user, "month");
    await page.goto("/");
    await signIn(page, user);
    const dayPlan = (
      (await (await page.request.get(`${API}/subscription/panels`)).json()) as {
        data: { id: number; interval: string }[];
      }
    ).data.find((p) => p.interval === "day");
    const payments = (await (
      await page.request.get(`${API}/subscription/payments`, {
        headers: { Authorization: `Bearer ${user.token}` },
      })
    ).json()) as { data: { id: string; receipt_url: string }[] };
    const data = await dataOf(
      page,
      user,
      payments.data.map((p) => p.id),
    );
    const paths = [
      "/dashboard/discover",
      "/dashboard/favourites",
      "/dashboard/profile",
      "/dashboard/account-setting",
      "/dashboard/account-setting?tab=security",
      "/dashboard/account-setting?tab=notifications",
      "/dashboard/account-setting?tab=data",
      "/dashboard/subscription",
      "/dashboard/subscription?confirm=cancel",
      `/dashboard/subscription/pick?plan=${dayPlan?.id ?? 0}`,
      payments.data[0]?.receipt_url ?? "/dashboard/subscription",
      "/dashboard/characters",
      "/dashboard/characters/new",
      "/dashboard/characters/import",
    ];
    const left: Record<string, string[]> = {};
    for (const path of paths) left[path] = await untranslated(page, lang, path, data);
    expect(left).toEqual(Object.fromEntries(paths.map((path) => [path, []])));
  });
}
