// A chat whose bot its creator deleted (archived, api/domain/characters/retire.ts): the history
// stays to read, and this note takes the composer's place, saying why nothing can be sent.
import { CHAT_COPY } from "#contract/chat-schemas";

export const ARCHIVED_LABEL = "No longer available";

export function ArchivedNotice({ botName }: { botName: string }) {
  return (
    <div
      role="status"
      className="border-t border-white/10 p-4 text-center text-sm"
      data-testid="chat-archived"
    >
      <p className="font-bold">
        {botName} is {ARCHIVED_LABEL.toLowerCase()}
      </p>
      <p className="mt-1 text-white/75">{CHAT_COPY.botArchived}</p>
    </div>
  );
}
