// The moderation queue: reports with their reporter, bot and the chat they are about, and their
// resolution (dismiss, hide the bot, ban its creator), audited and told to the reporter.
import { and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import {
  ADMIN_COPY,
  REPORT_HANDLED_TITLE,
  REPORT_OUTCOME_NOTICE,
  type AdminReport,
  type ResolveReportInput,
} from "../../../contract/admin";
import { oneRow, type UserRow } from "../../db/rows";
import { botReports, bots, conversations, messages, users } from "../../db/schema";
import { ApiError } from "../../http/envelope";
import type { Services } from "../../services/types";
import { notify } from "../notify";
import { audited } from "./audit";
import { assertBannable, banUser } from "./bans";
import { person } from "./serialize";

/** How many exchanges of the reported chat an operator sees. */
export const REPORT_EXCHANGES = 10;

export const adminScreenshotUrl = (reportId: number) => `/api/v1/admin/reports/${reportId}/screenshot`;

const severityRank = sql`case ${botReports.severity} when 'high' then 3 when 'medium' then 2 else 1 end`;

/** The last exchanges of the reporter's most recent chat with the bot, oldest first. */
async function exchangesOf(services: Services, userId: number, botId: number | null) {
  if (botId === null) return [];
  const { db } = services;
  const [chat] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.botId, botId)))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(1);
  if (!chat) return [];
  const rows = await db
    .select({ message: messages.message, reply: messages.replyMessage, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.conversationId, chat.id))
    .orderBy(desc(messages.id))
    .limit(REPORT_EXCHANGES);
  return rows.reverse().map((r) => ({
    message: r.message,
    reply_message: r.reply,
    created_at: r.createdAt.toISOString(),
  }));
}

/** Open: most severe, then newest first. Resolved: most recently resolved first. */
export async function listReports(
  services: Services,
  status: "open" | "resolved",
  page: number,
  perPage: number,
): Promise<{ rows: AdminReport[]; total: number }> {
  const { db } = services;
  const where = status === "open" ? isNull(botReports.resolvedAt) : isNotNull(botReports.resolvedAt);
  const order =
    status === "open"
      ? [desc(severityRank), desc(botReports.createdAt), desc(botReports.id)]
      : [desc(botReports.resolvedAt), desc(botReports.id)];
  const [counted, rows] = await Promise.all([
    db.select({ total: count() }).from(botReports).where(where),
    db
      .select({ report: botReports, reporter: users, bot: bots })
      .from(botReports)
      .innerJoin(users, eq(users.id, botReports.userId))
      .leftJoin(bots, eq(bots.id, botReports.botId))
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset((page - 1) * perPage),
  ]);
  const { total } = oneRow(counted);
  const out: AdminReport[] = [];
  for (const { report, reporter, bot } of rows) {
    out.push({
      id: report.id,
      reporter: person(reporter),
      bot: bot ? { id: bot.id, name: bot.name, image: bot.image, hidden: bot.hiddenAt !== null } : null,
      category: report.category,
      severity: report.severity,
      description: report.description,
      screenshot_url: report.screenshotKey ? adminScreenshotUrl(report.id) : null,
      created_at: report.createdAt.toISOString(),
      resolved_at: report.resolvedAt?.toISOString() ?? null,
      resolution: report.resolution,
      resolution_note: report.resolutionNote,
      exchanges: await exchangesOf(services, report.userId, report.botId),
    });
  }
  return { rows: out, total };
}

/**
 * Resolves an open report (409 when it was resolved already, even by a parallel request: the row
 * is locked). hide_bot hides the bot; ban_user bans the member who created it and hides the bot
 * as well, since its creator can no longer answer for it.
 */
export async function resolveReport(
  services: Services,
  admin: UserRow,
  reportId: number,
  input: ResolveReportInput,
) {
  const at = services.now();
  const reporterId = await audited(services.db, admin, at, async (tx) => {
    const [report] = await tx.select().from(botReports).where(eq(botReports.id, reportId)).for("update");
    if (!report) throw new ApiError(404, ADMIN_COPY.reportNotFound);
    if (report.resolvedAt) throw new ApiError(409, ADMIN_COPY.reportResolved);
    const [bot] = report.botId ? await tx.select().from(bots).where(eq(bots.id, report.botId)) : [];
    if (input.action !== "dismiss" && !bot) throw new ApiError(422, ADMIN_COPY.botNotFound);
    if (input.action === "ban_user") {
      const [owner] = bot!.ownerId ? await tx.select().from(users).where(eq(users.id, bot!.ownerId)) : [];
      if (!owner) throw new ApiError(422, ADMIN_COPY.noCreatorToBan);
      assertBannable(services, admin, owner);
      await banUser(tx, owner.id, at);
    }
    if (input.action !== "dismiss" && !bot!.hiddenAt) {
      await tx.update(bots).set({ hiddenAt: at, updatedAt: at }).where(eq(bots.id, bot!.id));
    }
    await tx
      .update(botReports)
      .set({ resolvedAt: at, resolvedBy: admin.id, resolution: input.action, resolutionNote: input.note })
      .where(eq(botReports.id, reportId));
    return {
      result: report.userId,
      audit: { action: `report.${input.action}`, targetType: "report", targetId: reportId, note: input.note },
    };
  });
  // The outcome only: the operator's note is internal.
  await notify(services.db, reporterId, REPORT_HANDLED_TITLE, REPORT_OUTCOME_NOTICE[input.action], at);
}

/** The stored screenshot of any report, for operators. */
export async function reportScreenshotKey(services: Services, reportId: number): Promise<string | null> {
  const [row] = await services.db
    .select({ key: botReports.screenshotKey })
    .from(botReports)
    .where(eq(botReports.id, reportId));
  return row?.key ?? null;
}
