// Long chats written straight into the database: hundreds of exchanges cannot be sent through the
// per-user send limit, and what the tests and the bench measure is reading them, not making them.
import { eq } from "drizzle-orm";
import { conversations, messages } from "../../api/db/schema";
import type { Services } from "../../api/services/types";

export interface LongChatOptions {
  /** Minutes between two exchanges; the last one is `services.now()`. */
  everyMinutes?: number;
  /** Marks exchange k (0 = oldest inserted) with a safety mark, e.g. a crisis reply. */
  safety?: (k: number) => "crisis" | null;
}

/** Appends `count` completed exchanges to the chat, oldest first; answers their ids in order. */
export async function insertExchanges(
  services: Pick<Services, "db" | "now">,
  chatId: number,
  count: number,
  { everyMinutes = 1, safety = () => null }: LongChatOptions = {},
): Promise<number[]> {
  const end = services.now().getTime();
  const at = (k: number) => new Date(end - (count - 1 - k) * everyMinutes * 60_000);
  const reply = (k: number) => `<p>Reply ${k + 1}: tell me more about your day.</p>`;
  const [chat] = await services.db
    .select({ botId: conversations.botId })
    .from(conversations)
    .where(eq(conversations.id, chatId));
  const rows = await services.db
    .insert(messages)
    .values(
      Array.from({ length: count }, (_, k) => ({
        conversationId: chatId,
        botId: chat!.botId,
        message: `Message ${k + 1}`,
        replyMessage: reply(k),
        alternatives: [reply(k)],
        selected: 0,
        status: "complete" as const,
        safety: safety(k),
        createdAt: at(k),
        updatedAt: at(k),
      })),
    )
    .returning({ id: messages.id });
  return rows.map((r) => r.id);
}
