// The demo clock (demo mode only): instead of moving time, it moves a member's subscription back in
// time by `days` (its period end, grace and reminder mark), which is the same as the clock moving
// forward for that subscription alone; then the billing sweep runs for it, so what would have
// happened in those days (renewals, a failure, the end of a grace, a reminder) happens now.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { BILLING_COPY } from "../../contract/billing";
import { subscriptions } from "../db/schema";
import { ApiError } from "../http/envelope";
import type { Services } from "../services/types";
import { sweepBilling } from "./renewals";

export async function advanceClock(services: Services, userId: number, days: number) {
  const [row] = await services.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ["active", "past_due"])))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  if (!row) throw new ApiError(409, BILLING_COPY.noSubscription);
  const back = sql`${`${days} days`}::interval`;
  await services.db
    .update(subscriptions)
    .set({
      currentPeriodEnd: sql`${subscriptions.currentPeriodEnd} - ${back}`,
      graceUntil: sql`${subscriptions.graceUntil} - ${back}`,
      remindedFor: sql`${subscriptions.remindedFor} - ${back}`,
    })
    .where(eq(subscriptions.id, row.id));
  await sweepBilling(services, row.id);
}
