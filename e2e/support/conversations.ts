// Steps shared by the conversation specs. Controls are used from the keyboard (focus, then Enter or
// Space), which also proves each one is reachable and operable without a mouse.
import { expect, type Locator, type Page } from "@playwright/test";

/** Focuses the control and activates it with a key. */
export async function press(control: Locator, key = "Enter") {
  // A control still disabled while its form settles refuses focus: focus again until it takes.
  await expect(async () => {
    await control.focus();
    await expect(control).toBeFocused({ timeout: 1_000 });
  }).toPass();
  await control.press(key);
}

/** A control that is a button with JavaScript and a link to the page's step without it. */
export const control = (scope: Page | Locator, name: string) =>
  scope.getByRole("button", { name, exact: true }).or(scope.getByRole("link", { name, exact: true }));

/** Sends a message and waits for the whole reply (streamed with JavaScript, a page load without). */
export async function send(page: Page, botName: string, text: string) {
  await page.getByRole("textbox", { name: `Message ${botName}` }).fill(text);
  await press(page.getByRole("button", { name: "Send" }));
  await settled(page);
  const exchange = page.getByTestId("exchange").last();
  await expect(exchange.getByTestId("user-message")).toHaveText(text);
  await expect(exchange.getByTestId("bot-message")).not.toBeEmpty();
  return exchange;
}

/** No reply is being written. */
export async function settled(page: Page) {
  await expect(page.getByTestId("typing-indicator")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
}

/** Opens the chat header's menu from the keyboard and follows one of its items. */
export async function openMenuItem(page: Page, name: string) {
  const menu = page.locator("details", { has: page.locator("summary", { hasText: "Chat options" }) });
  // A download leaves the page (and, without JavaScript, the menu) as it was.
  if ((await menu.getAttribute("open")) === null) await press(menu.locator("summary"));
  await press(page.getByRole("link", { name, exact: true }));
}
