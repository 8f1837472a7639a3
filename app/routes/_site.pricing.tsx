// /pricing (docs/requirements/site.md#pricing-page): "Choose a Plan That Works for You" and the
// plan cards. On load the page glides down to the plans: 580px on windows wider than 700px,
// otherwise 400px.
import { useTranslation } from "react-i18next";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { PRICING_SCROLL } from "#contract/constants";
import { PageHero } from "~/components/page-hero";
import { PricingSection } from "~/components/pricing-section";
import { useRootData } from "~/root";
import { cacheHeaders, pageCacheHeaders } from "~/utils/cache.server";
import { getFixedT } from "~/utils/i18n.server";
import { loadPlans } from "~/utils/plans.server";
import { seoMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const [plans, t] = await Promise.all([loadPlans(request), getFixedT(request, "pricing")]);
  // The meta function cannot use hooks: the title and description come translated.
  const meta = { title: t("page.metaTitle"), description: t("page.metaDescription") };
  return data({ plans, meta }, { headers: pageCacheHeaders(request) });
}

export const headers = cacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  seoMeta({
    matches,
    title: data?.meta.title ?? "Pricing",
    description: data?.meta.description ?? "",
    path: "/pricing",
  });

export default function Pricing() {
  const { plans } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);
  const { t } = useTranslation("pricing");

  useEffect(() => {
    const top = window.innerWidth > PRICING_SCROLL.wideMinPx ? PRICING_SCROLL.wide : PRICING_SCROLL.narrow;
    window.scrollTo({ top, behavior: "smooth" });
  }, []);

  return (
    <main id="main">
      <PageHero className="pb-10">
        <p className="rounded-full border border-white/15 px-4 py-1 text-sm text-white/80 sm:inline-block">
          {t("page.badge")}
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">{t("page.title")}</h1>
        <p className="mt-6 text-lg text-white/80">{t("page.intro")}</p>
      </PageHero>
      <PricingSection
        plans={plans}
        signedIn={signedIn}
        id="plans"
        title={t("page.plansTitle")}
        intro={t("page.plansIntro")}
      />
    </main>
  );
}
