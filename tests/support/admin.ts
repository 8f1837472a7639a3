// Operator console tests: an API with ADMIN_EMAILS set, an operator (with two-factor sign-in on, as
// the console requires), members' characters written straight to the database (the /characters
// resource is not what these tests are about), and the audit rows an action wrote.
import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { auditLog, bots } from "../../api/db/schema";
import { createTestApi, type TestApi } from "./api";
import { turnOnTwoFactor, type TwoFactorOn } from "./two-factor";
import { createUser, type TestUser } from "./users";

export const ADMIN_EMAIL = "ops@example.test";
export const SECOND_ADMIN_EMAIL = "ops2@example.test";

export const createAdminApi = () =>
  createTestApi({ ADMIN_EMAILS: ` ${ADMIN_EMAIL.toUpperCase()}, ${SECOND_ADMIN_EMAIL}` });

/** An operator without two-factor sign-in: the console refuses it until it is on. */
export const createAdminWithoutTwoFactor = (t: TestApi, email = ADMIN_EMAIL) =>
  createUser(t, { email, firstName: "Olive", lastName: "Ops" });

/** An operator who turned two-factor sign-in on (through the API), ready for the console. */
export async function createAdmin(t: TestApi, email = ADMIN_EMAIL): Promise<TestUser & TwoFactorOn> {
  const user = await createAdminWithoutTwoFactor(t, email);
  return { ...user, ...(await turnOnTwoFactor(t, user.token)) };
}

/** A member's character, as the characters resource would store it. */
export async function insertCharacter(
  t: TestApi,
  owner: TestUser,
  fields: Partial<typeof bots.$inferInsert> = {},
) {
  const slug = `char-${randomBytes(4).toString("hex")}`;
  const [row] = await t.services.db
    .insert(bots)
    .values({
      slug,
      name: `Character ${slug}`,
      category: "Friendship",
      character: "Test Companion",
      text: "A character made by a member.",
      card: {
        description: "A friendly test character.",
        personality: "kind",
        scenario: "",
        first_mes: "Hello there!",
        mes_example: "",
        system_prompt: "",
        post_history_instructions: "",
        tags: ["friendly"],
      },
      ownerId: owner.id,
      visibility: "public",
      reviewStatus: "pending",
      sortOrder: 1000,
      createdAt: t.services.now(),
      ...fields,
    })
    .returning();
  return row!;
}

/** Checks that the last action wrote exactly one audit row with these fields. */
export async function expectAudited(
  t: TestApi,
  before: number,
  fields: { action: string; target_type: string; target_id: number | string; note?: string },
) {
  const rows = await t.services.db.select().from(auditLog).orderBy(desc(auditLog.id));
  expect(rows.length).toBe(before + 1);
  expect(rows[0]).toMatchObject({
    adminEmail: ADMIN_EMAIL,
    action: fields.action,
    targetType: fields.target_type,
    targetId: String(fields.target_id),
    ...(fields.note === undefined ? {} : { note: fields.note }),
  });
}

export async function auditCount(t: TestApi) {
  return (await t.services.db.select({ id: auditLog.id }).from(auditLog)).length;
}

export async function botById(t: TestApi, id: number) {
  const [row] = await t.services.db.select().from(bots).where(eq(bots.id, id));
  return row!;
}

/** The titles and messages of a user's notifications, newest first. */
export async function notificationsOf(t: TestApi, user: TestUser) {
  const { body } = await t.call("GET", "/notifications", { token: user.token });
  return body.data.notifications.map((n: { data: { title: string; message: string } }) => n.data) as {
    title: string;
    message: string;
  }[];
}
