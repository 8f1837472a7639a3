// Users: search by email or name; ban (every session ends at once, sign-in then says the
// account is suspended) and unban, each with a note for the audit log. Chats are never shown here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { searchQuerySchema } from "#contract/admin";
import { SearchForm } from "~/components/admin/search-form";
import { UserBadges, UserBanAction } from "~/components/admin/user-status";
import { AdminErrorBoundary, AdminPage, Empty, When } from "~/components/admin/ui";
import { Pager } from "~/components/pager";
import { endpoints } from "#contract/endpoints";
import { adminRead } from "~/utils/admin.server";
import { userAction } from "~/utils/admin-users.server";
import { seoMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { search } = searchQuerySchema.parse({ search: url.searchParams.get("search") ?? "" });
  const page = url.searchParams.get("page") ?? undefined;
  const users = await adminRead(request, endpoints["GET /admin/users"], { query: { search, page } });
  return { search, users };
}

export const action = ({ request }: ActionFunctionArgs) => userAction(request);

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Users",
    description: "Find, ban and unban accounts.",
    path: "/admin/users",
    noIndex: true,
  });

export default function AdminUsers() {
  const { search, users } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="Users" intro="Search by email or name. A ban signs the account out everywhere at once.">
      <SearchForm label="Search users by email or name" value={search} placeholder="Email or name" />
      {users.data.length ? (
        <ul className="space-y-3">
          {users.data.map((u) => (
            <li
              key={u.id}
              className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-start"
              data-testid="user"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  <Link to={`/admin/users/${u.id}`} className="hover:underline">
                    {u.name || "(no name)"}
                  </Link>{" "}
                  <span className="break-all font-normal text-white/70">{u.email}</span>
                </p>
                <p className="mt-1 text-xs text-white/60">
                  Joined <When at={u.created_at} /> · {u.reports_made} report{u.reports_made === 1 ? "" : "s"}{" "}
                  made
                </p>
                <UserBadges user={u} />
              </div>
              <UserBanAction user={u} />
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{search ? `No account matches “${search}”.` : "No accounts yet."}</Empty>
      )}
      <Pager
        page={users.current_page}
        lastPage={users.last_page}
        hasNext={users.current_page < users.last_page}
      />
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
