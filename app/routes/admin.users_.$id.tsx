// One account in the console: its standing, the reports it made, reports about characters it
// created, and those characters. Never its chats (a reported chat is shown with its report).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AdminReportSummary } from "#contract/admin";
import { NoteAction } from "~/components/admin/note-action";
import { AdminErrorBoundary, AdminPage, Badge, When } from "~/components/admin/ui";
import { UserBadges, UserBanAction } from "~/components/admin/user-status";
import { endpoints } from "#contract/endpoints";
import { adminRead } from "~/utils/admin.server";
import { userAction } from "~/utils/admin-users.server";
import { adminMeta } from "~/utils/admin-meta";
import { adminPageMeta } from "~/utils/admin-meta.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!/^[0-9]{1,10}$/.test(id)) throw new Response("Not found", { status: 404 });
  const [user, meta] = await Promise.all([
    adminRead(request, endpoints["GET /admin/users/:id"], { params: { id } }),
    adminPageMeta(request, "user"),
  ]);
  return { user, meta };
}

export const action = ({ request }: ActionFunctionArgs) => userAction(request);

export const meta = adminMeta("/admin/users");

function Reports({ id, title, reports }: { id: string; title: string; reports: AdminReportSummary[] }) {
  const { t } = useTranslation("admin");
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
                #{r.id} · {r.bot?.name ?? t("reports.deletedBot")} · {t(`reports.category.${r.category}`)} ·{" "}
                {t(`reports.severity.${r.severity}`)} · <When at={r.created_at} />
              </p>
              <p className="whitespace-pre-wrap text-white/70">{r.description}</p>
              <p className="text-xs text-white/60">
                {r.resolution
                  ? t("users.resolvedAs", { resolution: t(`reports.resolution.${r.resolution}`) })
                  : t("users.open")}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-white/60">{t("users.none")}</p>
      )}
    </section>
  );
}

export default function AdminUserPage() {
  const { user } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={user.name || user.email}>
      <p>
        <Link to="/admin/users" className="text-sm text-brand-300 underline">
          {t("users.allUsers")}
        </Link>
      </p>
      <section aria-label={t("users.account")} className="card space-y-3 p-5">
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-white/60">{t("users.email")}</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className="text-white/60">{t("users.joined")}</dt>
          <dd>
            <When at={user.created_at} />
          </dd>
          <dt className="text-white/60">{t("users.birthDate")}</dt>
          <dd>{user.birth_date ?? t("users.notGiven")}</dd>
          {user.banned_at ? (
            <>
              <dt className="text-white/60">{t("users.banned")}</dt>
              <dd>
                <When at={user.banned_at} />
              </dd>
            </>
          ) : null}
          {user.age_review_at ? (
            <>
              <dt className="text-white/60">{t("users.ageReviewSince")}</dt>
              <dd>
                <When at={user.age_review_at} />
              </dd>
            </>
          ) : null}
        </dl>
        <UserBadges user={user} />
        <div className="flex flex-wrap gap-3">
          {user.age_review_at ? (
            <NoteAction intent="clear" id={user.id} label={t("users.clearReview")} />
          ) : null}
          <UserBanAction user={user} />
        </div>
      </section>
      <Reports id="reports-made" title={t("users.reportsMadeHeading")} reports={user.reports} />
      <Reports id="reports-about" title={t("users.reportsAboutHeading")} reports={user.reports_about} />
      <section aria-labelledby="characters" className="card p-5">
        <h2 id="characters" className="font-semibold">
          {t("users.charactersHeading", { count: user.characters.length })}
        </h2>
        {user.characters.length ? (
          <ul className="mt-3 space-y-2 text-sm">
            {user.characters.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-2">
                <Link to={`/admin/bots/${c.id}`} className="font-medium hover:underline">
                  {c.name}
                </Link>
                <Badge>{t(`visibility.${c.visibility}`)}</Badge>
                {c.review_status ? <Badge>{t(`review.${c.review_status}`)}</Badge> : null}
                {c.hidden ? <Badge tone="warn">{t("bots.hidden")}</Badge> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-white/60">{t("users.none")}</p>
        )}
      </section>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
