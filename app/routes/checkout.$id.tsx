// /checkout/{id}: the local test checkout of docs/requirements/api.md#payments (used while no
// Stripe key is set). It shows the plan, the bot of a single-pass and the amount, and takes the
// test cards; paying fulfils through the API exactly as a Stripe webhook would. Paid, it stays on
// this page: it tells the tab that opened it (BroadcastChannel) and says the window can be closed,
// with the chat a link away for browsers without JavaScript, where the checkout took the app's own
// tab.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import {
  Form,
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useRouteError,
} from "@remix-run/react";
import { useEffect } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import type { CheckoutView } from "#contract/api-types";
import { cardSchema, CHECKOUT_COPY, TEST_CARDS } from "#contract/checkout";
import { BotImage } from "~/components/bot-image";
import { ErrorPage } from "~/components/error-page";
import { ErrorList, FormErrors, SubmitButton, useIsPending } from "~/components/forms";
import { Logo } from "~/components/logo";
import { NotFound } from "~/components/not-found";
import { PlanIcon } from "~/components/plan-card";
import { endpoints } from "#contract/endpoints";
import { callApi } from "~/utils/api.server";
import { requireToken, sessionLost } from "~/utils/auth.server";
import { chatPath } from "~/utils/chat-access";
import { announcePaid } from "~/utils/checkout-window";
import { useIntl } from "~/utils/intl";
import { SUBSCRIPTION_PAGE } from "~/utils/subscription";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";
import { readForm } from "~/utils/request.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const result = await callApi(endpoints["GET /checkout/:id"], {
    params: { id: params.id ?? "" },
    token,
    request,
  });
  if (!result.ok && result.status === 401) await sessionLost(request);
  if (!result.ok) throw new Response(result.message, { status: result.status === 404 ? 404 : 503 });
  return { checkout: result.data, meta: await pageMetaText(request, "billing", "checkout") };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const token = await requireToken(request);
  const submission = parseWithZod(await readForm(request), { schema: cardSchema });
  if (submission.status !== "success") return submission.reply();
  const result = await callApi(endpoints["POST /checkout/local/:id/pay"], {
    params: { id: params.id ?? "" },
    token,
    request,
    json: submission.value,
  });
  // Back to this page (GET), which now shows the payment done: a reload cannot post the card again.
  if (result.ok) return redirect(new URL(request.url).pathname);
  if (result.status === 401) await sessionLost(request);
  // A declined or unknown card is the card field's problem; anything else is said under the form.
  if (result.errors?.card_number)
    return submission.reply({ fieldErrors: { card_number: result.errors.card_number } });
  return submission.reply({ formErrors: [result.message] });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/checkout",
      noIndex: true,
    },
  );

