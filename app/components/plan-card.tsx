// One plan (docs/requirements/dashboard.md#subscriptions, docs/requirements/api.md#data): icon,
// name, price in dollars with its interval, the popular flag and the HTML description (sanitized by
// the loader), with whatever action the page gives it.
import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import type { Plan } from "#contract/api-types";
import { formatPrice } from "#contract/price";
import { perDay } from "#contract/plan-allowance";
import { Icon } from "./icon";
import { Message } from "./message";

const ICONS: Record<Plan["icon"], ReactNode> = {
  spark: <path d="M12 2v4M12 18v4M2 12h4M18 12h4M5 5l2.5 2.5M16.5 16.5 19 19M5 19l2.5-2.5M16.5 7.5 19 5" />,
  bolt: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  crown: <path d="m3 7 4.5 4L12 4l4.5 7L21 7l-2 12H5zM5 19h14" />,
  gem: <path d="M6 3h12l4 6-10 12L2 9zM2 9h20M12 21 8 9l4-6 4 6z" />,
};

export function PlanIcon({ icon, className = "h-6 w-6" }: { icon: Plan["icon"]; className?: string }) {
  return <Icon className={className}>{ICONS[icon] ?? ICONS.spark}</Icon>;
}

export function PlanCard({
  plan,
  action,
  current = false,
}: {
  plan: Plan;
  /** The Get Started / Activated control. */
  action: ReactNode;
  current?: boolean;
}) {
  const headingId = `plan-${plan.id}-name`;
  const { t } = useTranslation("pricing");
  return (
    <article
      aria-labelledby={headingId}
      data-testid="plan-card"
      className={`card relative flex flex-col p-6 ${plan.popular ? "border-brand-400/70 shadow-xl shadow-brand-600/20" : ""} ${current ? "ring-2 ring-emerald-400/70" : ""}`}
    >
      {plan.popular ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-gradient-to-r from-brand-600 to-accent-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
          {t("card.popular")}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-600/25 text-brand-300">
          <PlanIcon icon={plan.icon} />
        </span>
        <h3 id={headingId} className="text-lg font-bold">
          {plan.name}
        </h3>
      </div>
      <p className="mt-5 flex flex-wrap items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight">{formatPrice(plan.price)}</span>
        <span className="whitespace-nowrap text-white/70">/ {t(`card.interval.${plan.interval}`)}</span>
      </p>
      <p className="mt-1 text-sm text-white/60">{t(`card.note.${plan.interval}`)}</p>
      {plan.daily_messages !== undefined ? (
        <p className="mt-1 text-sm text-white/60" data-testid="plan-allowance">
          <Message text={perDay(plan.daily_messages)} />
        </p>
      ) : null}
      <div
        className="plan-description mt-5 flex-1 text-sm text-white/80 [&_li]:relative [&_li]:pl-6 [&_li]:before:absolute [&_li]:before:left-0 [&_li]:before:text-emerald-300 [&_li]:before:content-['✓'] [&_strong]:text-white [&_ul]:space-y-2"
        // Sanitized by the loader with the shared allowlist (contract/sanitize.ts).
        dangerouslySetInnerHTML={{ __html: plan.description }}
      />
      <div className="mt-6">{action}</div>
    </article>
  );
}

export function PlanCardSkeleton() {
  return (
    <div className="card p-6" aria-hidden="true" data-testid="plan-skeleton">
      <div className="flex items-center gap-3">
        <div className="skeleton h-11 w-11" />
        <div className="skeleton h-5 w-32" />
      </div>
      <div className="skeleton mt-6 h-10 w-28" />
      <div className="mt-6 space-y-3">
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-4 w-5/6" />
        <div className="skeleton h-4 w-2/3" />
      </div>
      <div className="skeleton mt-8 h-11 w-full rounded-full" />
    </div>
  );
}

/** The grid every plan list uses. `narrow` is for pages beside the dashboard sidebar. */
export function PlanGrid({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  const columns = narrow ? "sm:grid-cols-2 2xl:grid-cols-4" : "sm:grid-cols-2 xl:grid-cols-4";
  return <div className={`grid gap-6 pt-3 ${columns}`}>{children}</div>;
}

/**
 * `count` skeleton plans in the grid the plans will take (2 on the subscription page,
 * docs/requirements/api.md#constants).
 */
export function PlanGridSkeleton({ count, narrow = false }: { count: number; narrow?: boolean }) {
  return (
    <PlanGrid narrow={narrow}>
      {Array.from({ length: count }, (_, i) => (
        <PlanCardSkeleton key={i} />
      ))}
    </PlanGrid>
  );
}
