// The message box: a real form (JavaScript off: the route action waits for the whole reply), with
// JavaScript the page streams the reply instead. Enter sends, Shift+Enter starts a new line, an
// empty message is never sent, and Stop replaces Send while a reply streams. Where the browser can
// recognise speech, a microphone button fills the box as the user talks (it never sends by itself).
// The placeholder stays on one line (a long bot name ends in "…"), so the empty box is one line high.
// From the keyboard: Escape stops a streaming reply, ↑ in the empty box edits the last message; a
// polite live region says what happened, for screen readers.
import { useEffect, useState, type FormEvent } from "react";
import { CHAT_MESSAGE_MAX } from "#contract/constants";
import { Icon } from "../icon";
import { GroupAnswerButtons, groupChoiceOf } from "./group-composer";
import type { SpeakerView } from "./group-types";
import { useSpeechInput } from "./use-speech-input";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";

const hasModifier = (e: { shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean }) =>
  e.shiftKey || e.altKey || e.ctrlKey || e.metaKey;

export function Composer({
  action,
  botName,
  streaming,
  error,
  defaultMessage = "",
  onSend,
  onStop,
  onEditLast,
  group = null,
}: {
  /** The chat page's URL (the plain form's target). */
  action: string;
  botName: string;
  streaming: boolean;
  /** The action's message for a plain form post that was refused. */
  error?: string | null;
  defaultMessage?: string;
  onSend: (message: string, speakerId?: number) => void;
  onStop: () => void;
  /** Opens the last message's editor; false when there is none to edit now. */
  onEditLast: () => boolean;
  /** A group chat: who may be asked to answer, and "Continue" (one more reply without a message). */
  group?: { speakers: SpeakerView[]; onContinue: (speakerId?: number) => void } | null;
}) {
  const { t } = useTranslation("chat");
  const m = useMessages();
  const [text, setText] = useState(defaultMessage);
  const [announcement, setAnnouncement] = useState("");
  const speech = useSpeechInput(setText);

  function stop() {
    onStop();
    setAnnouncement(t("composer.stopped"));
  }

  // Escape stops the reply wherever focus is on the page (a dialog that handles it first wins).
  useEffect(() => {
    if (!streaming) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      onStop();
      setAnnouncement(t("composer.stopped"));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [streaming, onStop, t]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const choice = group ? groupChoiceOf(new FormData(event.currentTarget, submitter)) : null;
    if (streaming) return;
    if (group && choice?.proceed) {
      speech.stop();
      group.onContinue(choice.speakerId);
      return;
    }
    if (!text.trim()) return;
    speech.stop();
    onSend(text, choice?.speakerId);
    setText("");
  }

  return (
    <form
      method="post"
      action={action}
      onSubmit={submit}
      // Clear of a phone's home indicator (env() is non-zero with viewport-fit=cover, app/root.tsx).
      className="border-t border-white/10 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-5"
    >
      <input type="hidden" name="intent" value="send" />
      <div className="flex items-end gap-2">
        <label htmlFor="chat-message" className="sr-only">
          {t("composer.label", { name: botName })}
        </label>
        <textarea
          id="chat-message"
          name="message"
          rows={1}
          required
          maxLength={CHAT_MESSAGE_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            } else if (e.key === "ArrowUp" && !text && !hasModifier(e) && onEditLast()) {
              e.preventDefault();
              setAnnouncement(t("composer.editing"));
            }
          }}
          placeholder={t("composer.placeholder", { name: botName })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "chat-message-error" : undefined}
          className="input max-h-40 min-h-12 resize-none [field-sizing:content] placeholder:truncate"
        />
        {speech.supported ? (
          <button
            type="button"
            onClick={() => (speech.listening ? speech.stop() : speech.start(text))}
            aria-pressed={speech.listening}
            aria-label={t("composer.speak")}
            title={speech.listening ? t("composer.listening") : t("composer.speak")}
            className="btn-ghost h-12 w-12 shrink-0 px-0 aria-pressed:border-brand-400 aria-pressed:bg-brand-600/30"
            data-testid="mic"
          >
            <Icon className={`h-5 w-5 ${speech.listening ? "animate-pulse" : ""}`}>
              <rect x="9" y="3" width="6" height="11" rx="3" />
              <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
            </Icon>
          </button>
        ) : null}
        {streaming ? (
          <button type="button" onClick={stop} className="btn-ghost h-12 shrink-0">
            {t("composer.stop")}
          </button>
        ) : (
          // On a phone an icon, so the box keeps the room its placeholder needs.
          <button type="submit" className="btn-primary h-12 w-12 shrink-0 px-0 sm:w-auto sm:px-5">
            <Icon className="h-5 w-5 sm:hidden">
              <path d="M4 12 20 4l-4 16-4-7-8-1Zm8 1 8-9" />
            </Icon>
            <span className="sr-only sm:not-sr-only">{t("composer.send")}</span>
          </button>
        )}
      </div>
      {group ? <GroupAnswerButtons speakers={group.speakers} disabled={streaming} /> : null}
      {error ? (
        <p id="chat-message-error" role="alert" className="field-error">
          {m(error)}
        </p>
      ) : null}
      <p role="status" className="sr-only" data-testid="composer-announcement">
        {announcement}
      </p>
      {speech.error ? (
        <p role="alert" className="field-error">
          {t(`speech.${speech.error}`)}
        </p>
      ) : null}
    </form>
  );
}
