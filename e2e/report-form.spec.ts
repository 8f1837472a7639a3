// The report form's errors (the form on Conform): a description of only spaces is refused
// beside its field, by Conform in the browser with JavaScript and by the server without, and what
// was chosen stays chosen.
import { expect, test } from "@playwright/test";
import { createUser, open, signIn, subscribe } from "./support/chat-users";
import { openMenuItem } from "./support/conversations";

test("a blank description is refused beside its field and the choices are kept", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);
  await open(page, "/dashboard/chat?bot=1");
  await openMenuItem(page, "Report Bot");
  const scope = javaScriptEnabled
    ? page.getByRole("dialog", { name: "Report Luna Harper" })
    : page.locator("main");

  await scope.getByLabel("Category").selectOption({ label: "Technical Issues" });
  await scope.getByLabel("Severity").selectOption({ label: "Low - Minor issue" });
  const description = scope.getByLabel("Description");
  await description.fill("   ");
  if (javaScriptEnabled) {
    await description.blur();
    await expect(scope.getByRole("button", { name: "Submit Report" })).toBeDisabled();
  } else {
    await page.locator("summary", { hasText: "Submit Report" }).click();
    await page.getByRole("button", { name: "Yes, report" }).click();
  }

  await expect(description).toHaveAttribute("aria-invalid", "true");
  await expect(description).toHaveAccessibleDescription("Describe the problem.");
  await expect(scope.getByLabel("Category")).toHaveValue("technical");
  await expect(scope.getByLabel("Severity")).toHaveValue("low");
});
