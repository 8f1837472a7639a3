// /dashboard/subscription/pick?plan=ID[&bot=ID][&q=…]: "Select your bot" as a plain page, for browsers
// without JavaScript (the modal of /dashboard/subscription loads its bots from this loader too). The
// bot the user came from is chosen already and listed first; a GET form searches the list.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import { z } from "zod";
import { CHECKOUT_COPY } from "#contract/checkout";
import { SINGLE_PASS_INTERVALS } from "#contract/constants";
import { COPY } from "#contract/messages";
import { BotImage } from "~/components/bot-image";
import { ErrorList } from "~/components/forms";
import { Spinner } from "~/components/spinner";
import { requireToken } from "~/utils/auth.server";
import { loadAllBots, loadPlans, startCheckout } from "~/utils/plans.server";
import { useIntl } from "~/utils/intl";
import { orderBots, SUBSCRIPTION_PAGE } from "~/utils/subscription";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";
import { readForm } from "~/utils/request.server";

const PickForm = z.object({
  product_id: z.coerce.number().int().positive(),
  bot_id: z.coerce
    .number({ invalid_type_error: CHECKOUT_COPY.botRequired })
    .int()
    .positive(CHECKOUT_COPY.botRequired),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const params = new URL(request.url).searchParams;
  const planId = Number(params.get("plan"));
  const plans = await loadPlans(request, token);
  const plan = plans.find((p) => p.id === planId);
  // Only single-pass plans are bound to a bot; anything else goes back to the plan list.
  if (!plan || !(SINGLE_PASS_INTERVALS as readonly string[]).includes(plan.interval))
    throw redirect(SUBSCRIPTION_PAGE);
  const q = params.get("q")?.slice(0, 60) ?? "";
  const botId = Number(params.get("bot")) || null;
  const bots = await loadAllBots(request, token);
  // The modal searches by itself: it asks without q and gets them all.
  return {
    plan,
    q,
    botId,
    bots: orderBots(bots, q, botId),
    meta: await pageMetaText(request, "billing", "pick"),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const token = await requireToken(request);
  const form = Object.fromEntries(await readForm(request));
  const parsed = PickForm.safeParse({ ...form, bot_id: form.bot_id || undefined });
  if (!parsed.success) return { error: CHECKOUT_COPY.botRequired };
  return startCheckout(request, token, {
    productId: parsed.data.product_id,
    botId: parsed.data.bot_id,
    js: false,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/dashboard/subscription/pick",
    },
  );

export default function PickBot() {
  const { t } = useTranslation("billing");
  const m = useMessages();
  const { price } = useIntl();
  const { plan, q, botId, bots } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { error?: string } | undefined;
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const error = result?.error;

  return (
    <div className="mx-auto w-full max-w-5xl">
      <h2 className="text-2xl font-bold sm:text-3xl">{m(COPY.selectYourBot)}</h2>
      <p className="mt-1 text-white/75">
        {t("picker.unlocksPriced", {
          plan: plan.name,
          price: price(plan.price),
          interval: t(`intervals.${plan.interval}`, { defaultValue: plan.interval }),
        })}
      </p>
      <Form method="get" role="search" className="mt-6 flex gap-2">
        <input type="hidden" name="plan" value={plan.id} />
        {botId ? <input type="hidden" name="bot" value={botId} /> : null}
        <label htmlFor="pick-search" className="sr-only">
          {t("picker.searchLabel")}
        </label>
        <input
          id="pick-search"
          type="search"
          name="q"
          defaultValue={q}
          placeholder={t("picker.searchPlaceholder")}
          className="input"
        />
        <button type="submit" className="btn-ghost">
          {t("picker.search")}
        </button>
      </Form>
      <Form method="post" className="mt-6">
        <input type="hidden" name="product_id" value={plan.id} />
        <fieldset aria-describedby={error ? "bot-error" : undefined} aria-invalid={error ? true : undefined}>
          <legend className="sr-only">{t("picker.bots")}</legend>
          {bots.length ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
              {bots.map((bot) => (
                <li key={bot.id}>
                  <label className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border border-white/10 bg-ink-800/70 p-2 text-center has-[:checked]:border-brand-400 has-[:checked]:ring-2 has-[:checked]:ring-brand-400 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-300">
                    <BotImage src={bot.image} name={bot.name} className="aspect-square w-full rounded-lg" />
                    <span className="flex items-center gap-2 text-sm font-semibold">
                      <input
                        type="radio"
                        name="bot_id"
                        value={bot.id}
                        defaultChecked={bot.id === botId}
                        className="accent-brand-500"
                      />
                      {bot.name}
                    </span>
                    <span className="text-xs text-brand-300">{bot.character}</span>
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-white/80">{m(COPY.noBotFound)}</p>
          )}
        </fieldset>
        <ErrorList id="bot-error" errors={error ? [error] : null} />
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? <Spinner className="h-4 w-4" /> : null}
            {t("picker.toCheckout")}
          </button>
          <Link to={SUBSCRIPTION_PAGE} className="btn-ghost">
            {t("picker.backToPlans")}
          </Link>
        </div>
      </Form>
    </div>
  );
}
