// The form between the page's stream hook and the stream route (dashboard.chat.stream.ts): what the
// browser sends for a send, a regenerate, an edit or a stop, and which API call the route makes of it.
// Pure, so both sides and the tests share one definition.

/**
 * send: a new message (or a retry of a failed one); regenerate: another reply; edit: new text, new
 * reply; continue: one more reply in a group chat without a new message.
 */
export type StreamKind = "send" | "regenerate" | "edit" | "continue";

export interface StreamRequest {
  kind: StreamKind;
  message: string;
  /** The exchange to regenerate or edit, or the failed one to retry (send). */
  messageId?: number;
  /** The live exchange this one takes the place of. */
  replaces?: string;
  /** A send or continue in a group: the character the member picked to answer ("Let {name} answer"). */
  speakerId?: number;
}

export function streamForm(botId: number, chatId: number | null, req: StreamRequest): FormData {
  const body = new FormData();
  body.set("intent", req.kind);
  body.set("bot_id", String(botId));
  if (chatId) body.set("chat_id", String(chatId));
  if (req.kind !== "regenerate" && req.kind !== "continue") body.set("message", req.message);
  if (req.messageId) body.set(req.kind === "send" ? "retry_id" : "message_id", String(req.messageId));
  if (req.speakerId) body.set("speaker_id", String(req.speakerId));
  return body;
}

/** Stop: the server ends the reply of row `id` where it is (api/resources/message-stream.ts). */
export function stopForm(id: number): FormData {
  const body = new FormData();
  body.set("intent", "stop");
  body.set("message_id", String(id));
  return body;
}

const positive = (value: FormDataEntryValue | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export interface UpstreamCall {
  path: string;
  method: "POST" | "PATCH";
  body: Record<string, unknown>;
}

/**
 * The API call a stream form stands for; null when a regenerate, edit or stop names no message id, or
 * a continue no chat.
 */
export function upstreamCall(form: FormData): UpstreamCall | null {
  const intent = String(form.get("intent") ?? "send");
  const message = String(form.get("message") ?? "");
  if (intent === "stop") {
    const id = positive(form.get("message_id"));
    return id ? { path: `/messages/${id}/stop`, method: "POST", body: {} } : null;
  }
  if (intent === "regenerate" || intent === "edit") {
    const id = positive(form.get("message_id"));
    if (!id) return null;
    return intent === "regenerate"
      ? { path: `/messages/${id}/regenerate`, method: "POST", body: {} }
      : { path: `/messages/${id}`, method: "PATCH", body: { message } };
  }
  const chatId = positive(form.get("chat_id"));
  const speakerId = positive(form.get("speaker_id"));
  const speaker = speakerId ? { speaker_id: speakerId } : {};
  if (intent === "continue")
    return chatId ? { path: `/chats/${chatId}/continue`, method: "POST", body: speaker } : null;
  const retryId = positive(form.get("retry_id"));
  return {
    path: "/bots/chatting/send",
    method: "POST",
    body: {
      bot_id: Number(form.get("bot_id")),
      message,
      ...(chatId ? { chat_id: chatId } : {}),
      ...(retryId ? { retry_id: retryId } : {}),
      ...speaker,
    },
  };
}
