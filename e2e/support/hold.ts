// Holding a request to see what a page shows while it waits (pending labels, spinners, skeletons).
import type { Page } from "@playwright/test";

/**
 * Holds requests whose URL matches (and, when given, whose method is `method`) until release().
 * Once released the route stays, letting every later request straight through.
 */
export function holdRequests(page: Page, url: RegExp, method?: "GET" | "POST") {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  void page.route(url, async (route) => {
    if (!method || route.request().method() === method) await gate;
    await route.continue();
  });
  return { release: () => release() };
}
