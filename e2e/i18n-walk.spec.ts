// A new visitor's first evening in French and in Spanish, with JavaScript on and off (the two
// projects): choose the language (the footer's switcher in French, the browser's Accept-Language in
// Spanish), sign up (the form refused empty first), verify (a wrong code first), open a character
// without a plan, then with one, send a message and read the reply, open Settings, save with a
// field left empty, then save a change and read the toast. The same walk is made in English first;
// every text a state of the translated walk shows that the English walk showed too is English left
// over, unless it is data (e2e/support/untranslated.ts).
import { expect, test, type Page } from "@playwright/test";
import { latestCode, newUser, type TestUser } from "./support/auth";
import { hydrated, subscribe } from "./support/chat-users";
import { catalogueContent, englishAmong, pageTexts } from "./support/untranslated";

const js = () => test.info().project.use.javaScriptEnabled !== false;

/** What the visitor writes: data in every language. */
const MESSAGE = "Bonsoir ! ¿Qué tal? 🌙";
const BIO = "Nuit étoilée, noche estrellada.";

/**
 * The bell's notices: the API stores them in English when it writes them (welcome, plan
 * activated), and server texts are another area's; e2e/i18n-member.spec.ts leaves them out too.
 */
const OTHER_AREAS = "[data-testid=notification-bell] li";

/** The texts of each state the walk reaches, by name, and the data it met (see `see`). */
interface Walk {
  states: Map<string, string[]>;
  data: string[];
}

async function see(page: Page, walk: Walk, lng: string, state: string) {
  await hydrated(page);
  await expect(page.locator("html"), state).toHaveAttribute("lang", lng);
  walk.states.set(state, await pageTexts(page, { skip: OTHER_AREAS }));
  // What the bots say (their greeting, the reply) is theirs, in the language they answer in; a
  // chat's title is stored with the chat (the API names a new one after its bot and its day, in
  // English: a server text, see the report), and the member may rename it.
  walk.data.push(
    ...(await page.locator("[data-testid=bot-message], [data-testid=chat-list-title]").allInnerTexts()),
  );
}

/** Submits the form holding `control` by its own submit button, as a click would. */
const submit = (page: Page, form: string) => page.locator(`${form} button[type=submit]`).first().click();

async function enterCode(page: Page, code: string) {
  if (js()) {
    const boxes = page.locator("form [role=group] input[inputmode=numeric]");
    await boxes.first().click();
    // Replaces what is there: the boxes move on by themselves as digits arrive.
    for (let i = 0; i < 4; i++) await boxes.nth(i).fill("");
    await boxes.first().click();
    await page.keyboard.type(code);
  } else {
    await page.locator("input[name=otp]").fill(code);
  }
}

/**
 * The walk, from the home page to a saved setting, recording each state. `choose` picks the
 * language on the home page (nothing for English, which is the browser's).
 */
