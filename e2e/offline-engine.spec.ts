// The built-in engine as a newcomer meets it in the browser, JavaScript on and off (issue: "the
// offline engine holds a conversation"): a sum with a unit answered exactly, a lost member told
// where the story is set, a scene continued with the names the member gave.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { createUser, open, signIn, subscribe } from "./support/chat-users";
import { send } from "./support/conversations";

async function botId(request: APIRequestContext, name: string): Promise<number> {
  const res = await request.get("/api/v1/bots?per_page=100");
  const bots = (await res.json()).data.data as { id: number; name: string }[];
  return bots.find((b) => b.name === name)!.id;
}

test("the built-in engine answers a sum, where am I and a scene", async ({ page, request }) => {
  const user = await createUser(request, "Tamsin");
  await subscribe(request, user, "month");
  await signIn(page, user);

  await open(page, `/dashboard/chat?bot=${await botId(request, "Luna Harper")}`);
  const sum = await send(page, "Luna Harper", "What's 15% of 42 pounds?");
  await expect(sum.getByTestId("bot-message")).toContainText("6.30 pounds");

  await open(page, `/dashboard/chat?bot=${await botId(request, "Elara Moonwhisper")}`);
  const lost = await send(page, "Elara Moonwhisper", "hi. um. where am i? my phone has no signal");
  await expect(lost.getByTestId("bot-message")).toContainText("Silverwood");

  await open(page, `/dashboard/chat?bot=${await botId(request, "Hollis Crane")}`);
  await send(page, "Hollis Crane", "My sister Clara has gone missing.");
  const scene = await send(page, "Hollis Crane", "I show the bartender Clara's photo");
  await expect(scene.getByTestId("bot-message")).toContainText("Clara's photo");
  await expect(scene.getByTestId("bot-message")).not.toContainText("demo mode");
});
