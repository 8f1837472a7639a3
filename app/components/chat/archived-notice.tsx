// A chat whose bot its creator deleted (archived, api/domain/characters/retire.ts): the history
// stays to read, and this note takes the composer's place, saying why nothing can be sent.
import { CHAT_COPY } from "#contract/chat-schemas";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";

export function ArchivedNotice({ botName }: { botName: string }) {
  const { t } = useTranslation("chat");
  const m = useMessages();
  return (
    <div
      role="status"
      className="border-t border-white/10 p-4 text-center text-sm"
      data-testid="chat-archived"
    >
      <p className="font-bold">{t("archived.title", { name: botName })}</p>
      <p className="mt-1 text-white/75">{m(CHAT_COPY.botArchived)}</p>
    </div>
  );
}
