// Age reviews: accounts the safety rules flagged because they said in chat they are under
// 18. Clear the flag (an adult after all) or ban the account; both can carry a note for the audit log.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { NoteAction } from "~/components/admin/note-action";
import { AdminErrorBoundary, AdminPage, Empty, When } from "~/components/admin/ui";
import { endpoints } from "#contract/endpoints";
import { adminRead } from "~/utils/admin.server";
import { userAction } from "~/utils/admin-users.server";
import { seoMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  return { flags: await adminRead(request, endpoints["GET /admin/flags"]) };
}

export const action = ({ request }: ActionFunctionArgs) => userAction(request);

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Age reviews",
    description: "Accounts flagged for an age review.",
    path: "/admin/age-reviews",
    noIndex: true,
  });

const ageOn = (birthDate: string | null) => {
  if (!birthDate) return "no date of birth given";
  const born = new Date(`${birthDate}T00:00:00Z`);
  const now = new Date();
  let age = now.getUTCFullYear() - born.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < born.getUTCMonth() ||
    (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() < born.getUTCDate());
  if (beforeBirthday) age -= 1;
  return `born ${birthDate} (${age} by that date)`;
};

export default function AdminAgeReviews() {
  const { flags } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title="Age reviews"
      intro="These accounts said in a chat that they are under 18. Until cleared, romance bots are closed to them and replies follow the minor-safe rules."
    >
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
                  Flagged <When at={f.age_review_at} /> · {ageOn(f.birth_date)}
                </p>
              </div>
              <div className="flex flex-wrap gap-3">
                <NoteAction intent="clear" id={f.id} label={`Clear the flag for ${f.name}`} />
                <NoteAction intent="ban" id={f.id} label={`Ban ${f.name}`} tone="danger" />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>No accounts are waiting for an age review.</Empty>
      )}
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
