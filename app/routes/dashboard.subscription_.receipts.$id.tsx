// /dashboard/subscription/receipts/{id}: one payment's receipt, for its member only (anyone else's,
// or an unknown id, is the 404 page). Printable as it is.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { endpoints } from "#contract/endpoints";
import { ErrorPage } from "~/components/error-page";
import { NotFound } from "~/components/not-found";
import { callApi } from "~/utils/api.server";
import { requireToken, sessionLost } from "~/utils/auth.server";
import { useIntl } from "~/utils/intl";
import { SUBSCRIPTION_PAGE } from "~/utils/subscription";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const result = await callApi(endpoints["GET /subscription/payments/:id"], {
    params: { id: params.id ?? "" },
    token,
    request,
  });
  if (!result.ok && result.status === 401) await sessionLost(request);
  if (!result.ok) throw new Response(result.message, { status: result.status === 404 ? 404 : 503 });
  return { receipt: result.data, meta: await pageMetaText(request, "billing", "receipt") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) =>
  pageMeta(
    { data, matches },
    {
      path: `${SUBSCRIPTION_PAGE}/receipts/${params.id ?? ""}`,
      noIndex: true,
    },
  );

export default function ReceiptPage() {
  const { t } = useTranslation("billing");
  const { day, price } = useIntl();
  const { receipt } = useLoaderData<typeof loader>();
  const rows: [string, string][] = [
    [t("receipt.receipt"), receipt.id],
    [t("receipt.date"), day(receipt.paid_at)],
    [
      t("receipt.plan"),
      receipt.bot
        ? t("payments.forBot", { plan: receipt.plan.name, bot: receipt.bot.name })
        : receipt.plan.name,
    ],
    [
      t("receipt.period"),
      t("receipt.periodRange", { start: day(receipt.period_start), end: day(receipt.period_end) }),
    ],
    [t("receipt.amount"), t("receipt.amountUsd", { amount: price(receipt.amount_usd) })],
    [t("receipt.status"), t(`receipt.statuses.${receipt.status}`)],
    ...(receipt.card_last4
      ? ([[t("receipt.card"), `•••• ${receipt.card_last4}`]] as [string, string][])
      : []),
  ];
  return (
    <div className="mx-auto w-full max-w-lg">
      <h1 className="text-2xl font-bold text-white">{t("receipt.title")}</h1>
      <dl className="card mt-4 divide-y divide-white/10 text-sm" data-testid="receipt">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-white/70">{label}</dt>
            <dd className="min-w-0 text-right text-white [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-white/80">
        <Trans
          t={t}
          i18nKey="receipt.manage"
          components={{ subscription: <Link to={SUBSCRIPTION_PAGE} className="text-violet-300 underline" /> }}
        />
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorPage error={error} />;
}
