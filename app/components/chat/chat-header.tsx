// The conversation header (§2 "Chat"): the bot's name and a menu with Delete Chat and Report Bot.
// The menu is a details/summary dropdown and its items are links to the no-JavaScript steps
// (?confirm=delete, ?report=1); with JavaScript they open the dialogs instead.
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { SAFETY_COPY } from "#contract/safety";
import { chatPath } from "~/utils/chat-access";
import { BotImage } from "../bot-image";
import type { ChatBotView } from "./types";

export function ChatHeader({
  bot,
  demoEngine,
  onDelete,
  onReport,
  children,
}: {
  bot: ChatBotView;
  /** The offline demo engine answers: said in the header, so nobody mistakes it for a model. */
  demoEngine: boolean;
  onDelete: () => void;
  onReport: () => void;
  /** Extra controls before the menu (the mobile Recommended toggle). */
  children?: ReactNode;
}) {
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

  const pick = (run: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    menu.current?.removeAttribute("open");
    run();
  };
  const item = "block w-full px-4 py-2.5 text-left text-sm hover:bg-white/10";

  return (
    <header className="flex items-center gap-3 border-b border-white/10 px-3 py-3 sm:px-5">
      <BotImage src={bot.image} name={bot.name} className="h-10 w-10 shrink-0 rounded-full text-base" />
      <div className="min-w-0 flex-1">
        <h2 className="text-lg leading-tight font-bold break-words" data-testid="chat-bot-name">
          {bot.name}
        </h2>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-white/70">
          <Link
            to="/safety"
            data-testid="ai-notice"
            title={SAFETY_COPY.aiNoticeLong}
            className="rounded-full border border-white/25 px-2 py-0.5 font-semibold text-white/90 hover:bg-white/10"
          >
            {SAFETY_COPY.aiNotice}
            <span className="sr-only">: {SAFETY_COPY.aiNoticeLong}</span>
          </Link>
          {demoEngine ? <span data-testid="demo-engine">{SAFETY_COPY.demoEngine}</span> : null}
          {bot.character ? <span className="truncate">{bot.character}</span> : null}
        </p>
      </div>
      {children}
      <details ref={menu} className="relative" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-full text-xl hover:bg-white/10 [&::-webkit-details-marker]:hidden">
          <span aria-hidden="true">⋮</span>
          <span className="sr-only">Chat options</span>
        </summary>
        <div className="absolute right-0 z-30 mt-2 w-48 overflow-hidden rounded-xl border border-white/10 bg-ink-800 py-1 shadow-2xl">
          <Link to={`${chatPath(bot.id)}&confirm=delete`} className={item} onClick={pick(onDelete)}>
            Delete Chat
          </Link>
          <Link to={`${chatPath(bot.id)}&report=1`} className={item} onClick={pick(onReport)}>
            Report Bot
          </Link>
        </div>
      </details>
    </header>
  );
}
