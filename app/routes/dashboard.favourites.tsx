// Favourites (docs/requirements/dashboard.md#favourites): the starred bots, each with Chat and the
// star to remove it again.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import { z } from "zod";
import { BOTS_PAGE_SIZE, SKELETONS } from "#contract/constants";
import { COPY } from "#contract/messages";
import { BotCard, BotGrid, BotGridSkeleton } from "~/components/bot-card";
import {
  DISCOVER_PAGE,
  FAVOURITES_PAGE,
  FavouritesHeading,
  usePageLoading,
} from "~/components/dashboard-pending";
import { FavouriteToggle } from "~/components/favourite-toggle";
import { Pager } from "~/components/pager";
import { endpoints } from "#contract/endpoints";
import { callApi } from "~/utils/api.server";
import { requireToken, sessionLost } from "~/utils/auth.server";
import { chatPath } from "~/utils/chat-access";
import { favouriteAction } from "~/utils/favourites.server";
import { pageMeta } from "~/utils/page-meta";
import { pageMetaText } from "~/utils/page-meta.server";

const FavouritesQuery = z.object({ page: z.coerce.number().int().min(1).catch(1) });

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const page = FavouritesQuery.parse(Object.fromEntries(new URL(request.url).searchParams)).page;
  const result = await callApi(endpoints["GET /favorites"], {
    token,
    request,
    query: { page, per_page: BOTS_PAGE_SIZE },
  });
  if (!result.ok && result.status === 401) await sessionLost(request);
  if (!result.ok) throw new Response(result.message, { status: result.status >= 500 ? 503 : result.status });
  return { bots: result.data, page, meta: await pageMetaText(request, "dashboard", "favourites") };
}

export const action = favouriteAction;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    { data, matches },
    {
      path: "/dashboard/favourites",
    },
  );

export default function Favourites() {
  const { t } = useTranslation("dashboard");
  const m = useMessages();
  const { bots, page } = useLoaderData<typeof loader>();
  const loading = usePageLoading(FAVOURITES_PAGE);

  return (
    <div className="mx-auto w-full max-w-7xl">
      <FavouritesHeading />
      {loading ? (
        <div aria-busy="true">
          <BotGridSkeleton count={SKELETONS.favourites} />
        </div>
      ) : bots.length ? (
        <BotGrid>
          {bots.map((bot) => (
            <BotCard
              key={bot.id}
              bot={bot}
              favourite={<FavouriteToggle bot={bot} />}
              action={{ to: chatPath(bot.id), label: t("favourites.chat") }}
            />
          ))}
        </BotGrid>
      ) : (
        <div className="card mx-auto max-w-lg px-6 py-16 text-center">
          <p className="text-4xl" aria-hidden="true">
            ☆
          </p>
          <p className="mt-3 text-xl font-semibold">{m(COPY.favouritesEmptyTitle)}</p>
          <p className="mt-2 text-white/75">{m(COPY.favouritesEmptyBody)}</p>
          <Link to={DISCOVER_PAGE} className="btn-primary mt-6">
            {t("favourites.discover")}
          </Link>
        </div>
      )}
      {/* The list has no total: a full page means there may be another. */}
      <Pager page={page} hasNext={bots.length === BOTS_PAGE_SIZE} />
    </div>
  );
}
