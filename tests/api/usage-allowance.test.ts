// Fair use through the real send path (offline engine): GET /usage, the plan's daily allowance
// refusing the 501st send with the plan's number, Retry-After and resets_at, before anything is
// stored; regenerations counted and refused alike; a crisis message answered over the allowance
// (and not counted); a new UTC day starting again; the operator's PATCH changing the number.
import { and, count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CRISIS_RESOURCES } from "../../contract/safety";
import { conversations, messages, plans, usageDays } from "../../api/db/schema";
import { ADMIN_EMAIL, createAdmin } from "../support/admin";
import { createTestApi, type TestApi } from "../support/api";
import { as, chatter, firstBotId, send } from "../support/chat";
import type { TestUser } from "../support/users";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, "&");

describe("the daily allowance", () => {
  let t: TestApi;
  let user: TestUser;
  let admin: TestUser;
  let botId: number;
  let monthPlanId: number;

  const today = () => t.services.now().toISOString().slice(0, 10);
  const nextMidnight = () => {
    const now = t.services.now();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  };
  /** Today's count as if the member had sent `n` messages already. */
  const seedUsed = (n: number) =>
    t.services.db
      .insert(usageDays)
      .values({ userId: user.id, day: today(), messages: n })
      .onConflictDoUpdate({ target: [usageDays.userId, usageDays.day], set: { messages: n } });
  const storedMessages = async () =>
    (
      await t.services.db
        .select({ n: count() })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(eq(conversations.userId, user.id))
    )[0]!.n;

  beforeAll(async () => {
    t = await createTestApi({ ADMIN_EMAILS: ADMIN_EMAIL, CHAT_SENDS_PER_MINUTE: "1000" });
    user = await chatter(t, "Priya");
    admin = await createAdmin(t);
    botId = await firstBotId(t);
    monthPlanId = (
      await t.services.db.select({ id: plans.id }).from(plans).where(eq(plans.slug, "monthly-unlimited"))
    )[0]!.id;
  });
  afterAll(() => t.close());

  it("GET /usage gives the plan, its allowance, today's count and the next UTC midnight", async () => {
    const before = await as(t, user).get("/usage");
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({
      plan: { id: monthPlanId, name: "Monthly Unlimited" },
      allowance: { messages_per_day: 500, used_today: 0, resets_at: nextMidnight().toISOString() },
    });
    expect((await send(t, user, { bot_id: botId, message: "Hello there" })).status).toBe(200);
    expect((await as(t, user).get("/usage")).body.data.allowance.used_today).toBe(1);
    expect(JSON.stringify(before.body)).not.toMatch(/cost|usd|token/i);
  });

  it("answers a member without a plan with plan null and no limit", async () => {
    const { createUser } = await import("../support/users");
    const visitor = await createUser(t);
    const res = await as(t, visitor).get("/usage");
    expect(res.body.data.plan).toBeNull();
    expect(res.body.data.allowance.messages_per_day).toBeNull();
    expect((await t.call("GET", "/usage")).status).toBe(401);
  });

  it("takes the 500th send and refuses the 501st with the plan's number, before storing anything", async () => {
    await seedUsed(499);
    expect((await send(t, user, { bot_id: botId, message: "One more thing" })).status).toBe(200);
    expect((await as(t, user).get("/usage")).body.data.allowance.used_today).toBe(500);

    const stored = await storedMessages();
    const asked = t.services.now().getTime();
    const refused = await send(t, user, { bot_id: botId, message: "And another" });
    const answered = t.services.now().getTime();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      success: false,
      code: 429,
      message: "You've used today's 500 messages. More at 00:00 UTC.",
      data: { resets_at: nextMidnight().toISOString() },
    });
    // Seconds to midnight, as the server's clock saw it while answering.
    const wait = Number(refused.headers.get("Retry-After"));
    expect(wait).toBeGreaterThanOrEqual(Math.floor((nextMidnight().getTime() - answered) / 1000));
    expect(wait).toBeLessThanOrEqual(Math.ceil((nextMidnight().getTime() - asked) / 1000));
    expect(await storedMessages()).toBe(stored);
    expect((await as(t, user).get("/usage")).body.data.allowance.used_today).toBe(500);

    // A regeneration is a reply too.
    const [last] = await t.services.db
      .select({ id: messages.id })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(
        and(eq(conversations.userId, user.id), eq(messages.status, "complete"), isNotNull(messages.message)),
      )
      .orderBy(messages.id)
      .limit(1);
    const regen = await as(t, user).post(`/messages/${last!.id}/regenerate`);
    expect(regen.status).toBe(429);
    expect(regen.body.message).toBe("You've used today's 500 messages. More at 00:00 UTC.");
  });

  it("answers a crisis message over the allowance with the resources, and does not count it", async () => {
    await seedUsed(500);
    const res = await send(t, user, { bot_id: botId, message: "I don't want to be alive anymore" });
    expect(res.status).toBe(200);
    expect(text(res.body.data.reply)).toContain(CRISIS_RESOURCES);
    expect(res.body.data.message.safety).toBe("crisis");
    expect((await as(t, user).get("/usage")).body.data.allowance.used_today).toBe(500);
  });

  it("says the operator's number after PATCH /admin/plans/{id} { daily_messages }", async () => {
    const patched = await t.call("PATCH", `/admin/plans/${monthPlanId}`, {
      token: admin.token,
      json: { daily_messages: 3 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.daily_messages).toBe(3);
    // The plan cards read it from the public plans.
    const pub = await t.call("GET", "/subscription/panels");
    const listed = (pub.body.data as { id: number; daily_messages: number | null }[]).find(
      (p) => p.id === monthPlanId,
    );
    expect(listed?.daily_messages).toBe(3);
    const refused = await send(t, user, { bot_id: botId, message: "Still there?" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("You've used today's 3 messages. More at 00:00 UTC.");

    const bad = await t.call("PATCH", `/admin/plans/${monthPlanId}`, {
      token: admin.token,
      json: { daily_messages: -1 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.daily_messages).toBeDefined();

    // null: unlimited.
    await t.call("PATCH", `/admin/plans/${monthPlanId}`, {
      token: admin.token,
      json: { daily_messages: null },
    });
    expect((await send(t, user, { bot_id: botId, message: "Unlimited now?" })).status).toBe(200);
    expect((await as(t, user).get("/usage")).body.data.allowance.messages_per_day).toBeNull();
    await t.call("PATCH", `/admin/plans/${monthPlanId}`, {
      token: admin.token,
      json: { daily_messages: 500 },
    });
  });

  it("counts exactly to the allowance: the 4th send of a 3-a-day plan is refused", async () => {
    await t.call("PATCH", `/admin/plans/${monthPlanId}`, { token: admin.token, json: { daily_messages: 3 } });
    const fresh = await chatter(t, "Noor");
    const results = [];
    for (let i = 1; i <= 4; i++)
      results.push((await send(t, fresh, { bot_id: botId, message: `Message ${i}` })).status);
    expect(results).toEqual([200, 200, 200, 429]);

    // Sent at once (two tabs, two instances): the claim is one conditional upsert, so exactly three pass.
    const racer = await chatter(t, "Ravi");
    const raced = await Promise.all(
      Array.from({ length: 5 }, (_, i) => send(t, racer, { bot_id: botId, message: `At once ${i}` })),
    );
    expect(raced.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429]);
    await t.call("PATCH", `/admin/plans/${monthPlanId}`, {
      token: admin.token,
      json: { daily_messages: 500 },
    });
  });

  it("starts again at 00:00 UTC", async () => {
    await seedUsed(500);
    expect((await send(t, user, { bot_id: botId, message: "Before midnight" })).status).toBe(429);
    t.advance(nextMidnight().getTime() - t.services.now().getTime() + 1000);
    expect((await send(t, user, { bot_id: botId, message: "After midnight" })).status).toBe(200);
    expect((await as(t, user).get("/usage")).body.data.allowance.used_today).toBe(1);
  });
});
