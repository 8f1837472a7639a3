// A bot's standing in the console (whose it is, listed or not, hidden) and the control that hides
// or unhides it, with a note for the audit log.
import { useTranslation } from "react-i18next";
import type { AdminBot } from "#contract/admin";
import { NoteAction } from "./note-action";
import { Badge } from "./ui";

type Standing = Pick<
  AdminBot,
  "owner" | "archived_at" | "in_catalogue" | "hidden" | "visibility" | "review_status"
>;

/** The badges; the bot's own page (`full`) also names its visibility and review status. */
export function BotOrigin({ bot, full = false }: { bot: Standing; full?: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <Badge>
        {bot.owner
          ? t("bots.by", { email: bot.owner.email })
          : t(bot.archived_at ? "bots.archived" : "bots.seeded")}
      </Badge>
      {full ? <Badge>{t(`visibility.${bot.visibility}`)}</Badge> : null}
      {full && bot.review_status ? <Badge>{t(`review.${bot.review_status}`)}</Badge> : null}
      {bot.in_catalogue ? (
        <Badge tone="ok">{t("bots.inCatalogue")}</Badge>
      ) : (
        <Badge>{t("bots.notListed")}</Badge>
      )}
      {bot.hidden ? <Badge tone="danger">{t("bots.hidden")}</Badge> : null}
    </>
  );
}

export function BotVisibilityAction({ bot }: { bot: Pick<AdminBot, "id" | "name" | "hidden"> }) {
  const { t } = useTranslation("admin");
  return bot.hidden ? (
    <NoteAction
      key="unhide"
      intent="unhide"
      id={bot.id}
      idName="botId"
      label={t("bots.unhide", { name: bot.name })}
    />
  ) : (
    <NoteAction
      key="hide"
      intent="hide"
      id={bot.id}
      idName="botId"
      label={t("bots.hide", { name: bot.name })}
      tone="danger"
    />
  );
}
