// One account in the console: its standing, the reports it made, reports about characters it
// created, and those characters. Never its chats (a reported chat is shown with its report).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { AdminReportSummary } from "#contract/admin";
import { NoteAction } from "~/components/admin/note-action";
import { RESOLUTION_LABELS } from "~/components/admin/report-card";
import { AdminErrorBoundary, AdminPage, Badge, When } from "~/components/admin/ui";
import { UserBadges, UserBanAction } from "~/components/admin/user-status";
import { endpoints } from "#contract/endpoints";
import { adminRead } from "~/utils/admin.server";
import { userAction } from "~/utils/admin-users.server";
import { seoMeta } from "~/utils/seo";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!/^[0-9]{1,10}$/.test(id)) throw new Response("Not found", { status: 404 });
  return { user: await adminRead(request, endpoints["GET /admin/users/:id"], { params: { id } }) };
}

export const action = ({ request }: ActionFunctionArgs) => userAction(request);

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Account",
    description: "An account in the console.",
    path: "/admin/users",
    noIndex: true,
  });

function Reports({ title, reports }: { title: string; reports: AdminReportSummary[] }) {
  const id = title.toLowerCase().replace(/\W+/g, "-");
  return (
    <section aria-labelledby={id} className="card p-5">
      <h2 id={id} className="font-semibold">
        {title} ({reports.length})
      </h2>
      {reports.length ? (
        <ul className="mt-3 space-y-2 text-sm">
          {reports.map((r) => (
            <li key={r.id} className="border-t border-white/10 pt-2">
              <p>
                #{r.id} · {r.bot?.name ?? "a deleted bot"} · {r.category} · {r.severity} ·{" "}
                <When at={r.created_at} />
              </p>
              <p className="whitespace-pre-wrap text-white/70">{r.description}</p>
              <p className="text-xs text-white/60">
                {r.resolution ? `Resolved: ${RESOLUTION_LABELS[r.resolution]}` : "Open"}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-white/60">None.</p>
      )}
    </section>
  );
}

export default function AdminUserPage() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <AdminPage title={user.name || user.email}>
      <p>
        <Link to="/admin/users" className="text-sm text-brand-300 underline">
          ← All users
        </Link>
      </p>
      <section aria-label="Account" className="card space-y-3 p-5">
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-white/60">Email</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className="text-white/60">Joined</dt>
          <dd>
            <When at={user.created_at} />
          </dd>
          <dt className="text-white/60">Date of birth</dt>
          <dd>{user.birth_date ?? "not given"}</dd>
          {user.banned_at ? (
            <>
              <dt className="text-white/60">Banned</dt>
              <dd>
                <When at={user.banned_at} />
              </dd>
            </>
          ) : null}
          {user.age_review_at ? (
            <>
              <dt className="text-white/60">Age review since</dt>
              <dd>
                <When at={user.age_review_at} />
              </dd>
            </>
          ) : null}
        </dl>
        <UserBadges user={user} />
        <div className="flex flex-wrap gap-3">
          {user.age_review_at ? (
            <NoteAction intent="clear" id={user.id} label="Clear the age review" />
          ) : null}
          <UserBanAction user={user} />
        </div>
      </section>
      <Reports title="Reports this account made" reports={user.reports} />
      <Reports title="Reports about this account's characters" reports={user.reports_about} />
      <section aria-labelledby="characters" className="card p-5">
        <h2 id="characters" className="font-semibold">
          Characters ({user.characters.length})
        </h2>
        {user.characters.length ? (
          <ul className="mt-3 space-y-2 text-sm">
            {user.characters.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-2">
                <Link to={`/admin/bots/${c.id}`} className="font-medium hover:underline">
                  {c.name}
                </Link>
                <Badge>{c.visibility}</Badge>
                {c.review_status ? <Badge>{c.review_status}</Badge> : null}
                {c.hidden ? <Badge tone="warn">hidden</Badge> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-white/60">None.</p>
        )}
      </section>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
