// The smaller frictions of a new member's first steps: the welcome after the sign-up code, the Chat
// Pass from "Subscription Required" coming with its bot, a bot picker with room at 1280 px, and an
// edit that asks once. (The copy after a password reset is in e2e/auth.spec.ts.)
import { expect, test, type Page } from "@playwright/test";
import { COPY } from "../contract/messages";
import { enterOtp, latestCode, newUser, startSignUp } from "./support/auth";
import { press, send, settled } from "./support/conversations";
import { createUser, hydrated, open, signIn, subscribe } from "./support/chat-users";

const EDIT_WARNING = "Saving removes every later message in this chat and asks for a new reply.";

test("after the sign-up code the new member lands on Discover with a welcome", async ({ page }) => {
  const user = await startSignUp(page, newUser("welcome"));
  await enterOtp(page, await latestCode(page.request, user.email));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard\/discover$/);
  await expect(page.getByTestId("toast")).toContainText(COPY.welcomeAfterSignup);
  await expect(page.getByTestId("dashboard-title")).toHaveText(`Welcome back, ${user.first_name}`);
});

test("editing a message that has later ones asks once", async ({ page, request, javaScriptEnabled }) => {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);
  await open(page, "/dashboard/chat?bot=1");
  await send(page, "Luna Harper", "I have a cat named Tom");
  await send(page, "Luna Harper", "What should I cook tonight?");

  const first = page.getByTestId("exchange").nth(1);
  await press(first.getByRole(javaScriptEnabled ? "button" : "link", { name: "Edit your message" }));
  await page.getByRole("textbox", { name: "Edit your message" }).fill("I have a dog named Rex");
  // Nothing asks before Save.
  await expect(page.getByText(EDIT_WARNING)).toBeHidden();
  if (javaScriptEnabled) {
    await press(page.getByRole("button", { name: "Save and resend" }));
    const dialog = page.getByRole("alertdialog", { name: "Save your edit?" });
    await expect(dialog.getByText(EDIT_WARNING)).toBeVisible();
    await expect(page.getByText(EDIT_WARNING)).toHaveCount(1);
    await press(dialog.getByRole("button", { name: "Yes, save and resend" }));
  } else {
    await press(page.locator("summary", { hasText: "Save and resend" }));
    await expect(page.getByText(EDIT_WARNING)).toHaveCount(1);
    await press(page.getByRole("button", { name: "Yes, save and resend" }));
  }
  await settled(page);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByTestId("user-message")).toHaveText(["I have a dog named Rex"]);
});

test.describe("with JavaScript", () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "the dialogs are JavaScript's; the plain pages have their own specs",
  );

  test("the Chat Pass from Subscription Required comes with the bot chosen", async ({ page, request }) => {
    await signIn(page, await createUser(request));
    await open(page, "/dashboard/discover");
    await page.getByRole("link", { name: "Chat with Luna Harper" }).click();
    const access = page.getByRole("alertdialog", { name: "Subscription Required" });
    await access.getByRole("link", { name: "Get the Chat Pass for $4.99" }).click();
    await hydrated(page);

    const picker = page.getByRole("dialog", { name: "Select your bot" });
    await expect(picker.getByTestId("picker-chosen")).toContainText("Luna Harper");
    await expect(picker).toContainText("Your Chat Pass is for Luna Harper.");
    // Not asked again: no list to pick from unless the member wants another bot.
    await expect(picker.getByRole("button", { name: /^Choose (?!another)/ })).toHaveCount(0);
    const popup = page.waitForEvent("popup");
    await picker.getByRole("button", { name: "Continue with Luna Harper" }).click();
    await expect((await popup).getByTestId("checkout-bot")).toContainText("Luna Harper");
  });

  test("Choose another bot opens the list", async ({ page, request }) => {
    await signIn(page, await createUser(request));
    await openPicker(page, "/dashboard/subscription?plan=PASS&bot=1");
    const picker = page.getByRole("dialog", { name: "Select your bot" });
    await picker.getByRole("button", { name: "Choose another bot" }).click();
    await expect(picker.getByRole("button", { name: "Choose Coach Max" })).toBeVisible();
    await expect(picker.getByRole("button", { name: "Continue with Luna Harper" })).toBeVisible();
  });

  test("the bot picker gives five bots room at 1280 px", async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, await createUser(request));
    await openPicker(page, "/dashboard/subscription");
    await page.getByRole("button", { name: "Get Started with Chat Pass" }).click();
    const picker = page.getByRole("dialog", { name: "Select your bot" });
    const choices = picker.getByRole("button", { name: /^Choose / });
    await expect(choices.first()).toBeVisible();
    expect((await picker.boundingBox())!.width).toBeGreaterThanOrEqual(960);
    const widths = await choices.evaluateAll((all) =>
      all.slice(0, 5).map((el) => el.getBoundingClientRect().width),
    );
    expect(widths).toHaveLength(5);
    for (const width of widths) expect(width).toBeGreaterThanOrEqual(160);
  });
});

/** Opens a subscription page; PASS in the address is the Chat Pass plan's id. */
async function openPicker(page: Page, url: string) {
  const plans = (await (await page.request.get("/api/v1/subscription/panels")).json()) as {
    data: { id: number; interval: string }[];
  };
  const pass = plans.data.find((p) => p.interval === "day")!.id;
  await open(page, url.replace("PASS", String(pass)));
}
