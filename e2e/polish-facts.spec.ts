// What members and operators see of facts, JavaScript on and off: Admin → Users counts each
// account's own reports; a job and a city written in About you are what the bot answers when asked;
// a fact edited out of a message is forgotten (the Memory page no longer lists it).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { createUser, hydrated, open, signIn, subscribe } from "./support/chat-users";
import { control, press, send, settled } from "./support/conversations";

const BOT = "Luna Harper";
// A 1×1 PNG: the API checks screenshots by their bytes.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function report(request: APIRequestContext, token: string, botId: number) {
  const res = await request.post("/api/v1/issues", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      bot_id: String(botId),
      category: "offensive",
      severity: "low",
      description: "Rude",
      screenshot: { name: "shot.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("Admin → Users shows how many reports each account made", async ({ page, request }) => {
  const reporter = await createUser(request, "Reporter");
  const quiet = await createUser(request, "Quiet");
  await report(request, reporter.token, 1);
  await report(request, reporter.token, 2);

  await signInAsAdmin(page);
  for (const [user, counted] of [
    [reporter, "2 reports made"],
    [quiet, "0 reports made"],
  ] as const) {
    await open(page, `/admin/users?search=${encodeURIComponent(user.email)}`);
    const row = page.getByTestId("user");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(counted);
  }
});

test("the bot answers my job and my city from About you", async ({ page, request, javaScriptEnabled }) => {
  const user = await createUser(request, "Priya");
  await subscribe(request, user, "month");
  await signIn(page, user);
  await open(page, "/dashboard/account-setting?tab=personal");
  await page.getByRole("textbox", { name: "About you (for your bots)" }).fill("I'm a nurse in Leeds.");
  await page.getByRole("button", { name: "Update About you" }).click();
  await expect(page.getByRole("textbox", { name: "About you (for your bots)" })).toHaveValue(
    "I'm a nurse in Leeds.",
  );
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Update About you" })).toBeEnabled();

  await open(page, "/dashboard/chat?bot=1");
  await expect((await send(page, BOT, "What's my job?")).getByTestId("bot-message")).toContainText("nurse");
  await expect((await send(page, BOT, "Where do I live?")).getByTestId("bot-message")).toContainText("Leeds");
});

test("a fact edited out of my message is forgotten", async ({ page, request, javaScriptEnabled }) => {
  const user = await createUser(request, "Priya");
  await subscribe(request, user, "month");
  await signIn(page, user);
  await open(page, "/dashboard/chat?bot=1");
  await send(page, BOT, "My sister is called Clara");
  await send(page, BOT, "I have a dog named Pip");
  const memories = async () => {
    const res = await request.get("/api/v1/bots/1/memories", {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    return ((await res.json()).data as { text: string }[]).map((m) => m.text).sort();
  };
  await expect.poll(memories).toEqual(["dog: Pip", "sister: Clara"]);

  const first = page.getByTestId("exchange").nth(1);
  await press(control(first, "Edit your message"));
  await page.getByRole("textbox", { name: "Edit your message" }).fill("What a day it has been");
  if (javaScriptEnabled) {
    await press(page.getByRole("button", { name: "Save and resend" }));
    await press(
      page
        .getByRole("alertdialog", { name: "Save your edit?" })
        .getByRole("button", { name: "Yes, save and resend" }),
    );
  } else {
    await press(page.locator("summary", { hasText: "Save and resend" }));
    await press(page.getByRole("button", { name: "Yes, save and resend" }));
  }
  await settled(page);
  await expect(page.getByTestId("user-message")).toHaveText(["What a day it has been"]);

  // The Memory page lists neither fact: both came only from messages the edit removed.
  await open(page, "/dashboard/chat/memory?bot=1");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: `What ${BOT} remembers` })).toBeVisible();
  await expect(page.getByTestId("memory-item").filter({ hasText: "Clara" })).toHaveCount(0);
  await expect(page.getByTestId("memory-item").filter({ hasText: "Pip" })).toHaveCount(0);
  expect(await memories()).toEqual([]);
});