export default function Checkout() {
  const { t } = useTranslation("billing");
  const { price } = useIntl();
  const { checkout } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const pending = useIsPending();
  const [form, fields] = useForm({
    id: "test-card-form",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: cardSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { plan, bot } = checkout;
  const { key, ...cardProps } = getInputProps(fields.card_number, {
    type: "text",
    ariaDescribedBy: "test-cards",
  });

  return (
    <div className="min-h-full">
      <header className="flex items-center justify-between gap-4 border-b border-white/10 px-4 py-4 sm:px-8">
        <Logo />
        <p className="rounded-full border border-amber-300/60 bg-amber-400/15 px-3 py-1 text-sm font-bold uppercase tracking-wide text-amber-200">
          {t("checkout.testMode")}
        </p>
      </header>
      <main id="main" className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-8 md:grid-cols-2">
        <section aria-labelledby="order-title" className="card p-6">
          <h1 id="order-title" className="text-sm font-semibold uppercase tracking-wide text-white/60">
            {t("checkout.order")}
          </h1>
          <div className="mt-4 flex items-center gap-3">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-600/25 text-brand-300">
              <PlanIcon icon={plan.icon} />
            </span>
            <div>
              <p className="text-lg font-bold" data-testid="checkout-plan">
                {plan.name}
              </p>
              <p className="text-sm text-white/70">
                {t("checkout.perInterval", {
                  price: price(plan.price),
                  interval: t(`intervals.${plan.interval}`, { defaultValue: plan.interval }),
                })}
              </p>
            </div>
          </div>
          {bot ? (
            <div
              className="mt-5 flex items-center gap-3 rounded-xl border border-white/10 p-3"
              data-testid="checkout-bot"
            >
              <BotImage src={bot.image} name={bot.name} className="h-12 w-12 rounded-lg" />
              <p className="text-sm">
                <Trans
                  t={t}
                  i18nKey="checkout.unlocks"
                  values={{ bot: bot.name }}
                  components={{ strong: <strong className="text-white" /> }}
                />
              </p>
            </div>
          ) : null}
          <dl className="mt-6 flex items-baseline justify-between border-t border-white/10 pt-4">
            <dt className="text-white/80">{t("checkout.total")}</dt>
            <dd className="text-2xl font-extrabold" data-testid="checkout-amount">
              {price(checkout.amount)}
            </dd>
          </dl>
        </section>

        <section aria-labelledby="pay-title" className="card p-6">
          <h2 id="pay-title" className="text-xl font-bold">
            {t("checkout.payTitle")}
          </h2>
          {checkout.status === "paid" ? (
            <PaidView checkout={checkout} />
          ) : checkout.provider !== "local" ? (
            <p className="mt-4 text-white/80">{t("checkout.provider")}</p>
          ) : (
            <Form method="post" {...getFormProps(form)} noValidate className="mt-4 space-y-4">
              <div
                id="test-cards"
                className="rounded-xl border border-amber-300/40 bg-amber-400/10 p-4 text-sm text-amber-100"
              >
                <p className="font-semibold">{t("checkout.noCharge")}</p>
                <ul className="mt-2 space-y-1">
                  <li>
                    <Trans
                      t={t}
                      i18nKey="checkout.pays"
                      values={{ card: TEST_CARDS.success }}
                      components={{ code: <code className="font-mono" /> }}
                    />
                  </li>
                  <li>
                    <Trans
                      t={t}
                      i18nKey="checkout.declined"
                      values={{ card: TEST_CARDS.declined }}
                      components={{ code: <code className="font-mono" /> }}
                    />
                  </li>
                </ul>
                <p className="mt-2 text-amber-100/80">{t("checkout.noExpiry")}</p>
              </div>
              <div>
                <label
                  htmlFor={fields.card_number.id}
                  className="mb-1.5 block text-sm font-medium text-white/85"
                >
                  {t("checkout.cardNumber")}
                </label>
                <input
                  key={key}
                  {...cardProps}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder={TEST_CARDS.success}
                  className="input font-mono tracking-wider"
                />
                <ErrorList id={fields.card_number.errorId} errors={fields.card_number.errors} />
              </div>
              <FormErrors id={form.errorId} errors={form.errors} />
              <SubmitButton pending={pending} pendingLabel={t("checkout.paying")}>
                {t("checkout.pay", { amount: price(checkout.amount) })}
              </SubmitButton>
              <p className="text-center text-sm">
                <Link to={SUBSCRIPTION_PAGE} className="text-brand-300 hover:underline">
                  {t("checkout.cancel")}
                </Link>
              </p>
            </Form>
          )}
        </section>
      </main>
    </div>
  );
}

/** The payment is done: the opener hears it at once, and this window says it may be closed. */
function PaidView({ checkout }: { checkout: CheckoutView }) {
  const { t } = useTranslation("billing");
  const m = useMessages();
  const { id, bot } = checkout;
  useEffect(() => {
    announcePaid({ checkoutId: id, bot: bot ? { id: bot.id, name: bot.name } : null });
  }, [id, bot]);
  return (
    <div className="mt-4 space-y-4" data-testid="checkout-paid">
      <div role="status" className="space-y-2">
        <p className="text-lg font-bold text-emerald-200">{m(CHECKOUT_COPY.paidTitle)}</p>
        <p>{m(CHECKOUT_COPY.paid)}</p>
        <p className="text-white/75">{m(CHECKOUT_COPY.paidClose)}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to={bot ? chatPath(bot.id) : "/dashboard/discover"} className="btn-primary">
          {bot ? m(CHECKOUT_COPY.startChattingWith(bot.name)) : m(CHECKOUT_COPY.startChatting)}
        </Link>
        <Link to={SUBSCRIPTION_PAGE} className="btn-ghost">
          {t("checkout.goToSubscription")}
        </Link>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorPage error={error} />;
}
