// The chat from the keyboard: Escape stops a streaming reply, ↑ in the empty message box edits the
// last message (Escape closes the editor again), and a polite live region says what happened.
import { expect, test } from "@playwright/test";
import { send, settled } from "./support/conversations";
import { createUser, open, signIn, subscribe } from "./support/chat-users";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "shortcuts of the streaming chat (JavaScript)");

test("Escape stops a reply, ↑ edits the last message, and both are announced", async ({ page, request }) => {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);
  await open(page, "/dashboard/chat?bot=1");
  const box = page.getByRole("textbox", { name: "Message Luna Harper" });
  const announcement = page.getByTestId("composer-announcement");
  await expect(announcement).toHaveAttribute("role", "status");

  await box.fill(
    "Tell me a long story about your café, the regulars, and the strangest order you ever made.",
  );
  await box.press("Enter");
  await expect(page.getByRole("button", { name: "Stop" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
  await expect(announcement).toHaveText("Reply stopped.");
  // Stop ends the reply on the server with what was written; the page shows the saved exchange once
  // its reload lists it (the "still being saved" line may be gone by then, so it is not waited for).
  await expect(page.getByTestId("typing-indicator")).toHaveCount(0, { timeout: 30_000 });
  await settled(page);

  await send(page, "Luna Harper", "My cat is called Tom");
  await box.focus();
  await expect(box).toHaveValue("");
  await box.press("ArrowUp");
  const editor = page.getByRole("textbox", { name: "Edit your message" });
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue("My cat is called Tom");
  await expect(announcement).toHaveText("Editing your last message. Press Escape to cancel.");
  await editor.press("Escape");
  await expect(editor).toHaveCount(0);
  await expect(box).toBeFocused();

  // ↑ with text in the box moves the caret as usual: no editor.
  await box.fill("first line");
  await box.press("ArrowUp");
  await expect(editor).toHaveCount(0);
});
