// Popular Bots (docs/requirements/site.md#home): the first six bots (the loader sends only those),
// with View More to /meet-bots when there are more.
import { useTranslation } from "react-i18next";
import { Link } from "@remix-run/react";
import type { Bot } from "#contract/api-types";
import { POPULAR_BOTS_SHOWN } from "#contract/constants";
import { BotCard } from "~/components/bot-card";
import { useRootData } from "~/root";
import { publicChatPath } from "~/utils/chat-access";

export function PopularBots({ bots, total }: { bots: Bot[]; total: number }) {
  const user = useRootData()?.user;
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="popular-bots" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="popular-bots" className="text-3xl font-bold">
            {t("popular.title")}
          </h2>
          <p className="mt-2 text-white/75">{t("popular.intro")}</p>
        </div>
        {total > POPULAR_BOTS_SHOWN ? (
          <Link to="/meet-bots" className="btn-ghost">
            {t("popular.viewMore")}
          </Link>
        ) : null}
      </div>
      <div className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {bots.map((bot) => (
          <BotCard
            key={bot.id}
            bot={bot}
            action={{ to: publicChatPath(user, bot.id), label: t("common:chatNow") }}
          />
        ))}
      </div>
    </section>
  );
}
