// Users: search by email or name; ban (every session ends at once, sign-in then says the
// account is suspended) and unban, each with a note for the audit log. Chats are never shown here.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { searchQuerySchema } from "#contract/admin";
import { SearchForm } from "~/components/admin/search-form";
import { UserBadges, UserBanAction } from "~/components/admin/user-status";
import { AdminErrorBoundary, AdminPage, Empty, When } from "~/components/admin/ui";
import { Pager } from "~/components/pager";
import { endpoints } from "#contract/endpoints";
import { adminRead } from "~/utils/admin.server";
import { userAction } from "~/utils/admin-users.server";
import { adminMeta } from "~/utils/admin-meta";
import { adminPageMeta } from "~/utils/admin-meta.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { search } = searchQuerySchema.parse({ search: url.searchParams.get("search") ?? "" });
  const page = url.searchParams.get("page") ?? undefined;
  const [users, meta] = await Promise.all([
    adminRead(request, endpoints["GET /admin/users"], { query: { search, page } }),
    adminPageMeta(request, "users"),
  ]);
  return { search, users, meta };
}

export const action = ({ request }: ActionFunctionArgs) => userAction(request);

export const meta = adminMeta("/admin/users");

export default function AdminUsers() {
  const { search, users } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("users.title")} intro={t("users.intro")}>
      <SearchForm label={t("users.searchLabel")} value={search} placeholder={t("users.searchPlaceholder")} />
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
                    {u.name || t("users.noName")}
                  </Link>{" "}
                  <span className="break-all font-normal text-white/70">{u.email}</span>
                </p>
                <p className="mt-1 text-xs text-white/60">
                  {t("users.joined")} <When at={u.created_at} /> ·{" "}
                  {t("users.reportsMade", { count: u.reports_made })}
                </p>
                <UserBadges user={u} />
              </div>
              <UserBanAction user={u} />
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{search ? t("users.noMatch", { search }) : t("users.empty")}</Empty>
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
