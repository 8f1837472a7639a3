// The message box: a real form (JavaScript off: the route action waits for the whole reply), with
// JavaScript the page streams the reply instead. Enter sends, Shift+Enter starts a new line, an
// empty message is never sent, and Stop replaces Send while a reply streams.
import { useState, type FormEvent } from "react";
import { CHAT_MESSAGE_MAX } from "#contract/constants";

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

  function submit(event: FormEvent) {
    event.preventDefault();
    if (streaming || !text.trim()) return;
    onSend(text);
    setText("");
  }

  return (
    <form method="post" action={action} onSubmit={submit} className="border-t border-white/10 p-3 sm:px-5">
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
          className="input max-h-40 min-h-12 resize-none [field-sizing:content]"
        />
        {streaming ? (
          <button type="button" onClick={onStop} className="btn-ghost h-12 shrink-0">
            Stop
          </button>
        ) : (
          <button type="submit" className="btn-primary h-12 shrink-0">
            Send
          </button>
        )}
      </div>
      {error ? (
        <p id="chat-message-error" role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
