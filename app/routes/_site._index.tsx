// Home (docs/requirements/site.md#home): hero with the background video, Popular Bots, benefits,
// integrations, pricing, How It Works, the FAQ and the call-to-action banner. Sections live in
// components/home. No carousel or other heavy library here: the home page stays small (≤120 KB of
// JavaScript, gzip).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CtaBanner } from "~/components/cta-banner";
import { Benefits } from "~/components/home/benefits";
import { FaqSection } from "~/components/home/faq";
import { Hero, HERO_POSTER } from "~/components/home/hero";
import { HowItWorks } from "~/components/home/how-it-works";
import { Integrations } from "~/components/home/integrations";
import { PopularBots } from "~/components/home/popular-bots";
import { PricingSection } from "~/components/pricing-section";
import { useRootData } from "~/root";
import { POPULAR_BOTS_SHOWN } from "#contract/constants";
import { endpoints } from "#contract/endpoints";
import { callApi, dataOrThrow } from "~/utils/api.server";
import { cacheHeaders, pageCacheHeaders } from "~/utils/cache.server";
import { getFixedT } from "~/utils/i18n.server";
import { loadPlans } from "~/utils/plans.server";
import { seoMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const [bots, plans, faqs] = await Promise.all([
    callApi(endpoints["GET /bots"], { request, query: { page: 1, per_page: 20 } }),
    loadPlans(request),
    callApi(endpoints["GET /faqs"], { request }),
  ]);
  const page = dataOrThrow(bots);
  const t = await getFixedT(request, "home");
  return data(
    {
      // Only the bots the section shows travel with the page.
      popular: page.data.slice(0, POPULAR_BOTS_SHOWN),
      total: page.total,
      plans,
      faqs: faqs.ok ? faqs.data : [],
      // The meta function cannot use hooks: the page's title and description come translated.
      meta: { title: t("meta.title"), description: t("meta.description") },
    },
    { headers: pageCacheHeaders(request) },
  );
}

export const headers = cacheHeaders;

// The poster is the first thing painted in the hero (and usually the largest): fetch it early.
export const links: LinksFunction = () => [
  { rel: "preload", as: "image", href: HERO_POSTER, type: "image/webp" },
];

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  seoMeta({
    matches,
    path: "/",
    title: data?.meta.title ?? "Infinite — AI companions, any hour of the day",
    description: data?.meta.description ?? "",
  });

export default function Home() {
  const { popular, total, plans, faqs } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);
  return (
    <main id="main">
      <Hero />
      <PopularBots bots={popular} total={total} />
      <Benefits />
      <Integrations />
      <PricingSection plans={plans} signedIn={signedIn} />
      <HowItWorks signedIn={signedIn} />
      {faqs.length ? <FaqSection faqs={faqs} /> : null}
      <CtaBanner />
    </main>
  );
}
