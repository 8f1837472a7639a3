// Managing a plan after it is bought (docs/requirements/dashboard.md#subscriptions): cancel and
// resume, the card on file, renewals, receipts and the demo clock. The API and the Subscription
// page share these words and rules.
import { z } from "zod";

/** A failed renewal keeps chat working this long before the plan ends. */
export const GRACE_DAYS = 3;
/** A yearly plan's renewal is announced this many days before it. */
export const REMINDER_DAYS = 7;
/** The demo clock moves at most this far in one step. */
export const MAX_ADVANCE_DAYS = 400;

export const BILLING_COPY = {
  nothingToCancel: "You have no plan that renews.",
  passNeverRenews: "Day and week passes never renew: there is nothing to cancel.",
  alreadyEnded: "This plan has already ended.",
  nothingToResume: "Your plan is not cancelled.",
  canceledTitle: "Plan cancelled",
  canceled: (plan: string, when: string) =>
    `Your ${plan} is cancelled. You can keep chatting until ${when}; it will not renew.`,
  resumedTitle: "Plan resumed",
  resumed: (plan: string, when: string) => `Your ${plan} is back on and renews on ${when}.`,
  renewedTitle: "Plan renewed",
  renewed: (plan: string, when: string) => `Your ${plan} renewed and runs until ${when}.`,
  failedTitle: "Payment failed",
  failed: (plan: string, when: string) =>
    `We could not renew your ${plan}. Chat keeps working until ${when}: update your card to keep your plan.`,
  cardUpdated: "Card updated.",
  cardUpdatedAndPaid: "Card updated and your plan renewed.",
  noCardPlan: "You have no plan that renews, so there is no card to update.",
  stripeCard: "Your card is kept by Stripe: use Update card to open Stripe's billing portal.",
  portalOnlyStripe: "The billing portal is only available for plans paid with Stripe.",
  portalDown: "Stripe's billing portal is not reachable right now. Please try again in a moment.",
  noBillingAccount: "You have no Stripe billing account yet.",
  receiptNotFound: "Receipt not found.",
  daysRequired: "Give a number of days.",
  daysRange: `Give between 1 and ${MAX_ADVANCE_DAYS} days.`,
  noSubscription: "You have no plan to move forward.",
} as const;

export const advanceSchema = z.object({
  days: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
    z
      .number({ required_error: BILLING_COPY.daysRequired, invalid_type_error: BILLING_COPY.daysRequired })
      .int(BILLING_COPY.daysRange)
      .min(1, BILLING_COPY.daysRange)
      .max(MAX_ADVANCE_DAYS, BILLING_COPY.daysRange),
  ),
});
