// A chat whose character its creator deleted, with JavaScript on and off: the member's chat stays,
// read-only. The history shows, a "no longer available" note takes the composer's place, nothing
// offers to send, regenerate or start a new chat, the Chats list marks it, and its Memory page
// still opens (to read and delete, not to add).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { createUser, open, signIn, subscribe, type ApiUser } from "./support/chat-users";
import { openMenuItem } from "./support/conversations";

const API = "/api/v1";
const NAME = "Keeper Kit";
const bearer = (user: ApiUser) => ({ Authorization: `Bearer ${user.token}` });

async function apiOk(res: Awaited<ReturnType<APIRequestContext["post"]>>) {
  expect(res.ok(), `${res.url()} → ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: any }).data;
}

test("a chat with a character its creator deleted stays readable, with nothing to send", async ({
  page,
  request,
}) => {
  const owner = await createUser(request, "Olivia");
  const member = await createUser(request, "Mo");
  await subscribe(request, member, "month");
  const character = await apiOk(
    await request.post(`${API}/characters`, {
      headers: bearer(owner),
      data: {
        name: NAME,
        tagline: "Keeps the lighthouse",
        first_mes: "Hello {{user}}, mind the stairs.",
        category: "Friendship",
        visibility: "unlisted",
      },
    }),
  );
  await apiOk(
    await request.post(`${API}/bots/chatting/send`, {
      headers: bearer(member),
      data: { bot_id: character.id, message: "I brought oil for the lamp." },
    }),
  );
  await apiOk(
    await request.post(`${API}/bots/${character.id}/memories`, {
      headers: bearer(member),
      data: { text: "brings lamp oil" },
    }),
  );
  await apiOk(await request.delete(`${API}/characters/${character.id}`, { headers: bearer(owner) }));

  await signIn(page, member);
  await open(page, `/dashboard/chat?bot=${character.id}`);
  await expect(page.getByTestId("chat-bot-name")).toHaveText(NAME);
  await expect(page.getByTestId("user-message")).toHaveText("I brought oil for the lamp.");
  await expect(page.getByTestId("bot-message").last()).not.toBeEmpty();

  const note = page.getByTestId("chat-archived");
  await expect(note).toContainText(`${NAME} is no longer available`);
  await expect(note).toContainText("Your chats with it stay here to read");
  await expect(page.getByRole("textbox", { name: `Message ${NAME}` })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Regenerate" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /New chat/ })).toHaveCount(0);
  await expect(page.getByTestId("reply-controls")).toHaveCount(0);

  const listed = page.getByTestId("chat-list-item").filter({ hasText: NAME });
  await expect(listed.getByTestId("chat-list-archived")).toHaveText(/No longer available/);

  await openMenuItem(page, "Memory");
  await expect(page).toHaveURL(/\/dashboard\/chat\/memory\?bot=\d+/);
  await expect(page.getByTestId("memory-archived")).toContainText(`${NAME} is no longer available`);
  await expect(page.getByTestId("memory-list")).toContainText("brings lamp oil");
  await expect(page.getByRole("button", { name: "Add memory" })).toHaveCount(0);
});
