// The chat page's steps that take the conversation's place without JavaScript (?confirm=delete,
// ?rename=1, ?report=1); the rename form is also the JavaScript dialog's content.
import { Form, Link, type FetcherWithComponents } from "@remix-run/react";
import { CHAT_TITLE_MAX } from "#contract/chat-schemas";
import { COPY } from "#contract/messages";
import { stepUrl } from "./chat-controls";

export const DELETE_CHAT_TEXT = "This chat will be deleted permanently and cannot be recovered.";

export function DeleteChatStep({ action }: { action: string }) {
  return (
    <section aria-labelledby="delete-title" className="card m-4 p-6 text-center" role="alertdialog">
      <h3 id="delete-title" className="text-xl font-bold">
        {COPY.deleteConfirm}
      </h3>
      <p className="mt-2 text-white/80">{DELETE_CHAT_TEXT}</p>
      <Form method="post" action={action} className="mt-5 flex justify-center gap-3">
        <Link to={action} className="btn-ghost">
          Cancel
        </Link>
        <button type="submit" name="intent" value="delete" className="btn-primary">
          Yes, delete it
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
  const FormTag = fetcher ? fetcher.Form : Form;
  const error = reply?.error ?? null;
  return (
    <FormTag method="post" action={stepUrl(action, "rename", 1)} className="space-y-3">
      <input type="hidden" name="intent" value="rename" />
      <div>
        <label htmlFor="chat-title-input" className="mb-1.5 block text-sm font-medium text-white/85">
          Chat title
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
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end gap-3">
        {onCancel ? (
          <button type="button" className="btn-ghost" onClick={onCancel}>
            Cancel
          </button>
        ) : (
          <Link to={action} className="btn-ghost">
            Cancel
          </Link>
        )}
        <button type="submit" className="btn-primary" disabled={fetcher ? fetcher.state !== "idle" : false}>
          Save title
        </button>
      </div>
    </FormTag>
  );
}

export function RenameChatStep(props: { action: string; title: string; reply?: RenameReply | null }) {
  return (
    <section aria-labelledby="rename-title" className="flex-1 overflow-y-auto p-4 sm:p-6">
      <h3 id="rename-title" className="mb-4 text-xl font-bold">
        Rename chat
      </h3>
      <RenameChatForm {...props} />
    </section>
  );
}
