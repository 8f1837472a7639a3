// The right-hand "Recommended" list of the chat page (docs/requirements/dashboard.md#chat), with
// its 8-item skeleton.
import { Link } from "@remix-run/react";
import type { Bot } from "#contract/api-types";
import { SKELETONS } from "#contract/constants";
import { COPY } from "#contract/messages";
import { chatPath } from "~/utils/chat-access";
import { useMessages } from "~/utils/messages";
import { BotImage } from "../bot-image";

export function RecommendedList({
  bots,
  currentId,
  loading,
}: {
  bots: Pick<Bot, "id" | "name" | "image" | "character">[];
  currentId: number | null;
  loading: boolean;
}) {
  const m = useMessages();
  return (
    <section aria-labelledby="recommended-title" className="flex flex-col">
      <h2 id="recommended-title" className="px-4 pb-2 pt-4 text-lg font-bold">
        {m(COPY.recommended)}
      </h2>
      <ul className="space-y-1 px-2 pb-4" aria-busy={loading}>
        {loading
          ? Array.from({ length: SKELETONS.chatList }, (_, i) => (
              <li
                key={i}
                className="flex items-center gap-3 p-2"
                aria-hidden="true"
                data-testid="chat-list-skeleton"
              >
                <div className="skeleton h-12 w-12 shrink-0 rounded-full" />
                <div className="flex-1 space-y-2">
                  <div className="skeleton h-4 w-2/3" />
                  <div className="skeleton h-3 w-1/3" />
                </div>
              </li>
            ))
          : bots.map((bot) => (
              <li key={bot.id}>
                <Link
                  to={chatPath(bot.id)}
                  aria-current={bot.id === currentId ? "page" : undefined}
                  className="flex items-center gap-3 rounded-xl p-2 transition hover:bg-white/5 aria-[current=page]:bg-brand-600/20"
                >
                  <BotImage
                    src={bot.image}
                    name={bot.name}
                    className="h-12 w-12 shrink-0 rounded-full text-lg"
                  />
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">{bot.name}</span>
                    <span className="block truncate text-xs text-white/65">{bot.character}</span>
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
