// /pricing (docs/requirements/site.md#pricing-page): "Choose a Plan That Works for You" and the
// plan cards. On load the page glides down to the plans: 580px on windows wider than 700px,
// otherwise 400px.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { PRICING_SCROLL } from "#contract/constants";
import { PageHero } from "~/components/page-hero";
import { PricingSection } from "~/components/pricing-section";
import { useRootData } from "~/root";
import { cacheHeaders, pageCacheHeaders } from "~/utils/cache.server";
import { loadPlans } from "~/utils/plans.server";
import { seoMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  return data({ plans: await loadPlans(request) }, { headers: pageCacheHeaders(request) });
}

export const headers = cacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Pricing",
    description:
      "Try one AI companion for a day with a $4.99 Chat Pass, or unlock every bot with a monthly or yearly plan.",
    path: "/pricing",
  });

export default function Pricing() {
  const { plans } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);

  useEffect(() => {
    const top = window.innerWidth > PRICING_SCROLL.wideMinPx ? PRICING_SCROLL.wide : PRICING_SCROLL.narrow;
    window.scrollTo({ top, behavior: "smooth" });
  }, []);

  return (
    <main id="main">
      <PageHero className="pb-10">
        <p className="rounded-full border border-white/15 px-4 py-1 text-sm text-white/80 sm:inline-block">
          No subscription needed to try it
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">
          Choose a Plan That Works for You
        </h1>
        <p className="mt-6 text-lg text-white/80">
          Start with a one-time $4.99 Chat Pass for the bot you like most, or go unlimited and talk with every
          companion, coach and friend on Infinite. Prices in US dollars.
        </p>
      </PageHero>
      <PricingSection
        plans={plans}
        signedIn={signedIn}
        id="plans"
        title="Plans"
        intro="Every plan includes private chats and your full chat history."
      />
    </main>
  );
}
