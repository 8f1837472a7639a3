// Hide or unhide a bot, with a note for the audit log.
import type { AdminBot } from "#contract/admin";
import { NoteAction } from "./note-action";

export function BotVisibilityAction({ bot }: { bot: Pick<AdminBot, "id" | "name" | "hidden"> }) {
  return bot.hidden ? (
    <NoteAction key="unhide" intent="unhide" id={bot.id} idName="botId" label={`Unhide ${bot.name}`} />
  ) : (
    <NoteAction
      key="hide"
      intent="hide"
      id={bot.id}
      idName="botId"
      label={`Hide ${bot.name}`}
      tone="danger"
    />
  );
}
