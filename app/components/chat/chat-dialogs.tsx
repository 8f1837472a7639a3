// The chat's dialogs with JavaScript on: delete, deleted, report, rename, and the confirmations of an
// edit that rewinds and of a rewind. Without JavaScript the same steps are pages (chat-steps.tsx).
import type { FetcherWithComponents } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { COPY } from "#contract/messages";
import { ConfirmDialog, Modal } from "~/components/modal";
import type { ChatView } from "~/utils/chat.server";
import { useMessages } from "~/utils/messages";
import { RenameChatForm, type RenameReply } from "./chat-steps";
import type { Exchange } from "./exchanges";
import { ReportForm } from "./report-form";

export type Dialog =
  | null
  | { kind: "delete" | "deleted" | "report" | "rename" }
  | { kind: "edit"; exchange: Exchange; text: string }
  | { kind: "rewind"; exchange: Exchange };

export interface DeleteReply {
  deleted?: boolean;
  error?: string | null;
}

export function ChatDialogs({
  dialog,
  chat,
  action,
  deleter,
  renamer,
  rewinder,
  onClose,
  onEdit,
  onRewind,
}: {
  dialog: Dialog;
  chat: ChatView;
  action: string;
  deleter: FetcherWithComponents<DeleteReply>;
  renamer: FetcherWithComponents<{ rename?: RenameReply }>;
  rewinder: FetcherWithComponents<unknown>;
  onClose: () => void;
  onEdit: (exchange: Exchange, text: string) => void;
  /** Forgets the live replies before the rewind is posted. */
  onRewind: () => void;
}) {
  const { t } = useTranslation("chat");
  const m = useMessages();
  return (
    <>
      {dialog?.kind === "delete" ? (
        <ConfirmDialog
          title={m(COPY.deleteConfirm)}
          description={t("steps.deleteText")}
          confirmLabel={t("steps.confirmDelete")}
          busy={deleter.state !== "idle"}
          onClose={onClose}
          onConfirm={() => {
            onClose();
            deleter.submit({ intent: "delete" }, { method: "post", action });
          }}
        />
      ) : null}
      {dialog?.kind === "deleted" ? (
        <Modal title={m(COPY.deleted)} description={t("conversation.deletedText")} onClose={onClose}>
          <div className="flex justify-end">
            <button type="button" className="btn-primary" onClick={onClose}>
              {t("conversation.ok")}
            </button>
          </div>
        </Modal>
      ) : null}
      {dialog?.kind === "report" ? (
        <Modal title={t("conversation.report", { name: chat.bot.name })} onClose={onClose} size="md">
          <ReportForm botId={chat.bot.id} chatId={chat.id} onDone={onClose} />
        </Modal>
      ) : null}
      {dialog?.kind === "rename" ? (
        <Modal title={t("steps.rename")} onClose={onClose}>
          <RenameChatForm
            action={action}
            title={chat.title}
            reply={renamer.data?.rename}
            fetcher={renamer}
            onCancel={onClose}
          />
        </Modal>
      ) : null}
      {dialog?.kind === "edit" ? (
        <ConfirmDialog
          title={t("edit.saveTitle")}
          description={t("edit.warning")}
          confirmLabel={t("edit.confirmSave")}
          onClose={onClose}
          onConfirm={() => onEdit(dialog.exchange, dialog.text)}
        />
      ) : null}
      {dialog?.kind === "rewind" ? (
        <ConfirmDialog
          title={t("edit.rewindTitle")}
          description={t("edit.rewindQuestion")}
          confirmLabel={t("edit.confirmRewind")}
          onClose={onClose}
          onConfirm={() => {
            onClose();
            onRewind();
            rewinder.submit(
              { intent: "rewind", message_id: String(dialog.exchange.id) },
              { method: "post", action },
            );
          }}
        />
      ) : null}
    </>
  );
}
