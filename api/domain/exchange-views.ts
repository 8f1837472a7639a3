// An exchange (the member's message and its reply, with the reply's alternatives) as the API
// answers it.
import type { ChatDetailMessage, ChatMessage, ChatSpeaker } from "../../contract/api-types";
import type { MessageRow } from "../db/rows";

export function serializeMessage(row: MessageRow, speaker?: ChatSpeaker): ChatMessage {
  return {
    id: row.id,
    message: row.message,
    reply_message: row.replyMessage,
    isUser: row.message !== null,
    status: row.status,
    error: row.error,
    safety: row.safety,
    created_at: row.createdAt.toISOString(),
    ...(speaker ? { speaker } : {}),
  };
}

/**
 * An exchange with its alternatives. A reply being written (or failed) is not stored among them
 * until it completes, so it is shown as the last, selected one: `reply_message` is always
 * `alternatives[selected]`.
 */
export function serializeDetailMessage(row: MessageRow, speaker: ChatSpeaker): ChatDetailMessage {
  const stored = row.alternatives ?? [];
  const settled = row.status === "complete" && stored[row.selected] === row.replyMessage;
  const alternatives = settled ? stored : [...stored, row.replyMessage];
  return {
    ...serializeMessage(row),
    speaker,
    chat_id: row.conversationId,
    alternatives,
    selected: settled ? row.selected : stored.length,
    rating: Math.sign(row.rating) as -1 | 0 | 1,
  };
}
