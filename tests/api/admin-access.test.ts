// Who may use the operator console, and what a ban does to an account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_COPY } from "../../contract/admin";
import { lastCode, PASSWORD, uniqueEmail, verifiedUser } from "../support/accounts";
import {
  ADMIN_EMAIL,
  SECOND_ADMIN_EMAIL,
  auditCount,
  createAdmin,
  createAdminApi,
  expectAudited,
} from "../support/admin";
import type { TestApi } from "../support/api";
import { createUser, type TestUser } from "../support/users";

let t: TestApi;
let admin: TestUser;
let member: TestUser;
/** Listed in ADMIN_EMAILS but not verified: no operator, yet not bannable either. */
let unverifiedOps: TestUser;
beforeAll(async () => {
  t = await createAdminApi();
  admin = await createAdmin(t);
  member = await createUser(t);
});
afterAll(() => t.close());

const ENDPOINTS: [string, string][] = [
  ["GET", "/admin/overview"],
  ["GET", "/admin/reports"],
  ["GET", "/admin/reports/1/screenshot"],
  ["POST", "/admin/reports/1/resolve"],
  ["GET", "/admin/flags"],
  ["POST", "/admin/flags/1/clear"],
  ["GET", "/admin/users"],
  ["GET", "/admin/users/1"],
  ["POST", "/admin/users/1/ban"],
  ["POST", "/admin/users/1/unban"],
  ["GET", "/admin/characters"],
  ["POST", "/admin/characters/1/approve"],
  ["POST", "/admin/characters/1/reject"],
  ["GET", "/admin/bots"],
  ["GET", "/admin/bots/1"],
  ["PATCH", "/admin/bots/1"],
  ["POST", "/admin/bots/1/image"],
  ["POST", "/admin/bots/1/hide"],
  ["POST", "/admin/bots/1/unhide"],
  ["GET", "/admin/plans"],
  ["POST", "/admin/plans"],
  ["PATCH", "/admin/plans/1"],
  ["GET", "/admin/pages"],
  ["PUT", "/admin/pages/terms"],
  ["POST", "/admin/pages/preview"],
  ["GET", "/admin/social-links"],
  ["POST", "/admin/social-links"],
  ["PATCH", "/admin/social-links/1"],
  ["DELETE", "/admin/social-links/1"],
  ["GET", "/admin/faqs"],
  ["POST", "/admin/faqs"],
  ["PATCH", "/admin/faqs/1"],
  ["DELETE", "/admin/faqs/1"],
  ["GET", "/admin/contact"],
  ["POST", "/admin/contact/1/handled"],
  ["GET", "/admin/audit"],
];

describe("access to /admin", () => {
  it("refuses visitors with 401 and members with 403 on every endpoint, and changes nothing", async () => {
    const before = await auditCount(t);
    for (const [method, path] of ENDPOINTS) {
      const json = method === "GET" ? undefined : {};
      const visitor = await t.call(method, path, { json });
      expect(visitor.status, `${method} ${path}`).toBe(401);
      const asMember = await t.call(method, path, { token: member.token, json });
      expect(asMember.status, `${method} ${path}`).toBe(403);
      expect(asMember.body).toMatchObject({ success: false, message: ADMIN_COPY.forbidden, code: 403 });
    }
    expect(await auditCount(t)).toBe(before);
  });

  it("lets an operator in; the email matches case-insensitively and needs a verified account", async () => {
    expect((await t.call("GET", "/admin/overview", { token: admin.token })).status).toBe(200);
    unverifiedOps = await createUser(t, { email: SECOND_ADMIN_EMAIL, emailVerifiedAt: null });
    expect((await t.call("GET", "/admin/overview", { token: unverifiedOps.token })).status).toBe(403);
  });

  it("tells the web app who is an operator on GET /auth/profile", async () => {
    const mine = await t.call("GET", "/auth/profile", { token: admin.token });
    expect(mine.body.data).toMatchObject({ email: ADMIN_EMAIL, is_admin: true });
    const theirs = await t.call("GET", "/auth/profile", { token: member.token });
    expect(theirs.body.data.is_admin).toBe(false);
  });
});

describe("bans", () => {
  it("revokes every token at once, refuses sign-in as suspended, and unban lets them back in", async () => {
    const { email, token, user } = await verifiedUser(t, uniqueEmail("banned"));
    const second = (await t.call("POST", "/login", { json: { email, password: PASSWORD } })).body.data.token;
    expect((await t.call("GET", "/auth/profile", { token: second })).status).toBe(200);

    const before = await auditCount(t);
    const ban = await t.call("POST", `/admin/users/${user.id}/ban`, {
      token: admin.token,
      json: { note: "Spam in reports" },
    });
    expect(ban.status).toBe(200);
    expect(ban.body.message).toBe(ADMIN_COPY.banned);
    expect(ban.body.data.banned_at).toEqual(expect.any(String));
    await expectAudited(t, before, {
      action: "user.ban",
      target_type: "user",
      target_id: user.id,
      note: "Spam in reports",
    });

    for (const old of [token, second]) {
      expect((await t.call("GET", "/auth/profile", { token: old })).status).toBe(401);
      expect((await t.call("GET", "/bots", { token: old })).status).toBe(401);
    }
    const login = await t.call("POST", "/login", { json: { email, password: PASSWORD } });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(ADMIN_COPY.suspended);
    // A wrong password still says only that the details are wrong.
    expect((await t.call("POST", "/login", { json: { email, password: "not the password 9" } })).status).toBe(
      422,
    );

    const again = await t.call("POST", `/admin/users/${user.id}/ban`, { token: admin.token, json: {} });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(ADMIN_COPY.alreadyBanned);

    const unban = await t.call("POST", `/admin/users/${user.id}/unban`, { token: admin.token, json: {} });
    expect(unban.status).toBe(200);
    expect(unban.body.data.banned_at).toBeNull();
    await expectAudited(t, before + 1, { action: "user.unban", target_type: "user", target_id: user.id });
    expect((await t.call("POST", "/login", { json: { email, password: PASSWORD } })).status).toBe(200);
    expect((await t.call("POST", `/admin/users/${user.id}/unban`, { token: admin.token })).status).toBe(422);
  });

  it("refuses a banned account's password reset after the code", async () => {
    const { email, user } = await verifiedUser(t, uniqueEmail("reset"));
    await t.call("POST", `/admin/users/${user.id}/ban`, { token: admin.token });
    await t.call("POST", "/password/forgot", { json: { email } });
    const otp = await lastCode(t, email, "reset");
    const verify = await t.call("POST", "/password/verify", { json: { email, otp } });
    expect(verify.status).toBe(403);
    expect(verify.body.message).toBe(ADMIN_COPY.suspended);
  });

  it("will not ban the operator themselves or another operator (422)", async () => {
    const self = await t.call("POST", `/admin/users/${admin.id}/ban`, { token: admin.token });
    expect(self.status).toBe(422);
    expect(self.body.message).toBe(ADMIN_COPY.cannotBanSelf);
    const other = await t.call("POST", `/admin/users/${unverifiedOps.id}/ban`, { token: admin.token });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(ADMIN_COPY.cannotBanAdmin);
  });

  it("validates the note and answers 404 for an unknown account", async () => {
    const long = await t.call("POST", `/admin/users/${member.id}/ban`, {
      token: admin.token,
      json: { note: "x".repeat(1001) },
    });
    expect(long.status).toBe(422);
    expect(long.body.errors.note).toEqual([ADMIN_COPY.noteTooLong]);
    expect((await t.call("POST", "/admin/users/999999/ban", { token: admin.token })).status).toBe(404);
  });
});
