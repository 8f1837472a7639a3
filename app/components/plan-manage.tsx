// The member's plan on the Subscription page: what it is doing ("Your plan ends on {date}", a failed
// renewal), "Cancel plan" with one confirmation, "Resume", "Update card", and what was paid with a
// receipt each. Plain links and forms (app/utils/plan-manage.server.ts), so all of it works with
// JavaScript off; the confirmation is the page itself with ?confirm=cancel.
import { Form, Link, useNavigation } from "@remix-run/react";
import type { PaymentItem, SubscriptionStatus } from "#contract/api-types";
import { formatDay } from "#contract/billing";
import { formatPrice, TEST_CARDS } from "#contract/checkout";
import { SubmitButton } from "~/components/forms";
import { SUBSCRIPTION_PAGE } from "~/utils/subscription";

type Current = NonNullable<SubscriptionStatus["subscription"]>;

export const CONFIRM_CANCEL = `${SUBSCRIPTION_PAGE}?confirm=cancel`;

function IntentButton({
  intent,
  label,
  busy,
  className,
}: {
  intent: string;
  label: string;
  busy: string;
  className: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" action={SUBSCRIPTION_PAGE} className="contents">
      <SubmitButton pending={pending} pendingLabel={busy} name="intent" value={intent} className={className}>
        {label}
      </SubmitButton>
    </Form>
  );
}

export function CurrentPlan({ current, confirming }: { current: Current; confirming: boolean }) {
  const renews =
    current.matched_db_product.interval === "month" || current.matched_db_product.interval === "year";
  const ends = formatDay(current.current_period_end);
  return (
    <section
      aria-label="Your plan"
      className="card mt-4 space-y-3 px-4 py-3 text-sm text-white/85"
      data-testid="current-plan"
    >
      <p>
        Your <strong className="text-white">{current.plan_name}</strong>
        {current.bot_name ? ` for ${current.bot_name}` : ""}{" "}
        {current.status === "active" && renews ? `renews on ${ends}.` : `is active until ${ends}.`}
      </p>
      {current.status === "canceling" ? (
        <p className="font-semibold text-amber-100" data-testid="plan-ends">
          Your plan ends on {ends}.
        </p>
      ) : null}
      {current.status === "past_due" ? (
        <p role="alert" className="font-semibold text-rose-100">
          We could not renew your plan. Chat keeps working until {formatDay(current.grace_until ?? ends)}:
          update your card to pay again.
        </p>
      ) : null}
      {renews ? (
        <div className="flex flex-wrap items-center gap-3">
          {current.status === "canceling" ? (
            <IntentButton intent="resume" label="Resume" busy="Resuming…" className="btn-primary" />
          ) : !confirming ? (
            <Link to={CONFIRM_CANCEL} className="btn-ghost" preventScrollReset>
              Cancel plan
            </Link>
          ) : null}
          {current.provider === "stripe" ? (
            <IntentButton intent="portal" label="Update card" busy="Opening Stripe…" className="btn-ghost" />
          ) : (
            <CardForm cardLast4={current.card_last4} />
          )}
        </div>
      ) : null}
      {confirming && renews && current.status !== "canceling" ? (
        <div
          role="alertdialog"
          aria-labelledby="confirm-cancel-title"
          className="rounded-lg border border-white/15 p-3"
        >
          <p id="confirm-cancel-title" className="font-semibold text-white">
            Cancel your {current.plan_name}?
          </p>
          <p className="mt-1">It will not renew. You keep it until {ends}, and you can resume before then.</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <IntentButton
              intent="cancel"
              label="Yes, cancel plan"
              busy="Cancelling…"
              className="btn-primary"
            />
            <Link to={SUBSCRIPTION_PAGE} className="btn-ghost" preventScrollReset>
              Keep my plan
            </Link>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** The local checkout's card on file; opened without JavaScript too (<details>). */
function CardForm({ cardLast4 }: { cardLast4: string | null }) {
  const navigation = useNavigation();
  return (
    // Keyed by the card, so a saved card closes the form again (with JavaScript the page stays mounted).
    <details key={cardLast4 ?? "none"} className="w-full sm:w-auto">
      <summary className="btn-ghost cursor-pointer list-none">Update card</summary>
      <Form method="post" action={SUBSCRIPTION_PAGE} className="mt-3 flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1">
          <span>Card number{cardLast4 ? ` (now •••• ${cardLast4})` : ""}</span>
          <input
            name="card_number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder={TEST_CARDS.success}
            className="input"
            required
          />
        </label>
        <SubmitButton
          pending={navigation.formData?.get("intent") === "card"}
          pendingLabel="Saving…"
          name="intent"
          value="card"
          className="btn-primary"
        >
          Save card
        </SubmitButton>
      </Form>
    </details>
  );
}

export function PaymentsList({ payments }: { payments: PaymentItem[] }) {
  if (!payments.length) return null;
  return (
    <section aria-labelledby="payments-title" className="mt-8">
      <h2 id="payments-title" className="text-lg font-semibold text-white">
        Payments
      </h2>
      <ul className="card mt-3 divide-y divide-white/10 text-sm" data-testid="payments">
        {payments.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <span>
              {formatDay(p.paid_at)} · {p.plan.name}
              {p.bot ? ` for ${p.bot.name}` : ""} · {formatPrice(p.amount_usd)}
              {p.status === "paid" ? "" : ` · ${p.status === "failed" ? "Failed" : "Refunded"}`}
            </span>
            <Link to={p.receipt_url} className="text-violet-300 underline">
              Receipt<span className="sr-only"> of {formatDay(p.paid_at)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
