import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Bot } from "#contract/api-types";
import { BotImage } from "./bot-image";

/** One bot in a grid: image, name, description, character label, and the actions a page gives it. */
export function BotCard({
  bot,
  action,
  favourite,
  highlighted = false,
}: {
  bot: Bot;
  /**
   * The Chat button (its target depends on who is looking,
   * docs/requirements/dashboard.md#bot-chat-access).
   */
  action: { to: string; label: string } | ReactNode;
  favourite?: ReactNode;
  highlighted?: boolean;
}) {
  const { t } = useTranslation("discover");
  return (
    <article
      className={`card group flex flex-col overflow-hidden transition hover:border-brand-400/50 ${highlighted ? "ring-2 ring-brand-400" : ""}`}
      data-testid="bot-card"
    >
      <div className="relative">
        <BotImage src={bot.image} name={bot.name} className="aspect-square w-full" />
        {/* At the image's foot, clear of the favourite star: on a phone's two-column grid a label
            beside the star was cut ("Flirty Bar…"); here a long one wraps between words. */}
        <span
          className="absolute bottom-3 left-3 max-w-[calc(100%-1.5rem)] rounded-2xl bg-ink-950/80 px-3 py-1 text-xs leading-tight font-semibold break-words text-brand-300"
          data-testid="bot-label"
        >
          {bot.character}
        </span>
        {favourite ? <div className="absolute right-3 top-3">{favourite}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-bold">{bot.name}</h3>
        {/* The clamp sits in its own box: a stretched clamped box would show the lines it hides. */}
        <div className="flex-1">
          <p className="line-clamp-3 text-sm text-white/75">{bot.text}</p>
        </div>
        {action && typeof action === "object" && "to" in action ? (
          <Link
            to={action.to}
            className="btn-primary mt-2 w-full"
            aria-label={t("card.withBot", { action: action.label, bot: bot.name })}
          >
            {action.label}
          </Link>
        ) : (
          action
        )}
      </div>
    </article>
  );
}

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

/** The grid of the dashboard's bot lists (Discover, Favourites). */
export function BotGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4">{children}</div>;
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
