// The chat page's steps that take the conversation's place without JavaScript (?confirm=delete,
// ?rename=1, ?report=1); the rename form is also the JavaScript dialog's content.
import { Form, Link, type FetcherWithComponents } from "@remix-run/react";
import { CHAT_TITLE_MAX } from "#contract/chat-schemas";
import { COPY } from "#contract/messages";
import { stepUrl } from "./chat-controls";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";

export function DeleteChatStep({ action }: { action: string }) {
  const { t } = useTranslation("chat");
  const m = useMessages();
  return (
    <section aria-labelledby="delete-title" className="card m-4 p-6 text-center" role="alertdialog">
      <h3 id="delete-title" className="text-xl font-bold">
        {m(COPY.deleteConfirm)}
      </h3>
      <p className="mt-2 text-white/80">{t("steps.deleteText")}</p>
      <Form method="post" action={action} className="mt-5 flex justify-center gap-3">
        <Link to={action} className="btn-ghost">
          {t("steps.cancel")}
        </Link>
        <button type="submit" name="intent" value="delete" className="btn-primary">
          {t("steps.confirmDelete")}
        </button>
      </Form>
    </section>
  );
}

export interface RenameReply {
  error: string | null;
  title: string;
}

/** The chat's title, up to 80 characters; a refused title comes back as typed, with the reason. */
export function RenameChatForm({
  action,
  title,
  reply,
  fetcher,
  onCancel,
}: {
  action: string;
  title: string;
  reply?: RenameReply | null;
  /** With JavaScript the dialog posts in the background. */
  fetcher?: FetcherWithComponents<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("chat");
  const m = useMessages();
  const FormTag = fetcher ? fetcher.Form : Form;
  const error = reply?.error ?? null;
  return (
    <FormTag method="post" action={stepUrl(action, "rename", 1)} className="space-y-3">
      <input type="hidden" name="intent" value="rename" />
      <div>
        <label htmlFor="chat-title-input" className="mb-1.5 block text-sm font-medium text-white/85">
          {t("steps.titleLabel")}
        </label>
        <input
          id="chat-title-input"
          name="title"
          required
          maxLength={CHAT_TITLE_MAX}
          defaultValue={error ? reply!.title : title}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "chat-title-error" : undefined}
          className="input"
        />
        {error ? (
          <p id="chat-title-error" role="alert" className="field-error">
            {m(error)}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end gap-3">
        {onCancel ? (
          <button type="button" className="btn-ghost" onClick={onCancel}>
            {t("steps.cancel")}
          </button>
        ) : (
          <Link to={action} className="btn-ghost">
            {t("steps.cancel")}
          </Link>
        )}
        <button type="submit" className="btn-primary" disabled={fetcher ? fetcher.state !== "idle" : false}>
          {t("steps.saveTitle")}
        </button>
      </div>
    </FormTag>
  );
}

export function RenameChatStep(props: { action: string; title: string; reply?: RenameReply | null }) {
  const { t } = useTranslation("chat");
  return (
    <section aria-labelledby="rename-title" className="flex-1 overflow-y-auto p-4 sm:p-6">
      <h3 id="rename-title" className="mb-4 text-xl font-bold">
        {t("steps.rename")}
      </h3>
      <RenameChatForm {...props} />
    </section>
  );
}
