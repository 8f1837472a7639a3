// The Chats list (issue "Conversations"): every chat of the user, newest first, with the bot's
// avatar, the chat's title, a one-line preview of the last message and its time. A sidebar beside
// the conversation on large screens, its own screen on phones (chat-panels.tsx).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { chatPath } from "~/utils/chat-access";
import { GroupAvatars } from "./group-speaker";
import { NEW_GROUP_PATH } from "./group-types";
import { BotImage } from "../bot-image";
import { MessageTime } from "./message-time";
import type { ChatListEntry } from "./types";

export function ChatList({ chats, currentId }: { chats: ChatListEntry[]; currentId: number | null }) {
  const { t } = useTranslation("chat");
  return (
    <section aria-labelledby="chats-title" data-testid="chat-list">
      <div className="flex items-center justify-between gap-2 px-4 pb-2 pt-4">
        <h2 id="chats-title" className="text-lg font-bold">
          {t("list.title")}
        </h2>
        <Link
          to={NEW_GROUP_PATH}
          className="rounded-full px-3 py-1.5 text-sm text-brand-300 hover:bg-white/5"
        >
          {t("list.newGroup")}
        </Link>
      </div>
      {chats.length ? (
        <ul className="space-y-1 px-2">
          {chats.map((chat) => (
            <li key={chat.id} data-testid="chat-list-item">
              <Link
                to={chatPath(chat.bot.id, chat.id)}
                aria-current={chat.id === currentId ? "page" : undefined}
                className="flex items-center gap-3 rounded-xl p-2 transition hover:bg-white/5 aria-[current=page]:bg-brand-600/20"
              >
                {chat.participants.length > 1 ? (
                  <GroupAvatars people={chat.participants} />
                ) : (
                  <BotImage
                    src={chat.bot.image}
                    name={chat.bot.name}
                    className="h-11 w-11 shrink-0 rounded-full text-base"
                  />
                )}
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline gap-2">
                    <span className="min-w-0 flex-1 truncate font-semibold" data-testid="chat-list-title">
                      {chat.title}
                    </span>
                    <MessageTime iso={chat.lastMessageAt} focusable={false} className="shrink-0" />
                  </span>
                  <span className="block truncate text-xs text-white/65">
                    {chat.bot.archived ? (
                      <span className="mr-1 font-semibold text-amber-200" data-testid="chat-list-archived">
                        {t("archived.label")} ·
                      </span>
                    ) : null}
                    {chat.preview || t("list.sayHello", { name: chat.bot.name })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-4 pb-2 text-sm text-white/65">{t("list.empty")}</p>
      )}
    </section>
  );
}
