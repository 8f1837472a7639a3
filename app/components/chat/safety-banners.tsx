// What the safety layer shows around a conversation (docs/requirements/safety.md#safety): the
// crisis resources after a crisis reply, and a nudge to take a break after three hours of chatting.
// Both are plain markup, so they work without JavaScript. The chat shows them under the newest
// message, in the scrolled flow (MessageList's notices): they push the conversation up, never cover it.
import { Link } from "@remix-run/react";
import { SAFETY_COPY } from "#contract/safety";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";

export function CrisisBanner() {
  const { t } = useTranslation("chat");
  const m = useMessages();
  return (
    <section
      aria-labelledby="crisis-banner-title"
      data-testid="crisis-banner"
      className="rounded-xl border border-sky-300/40 bg-sky-950/70 p-4 text-sm leading-relaxed"
    >
      <h3 id="crisis-banner-title" className="font-bold text-sky-100">
        {m(SAFETY_COPY.crisisBannerTitle)}
      </h3>
      <p className="mt-1 text-white/90">{m(SAFETY_COPY.crisisBanner)}</p>
      <p className="mt-1">
        <Link to="/safety" className="underline underline-offset-2">
          {t("safety.link")}
        </Link>
      </p>
    </section>
  );
}

export function BreakSuggestion() {
  const m = useMessages();
  return (
    <section
      role="status"
      data-testid="break-suggestion"
      className="rounded-xl border border-amber-300/40 bg-amber-950/60 p-4 text-sm"
    >
      <h3 className="font-bold">{m(SAFETY_COPY.breakTitle)}</h3>
      <p className="mt-1 text-white/85">{m(SAFETY_COPY.breakText)}</p>
    </section>
  );
}
