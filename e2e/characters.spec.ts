// Characters, with JavaScript on and off: create one (avatar, greetings with a live
// preview, a refused field kept as typed) and chat with it, picking an alternate greeting for a new
// chat; import a PNG card (what was read is shown first), export it as a V2 JSON card and as a PNG
// card, delete it; another account cannot open a private character. Controls are used from the keyboard.
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { cardOfPng, cardPngFile } from "./support/card-png";
import { createUser, hydrated, open, signIn, subscribe, type ApiUser } from "./support/chat-users";
import { press, send } from "./support/conversations";
import { pngFile } from "./support/png";

const NAME = "Nova <b>Prime</b>";

async function subscribedUser(page: Page, request: Parameters<typeof createUser>[0]): Promise<ApiUser> {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);
  return user;
}

const item = (page: Page, name: string) => page.getByTestId("character-item").filter({ hasText: name });

test("a character is created from the form and chatted with, opening a new chat with an alternate greeting", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await subscribedUser(page, request);
  await open(page, "/dashboard/characters");
  await expect(page.getByText("No characters yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Import a card" })).toBeVisible();
  await press(page.getByRole("link", { name: "Create a character" }));
  await expect(page).toHaveURL(/\/dashboard\/characters\/new$/);
  await hydrated(page);

  await page.getByLabel("Tagline").fill("Starship captain with a soft spot for strays");
  await page.getByLabel("Category").selectOption("Sci-Fi");
  await page.getByLabel("Tags").fill("space, captain");
  await page.getByLabel("Greeting", { exact: true }).fill("Hello {{user}}, I am {{char}}.");
  await expect(page.getByLabel("Avatar")).toHaveAttribute("accept", "image/png,image/jpeg,image/webp");
  await expect(page.getByText("PNG, JPEG or WebP, up to 5 MB.")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Private/ })).toBeChecked();

  // An alternate greeting: added by Conform's list button (a server round trip without JavaScript).
  await press(page.getByRole("button", { name: "+ Add an alternate greeting" }));
  await page.getByLabel("Alternate greeting 1").fill("Back again, {{user}}?");

  // No name: refused next to the field, everything typed is kept.
  await press(page.getByRole("button", { name: "Create character" }));
  await expect(page.getByText("Give your character a name.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Tagline")).toHaveValue("Starship captain with a soft spot for strays");
  await expect(page.getByLabel("Alternate greeting 1")).toHaveValue("Back again, {{user}}?");
  await expect(page.getByLabel("Greeting", { exact: true })).toHaveValue("Hello {{user}}, I am {{char}}.");

  await page.getByLabel("Name").fill(NAME);
  if (javaScriptEnabled) {
    // The live preview: the macros filled in, markup shown as text.
    await expect(page.getByTestId("greeting-preview")).toHaveText(`Hello Ada, I am ${NAME}.`);
  } else {
    await expect(page.getByTestId("greeting-preview")).toHaveCount(0);
  }
  await page.getByLabel("Avatar").setInputFiles(pngFile());
  await press(page.getByRole("button", { name: "Create character" }));

  await expect(page).toHaveURL(/\/dashboard\/characters$/);
  await expect(page.getByTestId("toast")).toContainText("Character created.");
  const mine = item(page, NAME);
  await expect(mine.getByTestId("character-name")).toHaveText(NAME);
  await expect(mine.getByTestId("character-status")).toContainText("Private");
  await expect(mine.getByRole("img", { name: NAME })).toHaveAttribute("src", /.+/);

  await hydrated(page);
  await press(mine.getByRole("link", { name: `Chat with ${NAME}` }));
  await expect(page).toHaveURL(/\/dashboard\/chat\?bot=\d+/);
  await hydrated(page);
  await expect(page.getByTestId("chat-bot-name")).toHaveText(NAME);
  await expect(page.getByTestId("bot-message").first()).toContainText(`Hello Ada, I am ${NAME}.`);
  await send(page, NAME, "Where are we headed, captain?");

  // New chat: pick the alternate greeting.
  const chooser = page.getByTestId("greeting-choice").filter({ visible: true });
  await press(chooser.locator("summary"));
  await press(chooser.getByRole("radio", { name: /Alternate greeting 1/ }), "Space");
  await expect(chooser.getByRole("radio", { name: /Alternate greeting 1/ })).toBeChecked();
  await press(chooser.getByRole("button", { name: "Start new chat" }));
  await expect(page).toHaveURL(/\/dashboard\/chat\?bot=\d+&chat=\d+$/);
  await expect(page.getByTestId("user-message")).toHaveCount(0);
  await expect(page.getByTestId("bot-message").first()).toContainText("Back again, Ada?");

  // Edit: the form is filled with the card (raw macros); a change is saved.
  await open(page, "/dashboard/characters");
  await press(item(page, NAME).getByRole("link", { name: `Edit ${NAME}` }));
  await hydrated(page);
  await expect(page.getByLabel("Name")).toHaveValue(NAME);
  await expect(page.getByLabel("Greeting", { exact: true })).toHaveValue("Hello {{user}}, I am {{char}}.");
  await expect(page.getByLabel("Alternate greeting 1")).toHaveValue("Back again, {{user}}?");
  await expect(page.getByLabel("Tags")).toHaveValue("space, captain");
  await page.getByLabel("Tagline").fill("Retired, mostly");
  // The voice Listen reads replies with: under Advanced.
  await press(page.locator("summary", { hasText: "Advanced" }));
  await page.getByLabel("Pitch").fill("1.4");
  await page.getByLabel("Preferred voice").fill("Samantha");
  await press(page.getByRole("button", { name: "Save changes" }));
  await expect(page).toHaveURL(/\/dashboard\/characters$/);
  await expect(page.getByTestId("toast")).toContainText("Character saved.");
  await expect(item(page, NAME)).toContainText("Retired, mostly");
  await press(item(page, NAME).getByRole("link", { name: `Edit ${NAME}` }));
  await expect(page.getByLabel("Pitch")).toHaveValue("1.4");
  await expect(page.getByLabel("Preferred voice")).toHaveValue("Samantha");
});

