// Console overview: how many people use Infinite, how chats go (ratings, crisis and blocked replies)
// and what waits for an operator, each queue linked.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MessagesChart } from "~/components/admin/messages-chart";
import { AdminErrorBoundary, AdminPage } from "~/components/admin/ui";
import { endpoints } from "#contract/endpoints";
import { adminRead } from "~/utils/admin.server";
import { seoMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  return { overview: await adminRead(request, endpoints["GET /admin/overview"]) };
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Console overview",
    description: "Infinite at a glance.",
    path: "/admin",
    noIndex: true,
  });

const number = (n: number) => n.toLocaleString("en-US");

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
  const rated = o.thumbs_up + o.thumbs_down;
  const ratio = rated ? `${Math.round((o.thumbs_up / rated) * 100)}%` : "—";
  return (
    <AdminPage title="Overview" intro="Usage, how replies land, and the queues waiting for an operator.">
      <section aria-labelledby="queues" className="space-y-3">
        <h2 id="queues" className="text-lg font-semibold">
          Waiting for you
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <Stat label="Open reports" value={number(o.open_reports)} to="/admin/reports" />
          <Stat label="Age reviews" value={number(o.age_reviews)} to="/admin/age-reviews" />
          <Stat label="Characters to approve" value={number(o.pending_characters)} to="/admin/characters" />
        </div>
      </section>
      <section aria-labelledby="usage" className="space-y-3">
        <h2 id="usage" className="text-lg font-semibold">
          Usage and replies
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Stat label="Members" value={number(o.members)} />
          <Stat label="Chatted in the last 24 hours" value={number(o.chatters_24h)} />
          <Stat
            label="Thumbs-up ratio"
            value={ratio}
            hint={`${number(o.thumbs_up)} up, ${number(o.thumbs_down)} down`}
          />
          <Stat label="Crisis replies" value={number(o.crisis_replies)} />
          <Stat label="Blocked replies" value={number(o.blocked_replies)} />
        </div>
        <MessagesChart days={o.messages_per_day} />
      </section>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
