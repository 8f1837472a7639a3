// The user's side of an exchange: Edit (the text in place, then a new reply; later messages go, so a
// confirm comes first) and "Delete from here" (this message and everything after it, after a yes).
// Without JavaScript both are steps of the page (?edit=, ?rewind=) with plain forms; the confirm of an
// edit is a disclosure inside the form, so what was typed stays. With JavaScript they are in place
// and the confirmations are dialogs. An edit that removes later messages is confirmed once, when it is
// saved (a warning under the field as well made it ask twice); editing the last message needs none.
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { CHAT_MESSAGE_MAX } from "#contract/constants";
import { stepUrl, useChatControls } from "./chat-controls";
import type { Exchange } from "./exchanges";
import { MessageTime } from "./message-time";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";

const LINK =
  "rounded px-1.5 py-1 text-xs font-medium text-white/70 underline-offset-2 hover:text-white hover:underline";

/** Time, Edit and "Delete from here" under the user's bubble. */
export function UserMessageBar({ exchange, canChange }: { exchange: Exchange; canChange: boolean }) {
  const { action, hydrated, startEdit, askRewind } = useChatControls();
  const { t } = useTranslation("chat");
  const id = exchange.id;
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-1 gap-y-0.5">
      {exchange.createdAt ? <MessageTime iso={exchange.createdAt} /> : null}
      {canChange && id !== null ? (
        hydrated ? (
          <>
            <button type="button" className={LINK} onClick={() => startEdit(id)}>
              {t("edit.edit")}
              <span className="sr-only">{t("edit.yourMessage")}</span>
            </button>
            <button type="button" className={LINK} onClick={() => askRewind(exchange)}>
              {t("edit.deleteFromHere")}
            </button>
          </>
        ) : (
          <>
            <Link to={stepUrl(action, "edit", id)} className={LINK}>
              {t("edit.edit")}
              <span className="sr-only">{t("edit.yourMessage")}</span>
            </Link>
            <Link to={stepUrl(action, "rewind", id)} className={LINK}>
              {t("edit.deleteFromHere")}
            </Link>
          </>
        )
      ) : null}
    </div>
  );
}

export function EditMessageForm({ exchange, laterMessages }: { exchange: Exchange; laterMessages: boolean }) {
  const { action, hydrated, editReply, cancelEdit, submitEdit } = useChatControls();
  const { t } = useTranslation("chat");
  const m = useMessages();
  const id = exchange.id!;
  const refused = editReply?.id === id ? editReply : null;
  const [text, setText] = useState(refused?.message ?? exchange.message ?? "");
  const field = useRef<HTMLTextAreaElement>(null);
  // Opened by the user's Edit: the text is where they will type next.
  useEffect(() => {
    if (hydrated) field.current?.focus();
  }, [hydrated]);
  const fieldId = `edit-message-${id}`;

  function handle(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) submitEdit(exchange, text);
  }

  return (
    <Form
      method="post"
      action={stepUrl(action, "edit", id)}
      onSubmit={hydrated ? handle : undefined}
      className="ml-auto w-full max-w-[85%] space-y-2 sm:max-w-[75%]"
      data-testid="edit-form"
    >
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="message_id" value={id} />
      <label htmlFor={fieldId} className="sr-only">
        {t("edit.label")}
      </label>
      <textarea
        id={fieldId}
        name="message"
        required
        maxLength={CHAT_MESSAGE_MAX}
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape" && hydrated) {
            e.preventDefault();
            cancelEdit();
            // Back to the message box (the composer), where ↑ opened this editor.
            document.getElementById("chat-message")?.focus();
          }
        }}
        ref={field}
        aria-invalid={refused ? true : undefined}
        aria-describedby={refused ? `${fieldId}-error` : undefined}
        className="input resize-y"
      />
      {refused ? (
        <p id={`${fieldId}-error`} role="alert" className="field-error">
          {m(refused.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start justify-end gap-2">
        {hydrated ? (
          <button type="button" className="btn-ghost px-4 py-2" onClick={cancelEdit}>
            {t("steps.cancel")}
          </button>
        ) : (
          <Link to={action} className="btn-ghost px-4 py-2">
            {t("steps.cancel")}
          </Link>
        )}
        {hydrated || !laterMessages ? (
          <button type="submit" className="btn-primary px-4 py-2">
            {t("edit.saveResend")}
          </button>
        ) : (
          <details className="rounded-xl border border-white/10 p-3">
            <summary className="btn-primary cursor-pointer list-none px-4 py-2 [&::-webkit-details-marker]:hidden">
              {t("edit.saveResend")}
            </summary>
            <p className="mt-3 max-w-xs text-sm">{t("edit.warning")}</p>
            <button type="submit" className="btn-primary mt-2 px-4 py-2">
              {t("edit.confirmSave")}
            </button>
          </details>
        )}
      </div>
    </Form>
  );
}

/** The no-JavaScript step of "Delete from here": the question and a plain form. */
export function RewindConfirm({ id }: { id: number }) {
  const { action } = useChatControls();
  const { t } = useTranslation("chat");
  return (
    <Form
      method="post"
      action={action}
      role="group"
      aria-labelledby={`rewind-${id}`}
      className="ml-auto max-w-[85%] rounded-xl border border-red-400/40 bg-red-950/40 p-3 text-sm sm:max-w-[75%]"
    >
      <input type="hidden" name="intent" value="rewind" />
      <input type="hidden" name="message_id" value={id} />
      <p id={`rewind-${id}`} className="font-semibold">
        {t("edit.rewindQuestion")}
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <Link to={action} className="btn-ghost px-4 py-2">
          {t("steps.cancel")}
        </Link>
        <button type="submit" className="btn-primary px-4 py-2">
          {t("edit.confirmRewind")}
        </button>
      </div>
    </Form>
  );
}
