// The conversation header (docs/requirements/dashboard.md#chat): the bot's name (wrapping, never
// cut), the chat's title, the AI notices, New chat, and a menu: Rename chat, Memory, Export, Delete
// Chat, Report Bot. The menu is a details/summary dropdown whose items are links: to the
// no-JavaScript steps (?rename=1, ?confirm=delete, ?report=1), which with JavaScript open the
// dialogs instead; to the Memory page; and to the export downloads.
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { BotImage } from "../bot-image";
import { stepUrl } from "./chat-controls";
import { GreetingChoice } from "./greeting-choice";
import { chatExportPath, memoryPath } from "./paths";
import type { ChatBotView } from "./types";
import { useTranslation } from "react-i18next";

export function ChatHeader({
  bot,
  chat,
  action,
  demoEngine,
  archived,
  onRename,
  onDelete,
  onReport,
  children,
}: {
  bot: ChatBotView;
  /** The open chat; null before the first message to this bot. */
  chat: { id: number; title: string } | null;
  /** The chat page's URL, which the forms post to and the steps extend. */
  action: string;
  /** The offline demo engine answers: said in the header, so nobody mistakes it for a model. */
  demoEngine: boolean;
  /** Its creator deleted the bot: no new chat with it. */
  archived: boolean;
  onRename: () => void;
  onDelete: () => void;
  onReport: () => void;
  /** Extra controls before the menu (the mobile Recommended toggle). */
  children?: ReactNode;
}) {
  const { t } = useTranslation("chat");
  const menu = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) menu.current?.removeAttribute("open");
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      menu.current?.removeAttribute("open");
      menu.current?.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", escape);
    };
  }, [open]);

  const closeMenu = () => menu.current?.removeAttribute("open");
  const pick = (run: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    closeMenu();
    run();
  };
  const item = "block w-full px-4 py-2.5 text-left text-sm hover:bg-white/10";
  // A bot with alternate greetings lets the user pick how a new chat opens.
  const choose = !archived && bot.greetings.length > 1;

  const newChat = (className: string, label: ReactNode) =>
    archived ? null : (
      <Form method="post" action={action} className={className}>
        <input type="hidden" name="intent" value="new-chat" />
        {label}
      </Form>
    );

  return (
    <header className="border-b border-white/10 px-3 py-3 sm:px-5">
      <div className="flex items-center gap-3">
        <BotImage src={bot.image} name={bot.name} className="h-10 w-10 shrink-0 rounded-full text-base" />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg leading-tight font-bold break-words" data-testid="chat-bot-name">
            {bot.name}
          </h2>
          {chat ? (
            <p className="truncate text-xs text-white/70" data-testid="chat-title">
              <span className="sr-only">{t("header.chat")}</span>
              {chat.title}
            </p>
          ) : null}
        </div>
        {children}
        {choose ? (
          <GreetingChoice
            bot={bot}
            action={action}
            className="hidden shrink-0 sm:block"
            summaryClassName="btn-ghost h-10 gap-1 px-3 text-xs"
          />
        ) : (
          newChat(
            "hidden shrink-0 sm:block",
            <button
              type="submit"
              className="btn-ghost h-10 gap-1 px-3 text-xs"
              title={t("header.newChatTitle", { name: bot.name })}
            >
              <span aria-hidden="true" className="text-base leading-none">
                +
              </span>
              {t("header.newChat")}
            </button>,
          )
        )}
        <details ref={menu} className="relative" onToggle={(e) => setOpen(e.currentTarget.open)}>
          <summary className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-full text-xl hover:bg-white/10 [&::-webkit-details-marker]:hidden">
            <span aria-hidden="true">⋮</span>
            <span className="sr-only">{t("header.options")}</span>
          </summary>
          <div className="absolute right-0 z-30 mt-2 w-56 overflow-hidden rounded-xl border border-white/10 bg-ink-800 py-1 shadow-2xl">
            {/* On a phone New chat lives here, so the bot's name keeps its room. */}
            {choose ? (
              <GreetingChoice bot={bot} action={action} className="sm:hidden" summaryClassName={item} />
            ) : (
              newChat(
                "sm:hidden",
                <button type="submit" className={item}>
                  {t("header.newChat")}
                </button>,
              )
            )}
            {chat ? (
              <Link to={stepUrl(action, "rename", 1)} className={item} onClick={pick(onRename)}>
                {t("header.rename")}
              </Link>
            ) : null}
            <Link to={memoryPath(bot.id, chat?.id)} className={item}>
              {t("header.memory")}
            </Link>
            {chat ? (
              <>
                {/* Downloads: the browser saves the file, no client navigation. */}
                <a href={chatExportPath(chat.id, "md")} download className={item} onClick={closeMenu}>
                  {t("header.exportMarkdown")}
                </a>
                <a href={chatExportPath(chat.id, "json")} download className={item} onClick={closeMenu}>
                  {t("header.exportJson")}
                </a>
              </>
            ) : null}
            <Link to={stepUrl(action, "confirm", "delete")} className={item} onClick={pick(onDelete)}>
              {t("header.delete")}
            </Link>
            <Link to={stepUrl(action, "report", 1)} className={item} onClick={pick(onReport)}>
              {t("header.report")}
            </Link>
          </div>
        </details>
      </div>
      <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-white/70 sm:pl-13">
        <Link
          to="/safety"
          data-testid="ai-notice"
          title={t("header.aiNoticeLong")}
          className="rounded-full border border-white/25 px-2 py-0.5 font-semibold text-white/90 hover:bg-white/10"
        >
          {t("header.aiNotice")}
          <span className="sr-only">: {t("header.aiNoticeLong")}</span>
        </Link>
        {demoEngine ? <span data-testid="demo-engine">{t("header.demoEngine")}</span> : null}
        {bot.character ? <span className="truncate">{bot.character}</span> : null}
      </p>
    </header>
  );
}
