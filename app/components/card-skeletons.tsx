// The grey cards a bot or plan list shows while it loads. Apart from bot-card.tsx and
// plan-card.tsx: the home page shows those cards on the first visit, never these.
import { BotGrid } from "./bot-card";
import { PlanGrid } from "./plan-card";

export function BotCardSkeleton() {
  return (
    <div className="card overflow-hidden" aria-hidden="true" data-testid="bot-skeleton">
      <div className="skeleton aspect-square w-full rounded-none" />
      <div className="space-y-3 p-4">
        <div className="skeleton h-5 w-2/3" />
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-10 w-full rounded-full" />
      </div>
    </div>
  );
}

/**
 * `count` skeleton cards in the dashboard's bot grid (8 on Discover, 4 on Favourites:
 * docs/requirements/api.md#constants).
 */
export function BotGridSkeleton({ count }: { count: number }) {
  return (
    <BotGrid>
      {Array.from({ length: count }, (_, i) => (
        <BotCardSkeleton key={i} />
      ))}
    </BotGrid>
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
