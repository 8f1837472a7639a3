// GET /chats/{id}/export: a chat as a file to keep, Markdown (readable) or JSON (the API's shapes
// plus each reply as text). Only the selected reply of each exchange is in the Markdown; each reply
// is under its speaker's name (a group has several).
import type { ChatDetailMessage } from "../../contract/api-types";
import type { UserRow } from "../db/rows";
import type { Services } from "../services/types";
import { botRef, findBot } from "./chat-bot";
import { findOwnChat } from "./conversations";
import { serializeDetailMessage } from "./exchange-views";
import { exportCopy, type ExportCopy } from "./export-copy";
import { chatRows } from "./history-paging";
import { participantsOf, speakersOf } from "./participants";
import { replyToText } from "./reply-text";

export interface ChatExportFile {
  filename: string;
  contentType: string;
  body: string;
}

function slug(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, "-")
      .slice(0, 40)
      .replace(/-+$/, "") || "chat"
  );
}

const stamp = (iso: string) => iso.replace("T", " ").slice(0, 16) + " UTC";

/** "Aria", "Aria and Bo", "Aria, Bo and Cy" (in the export's language). */
const together = (names: readonly string[], and: string) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}` : (names[0] ?? "");

function markdown(
  title: string,
  cast: readonly string[],
  userName: string,
  rows: ChatDetailMessage[],
  exportedAt: string,
  copy: ExportCopy,
): string {
  const names = together(cast, copy.and);
  const who = cast.length > 1 ? copy.many(names) : copy.one(names);
  const lines = [`# ${title.replace(/\n/g, " ")}`, "", copy.header(who, stamp(exportedAt)), ""];
  for (const m of rows) {
    if (m.message !== null) lines.push(`**${userName}** · ${stamp(m.created_at)}`, "", m.message.trim(), "");
    const reply = replyToText(m.reply_message);
    if (reply) {
      const note =
        m.status === "failed"
          ? ` (${copy.unfinished})`
          : m.alternatives.length > 1
            ? ` (${copy.replyOf(m.selected + 1, m.alternatives.length)})`
            : "";
      lines.push(`**${m.speaker.name}**${note}`, "", reply, "");
    }
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

export async function exportChat(
  services: Services,
  user: UserRow,
  chatId: number,
  format: "md" | "json",
  /** The request's language: the Markdown's words follow the account's preference, else this. */
  requestLanguage?: string | null,
): Promise<ChatExportFile> {
  const chat = await findOwnChat(services, user.id, chatId);
  const bot = await findBot(services, chat.botId, user.id, { archived: "read" });
  const [stored, cast] = await Promise.all([
    chatRows(services, chat.id),
    participantsOf(services.db, chat.id),
  ]);
  const speakers = await speakersOf(
    services,
    stored.map((r) => r.botId),
    cast.map((p) => p.bot),
  );
  const rows = stored.map((r) => serializeDetailMessage(r, speakers.get(r.botId)!));
  const exportedAt = services.now().toISOString();
  const base = `${slug(chat.title)}-${chat.id}`;
  if (format === "json") {
    const body = {
      id: chat.id,
      title: chat.title,
      bot: botRef(bot),
      kind: chat.kind,
      participants: cast.map((p) => botRef(p.bot)),
      created_at: chat.createdAt.toISOString(),
      exported_at: exportedAt,
      messages: rows.map((m) => ({ ...m, reply_text: replyToText(m.reply_message) })),
    };
    return {
      filename: `${base}.json`,
      contentType: "application/json; charset=utf-8",
      body: JSON.stringify(body, null, 2),
    };
  }
  const copy = exportCopy(user.uiLanguage ?? requestLanguage);
  return {
    filename: `${base}.md`,
    contentType: "text/markdown; charset=utf-8",
    body: markdown(
      chat.title,
      cast.map((p) => p.bot.name),
      user.firstName || copy.you,
      rows,
      exportedAt,
      copy,
    ),
  };
}
