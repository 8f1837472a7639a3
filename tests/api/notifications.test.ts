// GET /notifications and PATCH /read-notification (the dashboard bell).
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../api/db/schema";
import { notify } from "../../api/domain/notify";
import { createTestApi, type TestApi } from "../support/api";
import { PASSWORD, verifiedUser } from "../support/accounts";
import { createUser } from "../support/users";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
});
afterAll(() => t.close());

const bell = async (token: string) => (await t.call("GET", "/notifications", { token })).body.data;

describe("notifications", () => {
  it("welcomes a new account, unread", async () => {
    const { token } = await verifiedUser(t);
    const data = await bell(token);
    expect(data).toEqual({
      has_unread_notifications: true,
      notifications: [
        {
          id: expect.any(Number),
          data: { title: "Welcome to Infinite", message: expect.any(String) },
          read_at: null,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
    });
  });

  it("lists newest first, and marks all read", async () => {
    const { token } = await verifiedUser(t);
    t.advance(60_000);
    const changed = await t.call("POST", "/auth/change-password", {
      token,
      json: {
        current_password: PASSWORD,
        new_password: "new password!",
        new_password_confirmation: "new password!",
      },
    });
    const fresh = changed.body.data.token;
    const before = await bell(fresh);
    expect(before.notifications.map((n: { data: { title: string } }) => n.data.title)).toEqual([
      "Password changed",
      "Welcome to Infinite",
    ]);

    const read = await t.call("PATCH", "/read-notification", { token: fresh });
    expect(read.status).toBe(200);
    const after = await bell(fresh);
    expect(after.has_unread_notifications).toBe(false);
    for (const n of after.notifications) expect(n.read_at).toEqual(expect.stringMatching(/^\d{4}-/));

    // A later notice is unread again; earlier read times stay.
    t.advance(1000);
    const me = (await t.call("GET", "/auth/profile", { token: fresh })).body.data;
    await notify(t.handle.db, me.id, "Something new", "Hello.", t.services.now());
    const later = await bell(fresh);
    expect(later.has_unread_notifications).toBe(true);
    expect(later.notifications[0]).toMatchObject({ data: { title: "Something new" }, read_at: null });
    expect(later.notifications[1].read_at).toBe(after.notifications[0].read_at);
  });

  it("shows each user only their own", async () => {
    const a = await verifiedUser(t);
    const b = await verifiedUser(t);
    await t.call("PATCH", "/read-notification", { token: a.token });
    expect((await bell(b.token)).has_unread_notifications).toBe(true);
    const me = (await t.call("GET", "/auth/profile", { token: a.token })).body.data;
    await notify(t.handle.db, me.id, "Only for A", "Private.");
    expect(
      (await bell(b.token)).notifications.map((n: { data: { title: string } }) => n.data.title),
    ).not.toContain("Only for A");
  });

  it("lights the bell for an unread notice older than the 50 shown, and shows none when there are none", async () => {
    const user = await createUser(t, { firstName: "Busy" });
    expect(await bell(user.token)).toEqual({ has_unread_notifications: false, notifications: [] });
    await notify(t.handle.db, user.id, "The oldest", "Unread.");
    const oldest = (await bell(user.token)).notifications[0].id as number;
    await t.handle.db
      .update(notifications)
      .set({ createdAt: new Date(t.services.now().getTime() - 3600_000) })
      .where(eq(notifications.id, oldest));
    for (let k = 0; k < 50; k++) await notify(t.handle.db, user.id, `Notice ${k}`, "Read.");
    await t.handle.db
      .update(notifications)
      .set({ readAt: t.services.now() })
      .where(and(eq(notifications.userId, user.id), ne(notifications.id, oldest)));
    const data = await bell(user.token);
    expect(data.notifications).toHaveLength(50);
    expect(data.notifications.map((n: { id: number }) => n.id)).not.toContain(oldest);
    expect(data.has_unread_notifications).toBe(true);
  });

  it("needs a valid token", async () => {
    expect((await t.call("GET", "/notifications")).status).toBe(401);
    expect((await t.call("PATCH", "/read-notification")).status).toBe(401);
  });
});
