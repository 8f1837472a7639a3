// The safety layer as a person meets it, with JavaScript on and off: every chat says the bot is an
// AI character (desktop and phone), and a message in crisis gets the resources in the reply and in
// a banner that stays.
import { expect, test } from "@playwright/test";
import { CRISIS_RESOURCES, SAFETY_COPY } from "../contract/safety";
import { createUser, open, signIn, subscribe } from "./support/chat-users";

test("the chat header says it is an AI character and the demo engine, on desktop and on a phone", async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    await open(page, "/dashboard/chat?bot=1");
    const notice = page.getByTestId("ai-notice");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(SAFETY_COPY.aiNotice);
    await expect(page.getByTestId("demo-engine")).toHaveText(SAFETY_COPY.demoEngine);
    await expect(page.getByTestId("chat-bot-name")).toHaveText("Luna Harper");
  }
  await page.getByTestId("ai-notice").click();
  await expect(page).toHaveURL(/\/safety$/);
});

test("a message in crisis gets the resources in the reply and a banner that stays", async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);
  await open(page, "/dashboard/chat?bot=1");
  await expect(page.getByTestId("crisis-banner")).toHaveCount(0);

  await page.getByRole("textbox", { name: "Message Luna Harper" }).fill("i dont want to be alive anymore");
  await page.getByRole("button", { name: "Send" }).click();
  const reply = page.getByTestId("exchange").last().getByTestId("bot-message");
  await expect(reply).toContainText("call or text 988");
  await expect(reply).toContainText("findahelpline.com");
  await expect(reply).not.toContainText("smile today");

  const banner = page.getByTestId("crisis-banner");
  await expect(banner).toContainText(CRISIS_RESOURCES);
  await open(page, "/dashboard/chat?bot=1");
  await expect(page.getByTestId("crisis-banner")).toContainText(CRISIS_RESOURCES);
});
