// /dashboard/subscription/receipts/{id}: one payment's receipt, for its member only (anyone else's,
// or an unknown id, is the 404 page). Printable as it is.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { formatDay } from "#contract/billing";
import { formatPrice } from "#contract/checkout";
import { endpoints } from "#contract/endpoints";
import { ErrorPage } from "~/components/error-page";
import { NotFound } from "~/components/not-found";
import { callApi } from "~/utils/api.server";
import { requireToken, sessionLost } from "~/utils/auth.server";
import { SUBSCRIPTION_PAGE } from "~/utils/subscription";
import { seoMeta } from "~/utils/seo";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const result = await callApi(endpoints["GET /subscription/payments/:id"], {
    params: { id: params.id ?? "" },
    token,
    request,
  });
  if (!result.ok && result.status === 401) await sessionLost(request);
  if (!result.ok) throw new Response(result.message, { status: result.status === 404 ? 404 : 503 });
  return { receipt: result.data };
}

export const meta: MetaFunction = ({ matches, params }) =>
  seoMeta({
    matches,
    title: "Receipt",
    description: "A receipt for your Infinite plan.",
    path: `${SUBSCRIPTION_PAGE}/receipts/${params.id ?? ""}`,
    noIndex: true,
  });

const STATUS_LABEL = { paid: "Paid", failed: "Failed: not charged", refunded: "Refunded" } as const;

export default function ReceiptPage() {
  const { receipt } = useLoaderData<typeof loader>();
  const rows: [string, string][] = [
    ["Receipt", receipt.id],
    ["Date", formatDay(receipt.paid_at)],
    ["Plan", receipt.bot ? `${receipt.plan.name} for ${receipt.bot.name}` : receipt.plan.name],
    ["Period", `${formatDay(receipt.period_start)} to ${formatDay(receipt.period_end)}`],
    ["Amount", `${formatPrice(receipt.amount_usd)} USD`],
    ["Status", STATUS_LABEL[receipt.status]],
    ...(receipt.card_last4 ? ([["Card", `•••• ${receipt.card_last4}`]] as [string, string][]) : []),
  ];
  return (
    <div className="mx-auto w-full max-w-lg">
      <h1 className="text-2xl font-bold text-white">Receipt</h1>
      <dl className="card mt-4 divide-y divide-white/10 text-sm" data-testid="receipt">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-white/70">{label}</dt>
            <dd className="text-right text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-white/80">
        Cancel or change your plan any time on the{" "}
        <Link to={SUBSCRIPTION_PAGE} className="text-violet-300 underline">
          Subscription page
        </Link>
        .
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorPage error={error} />;
}
