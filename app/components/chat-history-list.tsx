// The chat history card list (docs/requirements/dashboard.md#chat-history): each conversation's
// bot, "Last Chat" month and day, Continue.
import { Link } from "@remix-run/react";
import type { ChatHistoryItem } from "#contract/api-types";
import { COPY } from "#contract/messages";
import { chatPath } from "~/utils/chat-access";
import { BotImage } from "./bot-image";

// UTC on both sides, so the server's and the browser's render agree.
const monthDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

// On a phone the list is one minmax(0, 1fr) column: an auto column would grow to a long bot name
// and push Continue off the screen.
export function ChatHistoryList({ items }: { items: ChatHistoryItem[] }) {
  return (
    <section aria-labelledby="chat-history-title" className="card p-5 sm:p-6">
      <h2 id="chat-history-title" className="text-xl font-bold">
        Chat History
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
                  Last Chat{" "}
                  <time dateTime={item.last_message_time}>
                    {monthDay.format(new Date(item.last_message_time))}
                  </time>
                </p>
              </div>
              <Link
                to={chatPath(item.id)}
                className="btn-primary shrink-0 px-4 py-2"
                aria-label={`Continue with ${item.name}`}
              >
                Continue
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-xl border border-dashed border-white/15 px-6 py-10 text-center">
          <p className="text-lg font-semibold">{COPY.historyEmptyTitle}</p>
          <p className="mt-1 text-white/75">{COPY.historyEmptyBody}</p>
          <Link to="/dashboard/discover" className="btn-primary mt-5">
            Discover bots
          </Link>
        </div>
      )}
    </section>
  );
}
