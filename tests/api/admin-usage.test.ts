// The operator's numbers: GET /admin/usage (by day, model, plan, bot) and GET /admin/revenue (by day,
// plan) sum the metered rows and the recorded payments over an inclusive range of UTC days.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiUsage, bots, payments, plans } from "../../api/db/schema";
import { ADMIN_EMAIL, createAdmin } from "../support/admin";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId } from "../support/chat";
import type { TestUser } from "../support/users";

describe("GET /admin/usage and /admin/revenue", () => {
  let t: TestApi;
  let admin: TestUser;
  let member: TestUser;
  let plan: { month: { id: number; name: string }; day: { id: number; name: string } };
  let bot: { a: { id: number; name: string }; b: { id: number; name: string } };

  const at = (day: string, time = "12:00:00") => new Date(`${day}T${time}Z`);
  const get = (path: string) => t.call("GET", path, { token: admin.token });

  beforeAll(async () => {
    t = await createTestApi({ ADMIN_EMAILS: ADMIN_EMAIL });
    admin = await createAdmin(t);
    member = await chatter(t, "Mo");
    const planRow = async (slug: string) =>
      (
        await t.services.db.select({ id: plans.id, name: plans.name }).from(plans).where(eq(plans.slug, slug))
      )[0]!;
    plan = { month: await planRow("monthly-unlimited"), day: await planRow("chat-pass") };
    const botRow = async (id: number) =>
      (await t.services.db.select({ id: bots.id, name: bots.name }).from(bots).where(eq(bots.id, id)))[0]!;
    bot = { a: await botRow(await firstBotId(t, 0)), b: await botRow(await firstBotId(t, 1)) };

    const usage = (
      createdAt: Date,
      kind: "reply" | "regenerate" | "summary",
      model: string,
      planId: number | null,
      botId: number,
      tokens: [number, number, number],
      costUsd: number,
    ) => ({
      kind,
      userId: member.id,
      botId,
      planId,
      model,
      promptTokens: tokens[0],
      completionTokens: tokens[1],
      reasoningTokens: tokens[2],
      costUsd,
      createdAt,
    });
    await t.services.db.insert(aiUsage).values([
      // 2026-03-01: two replies on gpt-a (month plan, bot a), one summary on gpt-a.
      usage(at("2026-03-01", "00:00:00"), "reply", "gpt-a", plan.month.id, bot.a.id, [100, 10, 0], 0.01),
      usage(at("2026-03-01", "23:59:59"), "reply", "gpt-a", plan.month.id, bot.a.id, [200, 20, 5], 0.02),
      usage(at("2026-03-01"), "summary", "gpt-a", plan.month.id, bot.a.id, [1000, 50, 0], 0.005),
      // 2026-03-02: a regeneration on gpt-b (day pass, bot b), one reply without a plan on persona.
      usage(at("2026-03-02"), "regenerate", "gpt-b", plan.day.id, bot.b.id, [300, 30, 0], 0.1),
      usage(at("2026-03-02"), "reply", "persona", null, bot.b.id, [40, 4, 0], 0),
      // Outside the range on both sides.
      usage(at("2026-02-28", "23:59:59"), "reply", "gpt-a", plan.month.id, bot.a.id, [1, 1, 0], 5),
      usage(at("2026-03-04", "00:00:00"), "reply", "gpt-a", plan.month.id, bot.a.id, [1, 1, 0], 5),
    ]);
    const payment = (
      id: string,
      planId: number,
      cents: number,
      paidAt: Date,
      provider: "local" | "stripe",
      status: "paid" | "refunded" = "paid",
    ) => ({
      id,
      userId: member.id,
      planId,
      amountCents: cents,
      status,
      paidAt,
      periodStart: paidAt,
      periodEnd: new Date(paidAt.getTime() + 86_400_000),
      provider,
      sourceId: id,
    });
    await t.services.db
      .insert(payments)
      .values([
        payment("pay-1", plan.month.id, 1999, at("2026-03-01", "08:00:00"), "local"),
        payment("pay-2", plan.day.id, 499, at("2026-03-01", "23:30:00"), "stripe"),
        payment("pay-3", plan.day.id, 499, at("2026-03-03"), "stripe"),
        payment("pay-4", plan.month.id, 1999, at("2026-03-03"), "local", "refunded"),
        payment("pay-5", plan.month.id, 1999, at("2026-03-04", "00:00:00"), "local"),
      ]);
  });
  afterAll(() => t.close());

  const range = "from=2026-03-01&to=2026-03-03";

  it("sums by UTC day, every day of the range listed; summaries add cost but no messages", async () => {
    const res = await get(`/admin/usage?${range}&group=day`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        key: "2026-03-01",
        messages: 2,
        prompt_tokens: 1300,
        completion_tokens: 80,
        reasoning_tokens: 5,
        cost_usd: 0.035,
      },
      {
        key: "2026-03-02",
        messages: 2,
        prompt_tokens: 340,
        completion_tokens: 34,
        reasoning_tokens: 0,
        cost_usd: 0.1,
      },
      {
        key: "2026-03-03",
        messages: 0,
        prompt_tokens: 0,
        completion_tokens: 0,
        reasoning_tokens: 0,
        cost_usd: 0,
      },
    ]);
  });

  it("sums by model, plan and bot, largest cost first", async () => {
    const byModel = await get(`/admin/usage?${range}&group=model`);
    expect(
      byModel.body.data.map((r: { key: string; messages: number; cost_usd: number }) => [
        r.key,
        r.messages,
        r.cost_usd,
      ]),
    ).toEqual([
      ["gpt-b", 1, 0.1],
      ["gpt-a", 2, 0.035],
      ["persona", 1, 0],
    ]);
    const byPlan = await get(`/admin/usage?${range}&group=plan`);
    expect(
      byPlan.body.data.map((r: { key: string; messages: number; prompt_tokens: number }) => [
        r.key,
        r.messages,
        r.prompt_tokens,
      ]),
    ).toEqual([
      [plan.day.name, 1, 300],
      [plan.month.name, 2, 1300],
      ["No plan", 1, 40],
    ]);
    const byBot = await get(`/admin/usage?${range}&group=bot`);
    expect(byBot.body.data.map((r: { key: string; cost_usd: number }) => [r.key, r.cost_usd])).toEqual([
      [bot.b.name, 0.1],
      [bot.a.name, 0.035],
    ]);
  });

  it("narrows the days to one model", async () => {
    const res = await get(`/admin/usage?${range}&group=day&model=gpt-b`);
    expect(res.body.data.map((r: { key: string; cost_usd: number }) => [r.key, r.cost_usd])).toEqual([
      ["2026-03-01", 0],
      ["2026-03-02", 0.1],
      ["2026-03-03", 0],
    ]);
  });

  it("sums paid payments, local and Stripe alike, by day and by plan (refunds are no revenue)", async () => {
    const byDay = await get(`/admin/revenue?${range}&group=day`);
    expect(byDay.status).toBe(200);
    expect(byDay.body.data).toEqual([
      { key: "2026-03-01", payments: 2, revenue_usd: 24.98 },
      { key: "2026-03-02", payments: 0, revenue_usd: 0 },
      { key: "2026-03-03", payments: 1, revenue_usd: 4.99 },
    ]);
    const byPlan = await get(`/admin/revenue?${range}&group=plan`);
    expect(byPlan.body.data).toEqual([
      { key: plan.month.name, payments: 1, revenue_usd: 19.99 },
      { key: plan.day.name, payments: 2, revenue_usd: 9.98 },
    ]);
  });

  it("refuses a bad range or group with the field's message", async () => {
    const bad = async (query: string, field: string, message: string) => {
      const res = await get(`/admin/usage?${query}`);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    };
    await bad("from=2026-3-1&to=2026-03-03", "from", "Use a date as YYYY-MM-DD.");
    await bad("from=2026-02-30&to=2026-03-03", "from", "Use a date as YYYY-MM-DD.");
    await bad("from=2026-03-03&to=2026-03-01", "to", "The range must end on or after its first day.");
    await bad("from=2025-03-01&to=2026-03-02", "to", "Choose at most 366 days.");
    await bad(`${range}&group=week`, "group", "Group by one of: day, model, plan, bot.");
    expect((await get("/admin/usage?from=2025-03-02&to=2026-03-02")).status).toBe(200);
    const revenue = await get(`/admin/revenue?${range}&group=model`);
    expect(revenue.status).toBe(422);
    expect(revenue.body.errors.group).toEqual(["Group by day or plan."]);
  });

  it("defaults to the 30 days ending today, and is the operators' only", async () => {
    const res = await get("/admin/usage");
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(30);
    expect(res.body.data.at(-1).key).toBe(t.services.now().toISOString().slice(0, 10));
    expect((await t.call("GET", "/admin/usage", { token: member.token })).status).toBe(403);
    expect((await t.call("GET", "/admin/revenue", { token: member.token })).status).toBe(403);
    expect((await t.call("GET", "/admin/revenue")).status).toBe(401);
  });
});
