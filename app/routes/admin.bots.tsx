// Bots: every bot, the seeded catalogue and members' characters, hidden ones too; search,
// open one to edit its card and image, hide or unhide.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { searchQuerySchema } from "#contract/admin";
import { BotImage } from "~/components/bot-image";
import { BotVisibilityAction } from "~/components/admin/bot-visibility";
import { SearchForm } from "~/components/admin/search-form";
import { AdminErrorBoundary, AdminPage, Badge, Empty } from "~/components/admin/ui";
import { Pager } from "~/components/pager";
import { endpoints } from "#contract/endpoints";
import { adminRead } from "~/utils/admin.server";
import { visibilityAction } from "~/utils/admin-bots.server";
import { seoMeta } from "~/utils/seo";
import { readForm } from "~/utils/request.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { search } = searchQuerySchema.parse({ search: url.searchParams.get("search") ?? "" });
  const page = url.searchParams.get("page") ?? undefined;
  const bots = await adminRead(request, endpoints["GET /admin/bots"], { query: { search, page } });
  return { search, bots };
}

export async function action({ request }: ActionFunctionArgs) {
  return visibilityAction(request, await readForm(request));
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Bots",
    description: "Every bot, hidden ones too.",
    path: "/admin/bots",
    noIndex: true,
  });

export default function AdminBots() {
  const { search, bots } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="Bots" intro="The seeded catalogue and members' characters, hidden ones too.">
      <SearchForm label="Search bots by name" value={search} placeholder="Bot name" />
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
                  <Badge>
                    {b.owner
                      ? `by ${b.owner.email}`
                      : b.archived_at
                        ? "archived: its creator left"
                        : "seeded"}
                  </Badge>
                  {b.in_catalogue ? <Badge tone="ok">in catalogue</Badge> : <Badge>not listed</Badge>}
                  {b.hidden ? <Badge tone="danger">hidden</Badge> : null}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link to={`/admin/bots/${b.id}`} className="btn-ghost px-4 py-2">
                  Edit {b.name}
                </Link>
                <BotVisibilityAction bot={b} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{search ? `No bot matches “${search}”.` : "No bots."}</Empty>
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
