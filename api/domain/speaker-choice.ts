// Who answers a message in a chat. In a one-bot chat it is always its bot; in a group the member's
// pick, else group-speaker.ts decides from the message and the latest speakers.
import { desc, eq } from "drizzle-orm";
import { CHAT_COPY } from "../../contract/chat-schemas";
import type { BotRow, ChatRow } from "../db/rows";
import { messages } from "../db/schema";
import { ApiError } from "../http/envelope";
import type { Services } from "../services/types";
import { chooseSpeaker, type Candidate } from "./group-speaker";
import { participantsOf } from "./participants";

const notInChat = () =>
  new ApiError(422, CHAT_COPY.speakerNotInChat, { speaker_id: [CHAT_COPY.speakerNotInChat] });

const candidate = (bot: BotRow, position: number): Candidate => ({
  id: bot.id,
  name: bot.name,
  position,
  about: [
    bot.card.description,
    bot.card.personality,
    bot.card.scenario,
    ...(bot.card.tags ?? []),
    bot.category,
  ]
    .join(" ")
    .toLowerCase(),
});

/**
 * The character who answers `message` ("" for Continue) in this chat: `picked` when the member
 * chose one (it must be a participant, 422 otherwise), else the one the chat's rules pick among
 * those still open (an archived or hidden one no longer speaks).
 */
export async function speakerFor(
  services: Services,
  chat: ChatRow,
  chatBot: BotRow,
  message: string,
  picked?: number,
): Promise<BotRow> {
  if (chat.kind === "single") {
    if (picked !== undefined && picked !== chatBot.id) throw notInChat();
    return chatBot;
  }
  const cast = await participantsOf(services.db, chat.id);
  if (picked !== undefined) {
    const found = cast.find((p) => p.bot.id === picked);
    if (!found) throw notInChat();
    return found.bot;
  }
  const open = cast.filter((p) => !p.bot.archivedAt && !p.bot.hiddenAt);
  if (!open.length) return chatBot;
  const recent = await services.db
    .select({ botId: messages.botId })
    .from(messages)
    .where(eq(messages.conversationId, chat.id))
    .orderBy(desc(messages.id))
    .limit(2);
  const chosen = chooseSpeaker({
    participants: open.map((p) => candidate(p.bot, p.position)),
    message,
    recent: recent.map((r) => r.botId),
  });
  return open.find((p) => p.bot.id === chosen.id)!.bot;
}
