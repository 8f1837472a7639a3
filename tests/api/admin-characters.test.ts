// Members' characters waiting for review: approve (then listed), reject with a reason
// the creator is told.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_COPY,
  CHARACTER_APPROVED_TITLE,
  CHARACTER_REJECTED_TITLE,
  characterRejectedMessage,
} from "../../contract/admin";
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
import { createUser, type TestUser } from "../support/users";

let t: TestApi;
let admin: TestUser;
let creator: TestUser;
beforeAll(async () => {
  t = await createAdminApi();
  admin = await createAdmin(t);
  creator = await createUser(t, { firstName: "Cora", lastName: "Maker" });
});
afterAll(() => t.close());

const inCatalogue = async (name: string) => {
  const res = await t.call("GET", `/bots?search=${encodeURIComponent(name)}`);
  return res.body.data.data.some((b: { name: string }) => b.name === name);
};

describe("GET /admin/characters", () => {
  it("lists pending characters oldest first, and the other states on request", async () => {
    const first = await insertCharacter(t, creator);
    t.advance(1000);
    const second = await insertCharacter(t, creator);
    const approved = await insertCharacter(t, creator, { reviewStatus: "approved" });
    const res = await t.call("GET", "/admin/characters", { token: admin.token });
    expect(res.status).toBe(200);
    const ids = res.body.data.data.map((c: { id: number }) => c.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids).not.toContain(approved.id);
    expect(res.body.data.data[ids.indexOf(first.id)]).toEqual({
      id: first.id,
      name: first.name,
      image: null,
      tagline: "Test Companion",
      category: "Friendship",
      owner: { id: creator.id, email: creator.email, name: "Cora Maker" },
      visibility: "public",
      review_status: "pending",
      review_reason: null,
      hidden: false,
      created_at: expect.any(String),
      card: expect.objectContaining({ first_mes: "Hello there!", tags: ["friendly"] }),
    });
    const done = await t.call("GET", "/admin/characters?status=approved", { token: admin.token });
    expect(done.body.data.data.map((c: { id: number }) => c.id)).toEqual([approved.id]);
    const all = await t.call("GET", "/admin/characters?status=all", { token: admin.token });
    expect(all.body.data.total).toBe(3);
    // Seeded bots are not characters.
    expect(all.body.data.data.every((c: { owner: unknown }) => c.owner)).toBe(true);
  });
});

describe("review", () => {
  it("approve: audited, the creator told, and the character appears in the catalogue", async () => {
    const character = await insertCharacter(t, creator);
    expect(await inCatalogue(character.name)).toBe(false);
    const before = await auditCount(t);
    const res = await t.call("POST", `/admin/characters/${character.id}/approve`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: character.id, review_status: "approved" });
    await expectAudited(t, before, {
      action: "character.approve",
      target_type: "bot",
      target_id: character.id,
    });
    expect(await inCatalogue(character.name)).toBe(true);
    const [notice] = await notificationsOf(t, creator);
    expect(notice!.title).toBe(CHARACTER_APPROVED_TITLE);

    const again = await t.call("POST", `/admin/characters/${character.id}/approve`, { token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADMIN_COPY.alreadyApproved);
  });

  it("reject: needs a reason of 1–500 characters; the creator sees it; not listed", async () => {
    const character = await insertCharacter(t, creator);
    const path = `/admin/characters/${character.id}/reject`;
    const missing = await t.call("POST", path, { token: admin.token, json: { reason: "  " } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ reason: [ADMIN_COPY.reasonRequired] });
    const long = await t.call("POST", path, { token: admin.token, json: { reason: "x".repeat(501) } });
    expect(long.body.errors).toEqual({ reason: [ADMIN_COPY.reasonTooLong] });

    const before = await auditCount(t);
    const reason = "The greeting copies another site's character.";
    const res = await t.call("POST", path, { token: admin.token, json: { reason } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ review_status: "rejected", review_reason: reason });
    await expectAudited(t, before, {
      action: "character.reject",
      target_type: "bot",
      target_id: character.id,
      note: reason,
    });
    expect((await botById(t, character.id)).reviewReason).toBe(reason);
    const [notice] = await notificationsOf(t, creator);
    expect(notice).toEqual({
      title: CHARACTER_REJECTED_TITLE,
      message: characterRejectedMessage(character.name, reason),
    });
    expect(await inCatalogue(character.name)).toBe(false);
  });

  it("answers 404 for a seeded bot or an unknown id", async () => {
    const { body } = await t.call("GET", "/bots?per_page=1");
    const seeded = body.data.data[0].id;
    expect((await t.call("POST", `/admin/characters/${seeded}/approve`, { token: admin.token })).status).toBe(
      404,
    );
    expect((await t.call("POST", "/admin/characters/999999/approve", { token: admin.token })).status).toBe(
      404,
    );
  });
});
