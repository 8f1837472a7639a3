// /pricing (§2 "Public pages"): "Choose a Plan That Works for You" and the plan cards. On load the
// page glides down to the plans: 580px on windows wider than 700px, otherwise 400px (§9).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { PRICING_SCROLL } from "#contract/constants";
import { PricingSection } from "~/components/pricing-section";
import { useRootData } from "~/root";
import { loadPlans } from "~/utils/plans.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return { plans: await loadPlans(request) };
}

export const meta: MetaFunction = () => [
  { title: "Pricing — Infinite" },
  {
    name: "description",
    content:
      "Try one AI companion for a day with a $4.99 Chat Pass, or unlock every bot with a monthly or yearly plan.",
  },
];

export default function Pricing() {
  const { plans } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);

  useEffect(() => {
    const top = window.innerWidth > PRICING_SCROLL.wideMinPx ? PRICING_SCROLL.wide : PRICING_SCROLL.narrow;
    window.scrollTo({ top, behavior: "smooth" });
  }, []);

  return (
    <main id="main">
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(168,85,247,0.35),transparent_60%)]"
        />
        <div className="mx-auto max-w-3xl px-6 pb-10 pt-24 text-center sm:pt-32">
          <p className="rounded-full border border-white/15 px-4 py-1 text-sm text-white/80 sm:inline-block">
            No subscription needed to try it
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">
            Choose a Plan That Works for You
          </h1>
          <p className="mt-6 text-lg text-white/80">
            Start with a one-time $4.99 Chat Pass for the bot you like most, or go unlimited and talk with
            every companion, coach and friend on Infinite. Prices in US dollars.
          </p>
        </div>
      </section>
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
