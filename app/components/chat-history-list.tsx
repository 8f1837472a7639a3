// The chat history card list (docs/requirements/dashboard.md#chat-history): each conversation's
// bot, "Last Chat" month and day, Continue.
import { Link } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import type { ChatHistoryItem } from "#contract/api-types";
import { COPY } from "#contract/messages";
import { chatPath } from "~/utils/chat-access";
import { useMessages } from "~/utils/messages";
import { BotImage } from "./bot-image";

// UTC on both sides, so the server's and the browser's render agree.
const monthDay = (lng: string, iso: string) =>
  new Intl.DateTimeFormat(lng, { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(iso));

// On a phone the list is one minmax(0, 1fr) column: an auto column would grow to a long bot name
// and push Continue off the screen.
export function ChatHistoryList({ items }: { items: ChatHistoryItem[] }) {
  const { t, i18n } = useTranslation("dashboard");
  const m = useMessages();
  return (
    <section aria-labelledby="chat-history-title" className="card p-5 sm:p-6">
      <h2 id="chat-history-title" className="text-xl font-bold">
        {t("history.title")}
      </h2>
      {items.length ? (
        <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex items-center gap-3 rounded-xl border border-white/10 bg-ink-800/60 p-3"
              data-testid="chat-history-item"
            >
              <BotImage
                src={item.avatar}
                name={item.name}
                className="h-12 w-12 shrink-0 rounded-full text-lg"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{item.name}</p>
                <p className="text-xs text-white/65">
                  <Trans
                    t={t}
                    i18nKey="history.lastChat"
                    values={{ date: monthDay(i18n.language, item.last_message_time) }}
                    components={{ time: <time dateTime={item.last_message_time} /> }}
                  />
                </p>
              </div>
              <Link
                to={chatPath(item.id)}
                className="btn-primary shrink-0 px-4 py-2"
                aria-label={t("history.continueWith", { name: item.name })}
              >
                {t("history.continue")}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-xl border border-dashed border-white/15 px-6 py-10 text-center">
          <p className="text-lg font-semibold">{m(COPY.historyEmptyTitle)}</p>
          <p className="mt-1 text-white/75">{m(COPY.historyEmptyBody)}</p>
          <Link to="/dashboard/discover" className="btn-primary mt-5">
            {t("history.discover")}
          </Link>
        </div>
      )}
    </section>
  );
}
