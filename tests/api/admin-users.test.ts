// Accounts in the console: search, one account's reports and flags, age reviews.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_COPY } from "../../contract/admin";
import { users } from "../../api/db/schema";
import {
  ADMIN_EMAIL,
  auditCount,
  createAdmin,
  createAdminApi,
  expectAudited,
  insertCharacter,
} from "../support/admin";
import type { TestApi } from "../support/api";
import { createUser, type TestUser } from "../support/users";

let t: TestApi;
let admin: TestUser;
let zed: TestUser;
beforeAll(async () => {
  t = await createAdminApi();
  admin = await createAdmin(t);
  zed = await createUser(t, { firstName: "Zedediah", lastName: "Quill", email: "zq@example.test" });
});
afterAll(() => t.close());

describe("GET /admin/users", () => {
  it("searches by email or full name, paged, with the console's fields", async () => {
    const byName = await t.call("GET", "/admin/users?search=zedediah%20qu", { token: admin.token });
    expect(byName.status).toBe(200);
    expect(byName.body.data).toMatchObject({ total: 1, current_page: 1 });
    expect(byName.body.data.data[0]).toEqual({
      id: zed.id,
      email: "zq@example.test",
      name: "Zedediah Quill",
      verified: true,
      banned_at: null,
      age_review_at: null,
      created_at: expect.any(String),
      reports_made: 0,
      is_admin: false,
    });
    const byEmail = await t.call("GET", "/admin/users?search=ZQ@EXAMPLE", { token: admin.token });
    expect(byEmail.body.data.data.map((u: { id: number }) => u.id)).toEqual([zed.id]);
    const ops = await t.call("GET", `/admin/users?search=${ADMIN_EMAIL}`, { token: admin.token });
    expect(ops.body.data.data[0].is_admin).toBe(true);
    // LIKE wildcards are text.
    expect((await t.call("GET", "/admin/users?search=%25", { token: admin.token })).body.data.total).toBe(0);
    const all = await t.call("GET", "/admin/users?per_page=1&page=2", { token: admin.token });
    expect(all.body.data).toMatchObject({ per_page: 1, current_page: 2 });
    expect(all.body.data.data).toHaveLength(1);
  });

  it("shows one account with its reports, reports about its characters, and no chats", async () => {
    const creator = await createUser(t, { firstName: "Cleo" });
    const character = await insertCharacter(t, creator, { reviewStatus: "approved" });
    const form = new FormData();
    form.set("bot_id", String(character.id));
    form.set("category", "offensive");
    form.set("severity", "low");
    form.set("description", "Rude");
    expect((await t.call("POST", "/issues", { token: zed.token, form })).status).toBe(201);

    const reporter = await t.call("GET", `/admin/users/${zed.id}`, { token: admin.token });
    expect(reporter.status).toBe(200);
    expect(reporter.body.data).toMatchObject({ reports_made: 1, reports_about: [], characters: [] });
    expect(reporter.body.data.reports[0]).toMatchObject({ bot: { id: character.id }, severity: "low" });
    expect(reporter.body.data).not.toHaveProperty("chats");

    const owner = await t.call("GET", `/admin/users/${creator.id}`, { token: admin.token });
    expect(owner.body.data.reports_about[0]).toMatchObject({ description: "Rude", resolution: null });
    expect(owner.body.data.characters[0]).toMatchObject({
      id: character.id,
      review_status: "approved",
      hidden: false,
    });
    expect((await t.call("GET", "/admin/users/999999", { token: admin.token })).status).toBe(404);

    // The list counts each account's own reports: one for the reporter, none for anyone else.
    const listed = await t.call("GET", "/admin/users?per_page=100", { token: admin.token });
    const made = new Map(
      listed.body.data.data.map((u: { id: number; reports_made: number }) => [u.id, u.reports_made]),
    );
    expect(made.get(zed.id)).toBe(1);
    expect(made.get(creator.id)).toBe(0);
    expect(made.get(admin.id)).toBe(0);
  });
});

describe("age reviews", () => {
  it("lists flagged accounts and clears a flag (audited); clearing twice is 422", async () => {
    const flaggedAt = new Date("2026-01-02T03:04:05.000Z");
    const young = await createUser(t, { firstName: "Young", ageReviewAt: flaggedAt });
    const list = await t.call("GET", "/admin/flags", { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toContainEqual({
      id: young.id,
      email: young.email,
      name: "Young User",
      age_review_at: flaggedAt.toISOString(),
      birth_date: "1990-05-17",
    });

    const before = await auditCount(t);
    const res = await t.call("POST", `/admin/flags/${young.id}/clear`, {
      token: admin.token,
      json: { note: "ID checked" },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ADMIN_COPY.flagCleared);
    await expectAudited(t, before, {
      action: "flag.clear",
      target_type: "user",
      target_id: young.id,
      note: "ID checked",
    });
    const [row] = await t.services.db.select().from(users).where(eq(users.id, young.id));
    expect(row!.ageReviewAt).toBeNull();
    const profile = await t.call("GET", "/auth/profile", { token: young.token });
    expect(profile.body.data.age_review).toBe(false);
    expect((await t.call("GET", "/admin/flags", { token: admin.token })).body.data).not.toContainEqual(
      expect.objectContaining({ id: young.id }),
    );

    const again = await t.call("POST", `/admin/flags/${young.id}/clear`, { token: admin.token });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(ADMIN_COPY.notFlagged);
  });

  it("bans a flagged account from the age review list", async () => {
    const young = await createUser(t, { ageReviewAt: t.services.now() });
    const ban = await t.call("POST", `/admin/users/${young.id}/ban`, {
      token: admin.token,
      json: { note: "Minor" },
    });
    expect(ban.status).toBe(200);
    expect(ban.body.data.age_review_at).toEqual(expect.any(String));
    expect((await t.call("GET", "/auth/profile", { token: young.token })).status).toBe(401);
  });
});
