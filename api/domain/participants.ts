// The characters of a chat: who takes part (conversation_participants, in turn order) and who spoke
// each line (messages.bot_id), as the API answers them.
import { asc, eq, inArray } from "drizzle-orm";
import type { ChatParticipant, ChatSpeaker } from "../../contract/api-types";
import { botVoice } from "../../contract/voice";
import type { BotRow } from "../db/rows";
import { bots, conversationParticipants } from "../db/schema";
import type { Database } from "../db/client";
import type { Services } from "../services/types";
import { botRef } from "./chat-bot";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface Participant {
  bot: BotRow;
  position: number;
}

/** The chat's characters in turn order (whatever their state: the caller decides who may answer). */
export async function participantsOf(db: Database | Tx, chatId: number): Promise<Participant[]> {
  return db
    .select({ bot: bots, position: conversationParticipants.position })
    .from(conversationParticipants)
    .innerJoin(bots, eq(bots.id, conversationParticipants.botId))
    .where(eq(conversationParticipants.conversationId, chatId))
    .orderBy(asc(conversationParticipants.position));
}

export const speakerRef = (bot: Pick<BotRow, "id" | "name" | "image">): ChatSpeaker => ({
  id: bot.id,
  name: bot.name,
  image: bot.image,
});

export const participantRef = (bot: BotRow): ChatParticipant => ({
  ...botRef(bot),
  voice: botVoice(bot.id, bot.card),
});

/** The speakers of these lines, by bot id: the known ones from `known`, the rest (former participants) read. */
export async function speakersOf(
  services: Services,
  botIds: readonly number[],
  known: readonly BotRow[] = [],
): Promise<Map<number, ChatSpeaker>> {
  const found = new Map(known.map((b) => [b.id, speakerRef(b)]));
  const missing = [...new Set(botIds)].filter((id) => !found.has(id));
  if (missing.length) {
    const rows = await services.db
      .select({ id: bots.id, name: bots.name, image: bots.image })
      .from(bots)
      .where(inArray(bots.id, missing));
    for (const r of rows) found.set(r.id, speakerRef(r));
  }
  return found;
}
