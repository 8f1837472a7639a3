// What a member changes about a plan they pay for: cancel (it stays usable until the period end),
// resume before that, and the card on file. With Stripe the change is made at Stripe first (its
// answer is the truth, and its webhook confirms it); with the local checkout our database is the
// truth. Each change is a conditional update, so a double click notifies and mails once.
import { and, eq } from "drizzle-orm";
import { BILLING_COPY } from "../../contract/billing";
import { CHECKOUT_COPY, TEST_CARDS, cardDigits } from "../../contract/checkout";
import type { SubscriptionRow } from "../db/rows";
import { subscriptions, users } from "../db/schema";
import { ApiError } from "../http/envelope";
import { canceledMail } from "../services/mail/billing-templates";
import type { Services } from "../services/types";
import { currentSubscription, isSinglePass } from "./access";
import { formatWhen } from "./fulfil";
import { notify } from "./notify";
import { sendQuietly } from "./payments";
import { retryPastDue } from "./renewals";

const conflict = (message: string) => new ApiError(409, message);

/** The member's plan that renews (or would): 409 for none, or for a single pass. */
async function renewingPlan(services: Services, userId: number) {
  const current = await currentSubscription(services.db, userId, services.now());
  if (!current) throw conflict(BILLING_COPY.nothingToCancel);
  if (isSinglePass(current.plan.interval)) throw conflict(BILLING_COPY.passNeverRenews);
  return current;
}

/** Tells Stripe first; a refusal or an outage is a 503 and nothing changes here. */
async function atStripe(services: Services, subscription: SubscriptionRow, cancel: boolean) {
  const id = subscription.providerSubscriptionId;
  if (!id || !services.payments.setCancelAtPeriodEnd) return;
  try {
    await services.payments.setCancelAtPeriodEnd(id, cancel);
  } catch (err) {
    services.log(
      `[payments] cancel_at_period_end=${cancel} for subscription ${subscription.id} failed: ${err instanceof Error ? err.message : err}`,
    );
    throw new ApiError(503, CHECKOUT_COPY.providerDown);
  }
}

async function setCancel(services: Services, subscription: SubscriptionRow, cancel: boolean) {
  const changed = await services.db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel, updatedAt: services.now() })
    .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.cancelAtPeriodEnd, !cancel)))
    .returning();
  return changed.length > 0;
}

export async function cancelPlan(services: Services, userId: number) {
  const { subscription, plan } = await renewingPlan(services, userId);
  if (subscription.cancelAtPeriodEnd) return;
  await atStripe(services, subscription, true);
  if (!(await setCancel(services, subscription, true))) return;
  const until = formatWhen(subscription.currentPeriodEnd);
  await notify(
    services.db,
    userId,
    BILLING_COPY.canceledTitle,
    BILLING_COPY.canceled(plan.name, until),
    services.now(),
  );
  const [user] = await services.db
    .select({ email: users.email, lng: users.uiLanguage })
    .from(users)
    .where(eq(users.id, userId));
  if (user) {
    const mail = canceledMail(services.config.PUBLIC_URL, plan.name, subscription.currentPeriodEnd, user.lng);
    await sendQuietly(services, user.email, mail, `cancellation ${subscription.id}`);
  }
}

export async function resumePlan(services: Services, userId: number) {
  const current = await currentSubscription(services.db, userId, services.now());
  if (!current?.subscription.cancelAtPeriodEnd) throw conflict(BILLING_COPY.nothingToResume);
  const { subscription, plan } = current;
  await atStripe(services, subscription, false);
  if (!(await setCancel(services, subscription, false))) return;
  const when = formatWhen(subscription.currentPeriodEnd);
  await notify(
    services.db,
    userId,
    BILLING_COPY.resumedTitle,
    BILLING_COPY.resumed(plan.name, when),
    services.now(),
  );
}

const PAYING = cardDigits(TEST_CARDS.success);
const DECLINING = cardDigits(TEST_CARDS.declined);

/**
 * Replaces the local checkout's card on file (its last four digits). A past-due plan is charged
 * again at once: a card that pays renews it, a declined one is refused and not kept.
 */
export async function updateCard(services: Services, userId: number, cardNumber: string): Promise<string> {
  const { subscription } = await renewingPlan(services, userId).catch(() => {
    throw conflict(BILLING_COPY.noCardPlan);
  });
  if (subscription.provider !== "local") throw conflict(BILLING_COPY.stripeCard);
  if (cardNumber !== PAYING && cardNumber !== DECLINING)
    throw new ApiError(422, CHECKOUT_COPY.useTestCard, { card_number: [CHECKOUT_COPY.useTestCard] });
  if (subscription.status === "past_due" && cardNumber === DECLINING)
    throw new ApiError(402, CHECKOUT_COPY.declined, { card_number: [CHECKOUT_COPY.declined] });
  await services.db
    .update(subscriptions)
    .set({ cardLast4: cardNumber.slice(-4), updatedAt: services.now() })
    .where(eq(subscriptions.id, subscription.id));
  if (subscription.status !== "past_due") return BILLING_COPY.cardUpdated;
  await retryPastDue(services, subscription.id);
  return BILLING_COPY.cardUpdatedAndPaid;
}
