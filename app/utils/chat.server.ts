// The chat page's server side: loading a conversation (with §4's access answer) and the plain-form
// actions (send, delete, report) that serve browsers without JavaScript and the page's fetchers.
import { data, redirect } from "@remix-run/node";
import type { Bot, ChatThread, Paged } from "#contract/api-types";
import { reportSchema } from "#contract/chat-schemas";
import { BOTS_PAGE_SIZE, SCREENSHOT_MAX_BYTES } from "#contract/constants";
import { BREAK_AFTER_MS, SAFETY_COPY, continuousChatMs } from "#contract/safety";
import { sanitizeRichText } from "#contract/sanitize";
import type { ChatBotView, ChatRowView } from "~/components/chat/types";
import { callApi, type ApiResult } from "./api.server";
import { sessionLost } from "./auth.server";
import { accessBlockOf, chatPath, type AccessBlock } from "./chat-access";
import { isDocumentRequest } from "./request.server";
import { jsonWithSuccess, redirectWithError, redirectWithSuccess } from "./toast.server";

export interface ChatView {
  bot: ChatBotView;
  access: AccessBlock | null;
  greetingHtml: string;
  rows: ChatRowView[];
  /** The offline demo engine answers (the header says so). */
  demoEngine: boolean;
  /** A crisis reply was given recently: the resources stay on screen. */
  crisisBanner: boolean;
  /** Three hours of chatting without a pause: the chat suggests a break. */
  breakSuggested: boolean;
}

export const ALLOWED_SCREENSHOT_TYPES = ["image/png", "image/jpeg", "image/jpg", "image/gif"];

async function guard<T>(request: Request, result: ApiResult<T>) {
  if (!result.ok && result.status === 401) await sessionLost(request);
  return result;
}

/** The Recommended list: the first page of bots without the open one. */
export async function loadRecommended(request: Request, token: string, exclude: number | null) {
  const result = await guard(
    request,
    await callApi<Paged<Bot>>("/bots", { token, request, query: { per_page: BOTS_PAGE_SIZE } }),
  );
  return result.ok ? result.data.data.filter((b) => b.id !== exclude) : [];
}

export async function loadChat(request: Request, token: string, botId: number): Promise<ChatView> {
  const [thread, bot] = await Promise.all([
    callApi<ChatThread[]>(`/bots/chatting/${botId}`, { token, request }).then((r) => guard(request, r)),
    callApi<Bot>(`/bots/${botId}`, { token, request }).then((r) => guard(request, r)),
  ]);
  if (!thread.ok && thread.status === 404) throw new Response("Bot not found", { status: 404 });
  const botView: ChatBotView = bot.ok
    ? { id: bot.data.id, name: bot.data.name, image: bot.data.image, character: bot.data.character }
    : { id: botId, name: "", image: null, character: null };
  if (!thread.ok && thread.status === 403) {
    return {
      bot: botView,
      access: accessBlockOf(thread.message),
      greetingHtml: "",
      rows: [],
      demoEngine: false,
      crisisBanner: false,
      breakSuggested: false,
    };
  }
  if (!thread.ok) throw new Response(thread.message, { status: thread.status >= 500 ? 503 : thread.status });
  const first = thread.data[0];
  const sent = (first?.messages ?? []).filter((m) => m.message !== null).map((m) => Date.parse(m.created_at));
  return {
    bot: {
      ...botView,
      name: first?.bot_name ?? botView.name,
      image: first ? first.bot_image : botView.image,
    },
    access: null,
    greetingHtml: sanitizeRichText(first?.greeting ?? ""),
    rows: (first?.messages ?? []).map((m) => ({
      id: m.id,
      message: m.message,
      replyHtml: sanitizeRichText(m.reply_message ?? ""),
      status: m.status ?? "complete",
      error: m.error ?? null,
      safety: m.safety ?? null,
      createdAt: m.created_at,
    })),
    demoEngine: first?.engine === "persona",
    crisisBanner: Boolean(first?.crisis_banner),
    breakSuggested: continuousChatMs(sent, Date.now()) >= BREAK_AFTER_MS,
  };
}

/** JavaScript off: the whole reply is waited for, then back to the conversation (PRG). */
export async function sendAction(request: Request, token: string, botId: number, form: FormData) {
  const retryId = Number(form.get("retry_id")) || undefined;
  const message = String(form.get("message") ?? "");
  if (!retryId && !message.trim()) return data({ error: "Type a message first.", message }, { status: 422 });
  const result = await guard(
    request,
    await callApi("/bots/chatting/send", {
      token,
      request,
      json: { bot_id: botId, message, ...(retryId ? { retry_id: retryId } : {}) },
    }),
  );
  // A minor-safety refusal is not an access rule: it is shown at the composer, the text kept.
  if (
    result.ok ||
    (result.status === 403 && result.message !== SAFETY_COPY.minorBlocked) ||
    result.status === 502
  ) {
    // 403: the page explains the access rule; 502: the failed exchange is listed with Retry.
    return redirect(chatPath(botId));
  }
  const error = result.errors?.message?.[0] ?? result.message;
  return data({ error, message }, { status: result.status });
}

export async function deleteAction(request: Request, token: string, botId: number) {
  const result = await guard(
    request,
    await callApi(`/bots/chatting/${botId}`, { token, request, method: "DELETE" }),
  );
  if (isDocumentRequest(request)) {
    return result.ok
      ? redirect(`${chatPath(botId)}&deleted=1`)
      : redirectWithError(chatPath(botId), result.message);
  }
  return data({ deleted: result.ok, error: result.ok ? null : result.message });
}

export async function reportAction(request: Request, token: string, botId: number, form: FormData) {
  const fields = {
    bot_id: String(botId),
    category: form.get("category"),
    severity: form.get("severity"),
    description: form.get("description"),
  };
  const parsed = reportSchema.safeParse(fields);
  if (!parsed.success) {
    return data(
      { report: { errors: parsed.error.flatten().fieldErrors, values: fields, ok: false } },
      { status: 422 },
    );
  }
  const body = new FormData();
  body.set("bot_id", String(botId));
  body.set("category", parsed.data.category);
  body.set("severity", parsed.data.severity);
  body.set("description", parsed.data.description);
  const shot = form.get("screenshot");
  // §5: other files are silently ignored (the API still checks the bytes of the ones we pass).
  if (
    shot instanceof File &&
    shot.size > 0 &&
    shot.size <= SCREENSHOT_MAX_BYTES &&
    ALLOWED_SCREENSHOT_TYPES.includes(shot.type)
  ) {
    body.set("screenshot", shot, shot.name);
  }
  const result = await guard(request, await callApi<unknown>("/issues", { token, request, form: body }));
  if (!result.ok) {
    return data(
      {
        report: {
          errors: { ...(result.errors ?? {}), form: [result.message] } as Record<
            string,
            string[] | undefined
          >,
          values: fields,
          ok: false,
        },
      },
      { status: result.status === 422 ? 422 : 400 },
    );
  }
  if (isDocumentRequest(request)) return redirectWithSuccess(chatPath(botId), result.message);
  return jsonWithSuccess({ report: { ok: true, errors: {}, values: null } }, result.message);
}