const CARD = {
  spec: "chara_card_v2",
  spec_version: "2.0",
  data: {
    name: "Elowen",
    description: "An elven archivist of {{user}}'s favourite library.",
    personality: "curious",
    scenario: "",
    first_mes: "Welcome to the stacks, {{user}}.",
    mes_example: "",
    creator_notes: "Made for the import test.",
    system_prompt: "",
    post_history_instructions: "",
    alternate_greetings: ["Shh, {{user}}.", "Oh! A visitor."],
    tags: ["elf", "fantasy"],
    creator: "e2e",
    character_version: "1.2",
    character_book: {
      entries: [
        { keys: ["library"], content: "The library has seven floors.", enabled: true, insertion_order: 0 },
      ],
    },
    extensions: { e2e: { keep: true } },
  },
};

test("a PNG card is imported after a preview, exported as V2 JSON and PNG, then deleted", async ({
  page,
  request,
}) => {
  await subscribedUser(page, request);
  await open(page, "/dashboard/characters");
  await press(page.getByRole("link", { name: "Import a card" }));
  await expect(page).toHaveURL(/\/dashboard\/characters\/import$/);
  await hydrated(page);

  // A PNG without a card is refused with the reason.
  await page.getByLabel("Character card file").setInputFiles(pngFile());
  await press(page.getByRole("button", { name: "Read the card" }));
  await expect(page.getByTestId("import-error")).toHaveText(
    "This PNG image does not carry a character card.",
  );

  await page.getByLabel("Character card file").setInputFiles(cardPngFile(CARD, "elowen"));
  await press(page.getByRole("button", { name: "Read the card" }));
  const preview = page.getByTestId("import-preview");
  await expect(preview.getByTestId("import-name")).toHaveText("Elowen");
  await expect(preview).toContainText("2 alternate greetings · 1 lorebook entry");
  await expect(preview).toContainText("Welcome to the stacks, Ada.");
  await expect(preview).toContainText("elf, fantasy");
  await expect(preview.getByRole("img", { name: "Elowen" })).toHaveAttribute(
    "src",
    /^data:image\/png;base64,/,
  );
  await expect(page.getByLabel("Category")).toHaveValue("Fantasy");
  await press(page.getByRole("radio", { name: /^Unlisted/ }), "Space");
  await press(page.getByRole("button", { name: "Save character" }));

  await expect(page).toHaveURL(/\/dashboard\/characters$/);
  await expect(page.getByTestId("toast")).toContainText("Character imported.");
  const elowen = item(page, "Elowen");
  await expect(elowen.getByTestId("character-status")).toContainText("Unlisted");
  await hydrated(page);

  const downloadOf = async (name: string) => {
    const downloaded = page.waitForEvent("download");
    await press(elowen.getByRole("link", { name }));
    const download = await downloaded;
    return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
  };
  const json = await downloadOf("Export JSON of Elowen");
  expect(json.name).toMatch(/\.json$/);
  const exported = JSON.parse(json.bytes.toString("utf8"));
  expect(exported.spec).toBe("chara_card_v2");
  expect(exported.data.name).toBe("Elowen");
  expect(exported.data.first_mes).toBe("Welcome to the stacks, {{user}}.");
  expect(exported.data.alternate_greetings).toEqual(CARD.data.alternate_greetings);
  expect(exported.data.character_book.entries).toHaveLength(1);
  expect(exported.data.extensions.e2e).toEqual({ keep: true });

  const png = await downloadOf("Export PNG of Elowen");
  expect(png.name).toMatch(/\.png$/);
  const card = cardOfPng(png.bytes) as typeof CARD;
  expect(card.spec).toBe("chara_card_v2");
  expect(card.data.name).toBe("Elowen");
  expect(card.data.creator_notes).toBe("Made for the import test.");

  // Delete asks first: a dialog with JavaScript, the page's own step without.
  await press(elowen.getByRole("link", { name: "Delete Elowen" }));
  const scope = page.getByRole("alertdialog", { name: "Delete Elowen?" });
  await expect(scope).toBeVisible();
  await press(scope.getByRole("button", { name: "Yes, delete it" }));
  await expect(page.getByTestId("toast")).toContainText("Character deleted.");
  await expect(page.getByText("No characters yet")).toBeVisible();
});

