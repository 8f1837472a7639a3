// The chat page's plain-form actions (JavaScript off, and the page's fetchers with it on): send, new
// chat, rename, delete, regenerate, select a reply, rate, edit, delete from here. A plain post is
// answered with a redirect back to the chat (PRG); a fetcher gets data and the page reloads its own.
// Refused input comes back with the text as typed, for the message next to its field.
import { data, redirect } from "@remix-run/node";
import { chatTitleSchema, messageEditSchema } from "#contract/chat-schemas";
import { SAFETY_COPY } from "#contract/safety";
import { endpoints } from "#contract/endpoints";
import type { ApiResult } from "./api.server";
import { chatPath } from "./chat-access";
import { callGuarded, formId, type ChatTarget } from "./chat.server";
import { isDocumentRequest } from "./request.server";
import { jsonWithSuccess, redirectWithError, redirectWithSuccess } from "./toast.server";

export interface ActionTarget extends ChatTarget {
  botId: number;
}

const backTo = (t: ActionTarget) => chatPath(t.botId, t.chatId);
const firstError = (result: Extract<ApiResult<unknown>, { ok: false }>, field: string) =>
  result.errors?.[field]?.[0] ?? result.message;

/** Done: back to the chat for a plain post; `{ ok: true }` for a fetcher. */
export function settled(request: Request, target: ActionTarget, result: ApiResult<unknown>) {
  if (isDocumentRequest(request)) {
    return result.ok ? redirect(backTo(target)) : redirectWithError(backTo(target), result.message);
  }
  return result.ok
    ? data({ ok: true as const, error: null })
    : data({ ok: false as const, error: result.message }, { status: result.status });
}

/** JavaScript off: the whole reply is waited for, then back to the conversation (PRG). */
export async function sendAction(
  request: Request,
  token: string,
  target: ActionTarget,
  form: FormData,
  speakerId?: number,
) {
  const retryId = formId(form, "retry_id");
  const message = String(form.get("message") ?? "");
  if (!retryId && !message.trim()) return data({ error: "Type a message first.", message }, { status: 422 });
  const result = await callGuarded(request, token, endpoints["POST /bots/chatting/send"], {
    json: {
      bot_id: target.botId,
      message,
      ...(target.chatId ? { chat_id: target.chatId } : {}),
      ...(retryId ? { retry_id: retryId } : {}),
      ...(speakerId ? { speaker_id: speakerId } : {}),
    },
  });
  // A minor-safety refusal is not an access rule: it is shown at the composer, the text kept.
  if (
    result.ok ||
    (result.status === 403 && result.message !== SAFETY_COPY.minorBlocked) ||
    result.status === 502
  ) {
    // 403: the page explains the access rule; 502: the failed exchange is listed with Retry.
    return redirect(backTo(target));
  }
  return data({ error: firstError(result, "message"), message }, { status: result.status });
}

/** "New chat": another chat with the bot, opening with the chosen greeting; the older ones are kept. */
export async function newChatAction(request: Request, token: string, target: ActionTarget, form: FormData) {
  const greeting = Number(form.get("greeting") ?? 0);
  const result = await callGuarded(request, token, endpoints["POST /chats"], {
    json: { bot_id: target.botId, ...(Number.isInteger(greeting) && greeting > 0 ? { greeting } : {}) },
  });
  if (!result.ok) return redirectWithError(backTo(target), result.message);
  return redirect(chatPath(target.botId, result.data.id));
}

export async function renameAction(request: Request, token: string, target: ActionTarget, form: FormData) {
  const title = String(form.get("title") ?? "");
  const parsed = chatTitleSchema.safeParse({ title });
  if (!target.chatId) return redirect(backTo(target));
  const result = parsed.success
    ? await callGuarded(request, token, endpoints["PATCH /chats/:id"], {
        params: { id: target.chatId },
        json: parsed.data,
      })
    : null;
  if (!result?.ok) {
    const error = result ? firstError(result, "title") : parsed.error!.issues[0]!.message;
    return data({ rename: { error, title } }, { status: result?.status ?? 422 });
  }
  if (isDocumentRequest(request)) return redirectWithSuccess(backTo(target), "Chat renamed");
  return jsonWithSuccess({ rename: { error: null, title: parsed.data!.title } }, "Chat renamed");
}

/**
 * Delete Chat: this chat for good (the bot's memories stay); with none yet, the bot's one chat of
 * the spec's calls (docs/requirements/coming.md#conversations).
 */
export async function deleteAction(request: Request, token: string, target: ActionTarget) {
  const result = target.chatId
    ? await callGuarded(request, token, endpoints["DELETE /chats/:id"], { params: { id: target.chatId } })
    : await callGuarded(request, token, endpoints["DELETE /bots/chatting/:botId"], {
        params: { botId: target.botId },
      });
  if (isDocumentRequest(request)) {
    return result.ok
      ? redirect(`${chatPath(target.botId)}&deleted=1`)
      : redirectWithError(backTo(target), result.message);
  }
  return data({ deleted: result.ok, error: result.ok ? null : result.message });
}

/** JavaScript off: another reply is waited for; a failed one is listed with Retry, the earlier ones kept. */
export async function regenerateAction(
  request: Request,
  token: string,
  target: ActionTarget,
  form: FormData,
) {
  const id = formId(form, "message_id");
  if (!id) return redirect(backTo(target));
  const result = await callGuarded(request, token, endpoints["POST /messages/:id/regenerate"], {
    params: { id },
  });
  if (!result.ok && result.status === 502) return redirect(backTo(target));
  return settled(request, target, result);
}

export async function selectAction(request: Request, token: string, target: ActionTarget, form: FormData) {
  const id = formId(form, "message_id");
  if (!id) return redirect(backTo(target));
  const result = await callGuarded(request, token, endpoints["POST /messages/:id/select"], {
    params: { id },
    json: { index: form.get("index") },
  });
  return settled(request, target, result);
}

export async function rateAction(request: Request, token: string, target: ActionTarget, form: FormData) {
  const id = formId(form, "message_id");
  if (!id) return redirect(backTo(target));
  const result = await callGuarded(request, token, endpoints["POST /messages/:id/rating"], {
    params: { id },
    json: { value: form.get("value") },
  });
  return settled(request, target, result);
}

/**
 * JavaScript off: the edited text is stored, later messages go, and the new reply is waited for. A
 * failed reply is listed with Retry (the edited text is kept); a refused edit comes back to its form.
 */
export async function editAction(request: Request, token: string, target: ActionTarget, form: FormData) {
  const id = formId(form, "message_id");
  const message = String(form.get("message") ?? "");
  if (!id) return redirect(backTo(target));
  const parsed = messageEditSchema.safeParse({ message });
  if (!parsed.success) {
    return data({ edit: { id, message, error: parsed.error.issues[0]!.message } }, { status: 422 });
  }
  const result = await callGuarded(request, token, endpoints["PATCH /messages/:id"], {
    params: { id },
    json: parsed.data,
  });
  if (result.ok || result.status === 502) return redirect(backTo(target));
  return data({ edit: { id, message, error: firstError(result, "message") } }, { status: result.status });
}

/** "Delete from here": the message and everything after it. */
export async function rewindAction(request: Request, token: string, target: ActionTarget, form: FormData) {
  const id = formId(form, "message_id");
  if (!id) return redirect(backTo(target));
  const result = await callGuarded(request, token, endpoints["DELETE /messages/:id"], { params: { id } });
  return settled(request, target, result);
}
