// The moderation queue: listing, the reported chat, screenshots, and every resolution
// with its audit row and the reporter's notification. A hidden bot leaves GET /bots and its chat.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_COPY, REPORT_HANDLED_TITLE, REPORT_OUTCOME_NOTICE } from "../../contract/admin";
import { botReports, conversations, messages, users } from "../../api/db/schema";
import {
  auditCount,
  botById,
  createAdmin,
  createAdminApi,
  expectAudited,
  insertCharacter,
  notificationsOf,
} from "../support/admin";
import type { TestApi } from "../support/api";
import { chatter, firstBotId, send } from "../support/chat";
import { createUser, type TestUser } from "../support/users";

// A real 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

let t: TestApi;
let admin: TestUser;
let reporter: TestUser;
beforeAll(async () => {
  t = await createAdminApi();
  admin = await createAdmin(t);
  reporter = await chatter(t, "Rita");
});
afterAll(() => t.close());

async function report(botId: number, severity = "medium", screenshot = false) {
  const form = new FormData();
  form.set("bot_id", String(botId));
  form.set("category", "offensive");
  form.set("severity", severity);
  form.set("description", `Report (${severity})`);
  if (screenshot) form.set("screenshot", new File([PNG], "shot.png", { type: "image/png" }));
  const res = await t.call("POST", "/issues", { token: reporter.token, form });
  expect(res.status).toBe(201);
  return res.body.data.id as number;
}

/** A chat of `n` exchanges between the reporter and the bot, written to the database. */
async function chatOf(user: TestUser, botId: number, n: number) {
  const { db } = t.services;
  const [chat] = await db.insert(conversations).values({ userId: user.id, botId, title: "Chat" }).returning();
  for (let i = 1; i <= n; i++) {
    await db.insert(messages).values({
      conversationId: chat!.id,
      botId,
      message: `question ${i}`,
      replyMessage: `<p>answer ${i}</p>`,
      alternatives: [`<p>answer ${i}</p>`],
      status: "complete",
    });
  }
}

const resolve = (id: number, json: Record<string, unknown>) =>
  t.call("POST", `/admin/reports/${id}/resolve`, { token: admin.token, json });

describe("GET /admin/reports", () => {
  it("lists open reports most severe and newest first, with reporter, bot, screenshot and the last 10 exchanges", async () => {
    const botId = await firstBotId(t, 2);
    await chatOf(reporter, botId, 12);
    const low = await report(botId, "low");
    const high = await report(botId, "high", true);
    const medium = await report(botId, "medium");

    const res = await t.call("GET", "/admin/reports", { token: admin.token });
    expect(res.status).toBe(200);
    const ids = res.body.data.data.map((r: { id: number }) => r.id);
    expect(ids.indexOf(high)).toBeLessThan(ids.indexOf(medium));
    expect(ids.indexOf(medium)).toBeLessThan(ids.indexOf(low));

    const first = res.body.data.data.find((r: { id: number }) => r.id === high);
    expect(first).toMatchObject({
      reporter: { id: reporter.id, email: reporter.email, name: "Rita User" },
      bot: { id: botId, hidden: false },
      category: "offensive",
      severity: "high",
      description: "Report (high)",
      screenshot_url: `/api/v1/admin/reports/${high}/screenshot`,
      resolved_at: null,
      resolution: null,
    });
    expect(first.exchanges).toHaveLength(10);
    expect(first.exchanges[0]).toMatchObject({ message: "question 3", reply_message: "<p>answer 3</p>" });
    expect(first.exchanges[9].message).toBe("question 12");

    const shot = await t.request("GET", `/admin/reports/${high}/screenshot`, { token: admin.token });
    expect(shot.status).toBe(200);
    expect(shot.headers.get("content-type")).toBe("image/png");
    expect(shot.headers.get("cache-control")).toBe("private, no-store");
    expect((await t.call("GET", `/admin/reports/${low}/screenshot`, { token: admin.token })).status).toBe(
      404,
    );
  });

  it("lists resolved reports apart, with their resolution", async () => {
    const id = await report(await firstBotId(t, 3), "low");
    await resolve(id, { action: "dismiss", note: "fine" });
    const open = await t.call("GET", "/admin/reports?status=open", { token: admin.token });
    expect(open.body.data.data.some((r: { id: number }) => r.id === id)).toBe(false);
    const done = await t.call("GET", "/admin/reports?status=resolved", { token: admin.token });
    expect(done.body.data.data[0]).toMatchObject({ id, resolution: "dismiss", resolution_note: "fine" });
  });
});

