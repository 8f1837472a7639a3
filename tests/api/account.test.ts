// The account as a whole: GET /auth/account/export, DELETE /auth/account, POST /auth/logout-all.
// Two users with the same kinds of data, so every check also proves the other one is untouched.
import { readdirSync } from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiTokens,
  botReports,
  bots,
  checkoutSessions,
  conversations,
  favourites,
  messages,
  notifications,
  otpCodes,
  subscriptions,
  users,
} from "../../api/db/schema";
import { settleReplies } from "../../api/domain/reply-generation";
import { hashPassword } from "../../api/domain/passwords";
import { ACCOUNT_COPY } from "../../contract/account";
import { createTestApi, type TestApi } from "../support/api";
import { PASSWORD } from "../support/accounts";
import { as, firstBotId, send } from "../support/chat";
import { startStripeServer, WEBHOOK_SECRET } from "../support/stripe-server";
import { planOf, startCheckout } from "../support/subscriptions";
import { createUser, grantSubscription, type TestUser } from "../support/users";

// A real 1×1 PNG (uploads are judged, and may be re-encoded, by their content).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

let t: TestApi;
let stripe: Awaited<ReturnType<typeof startStripeServer>>;
let botId: number;
beforeAll(async () => {
  stripe = await startStripeServer();
  t = await createTestApi({
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    STRIPE_SECRET_KEY: "sk_test_loopback",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    PUBLIC_URL: "https://infinite.example",
  });
  botId = await firstBotId(t);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** Every file under the uploads folder, as "folder/name". */
function uploadedFiles(): Set<string> {
  const root = path.join(t.config.dataDir, "uploads");
  const files = new Set<string>();
  let folders: string[] = [];
  try {
    folders = readdirSync(root);
  } catch {
    return files;
  }
  for (const folder of folders)
    for (const name of readdirSync(path.join(root, folder))) files.add(`${folder}/${name}`);
  return files;
}

/** Runs `upload` and returns the files it added to the uploads folder. */
async function filesAddedBy(upload: () => Promise<{ status: number }>) {
  const before = uploadedFiles();
  const res = await upload();
  expect(res.status).toBeLessThan(300);
  return [...uploadedFiles()].filter((f) => !before.has(f));
}

interface Member extends TestUser {
  files: string[];
  stripeSub: string;
}

/**
 * A user with a password and one of everything: a chat with messages, a favourite, a report with a
 * screenshot, an avatar, a Stripe subscription, a checkout, notifications and a pending code.
 */
async function member(name: string): Promise<Member> {
  const user = await createUser(t, { firstName: name, passwordHash: await hashPassword(PASSWORD) });
  await grantSubscription(t, user.id, "month");
  const stripeSub = `sub_${name.toLowerCase()}_${user.id}`;
  await t.services.db.insert(subscriptions).values({
    userId: user.id,
    planId: (await planOf(t, "year")).id,
    status: "active",
    currentPeriodEnd: new Date(t.services.now().getTime() + 300 * 86_400_000),
    provider: "stripe",
    providerSubscriptionId: stripeSub,
  });
  await startCheckout(t, user, (await planOf(t, "week")).id, botId);
  expect((await send(t, user, { bot_id: botId, message: `${name} secret message` })).status).toBe(200);
  await t.call("POST", "/favorites/toggle", { token: user.token, json: { bot_id: botId } });
  await t.services.db
    .insert(notifications)
    .values({ userId: user.id, title: "Hello", message: `A note for ${name}.` });
  await t.services.db.insert(otpCodes).values({
    email: user.email,
    purpose: "password_reset",
    codeHash: "0".repeat(64),
    expiresAt: new Date(t.services.now().getTime() + 60_000),
  });

  const avatar = new FormData();
  for (const [k, v] of Object.entries({ first_name: name, last_name: "Member", bio: `${name} bio` }))
    avatar.set(k, v);
  avatar.set("avatar", new File([PNG], "me.png", { type: "image/png" }));
  const report = new FormData();
  for (const [k, v] of Object.entries({
    bot_id: String(botId),
    category: "offensive",
    severity: "low",
    description: `${name} reports something rude.`,
  }))
    report.set(k, v);
  report.set("screenshot", new File([PNG], "shot.png", { type: "image/png" }));
  // A character of theirs with an uploaded picture (goes with the account, picture included).
  const character = new FormData();
  for (const [k, v] of Object.entries({
    name: `${name}'s Muse`,
    first_mes: "Hello!",
    category: "Friendship",
    visibility: "private",
  }))
    character.set(k, v);
  character.set("avatar", new File([PNG], "muse.png", { type: "image/png" }));
  const files = [
    ...(await filesAddedBy(() => t.call("POST", "/auth/profile", { token: user.token, form: avatar }))),
    ...(await filesAddedBy(() => t.call("POST", "/issues", { token: user.token, form: report }))),
    ...(await filesAddedBy(() => t.call("POST", "/characters", { token: user.token, form: character }))),
  ];
  expect(files.length).toBeGreaterThanOrEqual(3);
  return { ...user, files, stripeSub };
}

/** How many rows of each table belong to the user. */
async function rowsOf(user: TestUser) {
  const db = t.services.db;
  const chats = await db.select().from(conversations).where(eq(conversations.userId, user.id));
  const chatIds = chats.map((c) => c.id);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    users: await count(db.select().from(users).where(eq(users.id, user.id))),
    tokens: await count(db.select().from(apiTokens).where(eq(apiTokens.userId, user.id))),
    conversations: chats.length,
    messages: chatIds.length
      ? await count(db.select().from(messages).where(inArray(messages.conversationId, chatIds)))
      : 0,
    favourites: await count(db.select().from(favourites).where(eq(favourites.userId, user.id))),
    notifications: await count(db.select().from(notifications).where(eq(notifications.userId, user.id))),
    subscriptions: await count(db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))),
    checkouts: await count(db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.id))),
    reports: await count(db.select().from(botReports).where(eq(botReports.userId, user.id))),
    characters: await count(db.select().from(bots).where(eq(bots.ownerId, user.id))),
    codes: await count(db.select().from(otpCodes).where(eq(otpCodes.email, user.email))),
  };
}

