// The cards people share, from the web import page, with JavaScript on and off: a CharX file
// (RisuAI's V3 zip) is taken by the file input and previewed, then saved; a card without a greeting
// opens a chat with no greeting, where the member writes first.
import { expect, test, type Page } from "@playwright/test";
import { cardFixtureBytes, charxFixture } from "../tests/support/charx";
import { createUser, hydrated, open, signIn, subscribe } from "./support/chat-users";
import { press, send } from "./support/conversations";

async function importCard(page: Page, file: { name: string; buffer: Buffer }, name: string) {
  await open(page, "/dashboard/characters/import");
  await hydrated(page);
  const input = page.getByLabel("Character card file");
  await expect(input).toHaveAttribute("accept", /(^|,)\.charx(,|$)/);
  await input.setInputFiles({ ...file, mimeType: "application/octet-stream" });
  await press(page.getByRole("button", { name: "Read the card" }));
  await expect(page.getByTestId("import-preview").getByTestId("import-name")).toHaveText(name);
  await press(page.getByRole("button", { name: "Save character" }));
  await expect(page.getByTestId("toast")).toContainText("Character imported.");
}

test("a CharX card and a card without a greeting are imported; that chat starts with the member", async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);

  await importCard(page, { name: "kestrel.charx", buffer: Buffer.from(await charxFixture()) }, "Kestrel");
  const kestrel = page.getByTestId("character-item").filter({ hasText: "Kestrel" });
  // The CharX's main icon is the character's picture.
  await expect(kestrel.getByRole("img", { name: "Kestrel" })).toHaveAttribute("src", /\/avatars\/.+\.webp/);

  const quiet = "Quiet Listener";
  await importCard(
    page,
    { name: "quiet.json", buffer: Buffer.from(cardFixtureBytes("empty-greeting.json")) },
    quiet,
  );
  await hydrated(page);
  await press(
    page
      .getByTestId("character-item")
      .filter({ hasText: quiet })
      .getByRole("link", { name: `Chat with ${quiet}` }),
  );
  await expect(page.getByTestId("chat-bot-name")).toHaveText(quiet);
  await expect(page.getByTestId("bot-message")).toHaveCount(0);
  await hydrated(page);
  await send(page, quiet, "Hello, are you there?");
  await expect(page.getByTestId("exchange")).toHaveCount(1);
  await expect(page.getByTestId("user-message").first()).toHaveText("Hello, are you there?");
});
