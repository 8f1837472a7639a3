// The public plan list (home pricing section and /pricing). A visitor's "Get Started" goes to /auth
// (docs/requirements/site.md#pricing-page); a signed-in user's goes to the dashboard's subscription
// page, where checkout happens.
import { useTranslation } from "react-i18next";
import { Link } from "@remix-run/react";
import type { Plan } from "#contract/api-types";
import { PlanCard, PlanGrid } from "./plan-card";

export function PricingSection({
  plans,
  signedIn,
  title,
  intro,
  headingLevel = 2,
  id = "pricing",
}: {
  /** From loadPlans (app/utils/plans.server.ts): descriptions already sanitized. */
  plans: Plan[];
  signedIn: boolean;
  title?: string;
  intro?: string;
  headingLevel?: 1 | 2;
  id?: string;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const { t } = useTranslation("pricing");
  const target = signedIn ? "/dashboard/subscription" : "/auth";
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <Heading id={`${id}-title`} className="text-3xl font-bold sm:text-4xl">
          {title ?? t("section.title")}
        </Heading>
        <p className="mt-3 text-white/75">{intro ?? t("section.intro")}</p>
      </div>
      <div className="mt-12">
        {plans.length ? (
          <PlanGrid>
            {plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                action={
                  <Link
                    to={target}
                    className={`${plan.popular ? "btn-primary" : "btn-ghost"} w-full`}
                    aria-label={t("getStartedWith", { plan: plan.name })}
                  >
                    {t("getStarted")}
                  </Link>
                }
              />
            ))}
          </PlanGrid>
        ) : (
          <p className="card mx-auto max-w-md px-6 py-10 text-center text-white/80">
            {t("noSubscriptionAvailable")}
          </p>
        )}
      </div>
    </section>
  );
}
