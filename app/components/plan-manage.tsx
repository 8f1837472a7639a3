// The member's plan on the Subscription page: what it is doing ("Your plan ends on {date}", a failed
// renewal), "Cancel plan" with one confirmation, "Resume", "Update card", and what was paid with a
// receipt each. Plain links and forms (app/utils/plan-manage.server.ts), so all of it works with
// JavaScript off; the confirmation is the page itself with ?confirm=cancel.
import { Form, Link, useNavigation } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import type { PaymentItem, SubscriptionStatus } from "#contract/api-types";
import { TEST_CARDS } from "#contract/checkout";
import { SubmitButton } from "~/components/forms";
import { useIntl } from "~/utils/intl";
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
  const { t } = useTranslation("billing");
  const { day } = useIntl();
  const renews =
    current.matched_db_product.interval === "month" || current.matched_db_product.interval === "year";
  const ends = day(current.current_period_end);
  const sentence =
    current.status === "active" && renews
      ? current.bot_name
        ? "current.renewsFor"
        : "current.renews"
      : current.bot_name
        ? "current.activeUntilFor"
        : "current.activeUntil";
  return (
    <section
      aria-label={t("current.label")}
      className="card mt-4 space-y-3 px-4 py-3 text-sm text-white/85"
      data-testid="current-plan"
    >
      <p>
        <Trans
          t={t}
          i18nKey={sentence}
          values={{ plan: current.plan_name, bot: current.bot_name, date: ends }}
          components={{ strong: <strong className="text-white" /> }}
        />
      </p>
      {current.status === "canceling" ? (
        <p className="font-semibold text-amber-100" data-testid="plan-ends">
          {t("current.ends", { date: ends })}
        </p>
      ) : null}
      {current.status === "past_due" ? (
        <p role="alert" className="font-semibold text-rose-100">
          {t("current.pastDue", { date: current.grace_until ? day(current.grace_until) : ends })}
        </p>
      ) : null}
      {renews ? (
        <div className="flex flex-wrap items-center gap-3">
          {current.status === "canceling" ? (
            <IntentButton
              intent="resume"
              label={t("current.resume")}
              busy={t("current.resuming")}
              className="btn-primary"
            />
          ) : !confirming ? (
            <Link to={CONFIRM_CANCEL} className="btn-ghost" preventScrollReset>
              {t("current.cancel")}
            </Link>
          ) : null}
          {current.provider === "stripe" ? (
            <IntentButton
              intent="portal"
              label={t("current.updateCard")}
              busy={t("current.openingStripe")}
              className="btn-ghost"
            />
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
            {t("current.confirmTitle", { plan: current.plan_name })}
          </p>
          <p className="mt-1">{t("current.confirmText", { date: ends })}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <IntentButton
              intent="cancel"
              label={t("current.confirmYes")}
              busy={t("current.cancelling")}
              className="btn-primary"
            />
            <Link to={SUBSCRIPTION_PAGE} className="btn-ghost" preventScrollReset>
              {t("current.keep")}
            </Link>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** The local checkout's card on file; opened without JavaScript too (<details>). */
function CardForm({ cardLast4 }: { cardLast4: string | null }) {
  const { t } = useTranslation("billing");
  const navigation = useNavigation();
  return (
    // Keyed by the card, so a saved card closes the form again (with JavaScript the page stays mounted).
    <details key={cardLast4 ?? "none"} className="w-full sm:w-auto">
      <summary className="btn-ghost cursor-pointer list-none">{t("current.updateCard")}</summary>
      <Form method="post" action={SUBSCRIPTION_PAGE} className="mt-3 flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1">
          <span>
            {cardLast4 ? t("current.cardNumberNow", { last4: cardLast4 }) : t("current.cardNumber")}
          </span>
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
          pendingLabel={t("current.saving")}
          name="intent"
          value="card"
          className="btn-primary"
        >
          {t("current.saveCard")}
        </SubmitButton>
      </Form>
    </details>
  );
}

export function PaymentsList({ payments }: { payments: PaymentItem[] }) {
  const { t } = useTranslation("billing");
  const { day, price } = useIntl();
  if (!payments.length) return null;
  return (
    <section aria-labelledby="payments-title" className="mt-8">
      <h2 id="payments-title" className="text-lg font-semibold text-white">
        {t("payments.title")}
      </h2>
      <ul className="card mt-3 divide-y divide-white/10 text-sm" data-testid="payments">
        {payments.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <span>
              {day(p.paid_at)} ·{" "}
              {p.bot ? t("payments.forBot", { plan: p.plan.name, bot: p.bot.name }) : p.plan.name} ·{" "}
              {price(p.amount_usd)}
              {p.status === "paid" ? "" : ` · ${t(`payments.${p.status}`)}`}
            </span>
            <Link to={p.receipt_url} className="text-violet-300 underline">
              {t("payments.receipt")}
              <span className="sr-only">{t("payments.receiptOf", { date: day(p.paid_at) })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
