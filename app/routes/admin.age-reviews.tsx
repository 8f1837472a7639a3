// Age reviews: accounts the safety rules flagged because they said in chat they are under
// 18. Clear the flag (an adult after all) or ban the account; both can carry a note for the audit log.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NoteAction } from "~/components/admin/note-action";
import { AdminErrorBoundary, AdminPage, Empty, When } from "~/components/admin/ui";
import { endpoints } from "#contract/endpoints";
import { adminRead } from "~/utils/admin.server";
import { userAction } from "~/utils/admin-users.server";
import { adminMeta } from "~/utils/admin-meta";
import { adminPageMeta } from "~/utils/admin-meta.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const [flags, meta] = await Promise.all([
    adminRead(request, endpoints["GET /admin/flags"]),
    adminPageMeta(request, "ageReviews"),
  ]);
  return { flags, meta };
}

export const action = ({ request }: ActionFunctionArgs) => userAction(request);

export const meta = adminMeta("/admin/age-reviews");

/** How old the birth date makes the account today, or null without one. */
const ageOn = (birthDate: string) => {
  const born = new Date(`${birthDate}T00:00:00Z`);
  const now = new Date();
  let age = now.getUTCFullYear() - born.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < born.getUTCMonth() ||
    (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() < born.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
};

export default function AdminAgeReviews() {
  const { flags } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const born = (date: string | null) =>
    date ? t("ageReviews.born", { date, age: ageOn(date) }) : t("ageReviews.noBirthDate");
  return (
    <AdminPage title={t("ageReviews.title")} intro={t("ageReviews.intro")}>
      {flags.length ? (
        <ul className="space-y-4">
          {flags.map((f) => (
            <li key={f.id} className="card space-y-3 p-5" data-testid="age-review">
              <div>
                <h2 className="font-semibold">
                  <Link to={`/admin/users/${f.id}`} className="hover:underline">
                    {f.name}
                  </Link>{" "}
                  <span className="break-all font-normal text-white/70">({f.email})</span>
                </h2>
                <p className="text-sm text-white/60">
                  {t("ageReviews.flagged")} <When at={f.age_review_at} /> · {born(f.birth_date)}
                </p>
              </div>
              <div className="flex flex-wrap gap-3">
                <NoteAction intent="clear" id={f.id} label={t("ageReviews.clear", { name: f.name })} />
                <NoteAction
                  intent="ban"
                  id={f.id}
                  label={t("ageReviews.ban", { name: f.name })}
                  tone="danger"
                />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{t("ageReviews.empty")}</Empty>
      )}
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
