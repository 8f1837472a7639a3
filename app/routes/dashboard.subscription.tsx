// /dashboard/subscription (§2, §4): the plans, the current one "Activated", and checkout. With
// JavaScript a day/week plan opens "Select your bot", the checkout URL opens in a new window and the
// status refreshes; without, the form posts, a plain page picks the bot, and the browser is redirected.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  useFetcher,
  useLoaderData,
  useNavigation,
  useRevalidator,
  type FetcherWithComponents,
} from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import type { Bot, Plan, SubscriptionStatus } from "#contract/api-types";
import { CHECKOUT_COPY } from "#contract/checkout";
import { SINGLE_PASS_INTERVALS, SKELETONS } from "#contract/constants";
import { COPY } from "#contract/messages";
import { BotPicker } from "~/components/bot-picker";
import { PageIntro, usePageLoading } from "~/components/dashboard-pending";
import { PlanCard, PlanGrid, PlanGridSkeleton } from "~/components/plan-card";
import { Spinner } from "~/components/spinner";
import { callApi } from "~/utils/api.server";
import { requireToken, sessionLost } from "~/utils/auth.server";
import { useHydrated } from "~/utils/hydrated";
import { loadPlans, startCheckout } from "~/utils/plans.server";
import { pickerPath, SUBSCRIPTION_PAGE, type CheckoutActionData } from "~/utils/subscription";
import { redirectWithInfo, redirectWithSuccess } from "~/utils/toast.server";
import { seoMeta } from "~/utils/seo";

const CheckoutForm = z.object({
  product_id: z.coerce.number().int().positive(),
  bot_id: z.preprocess(
    (v) => (v === "" || v == null ? null : v),
    z.coerce.number().int().positive().nullable(),
  ),
  js: z.literal("1").optional(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  // Stripe sends the buyer back here; say how it went once, then drop the query.
  const back = new URL(request.url).searchParams.get("checkout");
  if (back === "success") throw await redirectWithSuccess(SUBSCRIPTION_PAGE, CHECKOUT_COPY.stripeSuccess);
  if (back === "canceled") throw await redirectWithInfo(SUBSCRIPTION_PAGE, CHECKOUT_COPY.stripeCanceled);
  const [plans, status] = await Promise.all([
    loadPlans(request, token),
    callApi<SubscriptionStatus>("/subscription/status", { token, request }),
  ]);
  if (!status.ok && status.status === 401) await sessionLost(request);
  return { plans, status: status.ok ? status.data : null };
}

export async function action({ request }: ActionFunctionArgs) {
  const token = await requireToken(request);
  const parsed = CheckoutForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw new Response("Choose a plan.", { status: 400 });
  const { product_id, bot_id, js } = parsed.data;
  return startCheckout(request, token, { productId: product_id, botId: bot_id, js: js === "1" });
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Subscription",
    description: "Your Infinite plan: see what is active, upgrade, or pick a Chat Pass.",
    path: "/dashboard/subscription",
    noIndex: true,
  });

const isSinglePass = (plan: Plan) => (SINGLE_PASS_INTERVALS as readonly string[]).includes(plan.interval);
const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", {
    timeZone: "UTC",
    month: "long",
    day: "numeric",
    year: "numeric",
  });

/** Opens the checkout in a new window. The window is opened during the click (popup blockers allow
 * that), shown the URL once the API answers, and closed again if the call fails or redirects. The
 * status is refreshed right away, when the payment window closes, and when this tab is focused again. */
function useCheckoutWindow(fetcher: FetcherWithComponents<unknown>) {
  const waiting = useRef<{ win: Window | null; before: unknown } | null>(null);
  const started = useRef(false);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const data = fetcher.data as CheckoutActionData | undefined;

  useEffect(() => {
    const pending = waiting.current;
    if (fetcher.state !== "idle" || !pending) return;
    waiting.current = null;
    const win = pending.win && !pending.win.closed ? pending.win : null;
    // Same data as before the click: the action redirected (e.g. signed out) instead of answering.
    if (data === pending.before || !data || !("checkoutUrl" in data)) {
      win?.close();
      return;
    }
    if (win) win.location.href = data.checkoutUrl;
    else window.open(data.checkoutUrl, "_blank", "noopener");
    started.current = true;
    revalidate.current();
    if (!win) return;
    const watch = window.setInterval(() => {
      if (!win.closed) return;
      window.clearInterval(watch);
      revalidate.current();
    }, 1000);
    return () => window.clearInterval(watch);
  }, [fetcher.state, data]);

  useEffect(() => {
    const refresh = () => {
      if (started.current && document.visibilityState === "visible") revalidate.current();
    };
    window.addEventListener("focus", refresh);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.removeEventListener("focus", refresh);
      document.removeEventListener("visibilitychange", refresh);
      // Leaving the page mid-call (a redirect to login): no empty window left behind.
      waiting.current?.win?.close();
    };
  }, []);

  return {
    open() {
      const win = window.open("", "_blank");
      if (win) win.opener = null;
      waiting.current = { win, before: fetcher.data };
    },
  };
}

export default function Subscription() {
  const { plans, status } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const checkoutWindow = useCheckoutWindow(fetcher as FetcherWithComponents<unknown>);
  const [picking, setPicking] = useState<Plan | null>(null);

  const loading = usePageLoading(SUBSCRIPTION_PAGE);
  const pendingForm = fetcher.state !== "idle" ? fetcher.formData : navigation.formData;
  const pendingPlan = Number(pendingForm?.get("product_id") ?? 0);
  const current = status?.is_subscribed ? status.subscription : null;

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
      {current ? (
        <p className="card mt-4 px-4 py-3 text-sm text-white/85" data-testid="current-plan">
          Your <strong className="text-white">{current.plan_name}</strong>
          {current.bot_name ? ` for ${current.bot_name}` : ""} is active until{" "}
          {formatDay(current.current_period_end)}.
        </p>
      ) : null}

      <section aria-label="Plans" aria-busy={loading} className="mt-8">
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
                        {COPY.activated}
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
                        <button
                          type="submit"
                          disabled={pendingPlan !== 0}
                          className={`${plan.popular ? "btn-primary" : "btn-ghost"} w-full`}
                          aria-label={`${COPY.getStarted} with ${plan.name}`}
                        >
                          {pending ? <Spinner className="h-4 w-4" /> : null}
                          {pending ? "Starting checkout…" : COPY.getStarted}
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
            {COPY.noSubscriptionAvailable}
          </p>
        )}
      </section>

      {hydrated && picking ? (
        <BotPicker
          plan={picking}
          pickerUrl={pickerPath(picking.id)}
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
