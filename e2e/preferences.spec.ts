// Settings → Preference, with JavaScript on and off: the reply language is chosen, saved on the
// account and shown again on the next visit.
import { expect, test } from "@playwright/test";
import { createUser, open, signIn } from "./support/chat-users";

test("a member chooses the language bots reply in, and it is kept", async ({ page, request }) => {
  const user = await createUser(request);
  await signIn(page, user);
  await open(page, "/dashboard/account-setting");
  const language = page.getByRole("combobox", { name: "Language" });
  await expect(language).toHaveValue("");
  await language.selectOption("French");
  await page.getByRole("button", { name: "Use this language" }).click();
  await expect(page.getByText("Preferences saved")).toBeVisible();

  await open(page, "/dashboard/account-setting");
  await expect(page.getByRole("combobox", { name: "Language" })).toHaveValue("French");
  const profile = await request.get("/api/v1/auth/profile", {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect((await profile.json()).data.language).toBe("French");
});
