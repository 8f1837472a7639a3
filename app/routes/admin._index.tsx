// Console overview: how many people use Infinite, how chats go (ratings, crisis and blocked replies)
// and what waits for an operator, each queue linked.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MessagesChart } from "~/components/admin/messages-chart";
import { AdminErrorBoundary, AdminPage } from "~/components/admin/ui";
import { useAdminFormat } from "~/components/admin/use-format";
import { endpoints } from "#contract/endpoints";
import { adminRead } from "~/utils/admin.server";
import { adminMeta } from "~/utils/admin-meta";
import { adminPageMeta } from "~/utils/admin-meta.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const [overview, meta] = await Promise.all([
    adminRead(request, endpoints["GET /admin/overview"]),
    adminPageMeta(request, "overview"),
  ]);
  return { overview, meta };
}

export const meta = adminMeta("/admin");

function Stat({ label, value, to, hint }: { label: string; value: string; to?: string; hint?: string }) {
  const body = (
    <>
      <dt className="text-sm text-white/70">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-white/60">{hint}</dd> : null}
    </>
  );
  return (
    <div className="card p-5">
      {to ? (
        <Link to={to} className="block rounded-lg hover:text-brand-200">
          <dl>{body}</dl>
        </Link>
      ) : (
        <dl>{body}</dl>
      )}
    </div>
  );
}

export default function AdminOverviewPage() {
  const { overview: o } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { whole: number } = useAdminFormat();
  const rated = o.thumbs_up + o.thumbs_down;
  const ratio = rated ? `${Math.round((o.thumbs_up / rated) * 100)}%` : "—";
  return (
    <AdminPage title={t("overview.title")} intro={t("overview.intro")}>
      <section aria-labelledby="queues" className="space-y-3">
        <h2 id="queues" className="text-lg font-semibold">
          {t("overview.queues")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <Stat label={t("overview.openReports")} value={number(o.open_reports)} to="/admin/reports" />
          <Stat label={t("overview.ageReviews")} value={number(o.age_reviews)} to="/admin/age-reviews" />
          <Stat
            label={t("overview.pendingCharacters")}
            value={number(o.pending_characters)}
            to="/admin/characters"
          />
        </div>
      </section>
      <section aria-labelledby="usage" className="space-y-3">
        <h2 id="usage" className="text-lg font-semibold">
          {t("overview.usage")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Stat label={t("overview.members")} value={number(o.members)} />
          <Stat label={t("overview.chatters")} value={number(o.chatters_24h)} />
          <Stat
            label={t("overview.ratio")}
            value={ratio}
            hint={t("overview.thumbs", { up: number(o.thumbs_up), down: number(o.thumbs_down) })}
          />
          <Stat label={t("overview.crisis")} value={number(o.crisis_replies)} />
          <Stat label={t("overview.blocked")} value={number(o.blocked_replies)} />
        </div>
        <MessagesChart days={o.messages_per_day} />
      </section>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