describe("POST /admin/reports/{id}/resolve", () => {
  it("dismiss: resolved, audited, and the reporter told (without the internal note)", async () => {
    const botId = await firstBotId(t, 4);
    const id = await report(botId);
    const before = await auditCount(t);
    const res = await resolve(id, { action: "dismiss", note: "Internal: nothing wrong" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ADMIN_COPY.resolved);
    await expectAudited(t, before, {
      action: "report.dismiss",
      target_type: "report",
      target_id: id,
      note: "Internal: nothing wrong",
    });
    const [row] = await t.services.db.select().from(botReports).where(eq(botReports.id, id));
    expect(row).toMatchObject({
      resolution: "dismiss",
      resolvedBy: admin.id,
      resolutionNote: "Internal: nothing wrong",
    });
    expect(row!.resolvedAt).toBeInstanceOf(Date);
    const [notice] = await notificationsOf(t, reporter);
    expect(notice).toEqual({ title: REPORT_HANDLED_TITLE, message: REPORT_OUTCOME_NOTICE.dismiss });
    expect((await botById(t, botId)).hiddenAt).toBeNull();

    const again = await resolve(id, { action: "hide_bot" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADMIN_COPY.reportResolved);
    expect(await auditCount(t)).toBe(before + 1);
  });

  it("hide_bot: the bot is hidden, gone from GET /bots, and its chat is closed", async () => {
    const botId = await firstBotId(t, 0);
    const sent = await send(t, reporter, { bot_id: botId, message: "Hello before the report" });
    expect(sent.status).toBe(200);
    const id = await report(botId, "high");
    const before = await auditCount(t);

    const res = await resolve(id, { action: "hide_bot", note: "Harmful replies" });
    expect(res.status).toBe(200);
    await expectAudited(t, before, { action: "report.hide_bot", target_type: "report", target_id: id });
    expect((await botById(t, botId)).hiddenAt).toBeInstanceOf(Date);
    const [notice] = await notificationsOf(t, reporter);
    expect(notice!.message).toBe(REPORT_OUTCOME_NOTICE.hide_bot);

    const list = await t.call("GET", "/bots?per_page=20", { token: reporter.token });
    expect(list.body.data.data.some((b: { id: number }) => b.id === botId)).toBe(false);
    expect((await t.call("GET", `/bots/${botId}`, { token: reporter.token })).status).toBe(404);
    const closed = await send(t, reporter, { bot_id: botId, message: "Are you still there?" });
    expect(closed.status).toBe(404);

    const reports = await t.call("GET", "/admin/reports?status=resolved", { token: admin.token });
    expect(reports.body.data.data.find((r: { id: number }) => r.id === id).bot.hidden).toBe(true);
  });

  it("ban_user: a seeded bot has no creator (422, nothing changes)", async () => {
    const id = await report(await firstBotId(t, 5));
    const before = await auditCount(t);
    const res = await resolve(id, { action: "ban_user" });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(ADMIN_COPY.noCreatorToBan);
    expect(await auditCount(t)).toBe(before);
    const [row] = await t.services.db.select().from(botReports).where(eq(botReports.id, id));
    expect(row!.resolvedAt).toBeNull();
  });

  it("ban_user: bans the character's creator (tokens revoked) and hides the character", async () => {
    const creator = await createUser(t, { firstName: "Cara" });
    const character = await insertCharacter(t, creator, { reviewStatus: "approved" });
    const id = await report(character.id, "high");
    const before = await auditCount(t);
    const res = await resolve(id, { action: "ban_user", note: "Made it to harass" });
    expect(res.status).toBe(200);
    await expectAudited(t, before, { action: "report.ban_user", target_type: "report", target_id: id });
    const [owner] = await t.services.db.select().from(users).where(eq(users.id, creator.id));
    expect(owner!.bannedAt).toBeInstanceOf(Date);
    expect((await t.call("GET", "/auth/profile", { token: creator.token })).status).toBe(401);
    expect((await botById(t, character.id)).hiddenAt).toBeInstanceOf(Date);
    const [notice] = await notificationsOf(t, reporter);
    expect(notice!.message).toBe(REPORT_OUTCOME_NOTICE.ban_user);
  });

  it("validates the action and note (422 per field) and answers 404 for an unknown report", async () => {
    const id = await report(await firstBotId(t, 6));
    const bad = await resolve(id, { action: "delete_everything", note: "x".repeat(1001) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ action: [ADMIN_COPY.actionRequired], note: [ADMIN_COPY.noteTooLong] });
    expect((await resolve(999999, { action: "dismiss" })).status).toBe(404);
    // A plain form post works as well as JSON.
    const form = new FormData();
    form.set("action", "dismiss");
    form.set("note", "");
    const viaForm = await t.call("POST", `/admin/reports/${id}/resolve`, { token: admin.token, form });
    expect(viaForm.status).toBe(200);
  });
});
