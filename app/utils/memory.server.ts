// The Memory page's server side (issue "Conversations"): what a bot remembers about the user (one
// round trip: list, and settings with the bot, in parallel) and the plain-form actions (add, edit, delete, the
// pause switch). Each answers with a redirect back to the page (PRG, a toast says what happened); a
// refused text comes back as typed, for the message next to its field.
import { data } from "@remix-run/node";
import { memorySchema, memorySettingsSchema } from "#contract/chat-schemas";
import { memoryPath } from "~/components/chat/paths";
import { endpoints } from "#contract/endpoints";
import { callGuarded, formId } from "./chat.server";
import { redirectWithError, redirectWithSuccess } from "./toast.server";

export interface MemoryTarget {
  botId: number;
  chatId: number | null;
}

export async function loadMemoryPage(request: Request, token: string, botId: number) {
  const [list, settings] = await Promise.all([
    callGuarded(request, token, endpoints["GET /bots/:botId/memories"], { params: { botId } }),
    callGuarded(request, token, endpoints["GET /bots/:botId/memories/settings"], { params: { botId } }),
  ]);
  if (!list.ok || !settings.ok) {
    const failed = [list, settings].find((r) => !r.ok)!;
    throw new Response(failed.message, { status: failed.status === 404 ? 404 : 503 });
  }
  const { bot, ...rest } = settings.data;
  return { bot, memories: list.data, settings: rest };
}

export async function memoryAction(request: Request, token: string, target: MemoryTarget, form: FormData) {
  const page = memoryPath(target.botId, target.chatId);
  const intent = form.get("intent");
  const text = String(form.get("text") ?? "");

  if (intent === "pause") {
    const parsed = memorySettingsSchema.safeParse({ paused: form.get("paused") ?? "false" });
    if (!parsed.success) return redirectWithError(page, parsed.error.issues[0]!.message);
    const result = await callGuarded(request, token, endpoints["PUT /bots/:botId/memories/settings"], {
      params: { botId: target.botId },
      json: parsed.data,
    });
    if (!result.ok) return redirectWithError(page, result.message);
    return redirectWithSuccess(page, parsed.data.paused ? "Automatic memory paused" : "Automatic memory on");
  }

  if (intent === "delete") {
    const id = formId(form, "memory_id");
    const result = id
      ? await callGuarded(request, token, endpoints["DELETE /memories/:id"], { params: { id } })
      : null;
    if (!result?.ok) return redirectWithError(page, result?.message ?? "Memory not found.");
    return redirectWithSuccess(page, "Memory deleted");
  }

  if (intent === "add" || intent === "edit") {
    const id = intent === "edit" ? formId(form, "memory_id") : null;
    const refused = (error: string, status = 422) => data({ [intent]: { id, text, error } }, { status });
    const parsed = memorySchema.safeParse({ text });
    if (!parsed.success) return refused(parsed.error.issues[0]!.message);
    const result =
      intent === "add"
        ? await callGuarded(request, token, endpoints["POST /bots/:botId/memories"], {
            params: { botId: target.botId },
            json: parsed.data,
          })
        : id
          ? await callGuarded(request, token, endpoints["PATCH /memories/:id"], {
              params: { id },
              json: parsed.data,
            })
          : null;
    if (!result) return redirectWithError(page, "Memory not found.");
    if (!result.ok) return refused(result.errors?.text?.[0] ?? result.message, result.status);
    return redirectWithSuccess(page, "Memory saved");
  }

  throw new Response("Unknown action", { status: 400 });
}