const deleteAccount = (user: TestUser, json: Record<string, unknown>) =>
  t.call("DELETE", "/auth/account", { token: user.token, json });

describe("GET /auth/account/export", () => {
  it("is a JSON attachment of the user's data and of nobody else's", async () => {
    const alice = await member("Alice");
    await member("Bob");
    const res = await t.request("GET", "/auth/account/export", { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="infinite-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const text = await res.text();
    const data = JSON.parse(text);

    expect(data.profile).toMatchObject({ email: alice.email, first_name: "Alice", bio: "Alice bio" });
    expect(data.chats).toHaveLength(1);
    expect(data.chats[0].messages.map((m: { message: string | null }) => m.message)).toContain(
      "Alice secret message",
    );
    const exchange = data.chats[0].messages.find(
      (m: { message: string }) => m.message === "Alice secret message",
    );
    expect(exchange).toMatchObject({ status: "complete", safety: null });
    expect(exchange.reply_html).not.toBe("");
    expect(exchange.created_at).toMatch(/^\d{4}-/);
    expect(data.favourites).toEqual([expect.objectContaining({ bot_id: botId })]);
    expect(data.subscriptions).toHaveLength(2);
    expect(data.payments).toHaveLength(1);
    expect(data.reports).toEqual([expect.objectContaining({ description: "Alice reports something rude." })]);
    expect(data.notifications).toEqual([expect.objectContaining({ message: "A note for Alice." })]);
    expect(data.memories).toEqual([]);
    expect(data.characters).toEqual([
      expect.objectContaining({
        name: "Alice's Muse",
        visibility: "private",
        card: expect.objectContaining({ first_mes: "Hello!" }),
      }),
    ]);
    expect(data.notification_devices).toEqual([]);

    expect(text).not.toContain("Bob");
    expect(text).not.toContain(alice.token);
    expect(text).not.toContain("scrypt$");
    expect(text).not.toContain(alice.stripeSub);
  });

  it("includes chat titles, every reply alternative with the selected one, ratings, memories per bot and the persona", async () => {
    const dana = await createUser(t, { firstName: "Dana" });
    await grantSubscription(t, dana.id, "month");
    const me = as(t, dana);
    expect(
      (await me.put("/auth/profile", { persona: "I'm a night-shift nurse who loves kites." })).status,
    ).toBe(200);
    const chat = (await me.post("/chats", { bot_id: botId })).body.data;
    expect((await me.patch(`/chats/${chat.id}`, { title: "Kite talk" })).status).toBe(200);
    await send(t, dana, { chat_id: chat.id, message: "I have a dog named Biscuit" });
    await settleReplies(t.services);
    const [, exchange] = (await me.get(`/chats/${chat.id}`)).body.data.messages;
    expect((await me.post(`/messages/${exchange.id}/regenerate`)).status).toBe(200);
    expect((await me.post(`/messages/${exchange.id}/select`, { index: 0 })).status).toBe(200);
    expect((await me.post(`/messages/${exchange.id}/rating`, { value: -1 })).status).toBe(200);
    expect((await me.post(`/bots/${botId}/memories`, { text: "sister: Ana" })).status).toBe(201);
    const shown = (await me.get(`/chats/${chat.id}`)).body.data.messages[1];

    const data = (await me.get("/auth/account/export")).body;
    expect(data.profile.persona).toBe("I'm a night-shift nurse who loves kites.");
    const [exported] = data.chats;
    expect(exported.title).toBe("Kite talk");
    const row = exported.messages.find(
      (m: { message: string }) => m.message === "I have a dog named Biscuit",
    );
    expect(row).toMatchObject({ alternatives: shown.alternatives, selected: 0, rating: -1 });
    expect(row.alternatives).toHaveLength(2);
    expect(row.reply_html).toBe(row.alternatives[0]);
    expect(data.memories).toEqual([
      {
        bot_id: botId,
        bot: chat.bot.name,
        automatic_memory_paused: false,
        memories: expect.arrayContaining([
          expect.objectContaining({ text: "dog: Biscuit", source: "auto", created_at: expect.any(String) }),
          expect.objectContaining({ text: "sister: Ana", source: "user" }),
        ]),
      },
    ]);
  });

  it("needs a signed-in user", async () => {
    expect((await t.call("GET", "/auth/account/export")).status).toBe(401);
  });
});

describe("DELETE /auth/account", () => {
  it("refuses a wrong or missing password with 422 on the field and keeps everything", async () => {
    const carol = await member("Carol");
    const before = await rowsOf(carol);
    const wrong = await deleteAccount(carol, { password: "not my password" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: [ACCOUNT_COPY.passwordIncorrect] });
    const missing = await deleteAccount(carol, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ password: [ACCOUNT_COPY.passwordRequired] });
    expect(await rowsOf(carol)).toEqual(before);
    for (const file of carol.files) expect(uploadedFiles().has(file)).toBe(true);
  });

  it("removes every row and file of the user, cancels the Stripe renewal, and nothing of anyone else", async () => {
    const dave = await member("Dave");
    const erin = await member("Erin");
    const erinBefore = await rowsOf(erin);
    for (const [table, n] of Object.entries(await rowsOf(dave))) expect(n, table).toBeGreaterThan(0);

    const { status, body } = await deleteAccount(dave, { password: PASSWORD });
    expect(status).toBe(200);
    expect(body.message).toBe(ACCOUNT_COPY.deleted);

    for (const [table, n] of Object.entries(await rowsOf(dave))) expect(n, table).toBe(0);
    const files = uploadedFiles();
    for (const file of dave.files) expect(files.has(file), file).toBe(false);
    for (const file of erin.files) expect(files.has(file), file).toBe(true);
    expect(await rowsOf(erin)).toEqual(erinBefore);

    const cancels = stripe.requests.filter((r) => r.method === "DELETE");
    expect(cancels.map((r) => r.path)).toEqual([`/v1/subscriptions/${dave.stripeSub}`]);
    // The token is gone with the account.
    expect((await t.call("GET", "/auth/profile", { token: dave.token })).status).toBe(401);
    expect((await t.call("POST", "/login", { json: { email: dave.email, password: PASSWORD } })).status).toBe(
      422,
    );
  });

  it("lets a Google-only account confirm by typing its email", async () => {
    const google = await createUser(t, { googleSub: "google-sub-frank" });
    const wrong = await deleteAccount(google, { confirm_email: "someone-else@example.com" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ confirm_email: [ACCOUNT_COPY.confirmEmailMismatch] });
    const right = await deleteAccount(google, { confirm_email: ` ${google.email.toUpperCase()} ` });
    expect(right.status).toBe(200);
    expect((await rowsOf(google)).users).toBe(0);
  });

  it("needs a signed-in user", async () => {
    expect((await t.call("DELETE", "/auth/account", { json: { password: PASSWORD } })).status).toBe(401);
  });
});

describe("POST /auth/logout-all", () => {
  it("revokes every token of the user, and only theirs", async () => {
    const grace = await createUser(t, { passwordHash: await hashPassword(PASSWORD) });
    const other = await createUser(t);
    const login = async () => {
      const res = await t.call("POST", "/login", { json: { email: grace.email, password: PASSWORD } });
      expect(res.status).toBe(200);
      return res.body.data.token as string;
    };
    const [phone, laptop] = [await login(), await login()];
    const res = await t.call("POST", "/auth/logout-all", { token: phone });
    expect(res.status).toBe(200);
    for (const token of [phone, laptop, grace.token]) {
      expect((await t.call("GET", "/auth/profile", { token })).status).toBe(401);
    }
    expect((await t.call("GET", "/auth/profile", { token: other.token })).status).toBe(200);
    expect((await t.call("POST", "/auth/logout-all")).status).toBe(401);
  });
});
