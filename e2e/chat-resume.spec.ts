// A reply stream that drops (a cut connection, an instance gone) is picked up again from its last
// event: the browser asks /dashboard/chat/stream?message_id=N with Last-Event-ID and shows the rest,
// never "cut off". Without JavaScript there is no stream: the page's own refresh shows the stored
// reply (e2e/chat.spec.ts).
import { expect, test, type Page } from "@playwright/test";
import { createUser, signIn, subscribe, hydrated, open } from "./support/chat-users";

const CUT_OFF = "The reply was cut off. Please try again.";

async function subscribedUser(page: Page, request: Parameters<typeof createUser>[0]) {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);
}

const isStreamPost = (url: URL) => url.pathname === "/dashboard/chat/stream" && !url.search;

test("a dropped reply stream is resumed from its last event, not shown as cut off", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Replies stream only with JavaScript");
  await subscribedUser(page, request);
  // The send's stream breaks off after its `message` event and two tokens (events 0, 1 and 2).
  await page.route(isStreamPost, async (route) => {
    const response = await route.fetch();
    const events = (await response.text()).split("\n\n").filter((block) => block.includes("event:"));
    await route.fulfill({ response, body: `${events.slice(0, 3).join("\n\n")}\n\n` });
  });
  const resume = page.waitForRequest((r) => r.url().includes("/dashboard/chat/stream?message_id="));
  const resumed = page.waitForResponse((r) => r.url().includes("/dashboard/chat/stream?message_id="));

  await open(page, "/dashboard/chat?bot=1");
  await page.getByRole("textbox", { name: "Message Luna Harper" }).fill("Tell me about your café.");
  await page.getByRole("button", { name: "Send" }).click();

  expect((await resume).headers()["last-event-id"]).toBe("2");
  const rest = await (await resumed).text();
  // The resumed stream starts right after the last event read: nothing lost, nothing twice.
  expect(rest.match(/^id: (\d+)$/m)?.[1]).toBe("3");
  expect(rest).toContain("event: done");

  await expect(page.getByTestId("typing-indicator")).toHaveCount(0);
  const reply = page.getByTestId("exchange").last().getByTestId("bot-message");
  await expect(reply).not.toBeEmpty();
  await expect(page.getByText(CUT_OFF)).toHaveCount(0);
  const text = (await reply.textContent())!.trim();
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("exchange").last().getByTestId("bot-message")).toHaveText(text);
});
