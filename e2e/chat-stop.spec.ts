// Stop ends a reply where it is: the browser lets go of the stream and tells the server, which ends
// the reply on whichever instance writes it and keeps what was written. Runs against the second e2e
// server (scripts/e2e-server.js openai), whose model server (started here) holds the reply after two
// pieces, so Stop always comes mid-reply.
import { expect, test } from "@playwright/test";
import { useFakeModel } from "./support/fake-model";
import { createUser, hydrated, open, signIn, subscribe } from "./support/chat-users";

const fake = useFakeModel();

test("Stop ends the reply where it is and the stored reply is what was shown", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Stop exists only while a reply streams (JavaScript)");
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);
  await open(page, "/dashboard/chat?bot=1");

  fake.next({ kind: "stream", chunks: ["Once upon", " a time", " never told."], holdAfter: 2 });
  await page.getByRole("textbox", { name: "Message Luna Harper" }).fill("Tell me a story");
  await page.getByRole("button", { name: "Send" }).click();
  const reply = page.getByTestId("exchange").last().getByTestId("bot-message");
  // Two pieces shown (the typing indicator beside them): the model holds the rest.
  await expect(reply).toContainText("Once upon a time");

  const stopped = page.waitForRequest(
    (r) =>
      r.method() === "POST" &&
      r.url().endsWith("/dashboard/chat/stream") &&
      /\bstop\b/.test(r.postData() ?? ""),
  );
  await page.getByRole("button", { name: "Stop" }).click();
  await stopped;
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
  // The server kept the reply as far as it got; the page shows the stored one, also after a reload.
  await expect(page.getByText("Stopped. The reply is still being saved.")).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(reply).toHaveText("Once upon a time");
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("exchange").last().getByTestId("bot-message")).toHaveText("Once upon a time");
  await expect(page.getByTestId("exchange").last().getByRole("alert")).toHaveCount(0);
  fake.release();
});
