import { useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Bot } from "#contract/api-types";

/** The star on a bot card: a real form (works without JavaScript), optimistic with a fetcher. */
export function FavouriteToggle({ bot }: { bot: Pick<Bot, "id" | "name" | "is_Fav"> }) {
  const { t } = useTranslation("discover");
  const fetcher = useFetcher({ key: `favourite-${bot.id}` });
  const location = useLocation();
  // While the toggle is on its way (and the page reloads its data) show where it is going.
  const isFav = fetcher.formData ? fetcher.formData.get("want") === "1" : bot.is_Fav;
  return (
    <fetcher.Form method="post" action={`${location.pathname}${location.search}`}>
      <input type="hidden" name="bot_id" value={bot.id} />
      <input type="hidden" name="want" value={isFav ? "0" : "1"} />
      <button
        type="submit"
        name="intent"
        value="favourite"
        aria-pressed={isFav}
        aria-label={t("card.favourite", { bot: bot.name })}
        title={isFav ? t("card.removeFavourite") : t("card.addFavourite")}
        className={`flex h-10 w-10 items-center justify-center rounded-full border backdrop-blur transition ${
          isFav
            ? "border-amber-300/70 bg-amber-400/25 text-amber-300"
            : "border-white/20 bg-ink-950/70 text-white/80 hover:text-amber-200"
        }`}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
          <path
            d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
            fill={isFav ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </fetcher.Form>
  );
}
