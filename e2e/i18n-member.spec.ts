// The member pages in French and Spanish, with JavaScript on and off: each page is rendered for the
// same member in English and in the language, and every text the page shows (text, aria-label,
// placeholder, title, alt) that reads the same in both is English left behind, unless it is the
// member's or the catalogue's own data (names, bots, plans) or a word the language shares
// (e2e/support/untranslated.ts).
import { expect, test, type Page } from "@playwright/test";
import { createUser, signIn, subscribe, type ApiUser } from "./support/chat-users";
import { catalogueContent, englishLeft } from "./support/untranslated";

const API = "/api/v1";

/** Parts of these pages that other specs translate and check (the plan cards: e2e/i18n-crawl.spec.ts). */
const OTHER_AREAS = "[data-testid=plan-card]";

/**
 * What the pages show as it is in every language: the member, the catalogue (bots, plans), the
 * receipts' numbers and the card macros.
 */
async function dataOf(page: Page, user: ApiUser, receipts: string[]) {
  return new Set<string>([
    ...(await catalogueContent(page.request)),
    user.first_name,
    user.email,
    user.last_name,
    `${user.first_name} ${user.last_name}`,
    "{{char}}",
    "{{user}}",
    ...receipts,
  ]);
}

const SIGNED_OUT = ["/auth/login", "/auth/sign-up", "/auth/reset-password-email"];

for (const lang of ["fr", "es"]) {
  test(`the auth pages read in ${lang}`, async ({ page }) => {
    await page.goto("/");
    const data = new Set(["Google"]);
    const left: Record<string, string[]> = {};
    for (const path of SIGNED_OUT)
      left[path] = await englishLeft(page, path, lang, data, { skip: OTHER_AREAS });
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
    for (const path of paths) left[path] = await englishLeft(page, path, lang, data, { skip: OTHER_AREAS });
    expect(left).toEqual(Object.fromEntries(paths.map((path) => [path, []])));
  });
}