test("another account cannot open a private character; an unlisted one opens by its link", async ({
  page,
  request,
}) => {
  const owner = await createUser(request, "Owner");
  const headers = { Authorization: `Bearer ${owner.token}` };
  const make = async (name: string, visibility: string) => {
    const res = await request.post("/api/v1/characters", {
      headers,
      data: { name, category: "Mystery", first_mes: "Hello, {{user}}.", visibility },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { id: number } }).data.id;
  };
  const secret = await make("Secret Sam", "private");
  const shared = await make("Shared Sue", "unlisted");

  await subscribedUser(page, request);
  await open(page, `/dashboard/chat?bot=${secret}`);
  await expect(page.getByRole("heading", { name: "Chat not found" })).toBeVisible();
  await expect(page.getByText("Secret Sam")).toHaveCount(0);
  await open(page, `/dashboard/characters/${secret}/edit`);
  await expect(page.getByRole("heading", { name: "Character not found" })).toBeVisible();
  const exported = await page.request.get(`/dashboard/characters/${secret}/export?format=json`);
  expect(exported.status()).toBe(404);
  expect(await exported.text()).not.toContain("Secret Sam");

  await open(page, `/dashboard/chat?bot=${shared}`);
  await expect(page.getByTestId("chat-bot-name")).toHaveText("Shared Sue");
  // Not mine: it is not on my list.
  await open(page, "/dashboard/characters");
  await expect(page.getByText("No characters yet")).toBeVisible();
});

test("the character pages have no axe violations, with errors and the import preview showing", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "axe runs as a script in the page");
  const user = await subscribedUser(page, request);
  const res = await request.post("/api/v1/characters", {
    headers: { Authorization: `Bearer ${user.token}` },
    data: {
      name: "Axel",
      category: "Comedy",
      first_mes: "Hi",
      visibility: "unlisted",
      alternate_greetings: ["Yo"],
    },
  });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  const axe = async () => {
    await page.waitForLoadState("networkidle");
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
      [],
    );
  };

  await open(page, "/dashboard/characters");
  await axe();
  await open(page, "/dashboard/characters/new");
  await page.getByRole("button", { name: "Create character" }).click();
  await expect(page.getByText("Give your character a name.")).toBeVisible();
  await axe();
  await open(page, `/dashboard/characters/${id}/edit`);
  await axe();
  await open(page, "/dashboard/characters/import");
  await page.getByLabel("Character card file").setInputFiles(cardPngFile(CARD, "axe"));
  await page.getByRole("button", { name: "Read the card" }).click();
  await expect(page.getByTestId("import-preview")).toBeVisible();
  await axe();
  await open(page, `/dashboard/chat?bot=${id}`);
  await page.getByTestId("greeting-choice").filter({ visible: true }).locator("summary").click();
  await axe();
});
