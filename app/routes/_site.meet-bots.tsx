// /meet-bots (docs/requirements/site.md#meet-bots, public per
// docs/requirements.md#settled-decisions): a gallery with horizontally scrolling category chips (3
// to 10 per view by width, CSS scroll-snap: no carousel script), a Reset chip only while a filter
// is on, and View More to /dashboard/discover. Chat Now: the chat for members with a plan, else
// /pricing (docs/requirements/dashboard.md#bot-chat-access).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SKELETONS } from "#contract/constants";
import { COPY } from "#contract/messages";
import { Message } from "~/components/message";
import { BotCard, BotCardSkeleton } from "~/components/bot-card";
import { useRootData } from "~/root";
import { endpoints } from "#contract/endpoints";
import { callApi, dataOrThrow } from "~/utils/api.server";
import { cacheHeaders, pageCacheHeaders } from "~/utils/cache.server";
import { getFixedT } from "~/utils/i18n.server";
import { publicChatPath } from "~/utils/chat-access";
import { withParams } from "~/utils/url";
import { seoMeta } from "~/utils/seo";

const SHOWN = 12;

export async function loader({ request }: LoaderFunctionArgs) {
  const category = new URL(request.url).searchParams.get("category")?.trim().slice(0, 60) ?? "";
  const [bots, categories, t] = await Promise.all([
    callApi(endpoints["GET /bots"], { request, query: { category, per_page: SHOWN } }),
    callApi(endpoints["GET /bots/filter"], { request }),
    getFixedT(request, "site"),
  ]);
  // The meta function cannot use hooks: the title and description come translated.
  const meta = { title: t("meetBots.metaTitle"), description: t("meetBots.metaDescription") };
  return data(
    { category, bots: dataOrThrow(bots).data, categories: categories.ok ? categories.data : [], meta },
    { headers: pageCacheHeaders(request) },
  );
}

export const headers = cacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  seoMeta({
    matches,
    title: data?.meta.title ?? "Meet the Bots",
    description: data?.meta.description ?? "",
    path: "/meet-bots",
  });

// One chip column per view: 3 on phones up to 10 on wide screens.
const CHIP_COLUMNS =
  "auto-cols-[calc((100%-2*0.5rem)/3)] min-[480px]:auto-cols-[calc((100%-3*0.5rem)/4)] sm:auto-cols-[calc((100%-4*0.5rem)/5)] md:auto-cols-[calc((100%-5*0.5rem)/6)] lg:auto-cols-[calc((100%-7*0.5rem)/8)] xl:auto-cols-[calc((100%-9*0.5rem)/10)]";

const chipClass = (active: boolean) =>
  `flex snap-start items-center justify-center truncate rounded-full border px-3 py-2 text-sm font-medium transition ${
    active
      ? "border-brand-400 bg-brand-500/30 text-white"
      : "border-white/15 bg-ink-800 text-white/80 hover:border-brand-400/60 hover:text-white"
  }`;

export default function MeetBots() {
  const { category, bots, categories } = useLoaderData<typeof loader>();
  const user = useRootData()?.user;
  const { t } = useTranslation("site");
  const common = useTranslation().t;
  const { search } = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/meet-bots";

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h1 className="text-center text-4xl font-extrabold tracking-tight sm:text-5xl">
        {t("meetBots.title")}
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-center text-white/75">{t("meetBots.intro")}</p>

      <nav aria-label={t("meetBots.categories")} className="mt-10">
        <ul className={`grid snap-x snap-mandatory grid-flow-col gap-2 overflow-x-auto pb-2 ${CHIP_COLUMNS}`}>
          {category ? (
            <li>
              <Link
                to={withParams(search, { category: null })}
                className={chipClass(false)}
                preventScrollReset
              >
                {t("meetBots.reset")}
              </Link>
            </li>
          ) : null}
          {categories.map((c) => (
            <li key={c}>
              <Link
                to={withParams(search, { category: c })}
                aria-current={c === category ? "true" : undefined}
                className={chipClass(c === category)}
                title={c}
                preventScrollReset
              >
                {c}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="meet-bots-grid" aria-busy={loading} className="mt-8">
        <h2 id="meet-bots-grid" className="sr-only">
          {category ? t("meetBots.categoryBots", { category }) : t("meetBots.allBots")}
        </h2>
        <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
          {loading
            ? Array.from({ length: SKELETONS.grid }, (_, i) => <BotCardSkeleton key={i} />)
            : bots.map((bot) => (
                <BotCard
                  key={bot.id}
                  bot={bot}
                  action={{ to: publicChatPath(user, bot.id), label: common("chatNow") }}
                />
              ))}
        </div>
        {!loading && bots.length === 0 ? (
          <p className="card px-6 py-12 text-center text-lg font-semibold">
            <Message text={COPY.noBotFound} />
          </p>
        ) : null}
      </section>

      <div className="mt-10 flex justify-center">
        <Link to="/dashboard/discover" className="btn-primary px-8 py-3 text-base">
          {t("meetBots.viewMore")}
        </Link>
      </div>
    </main>
  );
}
