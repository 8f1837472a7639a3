// On the phone like an app: the manifest and its icons, the service worker and the
// offline page, Listen (speech synthesis, spied on) and the microphone (speech recognition, faked
// or removed by an init script). Without JavaScript the app works as before and offers none of it.
import { createECDH, randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { defined } from "../tests/support/defined";
import { createUser, open, signIn, subscribe } from "./support/chat-users";

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

async function chattingUser(page: Page) {
  const user = await createUser(page.request);
  await subscribe(page.request, user, "month");
  await signIn(page, user);
  return user;
}

async function sendMessage(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Message Luna Harper" }).fill(text);
  await page.getByRole("button", { name: "Send" }).click();
  const exchange = page.getByTestId("exchange").last();
  await expect(exchange.getByTestId("user-message")).toHaveText(text);
  await expect(page.getByTestId("typing-indicator")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
  // The stored reply has replaced the streamed one (its controls come with it).
  await expect(exchange.getByTestId("rating")).toBeVisible();
  return exchange;
}

test("the manifest is linked from every page, valid, and its icons exist", async ({ page }) => {
  for (const path of ["/", "/auth/login"]) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    // System: the bar takes each theme's page colour (e2e/theme.spec.ts checks a chosen theme's).
    await expect(
      page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]'),
    ).toHaveAttribute("content", "#0b0716");
    await expect(
      page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]'),
    ).toHaveAttribute("content", "#fdfcff");
  }
  const touch = await page.request.get(
    (await page.locator('link[rel="apple-touch-icon"]').getAttribute("href")) ?? "",
  );
  expect(touch.status()).toBe(200);

  const res = await page.request.get("/manifest.webmanifest");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining("Infinite"),
    short_name: "Infinite",
    start_url: "/dashboard/chat",
    display: "standalone",
    theme_color: "#0b0716",
    background_color: "#0b0716",
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of icons) {
    const png = await page.request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await png.body())).toBe(icon.sizes);
  }
});

