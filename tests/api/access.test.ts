// Who may chat with which bot (docs/requirements/dashboard.md#bot-chat-access): assertChatAccess,
// the server-side check the chat endpoints use, against real subscriptions bought through the API,
// and what GET /subscription/status says.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../api/db/schema";
import { assertChatAccess } from "../../api/domain/access";
import { ApiError } from "../../api/http/envelope";
import { COPY } from "../../contract/messages";
import { settleReplies } from "../../api/domain/reply-generation";
import { createTestApi, type TestApi } from "../support/api";
import { send } from "../support/chat";
import { botIds, type BotIds, buy, planOf, status } from "../support/subscriptions";
import { createUser, type TestUser } from "../support/users";

const DAY = 86_400_000;
let t: TestApi;
let bots: BotIds;
beforeAll(async () => {
  t = await createTestApi();
  bots = await botIds(t);
});
afterAll(() => t.close());

const access = (user: TestUser, botId: number) =>
  assertChatAccess(t.services.db, user.id, botId, t.services.now());

async function refusal(user: TestUser, botId: number) {
  const err = await access(user, botId).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return { status: (err as ApiError).status, message: (err as ApiError).message };
}

it("no subscription: 403 for every bot", async () => {
  const user = await createUser(t);
  for (const bot of bots) {
    expect(await refusal(user, bot)).toEqual({
      status: 403,
      message: "You need an active subscription to access this bot.",
    });
  }
  expect(COPY.subscriptionRequired).toBe("You need an active subscription to access this bot.");
});

it("a normal plan opens every bot", async () => {
  const user = await createUser(t);
  await buy(t, user, "month");
  for (const bot of bots) await expect(access(user, bot)).resolves.toBeTruthy();
  expect((await status(t, user)).subscription!.bot_id).toBeNull();
});

it("a single-pass opens its bot only", async () => {
  const user = await createUser(t);
  await buy(t, user, "week", bots[1]);
  await expect(access(user, bots[1])).resolves.toBeTruthy();
  for (const other of [bots[0], bots[2]]) {
    expect(await refusal(user, other)).toEqual({
      status: 403,
      message: "Your single-pass subscription allows access to only one bot.",
    });
  }
});

describe("a single-pass without a bot yet", () => {
  async function unboundPass(user: TestUser) {
    const day = await planOf(t, "day");
    await t.services.db.insert(subscriptions).values({
      userId: user.id,
      planId: day.id,
      botId: null,
      status: "active",
      currentPeriodEnd: new Date(t.services.now().getTime() + DAY),
      provider: "local",
    });
  }

  it("binds the first bot chatted with, then refuses the others", async () => {
    const user = await createUser(t);
    await unboundPass(user);
    expect((await status(t, user)).subscription!.bot_id).toBeNull();
    await expect(access(user, bots[2])).resolves.toBeTruthy();
    expect((await status(t, user)).subscription).toMatchObject({
      bot_id: bots[2],
      bot_name: expect.any(String),
    });
    expect((await refusal(user, bots[0])).status).toBe(403);
    await expect(access(user, bots[2])).resolves.toBeTruthy();
  });

  it("binds exactly one bot when two first chats race", async () => {
    const user = await createUser(t);
    await unboundPass(user);
    const results = await Promise.allSettled([access(user, bots[0]), access(user, bots[1])]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const bound = (await status(t, user)).subscription!.bot_id;
    expect([bots[0], bots[1]]).toContain(bound);
  });
});

describe("sending (the subscription is read with the token, api/domain/tokens.ts)", () => {
  it("a single-pass lets a send to its bot through and refuses the others", async () => {
    const user = await createUser(t);
    await buy(t, user, "week", bots[2]);
    expect((await send(t, user, { bot_id: bots[2], message: "hi" })).status).toBe(200);
    const other = await send(t, user, { bot_id: bots[0], message: "hi" });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(COPY.singlePassOnly);
  });
});

// Last: moves the shared clock forward.
it("an ended single-pass counts as no subscription, for a send to its chat too", async () => {
  const user = await createUser(t);
  await buy(t, user, "day", bots[0]);
  await expect(access(user, bots[0])).resolves.toBeTruthy();
  const first = await send(t, user, { bot_id: bots[0], message: "hello" });
  expect(first.status).toBe(200);
  await settleReplies(t.services);
  const chats = await t.call("GET", `/chats?bot_id=${bots[0]}`, { token: user.token });
  const chatId = chats.body.data[0].id as number;
  t.advance(DAY + 1000);
  expect(await refusal(user, bots[0])).toEqual({ status: 403, message: COPY.subscriptionRequired });
  expect((await status(t, user)).is_subscribed).toBe(false);
  for (const target of [{ bot_id: bots[0] }, { chat_id: chatId }]) {
    const refused = await send(t, user, { ...target, message: "still here?" });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(COPY.subscriptionRequired);
  }
});
