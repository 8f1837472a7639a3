// Discover (docs/requirements/dashboard.md#discover, #bot-chat-access): search, category chips, the
// bot grid and paging. Search, category and page live in the URL, so every state has an address and
// works without JS.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import { z } from "zod";
import { BOTS_PAGE_SIZE, SKELETONS } from "#contract/constants";
import { COPY } from "#contract/messages";
import { useAccessDialog } from "~/components/access-dialogs";
import { BotCard, BotGrid, BotGridSkeleton } from "~/components/bot-card";
import { BotChatButton } from "~/components/bot-chat-button";
import { CategoryChips } from "~/components/category-chips";
import { DISCOVER_PAGE, PageIntro, usePageLoading } from "~/components/dashboard-pending";
import { FavouriteToggle } from "~/components/favourite-toggle";
import { Pager } from "~/components/pager";
import { endpoints } from "#contract/endpoints";
import { callApi } from "~/utils/api.server";
import { requireToken, sessionLost } from "~/utils/auth.server";
import { chatAccess } from "~/utils/chat-access";
import { favouriteAction } from "~/utils/favourites.server";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";

const DiscoverQuery = z.object({
  q: z.string().trim().max(100).catch(""),
  category: z.string().trim().max(60).catch(""),
  page: z.coerce.number().int().min(1).catch(1),
  categories: z.string().optional().catch(undefined),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const query = DiscoverQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [bots, categories, status] = await Promise.all([
    callApi(endpoints["GET /bots"], {
      token,
      request,
      query: { search: query.q, category: query.category, page: query.page, per_page: BOTS_PAGE_SIZE },
    }),
    callApi(endpoints["GET /bots/filter"], { token, request }),
    callApi(endpoints["GET /subscription/status"], { token, request }),
  ]);
  if ([bots, categories, status].some((r) => !r.ok && r.status === 401)) await sessionLost(request);
  if (!bots.ok) throw new Response(bots.message, { status: bots.status >= 500 ? 503 : bots.status });
  return {
    q: query.q,
    category: query.category,
    showAllCategories: query.categories === "all",
    bots: bots.data,
    categories: categories.ok ? categories.data : [],
    // Unknown status: Chat goes to the chat page, whose server check has the last word.
    status: status.ok ? status.data : null,
    meta: await pageMetaText(request, "discover", "discover"),
  };
}

export const action = favouriteAction;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/dashboard/discover",
    },
  );

export default function Discover() {
  const { t } = useTranslation("discover");
  const m = useMessages();
  const { q, category, showAllCategories, bots, categories, status } = useLoaderData<typeof loader>();
  const access = useAccessDialog();
  // Skeletons while this page loads its next search, filter or page (not for favourite toggles).
  const loading = usePageLoading(DISCOVER_PAGE);

  return (
    <div className="mx-auto w-full max-w-7xl">
      <PageIntro page="discover" />

      <Form method="get" role="search" className="mt-6 flex gap-2" preventScrollReset>
        {category ? <input type="hidden" name="category" value={category} /> : null}
        <label htmlFor="discover-search" className="sr-only">
          {t("search.label")}
        </label>
        <input
          key={q}
          id="discover-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          placeholder={t("search.placeholder")}
          className="input"
        />
        <button type="submit" className="btn-primary shrink-0">
          {t("search.submit")}
        </button>
      </Form>

      {categories.length ? (
        <div className="mt-5">
          <CategoryChips categories={categories} selected={category} showAll={showAllCategories} />
        </div>
      ) : null}

      <section aria-label={t("bots")} aria-busy={loading} className="mt-8">
        {loading ? (
          <BotGridSkeleton count={SKELETONS.discover} />
        ) : bots.data.length ? (
          <BotGrid>
            {bots.data.map((bot) => {
              const botAccess = chatAccess(status, bot.id);
              return (
                <BotCard
                  key={bot.id}
                  bot={bot}
                  highlighted={botAccess.kind === "continue"}
                  favourite={<FavouriteToggle bot={bot} />}
                  action={<BotChatButton bot={bot} access={botAccess} onBlocked={access.open} />}
                />
              );
            })}
          </BotGrid>
        ) : (
          <div className="card px-6 py-16 text-center">
            <p className="text-xl font-semibold">{m(COPY.noBotFound)}</p>
            {q || category ? (
              <Link to={DISCOVER_PAGE} className="btn-ghost mt-4">
                {t("search.clear")}
              </Link>
            ) : null}
          </div>
        )}
      </section>

      <Pager
        page={bots.current_page}
        lastPage={bots.last_page}
        hasNext={bots.current_page < bots.last_page}
      />
      {access.dialog}
    </div>
  );
}
