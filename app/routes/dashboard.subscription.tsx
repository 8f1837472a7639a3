// /dashboard/subscription (docs/requirements/dashboard.md#subscriptions): the plans, the current
// one "Activated", and checkout. With JavaScript a day/week plan opens "Select your bot", the
// checkout URL opens in a new window, and once it is paid this tab offers the chat; without, the
// form posts, a plain page picks the bot, and the browser is redirected. `?bot=` is the bot the
// user came from (preselected in the picker) and `?plan=` a day/week pass whose picker opens at
// once (the "Subscription Required" dialog's link). The member's own plan (cancel, resume, card)
// and what was paid are app/components/plan-manage.tsx.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useFetcher, useLoaderData, useNavigation, type FetcherWithComponents } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import { z } from "zod";
import type { Bot, Plan } from "#contract/api-types";
import { CHECKOUT_COPY } from "#contract/checkout";
import { SINGLE_PASS_INTERVALS, SKELETONS } from "#contract/constants";
import { COPY } from "#contract/messages";
import { BotPicker } from "~/components/bot-picker";
import { PageIntro, usePageLoading } from "~/components/dashboard-pending";
import { CurrentPlan, PaymentsList } from "~/components/plan-manage";
import { PlanCard, PlanGrid, PlanGridSkeleton } from "~/components/plan-card";
import { Spinner } from "~/components/spinner";
import { endpoints } from "#contract/endpoints";
import { callApi } from "~/utils/api.server";
import { requireToken, sessionLost } from "~/utils/auth.server";
import { chatPath } from "~/utils/chat-access";
import { useCheckoutWindow } from "~/utils/checkout-window";
import { useHydrated } from "~/utils/hydrated";
import { isPlanForm, planAction } from "~/utils/plan-manage.server";
import { loadBotRef, loadPlans, startCheckout } from "~/utils/plans.server";
import { pickerPath, SUBSCRIPTION_PAGE } from "~/utils/subscription";
import { redirectWithInfo, redirectWithSuccess } from "~/utils/toast.server";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";
import { readForm } from "~/utils/request.server";

const CheckoutForm = z.object({
  product_id: z.coerce.number().int().positive(),
  bot_id: z.preprocess(
    (v) => (v === "" || v == null ? null : v),
    z.coerce.number().int().positive().nullable(),
  ),
  from_bot: z.coerce.number().int().positive().optional().catch(undefined),
  js: z.literal("1").optional(),
});

