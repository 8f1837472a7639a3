// A chat longer than one page: the page opens with the newest 50 exchanges only; "Load
// older messages" on top is a link to the page before them without JavaScript (with a way back to
// the newest), and with JavaScript loads them into the list when scrolled to, keeping the view.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createUser, open, signIn, subscribe, type ApiUser } from "./support/chat-users";
import { send } from "./support/conversations";

const BOT = "Luna Harper";
const BOT_ID = 1;
/** One page and ten more: the greeting and messages 1–10 are older than the first page. */
const SENT = 60;

/**
 * A chat of SENT exchanges made through the send endpoint: each send is read up to its first event
 * (the message is stored then, in order), the replies finish on their own, and the chat is read
 * until none is still being written.
 */
async function longChat(request: APIRequestContext, baseURL: string, user: ApiUser): Promise<number> {
  const headers = { Authorization: `Bearer ${user.token}` };
  const created = await request.post("/api/v1/chats", { headers, data: { bot_id: BOT_ID } });
  expect(created.status()).toBe(201);
  const chatId = ((await created.json()) as { data: { id: number } }).data.id;
  for (let k = 1; k <= SENT; k++) {
    const res = await fetch(`${baseURL}/api/v1/bots/chatting/send`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify({ chat_id: chatId, message: `Message ${k}` }),
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
  }
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/chats/${chatId}`, { headers });
        const { data } = (await res.json()) as { data: { messages: { status: string }[] } };
        return data.messages.filter((m) => m.status === "complete").length;
      },
      { timeout: 30_000 },
    )
    .toBe(SENT + 1);
  return chatId;
}

const userMessages = (page: Page) => page.getByTestId("user-message");
const olderLink = (page: Page) => page.getByRole("link", { name: "Load older messages" });
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, k) => `Message ${from + k}`);

test("a long chat opens with its newest 50 exchanges and loads older ones on demand", async ({
  page,
  request,
  baseURL,
  javaScriptEnabled,
}) => {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  const chatId = await longChat(request, baseURL!, user);
  await signIn(page, user);
  const address = `/dashboard/chat?bot=${BOT_ID}&chat=${chatId}`;
  await open(page, address);

  // First paint: the newest page only, newest at the bottom; the greeting is not on it.
  await expect(userMessages(page)).toHaveText(range(SENT - 49, SENT));
  await expect(page.getByTestId("exchange")).toHaveCount(50);
  await expect(userMessages(page).last()).toBeInViewport();
  await expect(olderLink(page)).toHaveAttribute("href", new RegExp(`chat=${chatId}&before=\\d+$`));

  if (javaScriptEnabled) {
    // Scrolled to the top, the older exchanges come into the same list; the view stays where it was.
    const oldestShown = userMessages(page).getByText(`Message ${SENT - 49}`, { exact: true });
    await page.getByTestId("message-scroller").evaluate((scroller) => {
      scroller.scrollTop = -scroller.scrollHeight;
    });
    await expect(userMessages(page)).toHaveText(range(1, SENT));
    await expect(page).toHaveURL(new RegExp(`chat=${chatId}$`));
    await expect(page.getByTestId("exchange")).toHaveCount(SENT + 1);
    await expect(page.getByTestId("exchange").first().getByTestId("user-message")).toHaveCount(0);
    await expect(olderLink(page)).toHaveCount(0);
    await expect(oldestShown).toBeInViewport();

    // Sending still streams, and the older exchanges stay in the list.
    await send(page, BOT, "One more after the long talk");
    await expect(userMessages(page)).toHaveText([...range(1, SENT), "One more after the long talk"]);
    return;
  }

  // Without JavaScript the link is the page before: the greeting and the first messages.
  await olderLink(page).click();
  await expect(page).toHaveURL(new RegExp(`chat=${chatId}&before=\\d+$`));
  await expect(userMessages(page)).toHaveText(range(1, SENT - 50));
  await expect(page.getByTestId("exchange").first().getByTestId("user-message")).toHaveCount(0);
  await expect(olderLink(page)).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: `Message ${BOT}` })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the newest messages" }).click();
  await expect(page).toHaveURL(new RegExp(`chat=${chatId}$`));
  await expect(userMessages(page)).toHaveText(range(SENT - 49, SENT));
  await expect(page.getByRole("textbox", { name: `Message ${BOT}` })).toBeVisible();
});
