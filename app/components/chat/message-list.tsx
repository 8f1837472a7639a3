// The conversation (docs/requirements/dashboard.md#chat): the greeting on top, the user's bubbles
// right (plain text, so typed markup stays text), the bot's replies left as HTML that the loader
// sanitized, a typing indicator while a reply is on its way, each exchange's controls, and the view
// scrolled to the bottom 100 ms after any change at the end. A long chat starts with its newest
// exchanges; "Load older messages" on top is a link to the page before them, and with JavaScript
// loads them in when scrolled into view.
import { Link } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CHAT_SCROLL_DELAY_MS } from "#contract/constants";
import { COPY } from "#contract/messages";
import { useMessages } from "~/utils/messages";
import { useChatControls } from "./chat-controls";
import { lastUserIndex, type Exchange } from "./exchanges";
import { SpeakerLabel } from "./group-speaker";
import type { SpeakerView } from "./group-types";
import { ListenButton, type ReplyVoice } from "./listen-button";
import { EditMessageForm, RewindConfirm, UserMessageBar } from "./message-edit";
import { MessageTime } from "./message-time";
import { AlternativesControl, RatingControl, RegenerateControl, RetryControl } from "./reply-controls";

function Typing({ thinking }: { thinking: boolean }) {
  const { t } = useTranslation("chat");
  return (
    <span className="inline-flex items-center gap-1 py-1" data-testid="typing-indicator">
      {thinking ? (
        <span className="mr-1 text-sm text-white/70" data-testid="thinking">
          {t("messages.thinking")}
        </span>
      ) : (
        <span className="sr-only">{t("messages.typing")}</span>
      )}
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="h-2 w-2 animate-bounce rounded-full bg-white/70"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

// Preflight strips list and link styles; a reply's Markdown needs them back.
const RICH =
  "space-y-2 break-words [&_a]:text-brand-300 [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-white/30 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-white/10 [&_code]:px-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-5";

function BotBubble({
  exchange,
}: {
  exchange: Pick<Exchange, "html" | "text" | "liveHtml" | "typing" | "thinking">;
}) {
  const hasText = Boolean(exchange.html || exchange.text);
  return (
    <div className="flex justify-start">
      <div
        className="chat-reply max-w-[85%] rounded-2xl rounded-bl-sm bg-ink-800 px-4 py-2.5 text-white/95 sm:max-w-[75%]"
        data-testid="bot-message"
      >
        {exchange.html ? (
          <div className={RICH} dangerouslySetInnerHTML={{ __html: exchange.html }} />
        ) : exchange.liveHtml ? (
          // Streaming: the server's sanitized partial HTML, then the newest words escaped (live-html.ts).
          <div className={RICH} dangerouslySetInnerHTML={{ __html: exchange.liveHtml }} />
        ) : null}
        {exchange.typing ? (
          <div className={hasText ? "mt-1" : ""}>{<Typing thinking={exchange.thinking} />}</div>
        ) : null}
      </div>
    </div>
  );
}

/** In a group chat: each reply names its speaker and is read aloud in that character's voice. */
export interface GroupVoices {
  voiceOf: (speaker: SpeakerView | null) => ReplyVoice;
}

function ExchangeView({
  exchange,
  latest,
  laterMessages,
  voice: chatVoice,
  group,
}: {
  exchange: Exchange;
  latest: boolean;
  laterMessages: boolean;
  voice: ReplyVoice;
  group: GroupVoices | null;
}) {
  const voice = group ? group.voiceOf(exchange.speaker) : chatVoice;
  const { t } = useTranslation("chat");
  const { busy, editingId, rewindId, readOnly } = useChatControls();
  const { id, stored } = exchange;
  const isUser = exchange.message !== null;
  const settled = stored !== null && exchange.failed === null;
  const editing = isUser && id !== null && editingId === id && stored !== null;
  return (
    <div className="flex flex-col gap-1.5" data-testid="exchange">
      {isUser ? (
        editing ? (
          <EditMessageForm exchange={exchange} laterMessages={laterMessages} />
        ) : (
          <>
            <div className="flex justify-end">
              <p
                className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-gradient-to-r from-brand-600 to-brand-500 px-4 py-2.5 text-white sm:max-w-[75%]"
                data-testid="user-message"
              >
                {exchange.message}
              </p>
            </div>
            {readOnly ? null : <UserMessageBar exchange={exchange} canChange={stored !== null && !busy} />}
            {id !== null && rewindId === id ? <RewindConfirm id={id} /> : null}
          </>
        )
      ) : null}
      {group && exchange.speaker && (exchange.html || exchange.text || exchange.typing) ? (
        <SpeakerLabel speaker={exchange.speaker} />
      ) : null}
      {exchange.html || exchange.text || exchange.typing ? <BotBubble exchange={exchange} /> : null}
      {(exchange.html || exchange.text) && !exchange.typing ? (
        <ListenButton
          // By message id where there is one: the stored row replaces the streamed one mid-speech.
          speechKey={id !== null ? `reply-${id}` : exchange.key}
          html={exchange.html}
          text={exchange.text}
          voice={voice}
        />
      ) : null}
      {!isUser && exchange.createdAt ? <MessageTime iso={exchange.createdAt} className="self-start" /> : null}
      {exchange.stopped ? <p className="text-xs text-white/60">{t("stream.stillSaving")}</p> : null}
      {exchange.failed !== null && !readOnly ? <RetryControl exchange={exchange} /> : null}
      {!readOnly &&
      (isUser || exchange.replyOnly) &&
      id !== null &&
      stored !== null &&
      (settled || stored.alternatives > 1) ? (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="reply-controls">
          <AlternativesControl id={id} alternatives={stored.alternatives} selected={stored.selected} />
          {settled ? <RatingControl id={id} rating={stored.rating} /> : null}
          {settled && latest ? <RegenerateControl exchange={exchange} /> : null}
        </div>
      ) : null}
    </div>
  );
}

export interface OlderMessages {
  /** The page before the oldest shown exchange (no JavaScript); null when there is none. */
  href: string | null;
  loading: boolean;
  /** With JavaScript: load them into the list instead of following the link. */
  load: (() => void) | null;
}

/** "Load older messages": a link, which with JavaScript loads them in as soon as it scrolls into view. */
function LoadOlder({ older, scroller }: { older: OlderMessages; scroller: React.RefObject<HTMLElement> }) {
  const link = useRef<HTMLAnchorElement>(null);
  const { href, load, loading } = older;
  const { t } = useTranslation("chat");
  useEffect(() => {
    const el = link.current;
    if (!el || !load || loading) return;
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      root: scroller.current,
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, [href, load, loading, scroller]);
  if (!href) return null;
  return (
    <div className="flex flex-wrap items-center justify-center gap-2">
      <Link
        ref={link}
        to={href}
        preventScrollReset
        aria-disabled={loading || undefined}
        className="rounded-full border border-white/20 px-4 py-1.5 text-sm text-white/85 hover:bg-white/10"
        onClick={(event) => {
          if (!load) return;
          event.preventDefault();
          load();
        }}
      >
        {t("messages.loadOlder")}
      </Link>
      <span role="status" className="text-sm text-white/70">
        {loading ? t("messages.loadingOlder") : ""}
      </span>
    </div>
  );
}

export function MessageList({
  exchanges,
  busy,
  voice,
  older,
  notices,
  group = null,
}: {
  exchanges: Exchange[];
  busy: boolean;
  /** A group chat's speakers and voices; null for a chat with one character. */
  group?: GroupVoices | null;
  /** How this chat's bot reads its replies aloud (Listen). */
  voice: ReplyVoice;
  older: OlderMessages;
  /**
   * What the safety layer shows under the newest message (the crisis resources, a break nudge): in
   * the scrolled flow, so it pushes the messages up and never covers the reply.
   */
  notices?: ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const { t } = useTranslation("chat");
  const m = useMessages();
  const last = exchanges[exchanges.length - 1];
  // Only changes at the end scroll down: older messages loaded on top leave the view where it is.
  const signature = `${last?.key}:${last?.text.length}:${last?.html?.length}:${last?.typing}`;
  const lastUser = lastUserIndex(exchanges);

  useEffect(() => {
    const id = setTimeout(() => {
      const el = scroller.current;
      if (el) el.scrollTop = el.scrollHeight;
    }, CHAT_SCROLL_DELAY_MS);
    return () => clearTimeout(id);
  }, [signature]);

  return (
    // column-reverse keeps the newest message in view from the first paint, also without JavaScript.
    <div
      ref={scroller}
      className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto px-3 py-4 sm:px-5"
      data-testid="message-scroller"
    >
      <div className="flex flex-col gap-4">
        <div
          role="log"
          aria-label={t("messages.label")}
          aria-busy={busy}
          className="flex flex-col gap-4"
          data-testid="message-list"
        >
          <LoadOlder older={older} scroller={scroller} />
          {lastUser >= 0 ? null : (
            <p className="py-6 text-center text-sm text-white/60">{m(COPY.noChattingHistory)}</p>
          )}
          {exchanges.map((exchange, index) => (
            <ExchangeView
              key={exchange.key}
              exchange={exchange}
              latest={exchange === last}
              laterMessages={index < lastUser}
              voice={voice}
              group={group}
            />
          ))}
        </div>
        {notices}
      </div>
    </div>
  );
}
