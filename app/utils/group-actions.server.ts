// The open chat's group actions (plain forms without JavaScript, fetchers with it): a character
// joins or leaves the chat, and the send form's "Let {name} answer" and "Continue" buttons. Without
// JavaScript a reply is waited for and the page shows the stored one (PRG).
import { redirect } from "@remix-run/node";
import { endpoints } from "#contract/endpoints";
import { groupChoiceOf } from "~/components/chat/group-composer";
import { chatPath } from "./chat-access";
import { callGuarded, formId } from "./chat.server";
import { sendAction, settled, type ActionTarget } from "./chat-actions.server";
import { redirectWithError } from "./toast.server";

/** The send form: a message (to the picked character, if any), or one more reply without one. */
export async function sendOrContinueAction(
  request: Request,
  token: string,
  target: ActionTarget,
  form: FormData,
) {
  const choice = groupChoiceOf(form);
  if (!choice?.proceed) return sendAction(request, token, target, form, choice?.speakerId);
  const back = chatPath(target.botId, target.chatId);
  if (!target.chatId) return redirect(back);
  const result = await callGuarded(request, token, endpoints["POST /chats/:id/continue"], {
    params: { id: target.chatId },
    json: choice.speakerId ? { speaker_id: choice.speakerId } : {},
  });
  // 502: the failed reply is listed with Retry; 403: the page explains the access rule.
  if (result.ok || result.status === 502 || result.status === 403) return redirect(back);
  return redirectWithError(back, result.message);
}

export async function addParticipantAction(
  request: Request,
  token: string,
  target: ActionTarget,
  form: FormData,
) {
  const botId = formId(form, "bot_id");
  if (!target.chatId || !botId) return redirectWithError(chatPath(target.botId, target.chatId), CHOOSE);
  const result = await callGuarded(request, token, endpoints["POST /chats/:id/participants"], {
    params: { id: target.chatId },
    json: { bot_id: botId },
  });
  return settled(request, target, result);
}

export async function removeParticipantAction(
  request: Request,
  token: string,
  target: ActionTarget,
  form: FormData,
) {
  const botId = formId(form, "bot_id");
  if (!target.chatId || !botId) return redirect(chatPath(target.botId, target.chatId));
  const result = await callGuarded(request, token, endpoints["DELETE /chats/:id/participants/:botId"], {
    params: { id: target.chatId, botId },
  });
  // When the character in the address leaves, the page's loader moves to the chat's own address.
  return settled(request, target, result);
}

const CHOOSE = "Choose a character to add.";
