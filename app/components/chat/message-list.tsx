// The conversation (§2 "Chat"): the user's bubbles right (plain text, so typed markup stays text),
// the bot's replies left as HTML that the loader sanitized, a typing indicator while a reply is on
// its way, Retry on a failed one, and the view scrolled to the bottom 100 ms after any change.
import { useEffect, useRef, type FormEvent } from "react";
import { CHAT_SCROLL_DELAY_MS } from "#contract/constants";
import { COPY } from "#contract/messages";
import type { ChatRowView } from "./types";
import { inFlight, type LiveExchange } from "./use-chat-stream";

interface Bubble {
  key: string;
  id: number | null;
  message: string | null;
  /** Stored, sanitized HTML; null while only streamed text exists. */
  html: string | null;
  text: string;
  typing: boolean;
  failed: string | null;
  stopped: boolean;
}

function fromRow(row: ChatRowView): Bubble {
  const waiting = row.status === "pending" || row.status === "streaming";
  return {
    key: `row-${row.id}`,
    id: row.id,
    message: row.message,
    html: row.replyHtml,
    text: "",
    typing: waiting,
    failed: row.status === "failed" ? (row.error ?? "The reply could not be completed.") : null,
    stopped: false,
  };
}

function fromLive(x: LiveExchange): Bubble {
  return {
    key: x.key,
    id: x.id,
    message: x.message,
    html: null,
    text: x.reply,
    // After Stop the server goes on writing: the dots stay until the stored row takes over.
    typing: inFlight(x) || x.status === "stopped",
    failed: x.status === "failed" ? x.error : null,
    stopped: x.status === "stopped",
  };
}

/** Stored rows in order, a live exchange in place of the row it re-asks, new ones at the end. */
export function mergeExchanges(rows: ChatRowView[], live: LiveExchange[]): Bubble[] {
  const byId = new Map(live.filter((x) => x.id !== null).map((x) => [x.id!, x]));
  const used = new Set<string>();
  const out = rows.map((row) => {
    const x = byId.get(row.id);
    if (!x) return fromRow(row);
    used.add(x.key);
    return fromLive(x);
  });
  for (const x of live) if (!used.has(x.key)) out.push(fromLive(x));
  return out;
}

function Typing() {
  return (
    <span className="inline-flex items-center gap-1 py-1" data-testid="typing-indicator">
      <span className="sr-only">The bot is typing</span>
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

function BotBubble({ bubble }: { bubble: Pick<Bubble, "html" | "text" | "typing"> }) {
  const hasText = Boolean(bubble.html || bubble.text);
  return (
    <div className="flex justify-start">
      <div
        className="chat-reply max-w-[85%] rounded-2xl rounded-bl-sm bg-ink-800 px-4 py-2.5 text-white/95 sm:max-w-[75%]"
        data-testid="bot-message"
      >
        {bubble.html ? (
          <div className={RICH} dangerouslySetInnerHTML={{ __html: bubble.html }} />
        ) : bubble.text ? (
          <p className="whitespace-pre-wrap break-words">{bubble.text}</p>
        ) : null}
        {bubble.typing ? <div className={hasText ? "mt-1" : ""}>{<Typing />}</div> : null}
      </div>
    </div>
  );
}

function RetryForm({
  bubble,
  onRetry,
}: {
  bubble: Bubble;
  onRetry: (args: { message: string; retryId?: number; replaces?: string }) => void;
}) {
  function handle(event: FormEvent) {
    event.preventDefault();
    onRetry({ message: bubble.message ?? "", retryId: bubble.id ?? undefined, replaces: bubble.key });
  }
  return (
    <form method="post" onSubmit={handle} className="flex flex-wrap items-center justify-end gap-2 text-sm">
      <input type="hidden" name="intent" value="send" />
      {bubble.id !== null ? <input type="hidden" name="retry_id" value={bubble.id} /> : null}
      <input type="hidden" name="message" value={bubble.message ?? ""} />
      <span role="alert" className="text-red-300">
        {bubble.failed}
      </span>
      <button
        type="submit"
        className="rounded-full border border-red-300/50 px-3 py-1 font-semibold hover:bg-red-400/10"
      >
        Retry
      </button>
    </form>
  );
}

export function MessageList({
  rows,
  live,
  greetingHtml,
  onRetry,
}: {
  rows: ChatRowView[];
  live: LiveExchange[];
  greetingHtml: string;
  onRetry: (args: { message: string; retryId?: number; replaces?: string }) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const bubbles = mergeExchanges(rows, live);
  const last = bubbles[bubbles.length - 1];
  const signature = `${bubbles.length}:${last?.key}:${last?.text.length}:${last?.html?.length}:${last?.typing}`;

  useEffect(() => {
    const id = setTimeout(() => {
      const el = scroller.current;
      if (el) el.scrollTop = el.scrollHeight;
    }, CHAT_SCROLL_DELAY_MS);
    return () => clearTimeout(id);
  }, [signature]);

  return (
    // column-reverse keeps the newest message in view from the first paint, also without JavaScript.
    <div ref={scroller} className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto px-3 py-4 sm:px-5">
      <div
        role="log"
        aria-label="Messages"
        aria-busy={live.some(inFlight)}
        className="flex flex-col gap-3"
        data-testid="message-list"
      >
        {bubbles.length === 0 ? (
          <>
            <p className="py-6 text-center text-sm text-white/60">{COPY.noChattingHistory}</p>
            {greetingHtml ? <BotBubble bubble={{ html: greetingHtml, text: "", typing: false }} /> : null}
          </>
        ) : null}
        {bubbles.map((bubble) => (
          <div key={bubble.key} className="flex flex-col gap-2" data-testid="exchange">
            {bubble.message !== null ? (
              <div className="flex justify-end">
                <p
                  className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-gradient-to-r from-brand-600 to-brand-500 px-4 py-2.5 text-white sm:max-w-[75%]"
                  data-testid="user-message"
                >
                  {bubble.message}
                </p>
              </div>
            ) : null}
            {bubble.html || bubble.text || bubble.typing ? <BotBubble bubble={bubble} /> : null}
            {bubble.stopped ? (
              <p className="text-xs text-white/60">Stopped. The reply is still being saved.</p>
            ) : null}
            {bubble.failed !== null ? <RetryForm bubble={bubble} onRetry={onRetry} /> : null}
          </div>
        ))}
      </div>
    </div>
  );
}
