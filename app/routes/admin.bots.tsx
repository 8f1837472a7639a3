// Bots: every bot, the seeded catalogue and members' characters, hidden ones too; search,
// open one to edit its card and image, hide or unhide.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { searchQuerySchema } from "#contract/admin";
import { BotImage } from "~/components/bot-image";
import { BotOrigin, BotVisibilityAction } from "~/components/admin/bot-visibility";
import { SearchForm } from "~/components/admin/search-form";
import { AdminErrorBoundary, AdminPage, Empty } from "~/components/admin/ui";
import { Pager } from "~/components/pager";
import { endpoints } from "#contract/endpoints";
import { adminRead } from "~/utils/admin.server";
import { visibilityAction } from "~/utils/admin-bots.server";
import { adminMeta } from "~/utils/admin-meta";
import { adminPageMeta } from "~/utils/admin-meta.server";
import { readForm } from "~/utils/request.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { search } = searchQuerySchema.parse({ search: url.searchParams.get("search") ?? "" });
  const page = url.searchParams.get("page") ?? undefined;
  const [bots, meta] = await Promise.all([
    adminRead(request, endpoints["GET /admin/bots"], { query: { search, page } }),
    adminPageMeta(request, "bots"),
  ]);
  return { search, bots, meta };
}

export async function action({ request }: ActionFunctionArgs) {
  return visibilityAction(request, await readForm(request));
}

export const meta = adminMeta("/admin/bots");

export default function AdminBots() {
  const { search, bots } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("bots.title")} intro={t("bots.intro")}>
      <SearchForm label={t("bots.searchLabel")} value={search} placeholder={t("bots.searchPlaceholder")} />
      {bots.data.length ? (
        <ul className="space-y-3">
          {bots.data.map((b) => (
            <li
              key={b.id}
              className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
              data-testid="bot"
            >
              <BotImage src={b.image} name={b.name} className="h-12 w-12 shrink-0 rounded-xl" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  <Link to={`/admin/bots/${b.id}`} className="hover:underline">
                    {b.name}
                  </Link>{" "}
                  <span className="font-normal text-white/60">· {b.category}</span>
                </p>
                <p className="truncate text-sm text-white/70">{b.character}</p>
                <p className="mt-1 flex flex-wrap gap-2">
                  <BotOrigin bot={b} />
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link to={`/admin/bots/${b.id}`} className="btn-ghost px-4 py-2">
                  {t("bots.edit", { name: b.name })}
                </Link>
                <BotVisibilityAction bot={b} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{search ? t("bots.noMatch", { search }) : t("bots.empty")}</Empty>
      )}
      <Pager
        page={bots.current_page}
        lastPage={bots.last_page}
        hasNext={bots.current_page < bots.last_page}
      />
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
