// The public site: every public page renders its sections, the FAQ accordion, the contact
// form with its messages (docs/requirements/accounts.md#validation) through to the outbox, the
// blocked shortcuts, security and cache headers. Runs with JavaScript on ("js") and off ("no-js").
import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { defined } from "../tests/support/defined";
import { logIn, newUser, signUp, signUpByApi } from "./support/auth";

const CONTACT_EMAIL = "hello@infinite.local";
const PUBLIC_CACHE = "public, max-age=10, s-maxage=10, stale-while-revalidate=60";

async function sectionHeading(page: Page, name: string | RegExp, level = 2) {
  await expect(page.getByRole("heading", { level, name })).toBeVisible();
}

test.describe("home", () => {
  test("renders the hero and every section", async ({ page }) => {
    await page.goto("/");
    await sectionHeading(page, /Someone to talk to/, 1);
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Start Chatting" })).toHaveAttribute("href", "/dashboard");
    await expect(main.getByRole("link", { name: "View Bots" })).toHaveAttribute("href", "/meet-bots");

    await sectionHeading(page, "Popular Bots");
    await expect(page.getByTestId("bot-card")).toHaveCount(6);
    await sectionHeading(page, "Good company, on your terms");
    await sectionHeading(page, "Plugged into the tools you trust");
    await expect(main.getByRole("link", { name: "Start Your Journey" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    await sectionHeading(page, "Simple, honest pricing");
    await expect(
      page
        .locator("#pricing")
        .getByRole("link", { name: /Get Started/ })
        .first(),
    ).toBeVisible();
    await sectionHeading(page, "Three steps to your first chat");
    for (const step of ["Sign in or sign up", "Choose a bot", "Chat anytime"]) {
      await expect(page.getByRole("heading", { level: 3, name: new RegExp(step) })).toBeVisible();
    }
    // Visitors: How It Works and the banner both lead to /auth.
    const getStarted = main.getByRole("link", { name: "Get Started Now" });
    await expect(getStarted).toHaveCount(2);
    for (const link of await getStarted.all()) await expect(link).toHaveAttribute("href", "/auth");
    await sectionHeading(page, "Frequently Asked Questions");
    await expect(page.getByTestId("faq").locator("details")).toHaveCount(5);
    await sectionHeading(page, "Your next favourite conversation is waiting");
  });

  test("the hero video is muted, looping, with a poster, and made by the project", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    await page.goto("/");
    const video = page.getByTestId("hero-video");
    await expect(video).toHaveAttribute("poster", "/media/hero-poster.webp");
    for (const prop of ["autoplay", "muted", "loop", "playsInline"] as const) {
      expect(await video.evaluate((v: HTMLVideoElement, p) => v[p], prop), prop).toBe(true);
    }
    if (javaScriptEnabled) {
      // It plays on its own, and the pause button stops it.
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
        .toBe(true);
      await page.getByRole("button", { name: "Pause background" }).click();
      await expect(page.getByRole("button", { name: "Play background" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    }
    for (const src of ["/media/hero.mp4", "/media/hero.webm", "/media/hero-poster.webp"]) {
      const res = await request.get(src);
      expect(res.status(), src).toBe(200);
      expect((await res.body()).byteLength, src).toBeLessThan(1_000_000);
    }
  });

  test("the hero video stays still for people who prefer reduced motion", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const video = page.getByTestId("hero-video");
    // CSS hides it (works without JavaScript); the poster image stays.
    await expect(video).toBeHidden();
    await expect(page.locator('img[src="/media/hero-poster.webp"]')).toBeVisible();
    // With JavaScript the video is not even fetched; without, CSS keeps it hidden.
    if (javaScriptEnabled) {
      await page.waitForLoadState("load");
      await expect(video).toHaveCount(0);
    }
  });

  test("the FAQ opens one question at a time and can close them all", async ({ page }) => {
    await page.goto("/");
    const items = page.getByTestId("faq").locator("details");
    const summaries = page.getByTestId("faq").locator("summary");
    await expect(summaries.first()).toContainText("01");
    await expect(summaries.nth(4)).toContainText("05");
    const openStates = () => items.evaluateAll((els) => els.map((e) => (e as HTMLDetailsElement).open));

    await expect.poll(openStates).toEqual([true, false, false, false, false]);
    await expect(items.first().locator("p")).toBeVisible();

    await summaries.nth(2).click();
    await expect.poll(openStates).toEqual([false, false, true, false, false]);
    await expect(items.nth(2).locator("p")).toBeVisible();
    await expect(items.first().locator("p")).toBeHidden();

    await summaries.nth(2).click();
    await expect.poll(openStates).toEqual([false, false, false, false, false]);

    // Keyboard: Enter on a focused summary opens it.
    await summaries.nth(4).focus();
    await page.keyboard.press("Enter");
    await expect.poll(openStates).toEqual([false, false, false, false, true]);
  });

  test("signed-in visitors get the dashboard buttons", async ({ page }) => {
    await signUp(page);
    await page.goto("/");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Start now" })).toHaveAttribute(
      "href",
      "/dashboard/discover",
    );
    await expect(main.getByRole("link", { name: "Meet bots" })).toHaveAttribute(
      "href",
      "/dashboard/discover",
    );
    await expect(main.getByRole("link", { name: "Get Started Now" })).toHaveCount(0);
  });
});

test("about says why we built Infinite and invites to meet the bots", async ({ page }) => {
  await page.goto("/about");
  await sectionHeading(page, "Why We Built Infinite", 1);
  await sectionHeading(page, "Our story");
  await sectionHeading(page, "What we hold ourselves to");
  await expect(page.locator("main").getByRole("link", { name: "Meet the Bots" })).toHaveAttribute(
    "href",
    "/meet-bots",
  );
  await sectionHeading(page, "Ready to meet the bots?");
  await expect(page.locator("main").getByRole("link", { name: "Get Started Now" })).toHaveAttribute(
    "href",
    "/auth",
  );
});

test("get in touch shows the form, social links and the call to action; /contact leads there", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(page).toHaveURL(/\/get-in-touch$/);
  await sectionHeading(page, "Get In Touch", 1);
  for (const label of ["First name", "Last name", "Email", "Message"])
    await expect(page.getByLabel(label)).toBeVisible();
  const social = page.locator("main").getByRole("link", { name: /^Infinite on / });
  await expect(social).toHaveCount(5);
  await sectionHeading(page, "Can't wait for our reply?");
  await expect(page.locator("main").getByRole("link", { name: "Get Started Now" })).toHaveAttribute(
    "href",
    "/auth",
  );
});

test.describe("contact form", () => {
  const send = (page: Page) => page.getByRole("button", { name: "Send Message" }).click();

  test("shows each validation message, keeps what was typed, then sends to the outbox", async ({
    page,
    javaScriptEnabled,
  }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    await page.goto("/get-in-touch");
    const first = page.getByLabel("First name");
    const last = page.getByLabel("Last name");
    const email = page.getByLabel("Email");
    const message = page.getByLabel("Message");

    await send(page);
    for (const text of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Message is required",
    ])
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(first).toHaveAttribute("aria-describedby", /.+/);

    await first.fill("A");
    await last.fill("B");
    await email.fill("not-an-email");
    await message.fill("Too short");
    await send(page);
    for (const text of [
      "First name must be at least 2 characters",
      "Last name must be at least 2 characters",
      "Invalid email address",
      "Message must be at least 10 characters",
    ])
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    // Nothing typed is lost.
    await expect(first).toHaveValue("A");
    await expect(email).toHaveValue("not-an-email");
    await expect(message).toHaveValue("Too short");
    // With JavaScript the messages come from the browser; without, from the server.
    if (javaScriptEnabled) expect(posts).toEqual([]);
    else expect(posts.length).toBe(2);

    const body = `Hello team, this is an e2e message ${Date.now()} ${Math.random()}`;
    await first.fill("Grace");
    await last.fill("Hopper");
    await email.fill("grace@example.com");
    await message.fill(body);
    await send(page);
    await expect(page.getByTestId("contact-success")).toHaveText(
      "Thank you for your message! We'll get back to you soon.",
    );
    await expect(first).toHaveValue("");
    await expect(message).toHaveValue("");

    const res = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(CONTACT_EMAIL)}`);
    const mails: { to: string; text: string }[] = (await res.json()).data;
    const mail = mails.find((m) => m.text.includes(body));
    expect(mail?.to).toBe(CONTACT_EMAIL);
    expect(mail?.text).toContain("Grace Hopper");
  });
});

test.describe("blocked shortcuts (production)", () => {
  test("right-click and devtools shortcuts are blocked, typing is not", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "Blocking needs JavaScript; without it there is nothing to block with.");
    await page.goto("/get-in-touch");
    type Fire =
      | { type: "contextmenu" }
      | { type: "keydown"; key: string; code: string; ctrlKey?: boolean; shiftKey?: boolean };
    const prevented = (target: string, init: Fire) =>
      page.evaluate(
        ({ sel, fire }: { sel: string; fire: Fire }) => {
          const el = document.querySelector(sel)!;
          const event =
            fire.type === "contextmenu"
              ? new MouseEvent("contextmenu", { bubbles: true, cancelable: true })
              : new KeyboardEvent("keydown", { ...fire, bubbles: true, cancelable: true });
          el.dispatchEvent(event);
          return event.defaultPrevented;
        },
        { sel: target, fire: init },
      );

    // Polled: the blocker starts once the page has hydrated.
    await expect.poll(() => prevented("h1", { type: "contextmenu" })).toBe(true);
    expect(await prevented("h1", { type: "keydown", key: "u", code: "KeyU", ctrlKey: true })).toBe(true);
    expect(await prevented("body", { type: "keydown", key: "F12", code: "F12" })).toBe(true);
    for (const letter of ["I", "J", "C"]) {
      expect(
        await prevented("body", {
          type: "keydown",
          key: letter,
          code: `Key${letter}`,
          ctrlKey: true,
          shiftKey: true,
        }),
        letter,
      ).toBe(true);
    }
    // Fields keep their context menu, copy and paste; ordinary keys pass.
    expect(await prevented("#contact-form textarea", { type: "contextmenu" })).toBe(false);
    for (const key of ["c", "v", "x", "a"]) {
      expect(
        await prevented("textarea", { type: "keydown", key, code: `Key${key.toUpperCase()}`, ctrlKey: true }),
      ).toBe(false);
    }
    expect(await prevented("body", { type: "keydown", key: "i", code: "KeyI" })).toBe(false);

    // Real key presses: Ctrl+U does nothing, typing works.
    const first = page.getByLabel("First name");
    await first.click();
    await page.keyboard.press("Control+U");
    await first.pressSequentially("Ada Lovelace");
    await expect(first).toHaveValue("Ada Lovelace");
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Control+C");
    await page.getByLabel("Last name").click();
    await expect(page).toHaveURL(/\/get-in-touch$/);
  });
});

test.describe("headers", () => {
  test("pages carry an enforced CSP (a per-request nonce, or a shared copy's script hashes) and the security headers", async ({
    page,
    request,
  }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const res = await page.goto("/");
    const headers = res!.headers();
    const csp = defined(headers["content-security-policy"], "a CSP header");
    expect(headers["content-security-policy-report-only"]).toBeUndefined();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);

    // A visitor without cookies gets the shared copy (server/page-cache.js): no nonce, and every
    // inline script allowed by its hash.
    const html = await res!.text();
    expect(csp).not.toContain("'nonce-");
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\ssrc=/.test(attributes!),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , text] of inline) {
      expect(csp).toContain(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
    }
    // A page rendered for someone: every script carries this response's nonce, the next a new one.
    const rendered = await request.get("/", { headers: { Cookie: "seen=1" } });
    const nonce = rendered.headers()["content-security-policy"]!.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = (await rendered.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await request.get("/", { headers: { Cookie: "seen=1" } });
    expect(again.headers()["content-security-policy"]).not.toContain(nonce!);

    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);

    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    // Static files too, which the server answers before Remix sees them.
    for (const path of [
      "/_root.data",
      "/api/v1/health",
      "/contact",
      "/favicon.svg",
      "/media/hero.mp4",
      asset!,
    ]) {
      const r = await request.get(path, { maxRedirects: 0 });
      expect(r.headers()["x-content-type-options"], path).toBe("nosniff");
      expect(r.headers()["strict-transport-security"], path).toBeTruthy();
    }
  });

  test("public pages are shared-cacheable for visitors, private with a session", async ({ request }) => {
    for (const path of ["/", "/about", "/get-in-touch", "/pricing", "/meet-bots", "/terms"]) {
      const visitor = await request.get(path);
      expect(visitor.headers()["cache-control"], path).toBe(PUBLIC_CACHE);
      expect(visitor.headers()["vary"], path).toMatch(/Cookie/);
      const member = await request.get(path, { headers: { Cookie: "infinite_user=anything" } });
      expect(member.headers()["cache-control"], path).toBe("private, no-store");
    }
    // A form result is never shared.
    const posted = await request.post("/get-in-touch", { form: { first_name: "A" } });
    expect(posted.headers()["cache-control"]).toBe("private, no-store");

    // Hashed build files are cached for a year as immutable.
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toMatch(/^\/assets\//);
    const file = await request.get(asset!);
    expect(file.headers()["cache-control"]).toMatch(/max-age=31536000/);
    expect(file.headers()["cache-control"]).toContain("immutable");
    // Files whose names do not change with their content are not.
    for (const path of ["/favicon.svg", "/media/hero.mp4"]) {
      expect((await request.get(path)).headers()["cache-control"], path).toBe("public, max-age=3600");
    }
  });

  test("each page has its own title, description, Open Graph tags and canonical URL", async ({
    page,
    baseURL,
  }) => {
    const seen = new Set<string>();
    for (const path of ["/", "/about", "/get-in-touch", "/pricing", "/meet-bots", "/terms"]) {
      await page.goto(path);
      const title = await page.title();
      expect(seen.has(title), title).toBe(false);
      seen.add(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}${path}`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http.+\.jpg$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
    }
    await page.goto("/no-such-page");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });
});

test("toasts show top-centre in a live region and go away on their own", async ({
  page,
  javaScriptEnabled,
}) => {
  // An unverified account signing in is sent to the code screen with an info toast.
  const user = await signUpByApi(page.request, newUser("toast"));
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, user);
  await expect(page).toHaveURL(/\/auth\/signup-otp$/);

  const toast = page.getByRole("status").getByTestId("toast");
  await expect(toast).toHaveText("Please verify your email first. We sent you a new code.");
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeLessThan(80);
  expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(4);
  // With JavaScript it leaves after a few seconds (3000 ms); without, it simply stays.
  if (javaScriptEnabled) await expect(toast).toBeHidden({ timeout: 8000 });
  else await expect(toast).toBeVisible();
});