const isSinglePass = (plan: Plan) => (SINGLE_PASS_INTERVALS as readonly string[]).includes(plan.interval);

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  // Stripe sends the buyer back here; say how it went once, then drop the query.
  const params = new URL(request.url).searchParams;
  const back = params.get("checkout");
  if (back === "success") throw await redirectWithSuccess(SUBSCRIPTION_PAGE, CHECKOUT_COPY.stripeSuccess);
  if (back === "canceled") throw await redirectWithInfo(SUBSCRIPTION_PAGE, CHECKOUT_COPY.stripeCanceled);
  const [plans, status, fromBot, payments] = await Promise.all([
    loadPlans(request, token),
    callApi(endpoints["GET /subscription/status"], { token, request }),
    loadBotRef(request, token, params.get("bot")),
    callApi(endpoints["GET /subscription/payments"], { token, request }),
  ]);
  if (!status.ok && status.status === 401) await sessionLost(request);
  const openPlan = plans.find((p) => p.id === Number(params.get("plan")) && isSinglePass(p));
  return {
    plans,
    status: status.ok ? status.data : null,
    fromBot,
    openPlanId: openPlan?.id ?? null,
    payments: payments.ok ? payments.data : [],
    confirmingCancel: params.get("confirm") === "cancel",
    meta: await pageMetaText(request, "billing", "subscription"),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const token = await requireToken(request);
  const form = await readForm(request);
  if (isPlanForm(form)) return planAction(request, token, form);
  const parsed = CheckoutForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw new Response("Choose a plan.", { status: 400 });
  const { product_id, bot_id, from_bot, js } = parsed.data;
  return startCheckout(request, token, {
    productId: product_id,
    botId: bot_id,
    js: js === "1",
    fromBot: from_bot ?? null,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/dashboard/subscription",
    },
  );

export default function Subscription() {
  const { t } = useTranslation("billing");
  const m = useMessages();
  const { plans, status, fromBot, openPlanId, payments, confirmingCancel } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const current = status?.is_subscribed ? status.subscription : null;
  const checkoutWindow = useCheckoutWindow(fetcher as FetcherWithComponents<unknown>, current?.id ?? null);
  const [picking, setPicking] = useState<Plan | null>(() => plans.find((p) => p.id === openPlanId) ?? null);

  const loading = usePageLoading(SUBSCRIPTION_PAGE);
  const pendingForm = fetcher.state !== "idle" ? fetcher.formData : navigation.formData;
  const pendingPlan = Number(pendingForm?.get("product_id") ?? 0);
  // The chat to offer once paid: the pass's own bot, else the bot the user came from.
  const boundBot = current?.bot_id ? { id: current.bot_id, name: current.bot_name ?? "" } : null;
  const chatBot = checkoutWindow.paidBot ?? boundBot ?? fromBot;

  function checkout(plan: Plan, bot: Bot | null) {
    checkoutWindow.open();
    fetcher.submit(
      { product_id: String(plan.id), bot_id: bot ? String(bot.id) : "", js: "1" },
      { method: "post", action: SUBSCRIPTION_PAGE },
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl">
      <PageIntro page="subscription" />
      {checkoutWindow.paid ? <PaidOffer bot={chatBot} /> : null}
      {current ? <CurrentPlan current={current} confirming={confirmingCancel} /> : null}

      <section aria-label={t("plans")} aria-busy={loading} className="mt-8">
        {loading ? (
          <PlanGridSkeleton count={SKELETONS.subscription} narrow />
        ) : plans.length ? (
          <PlanGrid narrow>
            {plans.map((plan) => {
              const active = current?.plan_id === plan.id;
              const pending = pendingPlan === plan.id;
              return (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  current={active}
                  action={
                    active ? (
                      <button
                        type="button"
                        disabled
                        className="btn-ghost w-full border-emerald-400/60 text-emerald-200"
                      >
                        {m(COPY.activated)}
                      </button>
                    ) : (
                      <fetcher.Form
                        method="post"
                        action={SUBSCRIPTION_PAGE}
                        onSubmit={(event) => {
                          event.preventDefault();
                          if (isSinglePass(plan)) setPicking(plan);
                          else checkout(plan, null);
                        }}
                      >
                        <input type="hidden" name="product_id" value={plan.id} />
                        {fromBot ? <input type="hidden" name="from_bot" value={fromBot.id} /> : null}
                        <button
                          type="submit"
                          disabled={pendingPlan !== 0}
                          className={`${plan.popular ? "btn-primary" : "btn-ghost"} w-full`}
                          aria-label={t("plan.getStartedWith", {
                            action: m(COPY.getStarted),
                            plan: plan.name,
                          })}
                        >
                          {pending ? <Spinner className="h-4 w-4" /> : null}
                          {pending ? t("plan.startingCheckout") : m(COPY.getStarted)}
                        </button>
                      </fetcher.Form>
                    )
                  }
                />
              );
            })}
          </PlanGrid>
        ) : (
          <p className="card mx-auto max-w-md px-6 py-10 text-center text-white/80">
            {m(COPY.noSubscriptionAvailable)}
          </p>
        )}
      </section>

      <PaymentsList payments={payments} />

      {hydrated && picking ? (
        <BotPicker
          plan={picking}
          pickerUrl={pickerPath(picking.id)}
          preselectId={fromBot?.id ?? null}
          onClose={() => setPicking(null)}
          onPick={(bot) => {
            setPicking(null);
            checkout(picking, bot);
          }}
        />
      ) : null}
    </div>
  );
}

/** Said in this tab the moment the checkout window reports the payment. */
function PaidOffer({ bot }: { bot: { id: number; name: string } | null }) {
  const m = useMessages();
  return (
    <section
      role="status"
      data-testid="checkout-paid"
      className="card mt-4 flex flex-wrap items-center justify-between gap-3 border-emerald-400/50 px-4 py-3"
    >
      <p className="font-semibold text-emerald-100">{m(CHECKOUT_COPY.paid)}</p>
      <Link to={bot ? chatPath(bot.id) : "/dashboard/discover"} className="btn-primary">
        {bot ? m(CHECKOUT_COPY.startChattingWith(bot.name)) : m(CHECKOUT_COPY.startChatting)}
      </Link>
    </section>
  );
}
