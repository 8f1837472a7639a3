import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Bot } from "#contract/api-types";
import { chatPath, SUBSCRIPTION_PATH, type AccessBlock, type ChatAccess } from "~/utils/chat-access";

/**
 * Chat on a bot card, obeying docs/requirements/dashboard.md#bot-chat-access. A blocked Chat is
 * still a link (to the plans, or to the chat page whose server check explains the restriction), so
 * it works without JavaScript; with it, the matching dialog opens instead.
 */
export function BotChatButton({
  bot,
  access,
  onBlocked,
}: {
  bot: Pick<Bot, "id" | "name">;
  access: ChatAccess;
  onBlocked: (reason: AccessBlock, bot: Pick<Bot, "id" | "name">) => void;
}) {
  const { t } = useTranslation("discover");
  const label = access.kind === "continue" ? t("card.continue") : t("card.chat");
  const to =
    access.kind === "blocked" && access.reason === "subscription"
      ? `${SUBSCRIPTION_PATH}?bot=${bot.id}`
      : chatPath(bot.id);
  return (
    <Link
      to={to}
      className="btn-primary mt-2 w-full"
      aria-label={t("card.withBot", { action: label, bot: bot.name })}
      onClick={
        access.kind === "blocked"
          ? (event) => {
              event.preventDefault();
              onBlocked(access.reason, bot);
            }
          : undefined
      }
    >
      {label}
    </Link>
  );
}
