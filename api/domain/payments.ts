// What a member paid: one row per charge (a checkout, a renewal, a Stripe invoice), listed on the
// Subscription page with a receipt each, and mailed as a receipt when it is paid.
import { errorSummary } from "../../contract/error-summary";
import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { PaymentItem, Receipt } from "../../contract/api-types";
import type { Database } from "../db/client";
import { bots, payments, plans, users } from "../db/schema";
import { receiptMail, SUBSCRIPTION_PATH } from "../services/mail/billing-templates";
import type { Services } from "../services/types";
import { isSinglePass } from "./access";

type NewPayment = Omit<typeof payments.$inferInsert, "id">;
export type PaymentRow = typeof payments.$inferSelect;

/** Records a charge; with a `sourceId` already recorded (a replayed event) nothing is added: null. */
export async function recordPayment(q: Database, values: NewPayment): Promise<PaymentRow | null> {
  const [row] = await q
    .insert(payments)
    .values({ id: `pay_${randomBytes(15).toString("base64url")}`, ...values })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export const receiptPath = (id: string) => `${SUBSCRIPTION_PATH}/receipts/${id}`;

function paymentQuery(db: Database) {
  return db
    .select({
      payment: payments,
      plan: { id: plans.id, name: plans.name, interval: plans.interval },
      bot: { id: bots.id, name: bots.name },
    })
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .leftJoin(bots, eq(bots.id, payments.botId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof paymentQuery>["execute"]>>[number];

function item({ payment, plan, bot }: Joined): PaymentItem {
  return {
    id: payment.id,
    paid_at: payment.paidAt.toISOString(),
    amount_usd: payment.amountCents / 100,
    plan: { id: plan.id, name: plan.name },
    bot: bot?.id ? { id: bot.id, name: bot.name } : null,
    status: payment.status,
    receipt_url: receiptPath(payment.id),
  };
}

/** The member's charges, newest first: the latest `limit`, or all of them (the account export). */
export async function listPayments(db: Database, userId: number, limit?: number): Promise<PaymentItem[]> {
  const query = paymentQuery(db)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.paidAt), desc(payments.id));
  return (limit === undefined ? await query : await query.limit(limit)).map(item);
}

/** The member's own receipt; null for an unknown id or someone else's, so ids cannot be probed. */
export async function receiptOf(db: Database, userId: number, id: string): Promise<Receipt | null> {
  const [row] = await paymentQuery(db).where(and(eq(payments.id, id), eq(payments.userId, userId)));
  if (!row) return null;
  return {
    ...item(row),
    period_start: row.payment.periodStart.toISOString(),
    period_end: row.payment.periodEnd.toISOString(),
    card_last4: row.payment.cardLast4,
    provider: row.payment.provider,
  };
}

/** Mails the receipt of a paid charge; a mail failure is logged (the payment stands). */
export async function sendReceipt(services: Services, payment: PaymentRow) {
  const [row] = await services.db
    .select({ email: users.email, lng: users.uiLanguage, plan: plans.name, interval: plans.interval })
    .from(users)
    .innerJoin(plans, eq(plans.id, payment.planId))
    .where(eq(users.id, payment.userId));
  if (!row) return;
  const mail = receiptMail(
    services.config.PUBLIC_URL,
    {
      amountCents: payment.amountCents,
      plan: row.plan,
      periodStart: payment.periodStart,
      periodEnd: payment.periodEnd,
      receiptPath: receiptPath(payment.id),
      renews: !isSinglePass(row.interval),
    },
    row.lng,
  );
  await sendQuietly(services, row.email, mail, `receipt ${payment.id}`);
}

/** Billing mails never fail what caused them; the log names the mail, never the address. */
export async function sendQuietly(
  services: Services,
  to: string,
  mail: { subject: string; text: string; html: string },
  what: string,
) {
  await services.mailer.send({ to, ...mail }).catch((err) => {
    services.log(`[billing] mail ${what} failed: ${errorSummary(err)}`);
  });
}
