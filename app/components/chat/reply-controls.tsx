// The controls under a bot reply: thumbs up/down, ‹ 2/3 › between the replies made for a message
// (the one shown is the one the bot remembers), Regenerate under the latest reply, and Retry under a
// failed one. Each is a plain form (JavaScript off: the page's action answers and redirects back);
// with JavaScript, rating and switching post in the background and Regenerate and Retry stream.
import { Form, useFetcher } from "@remix-run/react";
import type { FormEvent, ReactNode } from "react";
import { Icon } from "../icon";
import { useChatControls } from "./chat-controls";
import type { Exchange } from "./exchanges";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import { streamErrorKey } from "./stream-errors";

const SMALL_BUTTON =
  "inline-flex h-9 min-w-9 items-center justify-center rounded-full px-2 text-white/70 hover:bg-white/10 hover:text-white aria-disabled:opacity-40 disabled:opacity-40 aria-pressed:bg-brand-600/30 aria-pressed:text-white";

const ThumbUp = () => (
  <Icon className="h-4 w-4">
    <path d="M7 10v11H4V10h3Zm0 0 4-7a2 2 0 0 1 3 2l-1 5h5a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 16.7 21H7" />
  </Icon>
);
const ThumbDown = () => (
  <Icon className="h-4 w-4">
    <path d="M17 14V3h3v11h-3Zm0 0-4 7a2 2 0 0 1-3-2l1-5H6a2 2 0 0 1-2-2.3l1.3-7A2 2 0 0 1 7.3 3H17" />
  </Icon>
);

function Hidden({ intent, id }: { intent: string; id: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="message_id" value={id} />
    </>
  );
}

export function RatingControl({ id, rating }: { id: number; rating: -1 | 0 | 1 }) {
  const { action } = useChatControls();
  const fetcher = useFetcher();
  // The choice shows at once; the stored value follows with the reload.
  const pending = fetcher.formData?.get("value");
  const shown = pending !== undefined && pending !== null ? Number(pending) : rating;
  const { t } = useTranslation("chat");
  return (
    <fetcher.Form method="post" action={action} className="flex items-center" data-testid="rating">
      <Hidden intent="rate" id={id} />
      <button
        type="submit"
        name="value"
        value={shown === 1 ? 0 : 1}
        aria-pressed={shown === 1}
        className={SMALL_BUTTON}
      >
        <ThumbUp />
        <span className="sr-only">{t("controls.good")}</span>
      </button>
      <button
        type="submit"
        name="value"
        value={shown === -1 ? 0 : -1}
        aria-pressed={shown === -1}
        className={SMALL_BUTTON}
      >
        <ThumbDown />
        <span className="sr-only">{t("controls.bad")}</span>
      </button>
    </fetcher.Form>
  );
}

function StepButton({ index, enabled, children }: { index: number; enabled: boolean; children: ReactNode }) {
  const { hydrated } = useChatControls();
  // With JavaScript the button keeps its focus at either end (aria-disabled); without, it is disabled.
  return (
    <button
      type="submit"
      name="index"
      value={index}
      className={SMALL_BUTTON}
      {...(hydrated
        ? {
            "aria-disabled": !enabled || undefined,
            onClick: (e) => {
              if (!enabled) e.preventDefault();
            },
          }
        : { disabled: !enabled })}
    >
      {children}
    </button>
  );
}

export function AlternativesControl({
  id,
  alternatives,
  selected,
}: {
  id: number;
  alternatives: number;
  selected: number;
}) {
  const { action, busy } = useChatControls();
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("index");
  const shown = pending !== undefined && pending !== null ? Number(pending) : selected;
  const { t } = useTranslation("chat");
  if (alternatives < 2) return null;
  return (
    <fetcher.Form method="post" action={action} className="flex items-center" data-testid="alternatives">
      <Hidden intent="select" id={id} />
      <StepButton index={shown - 1} enabled={!busy && shown > 0}>
        <span aria-hidden="true">‹</span>
        <span className="sr-only">{t("controls.previous")}</span>
      </StepButton>
      <span className="min-w-10 text-center text-xs tabular-nums text-white/75" aria-live="polite">
        <span aria-hidden="true" data-testid="alternative-position">
          {shown + 1}/{alternatives}
        </span>
        <span className="sr-only">{t("controls.position", { n: shown + 1, total: alternatives })}</span>
      </span>
      <StepButton index={shown + 1} enabled={!busy && shown < alternatives - 1}>
        <span aria-hidden="true">›</span>
        <span className="sr-only">{t("controls.next")}</span>
      </StepButton>
    </fetcher.Form>
  );
}

export function RegenerateControl({ exchange }: { exchange: Exchange }) {
  const { action, busy, hydrated, regenerate } = useChatControls();
  const { t } = useTranslation("chat");
  function handle(event: FormEvent) {
    event.preventDefault();
    if (!busy) regenerate(exchange);
  }
  return (
    <Form method="post" action={action} onSubmit={hydrated ? handle : undefined}>
      <Hidden intent="regenerate" id={exchange.id!} />
      <button
        type="submit"
        disabled={busy}
        className="rounded-full border border-white/20 px-3 py-1.5 text-xs font-semibold hover:bg-white/10 disabled:opacity-50"
      >
        {t("controls.regenerate")}
      </button>
    </Form>
  );
}

export function RetryControl({ exchange }: { exchange: Exchange }) {
  const { action, busy, hydrated, retry } = useChatControls();
  const { t } = useTranslation("chat");
  const m = useMessages();
  function handle(event: FormEvent) {
    event.preventDefault();
    if (!busy) retry(exchange);
  }
  return (
    <form
      method="post"
      action={action}
      onSubmit={hydrated ? handle : undefined}
      className="flex flex-wrap items-center justify-end gap-2 text-sm"
    >
      <input type="hidden" name="intent" value="send" />
      {exchange.id !== null ? <input type="hidden" name="retry_id" value={exchange.id} /> : null}
      <input type="hidden" name="message" value={exchange.message ?? ""} />
      <span role="alert" className="text-red-300">
        {exchange.failed
          ? t(streamErrorKey(exchange.failed) ?? "", { defaultValue: m(exchange.failed) })
          : null}
      </span>
      <button
        type="submit"
        className="rounded-full border border-red-300/50 px-3 py-1 font-semibold hover:bg-red-400/10"
      >
        {t("controls.retry")}
      </button>
    </form>
  );
}