test("without JavaScript the chat works as before, with no microphone, Listen or push control", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "the no-JavaScript check");
  await chattingUser(page);
  await page.goto("/dashboard/chat?bot=1");
  const exchange = await sendMessage(page, "Hello there");
  await expect(exchange.getByTestId("bot-message")).not.toBeEmpty();
  await expect(page.getByTestId("mic")).toHaveCount(0);
  await expect(page.getByTestId("listen")).toHaveCount(0);
  await page.goto("/dashboard/account-setting?tab=notifications");
  await expect(page.getByTestId("push-needs-js")).toBeVisible();
  await expect(page.getByRole("button", { name: /Turn on/ })).toHaveCount(0);
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs JavaScript");

  test("the service worker registers, and with the network off a page shows the offline page", async ({
    page,
    context,
  }) => {
    const sw = await page.request.get("/sw.js");
    expect(sw.headers()["service-worker-allowed"]).toBe("/");
    expect(sw.headers()["content-security-policy"]).toBe("default-src 'self'");

    await open(page, "/");
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
    // The offline page is precached before the worker activates.
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match("/offline.html"))))
      .toBe(true);

    await context.setOffline(true);
    await page.goto("/dashboard/chat");
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "You're offline" })).toHaveCount(0);
    // Nothing personal is kept: only static files and the offline page are in the caches.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    for (const path of cached)
      expect(path).toMatch(/^\/(assets\/|icons\/|offline\.html$|favicon\.svg$|manifest\.webmanifest$)/);
  });

  test("Listen reads a reply aloud in the bot's voice; starting another stops the first", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as {
        __spoken: { text: string; pitch: number; rate: number }[];
        __cancels: number;
      };
      w.__spoken = [];
      w.__cancels = 0;
      // A spy in place of the real engine: it records and never finishes, so Stop stays on.
      speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
        w.__spoken.push({ text: u.text, pitch: u.pitch, rate: u.rate });
      };
      speechSynthesis.cancel = () => {
        w.__cancels++;
      };
    });
    await chattingUser(page);
    await open(page, "/dashboard/chat?bot=1");
    await sendMessage(page, "Tell me about your day");
    // Pinned by position: "last" would move on to the next exchange.
    const exchange = page.getByTestId("exchange").nth((await page.getByTestId("exchange").count()) - 1);
    const reply = (await exchange.getByTestId("bot-message").innerText()).replace(/\s+/g, " ").trim();
    expect(reply.length).toBeGreaterThan(0);

    const listen = exchange.getByTestId("listen");
    await expect(listen).toHaveText("Listen");
    await listen.click();
    await expect(listen).toHaveText("Stop");
    const spoken = await page.evaluate(
      () => (window as unknown as { __spoken: { text: string; pitch: number; rate: number }[] }).__spoken,
    );
    expect(spoken).toHaveLength(1);
    const utterance = defined(spoken[0], "one utterance");
    expect(utterance.text).toBe(reply);
    expect(utterance.pitch).toBeGreaterThan(0);
    expect(utterance.rate).toBeGreaterThan(0);

    await sendMessage(page, "And what about tomorrow?");
    const second = page.getByTestId("exchange").last().getByTestId("listen");
    await second.click();
    await expect(second).toHaveText("Stop");
    await expect(listen).toHaveText("Listen");
    const after = await page.evaluate(() => {
      const w = window as unknown as { __spoken: { text: string }[]; __cancels: number };
      return { count: w.__spoken.length, cancels: w.__cancels };
    });
    expect(after.count).toBe(2);
    expect(after.cancels).toBeGreaterThanOrEqual(2);
    await second.click();
    await expect(second).toHaveText("Listen");
  });

  test("the microphone button is hidden where the browser has no speech recognition", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete w.SpeechRecognition;
      delete w.webkitSpeechRecognition;
    });
    await chattingUser(page);
    await open(page, "/dashboard/chat?bot=1");
    await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
    await expect(page.getByTestId("mic")).toHaveCount(0);
  });

  test("the microphone fills the box as the user speaks and sends only on Send", async ({ page }) => {
    await page.addInitScript(() => {
      // A recognition engine the test drives: __hear(text, final) delivers what was "said".
      class FakeRecognition {
        lang = "";
        interimResults = false;
        continuous = false;
        onresult: ((e: unknown) => void) | null = null;
        onerror: ((e: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          (window as unknown as { __recognition: FakeRecognition }).__recognition = this;
        }
        stop() {
          (window as unknown as { __stops: number }).__stops++;
          this.onend?.();
        }
        abort() {
          this.onend?.();
        }
      }
      const w = window as unknown as Record<string, unknown>;
      w.__stops = 0;
      delete w.SpeechRecognition;
      w.webkitSpeechRecognition = FakeRecognition;
      w.__hear = (text: string) => {
        const r = (window as unknown as { __recognition: FakeRecognition }).__recognition;
        r.onresult?.({ results: [[{ transcript: text }]] });
      };
    });
    await chattingUser(page);
    await open(page, "/dashboard/chat?bot=1");
    const box = page.getByRole("textbox", { name: "Message Luna Harper" });
    await box.fill("Hi");
    const mic = page.getByRole("button", { name: "Speak your message" });
    await expect(mic).toHaveAttribute("aria-pressed", "false");
    await mic.click();
    await expect(mic).toHaveAttribute("aria-pressed", "true");
    await page.evaluate(() => (window as unknown as { __hear: (t: string) => void }).__hear("how are you"));
    await expect(box).toHaveValue("Hi how are you");
    await page.evaluate(() =>
      (window as unknown as { __hear: (t: string) => void }).__hear("how are you today"),
    );
    await expect(box).toHaveValue("Hi how are you today");
    // Nothing was sent by speaking.
    await expect(page.getByTestId("user-message")).toHaveCount(0);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByTestId("user-message").last()).toHaveText("Hi how are you today");
    await expect(mic).toHaveAttribute("aria-pressed", "false");
    expect(await page.evaluate(() => (window as unknown as { __stops: number }).__stops)).toBeGreaterThan(0);
  });

  test("Install app appears in the menu when the browser offers it, and opens the browser's dialog", async ({
    page,
  }) => {
    await chattingUser(page);
    await open(page, "/dashboard/discover");
    const install = page.getByRole("button", { name: "Install app" });
    await expect(install).toHaveCount(0);
    await page.evaluate(() => {
      const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { __prompted: boolean }).__prompted = true;
        },
        userChoice: Promise.resolve({ outcome: "accepted" }),
      });
      window.dispatchEvent(offer);
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await install.click();
    expect(await page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted)).toBe(true);
    await expect(install).toHaveCount(0);
  });

  test("Install app is in the site's account menu too", async ({ page }) => {
    await chattingUser(page);
    await open(page, "/");
    await page.evaluate(() => {
      const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { __prompted: boolean }).__prompted = true;
        },
        userChoice: Promise.resolve({ outcome: "accepted" }),
      });
      window.dispatchEvent(offer);
    });
    await page.locator("summary", { hasText: "Account menu" }).click();
    await page.getByRole("banner").getByRole("button", { name: "Install app" }).click();
    expect(await page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted)).toBe(true);
  });

  test("Settings → Notifications shows this device's state", async ({ page }) => {
    await chattingUser(page);
    await open(page, "/dashboard/account-setting?tab=notifications");
    await expect(page.getByRole("heading", { name: "Notify me on this device" })).toBeVisible();
    await expect(page.getByTestId("push-state")).toHaveAttribute("data-state", /^(off|blocked|unsupported)$/);
    await expect(page.getByTestId("push-needs-js")).toHaveCount(0);

    // The panel's route adds the session's token: a device (loopback: the e2e server runs in demo
    // mode) is registered and removed from the page itself, and another site cannot post to it.
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const subscription = {
      endpoint: "http://127.0.0.1:9/push/e2e-device",
      keys: {
        p256dh: ecdh.getPublicKey().toString("base64url"),
        auth: randomBytes(16).toString("base64url"),
      },
    };
    const call = (method: string, body: unknown) =>
      page.evaluate(
        async ([m, b]) => {
          const res = await fetch("/dashboard/account-setting/push", {
            method: m as string,
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(b),
          });
          return { status: res.status, body: await res.json() };
        },
        [method, body] as const,
      );
    const key = await page.evaluate(
      async () => (await (await fetch("/dashboard/account-setting/push")).json()).data.key,
    );
    expect(Buffer.from(key, "base64url")).toHaveLength(65);
    expect((await call("POST", subscription)).status).toBe(201);
    const crossSite = await page.request.delete("/dashboard/account-setting/push", {
      headers: { Origin: "https://attacker.example" },
      data: { endpoint: subscription.endpoint },
    });
    expect(crossSite.status()).toBe(403);
    expect((await call("DELETE", { endpoint: subscription.endpoint })).status).toBe(200);
    expect((await call("DELETE", { endpoint: subscription.endpoint })).status).toBe(404);
  });
});