async function walkThrough(page: Page, lng: string, user: TestUser, choose: () => Promise<void>) {
  const walk: Walk = { states: new Map(), data: [] };
  await page.goto("/");
  await choose();
  await see(page, walk, lng, "home");

  // Sign up: the header's sign-in link, then the sign-up link under the login form.
  await page.locator('header a[href="/auth"]').first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await see(page, walk, lng, "login");
  await page.locator('main a[href="/auth/sign-up"]').click();
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
  await see(page, walk, lng, "sign-up");
  await submit(page, "#signup-form");
  await expect(page.locator("#signup-form .field-error").first()).toBeVisible();
  await see(page, walk, lng, "sign-up refused");
  const form = page.locator("#signup-form");
  await form.locator("input[name=first_name]").fill(user.first_name);
  await form.locator("input[name=last_name]").fill(user.last_name);
  await form.locator("input[name=email]").fill(user.email);
  await form.locator("input[name=password]").fill(user.password);
  await form.locator("input[name=birth_date]").fill(user.birth_date);
  await submit(page, "#signup-form");
  await expect(page).toHaveURL(/\/auth\/signup-otp$/);
  await see(page, walk, lng, "code");

  // A wrong code first, then the one in the mail.
  const code = await latestCode(page.request, user.email);
  await enterCode(page, code === "1234" ? "4321" : "1234");
  await submit(page, "main form:has(input[name=otp])");
  await expect(page.locator("main [data-testid=form-error], main .field-error").first()).toBeVisible();
  await see(page, walk, lng, "code refused");
  await enterCode(page, code);
  await submit(page, "main form:has(input[name=otp])");
  await expect(page).toHaveURL(/\/dashboard\/discover$/);
  await see(page, walk, lng, "discover");

  // A character before any plan: the dialog (or, without JavaScript, the page) that says why.
  const chat = page.locator('main a[href^="/dashboard/subscription?bot="]').first();
  const bot = new URL((await chat.getAttribute("href"))!, page.url()).searchParams.get("bot");
  await chat.click();
  if (js()) await expect(page.locator("dialog[open]")).toBeVisible();
  else await expect(page).toHaveURL(/\/dashboard\/subscription\?bot=/);
  await see(page, walk, lng, "no plan yet");

  // With a plan (bought through the API: payments are their own walk), the same character.
  const login = await page.request.post("/api/v1/login", {
    data: { email: user.email, password: user.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await subscribe(page.request, { ...user, token }, "month");
  await page.goto(`/dashboard/chat?bot=${bot}`);
  await expect(page.getByTestId("chat-bot-name")).toBeVisible();
  await see(page, walk, lng, "chat, empty");
  await page.locator("textarea[name=message]").fill(MESSAGE);
  await submit(page, "form:has(textarea[name=message])");
  const exchange = page.getByTestId("exchange").last();
  await expect(exchange.getByTestId("user-message")).toHaveText(MESSAGE);
  await expect(exchange.getByTestId("bot-message")).not.toBeEmpty();
  await expect(page.getByTestId("typing-indicator")).toHaveCount(0);
  await see(page, walk, lng, "chat, replied");

  // Settings: the sidebar's link; a save refused, then one that goes through.
  await page.locator('a[href="/dashboard/account-setting"]').first().click();
  await expect(page).toHaveURL(/\/dashboard\/account-setting$/);
  await see(page, walk, lng, "settings");
  const personal = "form:has(button[name=intent][value=profile])";
  const profileForm = page.locator("main form").filter({ has: page.locator("input[name=first_name]") });
  await profileForm.locator("input[name=first_name]").fill("");
  await submit(page, personal);
  await expect(profileForm.locator(".field-error").first()).toBeVisible();
  await see(page, walk, lng, "settings refused");
  await profileForm.locator("input[name=first_name]").fill(user.first_name);
  await profileForm.locator("textarea[name=bio]").fill(BIO);
  await submit(page, personal);
  // The toast shows for three seconds with JavaScript: read while it is there.
  await expect(page.getByTestId("toast")).toBeVisible();
  await see(page, walk, lng, "settings saved");
  return walk;
}

/** How the visitor comes to the language, on the home page. */
const WAYS = {
  // The footer's switcher: a plain form (with JavaScript, choosing sends it).
  fr: {
    locale: "en-US",
    choose: async (page: Page) => {
      await hydrated(page);
      const switcher = page.locator('footer form[action="/language"]');
      await switcher.locator("select[name=lang]").selectOption("fr");
      if (!js()) await switcher.locator("button[type=submit]").click();
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    },
  },
  // A browser set to Spanish: its Accept-Language asks for Spanish first, nothing to choose.
  es: { locale: "es-ES", choose: async () => {} },
};

for (const lng of ["fr", "es"] as const) {
  test.describe(() => {
    test.use({ locale: WAYS[lng].locale });

    test(`a new visitor signs up, chats and changes a setting in ${lng} and meets no English`, async ({
      browser,
      page,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      // The English walk in a browser of its own, set to English.
      const inEnglish = await browser.newContext({ baseURL, javaScriptEnabled: js(), locale: "en-US" });
      const english = await walkThrough(
        await inEnglish.newPage(),
        "en",
        { ...newUser("walk-en"), first_name: "Zoé" },
        async () => {},
      );
      await inEnglish.close();
      const user = { ...newUser(`walk-${lng}`), first_name: "Zoé" };
      const translated = await walkThrough(page, lng, user, () => WAYS[lng].choose(page));

      const data = new Set(
        [
          ...(await catalogueContent(page.request)),
          ...[
            user.first_name,
            user.last_name,
            `${user.first_name} ${user.last_name}`,
            user.email,
            MESSAGE,
            BIO,
          ],
          ...[...english.data, ...translated.data].flatMap((text) => [text, ...text.split(/\n+/)]),
        ].map((text) => text.replace(/\s+/g, " ").trim()),
      );
      const seenInEnglish = new Set([...english.states.values()].flat());
      const left: Record<string, string[]> = {};
      for (const [state, texts] of translated.states)
        left[state] = englishAmong(texts, seenInEnglish, lng, data);
      expect(left).toEqual(Object.fromEntries([...translated.states.keys()].map((state) => [state, []])));
    });
  });
}
