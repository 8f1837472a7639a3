// Signed-in users for API tests without going through sign-up: a verified users row and a real
// bearer token (the same issueToken the login endpoint uses).
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { plans, subscriptions, users } from "../../api/db/schema";
import { issueToken } from "../../api/domain/tokens";
import type { TestApi } from "./api";
import { defined } from "./defined";

export interface TestUser {
  id: number;
  email: string;
  token: string;
}

export async function createUser(
  t: TestApi,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const email = fields.email ?? `user-${randomBytes(5).toString("hex")}@example.test`;
  const [inserted] = await t.services.db
    .insert(users)
    .values({
      firstName: "Test",
      lastName: "User",
      emailVerifiedAt: t.services.now(),
      birthDate: "1990-05-17",
      ...fields,
      email: email.toLowerCase(),
    })
    .returning({ id: users.id, email: users.email });
  const row = defined(inserted, "the inserted user");
  return { id: row.id, email: row.email, token: await issueToken(t.services.db, row.id) };
}

/** An active subscription written straight to the database (for tests that are not about buying). */
export async function grantSubscription(
  t: TestApi,
  userId: number,
  interval: "day" | "week" | "month" | "year" = "month",
  botId: number | null = null,
) {
  const [plan] = await t.services.db
    .select()
    .from(plans)
    .where(and(eq(plans.interval, interval), eq(plans.active, true)))
    .limit(1);
  if (!plan) throw new Error(`no ${interval} plan in the seed`);
  const [row] = await t.services.db
    .insert(subscriptions)
    .values({
      userId,
      planId: plan.id,
      botId,
      status: "active",
      currentPeriodEnd: new Date(t.services.now().getTime() + 30 * 24 * 3600 * 1000),
      provider: "local",
    })
    .returning();
  return row;
}
