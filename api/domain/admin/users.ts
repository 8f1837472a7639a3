// Accounts as operators see them: search, one account's reports and flags (never its chats), bans,
// and the age-review flags the safety layer raises.
import { asc, count, desc, eq, ilike, isNotNull, or, sql } from "drizzle-orm";
import {
  ADMIN_COPY,
  type AdminFlag,
  type AdminReportSummary,
  type AdminUser,
  type AdminUserDetail,
} from "../../../contract/admin";
import { oneRow, type UserRow } from "../../db/rows";
import { botReports, bots, users } from "../../db/schema";
import { ApiError } from "../../http/envelope";
import { likePattern } from "../../http/paging";
import type { Services } from "../../services/types";
import { isAdmin } from "./access";
import { fullName } from "./serialize";

// Written out with an alias: inside a subquery Drizzle names columns without their table, so
// `user_id = id` would compare two columns of bot_reports and count the same for every account.
const reportsMade = sql<number>`(select count(*) from bot_reports made where made.user_id = ${users}.id)::int`;

function adminUser(services: Services, u: UserRow, reports: number): AdminUser {
  return {
    id: u.id,
    email: u.email,
    name: fullName(u),
    verified: u.emailVerifiedAt !== null,
    banned_at: u.bannedAt?.toISOString() ?? null,
    age_review_at: u.ageReviewAt?.toISOString() ?? null,
    created_at: u.createdAt.toISOString(),
    reports_made: Number(reports),
    is_admin: isAdmin(services.config, u),
  };
}

/** Newest accounts first; `search` matches the email or the full name. */
export async function searchUsers(services: Services, search: string, page: number, perPage: number) {
  const p = likePattern(search);
  const where = search
    ? or(ilike(users.email, p), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, p))
    : undefined;
  const [counted, rows] = await Promise.all([
    services.db.select({ total: count() }).from(users).where(where),
    services.db
      .select({ user: users, reports: reportsMade })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
  ]);
  const { total } = oneRow(counted);
  return { rows: rows.map((r) => adminUser(services, r.user, r.reports)), total };
}

export async function findUser(services: Services, id: number): Promise<UserRow> {
  const [user] = await services.db.select().from(users).where(eq(users.id, id));
  if (!user) throw new ApiError(404, ADMIN_COPY.userNotFound);
  return user;
}

const summaryColumns = { report: botReports, botId: bots.id, botName: bots.name };

function summary(r: {
  report: typeof botReports.$inferSelect;
  botId: number | null;
  botName: string | null;
}): AdminReportSummary {
  return {
    id: r.report.id,
    bot: r.botId === null ? null : { id: r.botId, name: r.botName ?? "" },
    category: r.report.category,
    severity: r.report.severity,
    description: r.report.description,
    created_at: r.report.createdAt.toISOString(),
    resolved_at: r.report.resolvedAt?.toISOString() ?? null,
    resolution: r.report.resolution,
  };
}

/** One account with the reports it made and the reports about its characters; no chats. */
export async function userDetail(services: Services, id: number): Promise<AdminUserDetail> {
  const { db } = services;
  const user = await findUser(services, id);
  const [made, about, characters] = await Promise.all([
    db
      .select(summaryColumns)
      .from(botReports)
      .leftJoin(bots, eq(bots.id, botReports.botId))
      .where(eq(botReports.userId, id))
      .orderBy(desc(botReports.createdAt), desc(botReports.id)),
    db
      .select(summaryColumns)
      .from(botReports)
      .innerJoin(bots, eq(bots.id, botReports.botId))
      .where(eq(bots.ownerId, id))
      .orderBy(desc(botReports.createdAt), desc(botReports.id)),
    db.select().from(bots).where(eq(bots.ownerId, id)).orderBy(desc(bots.createdAt)),
  ]);
  return {
    ...adminUser(services, user, made.length),
    birth_date: user.birthDate,
    reports: made.map(summary),
    reports_about: about.map(summary),
    characters: characters.map((b) => ({
      id: b.id,
      name: b.name,
      visibility: b.visibility,
      review_status: b.reviewStatus,
      hidden: b.hiddenAt !== null,
    })),
  };
}

/** Accounts waiting for an age review, oldest flag first. */
export async function listFlags(services: Services): Promise<AdminFlag[]> {
  const rows = await services.db
    .select()
    .from(users)
    .where(isNotNull(users.ageReviewAt))
    .orderBy(asc(users.ageReviewAt), asc(users.id));
  return rows.map((u) => ({
    id: u.id,
    email: u.email,
    name: fullName(u),
    age_review_at: u.ageReviewAt!.toISOString(),
    birth_date: u.birthDate,
  }));
}
