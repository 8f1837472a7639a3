// The message box: a real form (JavaScript off: the route action waits for the whole reply), with
// JavaScript the page streams the reply instead. Enter sends, Shift+Enter starts a new line, an
// empty message is never sent, and Stop replaces Send while a reply streams. Where the browser can
// recognise speech, a microphone button fills the box as the user talks (it never sends by itself).
// The placeholder stays on one line (a long bot name ends in "…"), so the empty box is one line high.
import { useState, type FormEvent } from "react";
import { CHAT_MESSAGE_MAX } from "#contract/constants";
import { Icon } from "../icons";
import { useSpeechInput } from "./use-speech-input";

export function Composer({
  action,
  botName,
  streaming,
  error,
  defaultMessage = "",
  onSend,
  onStop,
}: {
  /** The chat page's URL (the plain form's target). */
  action: string;
  botName: string;
  streaming: boolean;
  /** The action's message for a plain form post that was refused. */
  error?: string | null;
  defaultMessage?: string;
  onSend: (message: string) => void;
  onStop: () => void;
}) {
  const [text, setText] = useState(defaultMessage);
  const speech = useSpeechInput(setText);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (streaming || !text.trim()) return;
    speech.stop();
    onSend(text);
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
          Message {botName}
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
            }
          }}
          placeholder={`Message ${botName}...`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "chat-message-error" : undefined}
          className="input max-h-40 min-h-12 resize-none [field-sizing:content] placeholder:truncate"
        />
        {speech.supported ? (
          <button
            type="button"
            onClick={() => (speech.listening ? speech.stop() : speech.start(text))}
            aria-pressed={speech.listening}
            aria-label="Speak your message"
            title={speech.listening ? "Listening… press to stop" : "Speak your message"}
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
          <button type="button" onClick={onStop} className="btn-ghost h-12 shrink-0">
            Stop
          </button>
        ) : (
          // On a phone an icon, so the box keeps the room its placeholder needs.
          <button type="submit" className="btn-primary h-12 w-12 shrink-0 px-0 sm:w-auto sm:px-5">
            <Icon className="h-5 w-5 sm:hidden">
              <path d="M4 12 20 4l-4 16-4-7-8-1Zm8 1 8-9" />
            </Icon>
            <span className="sr-only sm:not-sr-only">Send</span>
          </button>
        )}
      </div>
      {error ? (
        <p id="chat-message-error" role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      {speech.error ? (
        <p role="alert" className="field-error">
          {speech.error}
        </p>
      ) : null}
    </form>
  );
}
